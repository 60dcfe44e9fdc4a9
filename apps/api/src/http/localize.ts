import type { Locale } from '@ataa/contract/locale';

const filled = (value: string | null | undefined): value is string => Boolean(value?.trim());

/**
 * A translatable field in the reader's language, falling back to the other one when empty (§1.6).
 * A translation of only white space counts as empty: it would show as a blank title.
 */
export function pick(locale: Locale, ar: string | null | undefined, en: string | null | undefined): string {
  const [first, second] = locale === 'ar' ? [ar, en] : [en, ar];
  if (filled(first)) return first;
  if (filled(second)) return second;
  return '';
}
