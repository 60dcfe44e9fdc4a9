import { describe, expect, it } from 'vitest';
import { convertMinor, isolateCurrency, toMajor, toMinor } from './money.ts';

describe('money', () => {
  it('rounds half-up to the minor units of the currency', () => {
    expect(toMinor(150.5, 2)).toBe(15050);
    expect(toMinor('150.505', 2)).toBe(15051);
    expect(toMinor('150.504', 2)).toBe(15050);
    expect(toMinor('1.2345', 3)).toBe(1235);
    expect(toMinor(99.5, 0)).toBe(100);
  });

  it('does not suffer floating-point error', () => {
    // 1.005 * 100 is 100.49999999999999 in floating point; decimal rounding gives 101.
    expect(toMinor(1.005, 2)).toBe(101);
    expect(toMinor(0.1 + 0.2, 2)).toBe(30);
  });

  it('refuses what is not a plain decimal number', () => {
    for (const bad of ['', 'abc', '1e5', '1,5', ' ', '--1', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(toMinor(bad as string, 2)).toBeNull();
    }
  });

  it('turns minor units back into major-unit numbers', () => {
    expect(toMajor(15050, 2)).toBe(150.5);
    expect(toMajor(1235, 3)).toBe(1.235);
    expect(toMajor(100, 0)).toBe(100);
  });
});

describe('conversion between currencies', () => {
  const SAR = { minorUnits: 2, rateToBase: '1' };
  const USD = { minorUnits: 2, rateToBase: '3.75' };
  const KWD = { minorUnits: 3, rateToBase: '12.20' };
  const JPY = { minorUnits: 0, rateToBase: '0.025' };

  it('converts through the rates to the base, across different minor units', () => {
    expect(convertMinor(10_000, USD, SAR)).toBe(37_500); // 100 USD = 375 SAR
    expect(convertMinor(1_000, KWD, SAR)).toBe(1_220); // 1 KWD = 12.20 SAR
    expect(convertMinor(37_500, SAR, USD)).toBe(10_000);
    expect(convertMinor(1_000, JPY, SAR)).toBe(2_500); // 1000 JPY = 25 SAR
    expect(convertMinor(2_500, SAR, JPY)).toBe(1_000);
  });

  it('rounds half-up to the target minor units', () => {
    expect(convertMinor(1, USD, SAR)).toBe(4); // 0.0375 SAR -> 0.04
    expect(convertMinor(1, SAR, KWD)).toBe(1); // 0.00081967 KWD -> 0.001
    expect(convertMinor(0, USD, SAR)).toBe(0);
  });
});

describe('isolateCurrency', () => {
  it('isolates the currency sign, so US$ reads as written inside Arabic text', () => {
    const format = (tag: string, currency: string) =>
      isolateCurrency(new Intl.NumberFormat(tag, { style: 'currency', currency }).formatToParts(10));
    expect(format('ar-SA-u-nu-latn', 'USD')).toContain('\u2068US$\u2069');
    expect(format('en-US', 'SAR')).toBe('\u2068SAR\u2069\u00a010.00');
    // Nothing else changes: without the marks it is the plain formatted amount.
    expect(format('ar-SA-u-nu-latn', 'SAR').replace(/[\u2068\u2069]/g, '')).toBe(
      new Intl.NumberFormat('ar-SA-u-nu-latn', { style: 'currency', currency: 'SAR' }).format(10),
    );
  });
});
