import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMinor, toMajor, toMinor } from './money.ts';
import { reconcileSplit, splitEvenly } from './split.ts';

// The currencies whose minor units differ: SAR has 2, KWD 3 and JPY none.
const CURRENCIES = [
  { code: 'SAR', minorUnits: 2, rateToBase: '1' },
  { code: 'KWD', minorUnits: 3, rateToBase: '12.21500000' },
  { code: 'JPY', minorUnits: 0, rateToBase: '0.02500000' },
] as const;
const currency = fc.constantFrom(...CURRENCIES);
const total = fc.integer({ min: 1, max: 1_000_000_000 });

describe('splitEvenly', () => {
  it('gives every part its share, the remainder one unit each to the first parts, and loses nothing', () => {
    fc.assert(
      fc.property(total, fc.integer({ min: 1, max: 100 }), (amount, count) => {
        const parts = splitEvenly(amount, count);
        expect(parts).toHaveLength(count);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        // Larger parts come first.
        expect([...parts].sort((a, b) => b - a)).toEqual(parts);
      }),
    );
  });

  it('splits 100.00 SAR three ways as 33.34, 33.33, 33.33', () => {
    expect(splitEvenly(10_000, 3)).toEqual([3334, 3333, 3333]);
  });
});

describe('reconcileSplit', () => {
  it('makes rounded parts add up exactly when each is off by at most one minor unit', () => {
    fc.assert(
      fc.property(
        currency,
        fc.array(fc.integer({ min: 2, max: 10_000_000 }), { minLength: 1, maxLength: 100 }),
        fc.integer({ min: -1, max: 1 }),
        (money, exact, drift) => {
          const sum = exact.reduce((a, b) => a + b, 0);
          // The parts as a donor typed them in major units, each nudged by up to one minor unit.
          const typed = exact.map((part, index) => (index === 0 ? part + drift : part));
          const parts = reconcileSplit(
            typed.map((part) => toMinor(toMajor(part, money.minorUnits), money.minorUnits)!),
            sum,
          );
          expect(parts).not.toBeNull();
          expect(parts!.reduce((a, b) => a + b, 0)).toBe(sum);
        },
      ),
    );
  });

  it('refuses parts that miss the total by more than one minor unit per part', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 50 }),
        (parts) => {
          const sum = parts.reduce((a, b) => a + b, 0);
          expect(reconcileSplit(parts, sum + parts.length + 1)).toBeNull();
          expect(reconcileSplit(parts, sum - parts.length - 1)).toBeNull();
        },
      ),
    );
  });
});

describe('converting amounts', () => {
  it('keeps integer minor units, and converting there and back lands within the rounding of the coarser currency', () => {
    fc.assert(
      fc.property(currency, currency, total, (from, to, amount) => {
        const converted = convertMinor(amount, from, to);
        expect(Number.isSafeInteger(converted)).toBe(true);
        const back = convertMinor(converted, to, from);
        // One minor unit of `to`, expressed in `from`, bounds the loss of a round trip.
        const unitOfTo = convertMinor(1, to, from);
        expect(Math.abs(back - amount)).toBeLessThanOrEqual(Math.max(1, unitOfTo));
      }),
    );
  });

  it('rounds major-unit input half-up to each currency’s minor units, and reads back the same', () => {
    fc.assert(
      fc.property(currency, total, (money, minor) => {
        const major = toMajor(minor, money.minorUnits);
        expect(toMinor(major, money.minorUnits)).toBe(minor);
        expect(toMinor(String(major), money.minorUnits)).toBe(minor);
      }),
    );
    expect(toMinor('1.0005', 3)).toBe(1001);
    expect(toMinor('0.5', 0)).toBe(1);
    expect(toMinor('10.005', 2)).toBe(1001);
  });
});
