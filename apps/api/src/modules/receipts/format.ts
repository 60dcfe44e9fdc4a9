import { intlLocale, type Locale, SITE_TIME_ZONE } from '@ataa/contract/locale';
import { toMajor } from '@ataa/contract/money';

export interface CurrencyFormat {
  code: string;
  minorUnits: number;
}

/** An amount as the reader writes it, with every minor unit of its currency (e.g. 150.50 SAR). */
export function formatMoney(locale: Locale, amountMinor: number, currency: CurrencyFormat): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: currency.code,
    minimumFractionDigits: currency.minorUnits,
    maximumFractionDigits: currency.minorUnits,
  }).format(toMajor(amountMinor, currency.minorUnits));
}

/** A date and time in the site's zone, with Latin digits, as the site shows them. */
export function formatDateTime(locale: Locale, value: Date): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SITE_TIME_ZONE,
  }).format(value);
}
