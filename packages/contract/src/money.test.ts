import { describe, expect, it } from 'vitest';
import { toMajor, toMinor } from './money.ts';

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
