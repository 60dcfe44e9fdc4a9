import { DONATION_LIMITS } from '@ataa/contract/donation-limits';
import { intlLocale } from '@ataa/contract/locale';
import { isolateCurrency } from '@ataa/contract/money';
import { numberFormat } from '../../lib/formats.ts';
import { useI18n } from '../../lib/i18n.ts';

/** Suggested gifts in the base currency (its rate is 1); other currencies get their nearest round figures. */
const BASE_SUGGESTIONS = [50, 100, 250, 500];

/** Round figures people give: 1, 2, 2.5 (from 25 up) and 5, times a power of ten. */
function roundFigure(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const steps = power >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  const candidates = steps.map((step) => step * power);
  // Nearest as a ratio, not a difference: 13 is nearer 10 than 20.
  return candidates.reduce((best, next) =>
    Math.abs(Math.log(next / value)) < Math.abs(Math.log(best / value)) ? next : best,
  );
}

/**
 * Suggested amounts in a currency: the base suggestions at its rate, rounded to figures people
 * give (SAR 50 … 500, USD 10 … 100, KWD 5 … 50, EGP 500 … 5,000), within the form's limits.
 */
export function suggestedAmounts(rateToBase: number): number[] {
  const figures = BASE_SUGGESTIONS.map((base) =>
    Math.min(DONATION_LIMITS.max, Math.max(DONATION_LIMITS.min, roundFigure(base / rateToBase))),
  );
  return [...new Set(figures)];
}

/** Money as it was paid: the currency's minor units are shown when the amount has them. */
export function useExactMoney() {
  const { locale } = useI18n();
  return (value: number, currency: { code: string; minor_units: number }) =>
    isolateCurrency(
      numberFormat(intlLocale(locale), {
        style: 'currency',
        currency: currency.code,
        minimumFractionDigits: Number.isInteger(value) ? 0 : currency.minor_units,
        maximumFractionDigits: currency.minor_units,
      }).formatToParts(value),
    );
}
