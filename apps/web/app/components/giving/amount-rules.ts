// What the giving forms compute as the visitor types, apart from their rules (forms.ts) so a page
// can show and update them before zod and the rules are downloaded.
import { toMajor } from '@ataa/contract/money';
import { splitEvenly } from '@ataa/contract/split';
import { amountInMinor } from '../../lib/typed-amount.ts';

/** The currency fields a split needs. */
export interface SplitCurrency {
  id: number;
  minor_units: number;
  is_default: 'yes' | 'no';
}

/** A typed amount wins; with none typed, the chosen suggestion is the amount. */
export const typedOrPreset = (typed: unknown, preset: unknown): unknown => typed || preset;

/** The chosen campaigns: checkbox values (an array, or one value or false), or a comma list from a plain post. */
export function chosenIds(value: unknown): string[] {
  const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  return list.map(String).filter((id) => id !== '' && id !== 'false');
}

/** The currency a form is in: the one chosen, else the site's default (as the API reads it). */
export function currencyOf<C extends SplitCurrency>(currencies: C[], id: unknown): C | undefined {
  return (
    currencies.find((item) => String(item.id) === String(id)) ??
    currencies.find((item) => item.is_default === 'yes')
  );
}

/**
 * Equal parts of a typed total in major units, the minor units left over going to the first
 * campaigns (contract §8); all zero while the total is not a positive amount.
 */
export function evenParts(total: unknown, count: number, minorUnits: number): number[] {
  if (count === 0) return [];
  // Read as typed ("1,000", "٥٠"), as the total's own rule reads it.
  const minor = amountInMinor(total, minorUnits);
  if (minor === 0) return Array(count).fill(0);
  return splitEvenly(minor, count).map((part) => toMajor(part, minorUnits));
}
