import type { RamadanDatesAnswer } from '@ataa/contract/schemas/ramadan';
import { describe, expect, it } from 'vitest';
import {
  commitmentAt,
  commitmentParts,
  type GivingChoice,
  givingChoiceOf,
  multiplierOf,
  planFields,
  planKey,
} from './giving-plans.ts';
import { planDates, planTable } from './plan-commitments.server.ts';
import { nightsLeft } from './ramadan-nights.ts';
import { amountInMinor } from './typed-amount.ts';

// Ramadan 1448 on Umm al-Qura: 8 February to 8 March 2027, 29 nights; night 1 is the evening of
// 7 February, night 29 the evening of 7 March. `GET /ramadan` answers it so.
const RAMADAN_1448: RamadanDatesAnswer = {
  year_hijri: 1448,
  first_day: '2027-02-08',
  last_day: '2027-03-08',
  tonight: null,
  next_night_at: '2027-02-07T18:00:00.000Z',
};
// 28 November 2026, 9 am in Makkah: months before Ramadan.
const NOVEMBER = new Date('2026-11-28T06:00:00Z');
const dollars = { minorUnits: 2 };

/**
 * What the page shows for a plan: its days from the server's table, at the amount as typed.
 * (`now` and `ramadan` stand for the loader's clock and `GET /ramadan`.)
 */
function planCommitment(input: {
  choice: GivingChoice;
  amount: unknown;
  minorUnits: number;
  oddNightsMultiplier?: unknown;
  now: Date;
  ramadan: RamadanDatesAnswer;
}) {
  const dates = planTable(input.now, input.ramadan)[planKey(input.choice, input.oddNightsMultiplier)];
  return dates ? commitmentAt(dates, amountInMinor(input.amount, input.minorUnits)) : null;
}

describe('what a plan commits a donor to, before paying', () => {
  it('every night of Ramadan: 29 nights × 10 US$ = 290 US$, from its first night to its last', () => {
    const commitment = planCommitment({
      choice: 'ramadan_nights',
      amount: '10',
      ...dollars,
      now: NOVEMBER,
      ramadan: RAMADAN_1448,
    });
    expect(commitment?.count).toBe(29);
    expect(commitment?.totalMinor).toBe(29_000);
    expect(commitment?.charges[0]).toEqual({ day: '2027-02-07', night: 1, times: 1, amountMinor: 1000 });
    expect(commitment?.charges.at(-1)).toEqual({ day: '2027-03-07', night: 29, times: 1, amountMinor: 1000 });
    expect(commitment?.charges.filter((charge) => charge.night === 27)).toHaveLength(1);
  });

  it('reads amounts as donors type them: Arabic digits and thousands separators', () => {
    const total = (amount: string) =>
      planCommitment({ choice: 'ramadan_nights', amount, ...dollars, now: NOVEMBER, ramadan: RAMADAN_1448 })
        ?.totalMinor;
    expect(total('٥٠')).toBe(29 * 5000);
    expect(total('1,000')).toBe(29 * 100_000);
    expect(total('١٬٠٠٠')).toBe(29 * 100_000);
    // Nothing chosen yet, or not an amount: the dates stand, the sums are nought.
    expect(total('')).toBe(0);
    expect(total('ten')).toBe(0);
  });

  it('the last ten nights, double on odd nights: 5 × 20 + 4 × 10 on a 29-night Ramadan', () => {
    const commitment = planCommitment({
      choice: 'last_ten_nights',
      amount: '10',
      oddNightsMultiplier: '2',
      ...dollars,
      now: NOVEMBER,
      ramadan: RAMADAN_1448,
    });
    expect(commitment?.charges.map((charge) => charge.night)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29]);
    expect(commitmentParts(commitment!.charges)).toEqual([
      { count: 5, amountMinor: 2000 },
      { count: 4, amountMinor: 1000 },
    ]);
    expect(commitment?.totalMinor).toBe(14_000);
  });

  it('follows the first day the staff set for the country, not only Umm al-Qura’s', () => {
    const moved = { ...RAMADAN_1448, first_day: '2027-02-09', last_day: '2027-03-09' };
    const commitment = planCommitment({
      choice: 'ramadan_nights',
      amount: '10',
      ...dollars,
      now: NOVEMBER,
      ramadan: moved,
    });
    expect(commitment?.charges[0]?.day).toBe('2027-02-08');
    expect(commitment?.charges.at(-1)?.day).toBe('2027-03-08');
  });

  it('made in Ramadan at 10 pm, every night starts tonight (the late window), not tomorrow', () => {
    // 20 February 2027 at 10 pm in Makkah: the evening of night 14.
    const commitment = planCommitment({
      choice: 'ramadan_nights',
      amount: '10',
      ...dollars,
      now: new Date('2027-02-20T19:00:00Z'),
      ramadan: { ...RAMADAN_1448, tonight: 14 },
    });
    expect(commitment?.charges[0]).toEqual({ day: '2027-02-20', night: 14, times: 1, amountMinor: 1000 });
    expect(commitment?.count).toBe(16);
  });

  it('the Fridays of Ramadan are counted; every Friday runs until stopped, shown by its first three', () => {
    const ramadanFridays = planCommitment({
      choice: 'fridays_ramadan',
      amount: '25',
      ...dollars,
      now: NOVEMBER,
      ramadan: RAMADAN_1448,
    });
    expect(ramadanFridays?.charges.map((charge) => charge.day)).toEqual([
      '2027-02-12',
      '2027-02-19',
      '2027-02-26',
      '2027-03-05',
    ]);
    expect(ramadanFridays?.totalMinor).toBe(4 * 2500);
    const everyFriday = planCommitment({
      choice: 'fridays',
      amount: '25',
      ...dollars,
      now: NOVEMBER,
      ramadan: RAMADAN_1448,
    });
    expect(everyFriday?.count).toBeNull();
    expect(everyFriday?.totalMinor).toBeNull();
    expect(everyFriday?.charges.map((charge) => charge.day)).toEqual([
      '2026-12-04',
      '2026-12-11',
      '2026-12-18',
    ]);
  });

  it('daily outside Ramadan’s season is 30 days; once commits to nothing beyond the gift', () => {
    const daily = planCommitment({
      choice: 'daily',
      amount: '5',
      ...dollars,
      now: NOVEMBER,
      ramadan: RAMADAN_1448,
    });
    expect(daily?.count).toBe(30);
    expect(daily?.charges[0]?.day).toBe('2026-11-28');
    expect(planDates('once', 1, NOVEMBER, RAMADAN_1448)).toBeNull();
  });
});

