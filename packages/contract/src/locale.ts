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

/**
 * The tag for `Intl` formatters: Latin digits in both languages, so figures on the page match
 * what the inputs accept (englishNumbersOnly).
 */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : 'en-US';
}

/**
 * Dates on the site are shown in one fixed zone (Arabia, UTC+3, where the campaigns run), so a
 * page rendered on the server reads the same after it hydrates in any visitor's browser.
 */
export const SITE_TIME_ZONE = 'Asia/Riyadh';

/** The site's own country (ISO 3166-1): whose Ramadan the site shows when no country is named. */
export const SITE_COUNTRY = 'SA';
