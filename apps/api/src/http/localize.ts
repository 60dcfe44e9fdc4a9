import type { Locale } from '@ataa/contract/locale';

/** A translatable field in the reader's language, falling back to the other one when empty (§1.6). */
export function pick(locale: Locale, ar: string | null | undefined, en: string | null | undefined): string {
  const [first, second] = locale === 'ar' ? [ar, en] : [en, ar];
  return first || second || '';
}
