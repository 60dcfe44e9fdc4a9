import { intlLocale, type Locale, SITE_TIME_ZONE } from '@ataa/contract/locale';

/** A date and time in the site's zone, with Latin digits, as the site shows them. */
export function formatDateTime(locale: Locale, value: Date): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SITE_TIME_ZONE,
  }).format(value);
}
