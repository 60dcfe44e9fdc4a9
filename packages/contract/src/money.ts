import { intlLocale, type Locale } from './locale.ts';

// Money is integer minor units everywhere; major-unit numbers exist only at the JSON edge (§1.7).

/** Minor units as a major-unit number for JSON, e.g. (15050, 2) -> 150.5. */
export function toMajor(minor: number, minorUnits: number): number {
  return Number((minor / 10 ** minorUnits).toFixed(minorUnits));
}

/**
 * A major-unit amount (number or numeric string) as integer minor units, rounded half-up, computed
 * on the decimal digits so that no floating-point error creeps in. Returns null when not numeric.
 */
export function toMinor(value: number | string, minorUnits: number): number | null {
  const textValue = typeof value === 'number' ? numberToPlain(value) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(textValue);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const kept = fraction.slice(0, minorUnits).padEnd(minorUnits, '0');
  const roundUp = (fraction[minorUnits] ?? '0') >= '5';
  const minor = BigInt(`${whole}${kept}`) + (roundUp ? 1n : 0n);
  const result = Number(sign ? -minor : minor);
  return Number.isSafeInteger(result) ? result : null;
}

/**
 * A finite number as the shortest decimal that reads back as the same number, so 1.005 is
 * "1.005" as the sender wrote it, not its binary approximation 1.00499999...
 */
function numberToPlain(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return 'NaN';
  const shortest = String(value);
  return shortest.includes('e') ? value.toFixed(20).replace(/\.?0+$/, '') : shortest;
}

/** A currency as conversions need it: its minor units and the value of one unit in the base currency. */
export interface Convertible {
  minorUnits: number;
  /** Decimal string with up to 8 places, e.g. "3.75". */
  rateToBase: string;
}

const RATE_SCALE = 8;

function scaledRate(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{0,8}))?$/.exec(rate.trim());
  if (!match) throw new Error(`not a rate: ${rate}`);
  return BigInt(`${match[1]}${(match[2] ?? '').padEnd(RATE_SCALE, '0')}`);
}

/**
 * Converts minor units of one currency into minor units of another through their rates to the
 * base (amount × rate(from) / rate(to)), rounded half-up, in exact integer arithmetic.
 */
export function convertMinor(amountMinor: number, from: Convertible, to: Convertible): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new Error(`not an amount: ${amountMinor}`);
  const numerator = BigInt(amountMinor) * scaledRate(from.rateToBase) * 10n ** BigInt(to.minorUnits);
  const denominator = 10n ** BigInt(from.minorUnits) * scaledRate(to.rateToBase);
  if (denominator === 0n) throw new Error('a rate of zero cannot be converted to');
  return Number((numerator * 2n + denominator) / (2n * denominator));
}

/** First-strong isolate and its end (Unicode bidi): the enclosed text keeps its own direction. */
const ISOLATE = '\u2068';
const END_ISOLATE = '\u2069';

/**
 * A formatted amount whose currency sign is isolated, so that inside text of the other direction
 * it still reads as written: "US$" in an Arabic sentence otherwise shows as "$US".
 */
export function isolateCurrency(parts: Intl.NumberFormatPart[]): string {
  return parts
    .map((part) => (part.type === 'currency' ? `${ISOLATE}${part.value}${END_ISOLATE}` : part.value))
    .join('');
}

/** A currency and how many minor units it has (ISO 4217: SAR 2, KWD 3, JPY 0). */
export interface CurrencyFormat {
  code: string;
  minorUnits: number;
}

/**
 * An amount as the reader writes it, with every minor unit of its currency (e.g. 150.50 SAR), and
 * its currency sign isolated for text the bidi algorithm lays out (e-mails, PDFs, plain pages).
 */
export function formatMinor(locale: Locale, amountMinor: number, currency: CurrencyFormat): string {
  return isolateCurrency(
    currencyFormat(locale, currency).formatToParts(toMajor(amountMinor, currency.minorUnits)),
  );
}

/** Made once per language and currency: a formatter costs far more to make than to use. */
const currencyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: Locale, currency: CurrencyFormat): Intl.NumberFormat {
  const key = `${locale} ${currency.code} ${currency.minorUnits}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: currency.code,
      minimumFractionDigits: currency.minorUnits,
      maximumFractionDigits: currency.minorUnits,
    });
    currencyFormats.set(key, format);
  }
  return format;
}
