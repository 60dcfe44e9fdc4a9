import { intlLocale } from '@ataa/contract/locale';
import { type Convertible, convertMinor, toMajor, toMinor } from '@ataa/contract/money';
import type { currencyRef } from '@ataa/contract/schemas/entities';
import type { z } from '@ataa/contract/validation';
import { numberFormat } from '../../lib/formats.ts';
import { useI18n } from '../../lib/i18n.ts';
import { type RootData, useRootData } from '../../lib/root-data.ts';

export type CurrencyRef = z.infer<typeof currencyRef>;
type Currency = RootData['currencies'][number];

/** The share of a goal already raised (0.62 for 62 %), on minor units so rounding cannot skew it. */
export function fundedRatio(raised: number, goal: number, minorUnits: number): number {
  const goalMinor = toMinor(goal, minorUnits) ?? 0;
  if (goalMinor <= 0) return 0;
  return (toMinor(raised, minorUnits) ?? 0) / goalMinor;
}

const convertible = (currency: Currency): Convertible => ({
  minorUnits: currency.minor_units,
  // Rates have at most 8 decimals (contract §1.7); toFixed keeps them out of exponent notation.
  rateToBase: currency.rate_to_base.toFixed(8),
});

/**
 * Amounts in the currency the visitor chose in the header, when it differs from the one they are
 * kept in: converted on minor units through both rates (contract §1.7) and only ever shown as an
 * approximation. Null when there is nothing to convert.
 */
export function useApproximation() {
  const { currencies, currencyId } = useRootData();
  const target = currencies.find((item) => item.id === currencyId);
  return (from: CurrencyRef, amounts: number[]) => {
    const source = currencies.find((item) => item.id === from.id);
    if (!target || !source || target.id === source.id) return null;
    const converted = amounts.map((amount) => {
      const minor = toMinor(amount, source.minor_units);
      if (minor === null || minor < 0) return 0;
      return toMajor(convertMinor(minor, convertible(source), convertible(target)), target.minor_units);
    });
    return { amounts: converted, code: target.code };
  };
}

/** Whole percentages, written the way the page's language writes them. */
export function usePercent() {
  const { locale } = useI18n();
  const format = numberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 });
  return (ratio: number) => format.format(ratio);
}
