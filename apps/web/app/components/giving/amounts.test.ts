import { DONATION_LIMITS } from '@ataa/contract/donation-limits';
import { describe, expect, it } from 'vitest';
import { suggestedAmounts } from './amounts.ts';

describe('suggestedAmounts', () => {
  it('offers 50, 100, 250 and 500 in the base currency', () => {
    expect(suggestedAmounts(1)).toEqual([50, 100, 250, 500]);
  });

  it('offers round figures people give in other currencies', () => {
    // USD at 3.75 SAR, KWD at 12.215 SAR, EGP at 0.077 SAR.
    expect(suggestedAmounts(3.75)).toEqual([10, 25, 50, 100]);
    expect(suggestedAmounts(12.215)).toEqual([5, 10, 20, 50]);
    expect(suggestedAmounts(0.077)).toEqual([500, 1000, 2500, 5000]);
  });

  it('never suggests an amount outside the form limits, nor the same amount twice', () => {
    expect(suggestedAmounts(10_000)).toEqual([DONATION_LIMITS.min]);
    expect(suggestedAmounts(0.000_01)).toEqual([DONATION_LIMITS.max]);
  });
});
