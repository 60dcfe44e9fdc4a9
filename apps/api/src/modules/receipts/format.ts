import { intlLocale, type Locale, SITE_TIME_ZONE } from '@ataa/contract/locale';
import { isolateCurrency, toMajor } from '@ataa/contract/money';

export interface CurrencyFormat {
  code: string;
  minorUnits: number;
}

/** The reader's way of writing amounts of `currency`, with every minor unit (e.g. 150.50 SAR). */
function moneyFormat(locale: Locale, currency: CurrencyFormat) {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: currency.code,
    minimumFractionDigits: currency.minorUnits,
    maximumFractionDigits: currency.minorUnits,
  });
}

/** An amount as the reader writes it, with every minor unit of its currency (e.g. 150.50 SAR). */
export function formatMoney(locale: Locale, amountMinor: number, currency: CurrencyFormat): string {
  return moneyFormat(locale, currency).format(toMajor(amountMinor, currency.minorUnits));
}

/**
 * The same amount for text the bidi algorithm lays out, with its currency sign isolated as on the
 * site's pages: in an Arabic line "US$" would otherwise read "$US".
 */
export function formatIsolatedMoney(locale: Locale, amountMinor: number, currency: CurrencyFormat): string {
  return isolateCurrency(
    moneyFormat(locale, currency).formatToParts(toMajor(amountMinor, currency.minorUnits)),
  );
}

/** A date and time in the site's zone, with Latin digits, as the site shows them. */
export function formatDateTime(locale: Locale, value: Date): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SITE_TIME_ZONE,
  }).format(value);
}
