import { describe, expect, it } from 'vitest';
import { chosenIds, currencyOf, evenParts, typedOrPreset } from './amount-rules.ts';

const SAR = { id: 1, minor_units: 2, is_default: 'yes' as const };
const KWD = { id: 2, minor_units: 3, is_default: 'no' as const };
const JPY = { id: 3, minor_units: 0, is_default: 'no' as const };

const sum = (parts: number[], minorUnits: number) =>
  parts.reduce((total, part) => total + Math.round(part * 10 ** minorUnits), 0) / 10 ** minorUnits;

describe('evenParts', () => {
  it('splits 100.00 over 3 campaigns as 33.34, 33.33, 33.33, which sum to 100.00', () => {
    const parts = evenParts('100', 3, SAR.minor_units);
    expect(parts).toEqual([33.34, 33.33, 33.33]);
    expect(sum(parts, SAR.minor_units)).toBe(100);
  });

  it('keeps the currency minor units: 10 KWD over 3 is 3.334, 3.333, 3.333; 100 JPY over 3 is 34, 33, 33', () => {
    expect(evenParts('10', 3, KWD.minor_units)).toEqual([3.334, 3.333, 3.333]);
    expect(evenParts(100, 3, JPY.minor_units)).toEqual([34, 33, 33]);
  });

  it('reads the total as donors type it: 1,000 and ١٬٠٠٠ over 4 are 250 each', () => {
    expect(evenParts('1,000', 4, SAR.minor_units)).toEqual([250, 250, 250, 250]);
    expect(evenParts('١٬٠٠٠', 4, SAR.minor_units)).toEqual([250, 250, 250, 250]);
  });

  it('shows zero parts while the total is empty, not a number or not positive', () => {
    for (const total of ['', 'abc', '0', '-5', undefined, null]) {
      expect(evenParts(total, 2, SAR.minor_units)).toEqual([0, 0]);
    }
  });

  it('has no parts when no campaign is chosen', () => {
    expect(evenParts('100', 0, SAR.minor_units)).toEqual([]);
  });
});

describe('typedOrPreset', () => {
  it('takes the typed amount over the chosen suggestion, and the suggestion when nothing is typed', () => {
    expect(typedOrPreset('75', '100')).toBe('75');
    expect(typedOrPreset('', '100')).toBe('100');
  });
});

describe('chosenIds', () => {
  it('reads checkbox values, a single checkbox and a plain comma list, dropping unchecked ones', () => {
    expect(chosenIds(['4', '7'])).toEqual(['4', '7']);
    expect(chosenIds('4')).toEqual(['4']);
    expect(chosenIds('4,,7')).toEqual(['4', '7']);
    expect(chosenIds(false)).toEqual([]);
    expect(chosenIds(['4', 'false'])).toEqual(['4']);
  });
});

describe('currencyOf', () => {
  it('is the chosen currency, whether its id came as a number or as form text', () => {
    expect(currencyOf([SAR, KWD], '2')).toBe(KWD);
    expect(currencyOf([SAR, KWD], 2)).toBe(KWD);
  });

  it('falls back to the default currency when none or an unknown one is chosen', () => {
    expect(currencyOf([KWD, SAR], undefined)).toBe(SAR);
    expect(currencyOf([KWD, SAR], '99')).toBe(SAR);
  });
});