describe('the table of plans a donate page is given', () => {
  it('is worked out once a minute for a Ramadan, again when the staff move its first day', () => {
    const table = planTable(NOVEMBER, RAMADAN_1448);
    expect(planTable(new Date(NOVEMBER.getTime() + 30_000), RAMADAN_1448)).toBe(table);
    const moved = planTable(NOVEMBER, { ...RAMADAN_1448, first_day: '2027-02-09', last_day: '2027-03-09' });
    expect(moved).not.toBe(table);
    expect(moved.ramadan_nights?.charges[0]?.day).toBe('2027-02-08');
  });

  it('has every plan, and the last ten nights with each multiplier offered', () => {
    expect(Object.keys(planTable(NOVEMBER, RAMADAN_1448))).toEqual([
      'ramadan_nights',
      'last_ten_nights:1',
      'last_ten_nights:2',
      'last_ten_nights:3',
      'last_ten_nights:4',
      'last_ten_nights:5',
      'last_ten_nights:10',
      'fridays_ramadan',
      'fridays',
      'weekly',
      'monthly',
      'daily',
    ]);
  });
});

describe('the plan a giving form sends', () => {
  it('maps each choice to the fields of POST /schedules', () => {
    expect(planFields('once', '2')).toBeNull();
    expect(planFields('fridays_ramadan', '2')).toEqual({
      plan: 'fridays',
      ramadan_only: 'yes',
      odd_nights_multiplier: 1,
    });
    expect(planFields('last_ten_nights', '3')).toEqual({
      plan: 'last_ten_nights',
      ramadan_only: 'no',
      odd_nights_multiplier: 3,
    });
    // The multiplier belongs to the last ten nights only.
    expect(planFields('weekly', '3')?.odd_nights_multiplier).toBe(1);
  });

  it('reads anything else a plain post may carry as once, or the same amount on every night', () => {
    expect(givingChoiceOf('yearly')).toBe('once');
    expect(givingChoiceOf(null)).toBe('once');
    expect(givingChoiceOf('monthly')).toBe('monthly');
    expect(multiplierOf('7')).toBe(1);
    expect(multiplierOf('10')).toBe(10);
  });

  it('amounts in minor units, refusing what is not an amount', () => {
    expect(amountInMinor('١٢٠٫٥', 2)).toBe(12_050);
    expect(amountInMinor(75, 0)).toBe(75);
    expect(amountInMinor('-5', 2)).toBe(0);
    expect(amountInMinor(undefined, 2)).toBe(0);
  });
});

describe('the nights left of Ramadan', () => {
  it('counts tonight among them', () => {
    expect(nightsLeft(RAMADAN_1448, 21)).toBe(9);
    expect(nightsLeft(RAMADAN_1448, 29)).toBe(1);
    expect(nightsLeft({ first_day: '2026-02-18', last_day: '2026-03-19' }, 21)).toBe(10);
  });
});
