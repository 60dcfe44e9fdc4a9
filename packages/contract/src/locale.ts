export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';

/**
 * Reads a language tag the way the contract says (§1.4): case-insensitive, a region suffix is
 * ignored, and anything unknown or missing means Arabic.
 */
export function parseLocale(value: unknown): Locale {
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'en' ? 'en' : DEFAULT_LOCALE;
}

export function direction(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
