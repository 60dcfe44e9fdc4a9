import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commitment, LATE_WINDOW_MS, PLANS, type PlanInput, plannedOccurrences, ramadanAt } from './plans.ts';
import { wallClockIn } from './zoned-time.ts';

const riyadh = { amountMinor: 1_000, hour: 21, timeZone: 'Asia/Riyadh' };
function take(input: PlanInput, count = 400) {
  const taken = [];
  for (const occurrence of plannedOccurrences(input)) {
    if (taken.length === count) break;
    taken.push(occurrence);
  }
  return taken;
}
const dueTimes = (input: PlanInput, count?: number) =>
  take(input, count).map((item) => item.dueAt.toISOString());

// Ramadan 1448 (Umm al-Qura): 8 February to 8 March 2027, 29 nights; night 1 is the evening of
// 7 February.
describe('ramadan_nights', () => {
  it('made before Ramadan, charges every night from the first', () => {
    const nights = take({ ...riyadh, plan: 'ramadan_nights', madeAt: new Date('2026-11-27T09:00:00Z') });
    expect(nights).toHaveLength(29);
    expect(nights[0]).toEqual({
      seq: 1,
      dueAt: new Date('2027-02-07T18:00:00Z'),
      night: 1,
      amountMinor: 1_000,
    });
    expect(nights.at(-1)).toMatchObject({ seq: 29, night: 29, dueAt: new Date('2027-03-07T18:00:00Z') });
  });

  it('made on the morning of day 5, begins with tonight, night 6', () => {
    const nights = take({ ...riyadh, plan: 'ramadan_nights', madeAt: new Date('2027-02-12T07:00:00Z') });
    expect(nights[0]).toMatchObject({ seq: 1, night: 6, dueAt: new Date('2027-02-12T18:00:00Z') });
    expect(nights).toHaveLength(24);
  });

  it('made late tonight, after the hour, charges tonight at once; six hours on, tomorrow night', () => {
    const lateTonight = take({ ...riyadh, plan: 'ramadan_nights', madeAt: new Date('2027-02-12T22:30:00Z') });
    expect(lateTonight[0]).toMatchObject({ night: 6, dueAt: new Date('2027-02-12T18:00:00Z') });
    const nextMorning = take({ ...riyadh, plan: 'ramadan_nights', madeAt: new Date('2027-02-13T00:30:00Z') });
    expect(nextMorning[0]).toMatchObject({ night: 7 });
  });

  it('after the last night, is the next Ramadan', () => {
    const nights = take({ ...riyadh, plan: 'ramadan_nights', madeAt: new Date('2027-03-08T12:00:00Z') });
    expect(nights[0]).toMatchObject({ night: 1, dueAt: new Date('2028-01-27T18:00:00Z') });
  });

  it('at an hour after midnight, charges on the morning that ends the night', () => {
    const nights = take({
      ...riyadh,
      hour: 2,
      plan: 'ramadan_nights',
      madeAt: new Date('2026-11-27T09:00:00Z'),
    });
    expect(nights[0]).toMatchObject({ night: 1, dueAt: new Date('2027-02-07T23:00:00Z') });
    expect(nights.at(-1)).toMatchObject({ night: 29, dueAt: new Date('2027-03-07T23:00:00Z') });
  });

  it('moves the nights not yet charged when the staff move the first day, keeping their numbers', () => {
    const madeAt = new Date('2026-11-27T09:00:00Z');
    const moved = take({
      ...riyadh,
      plan: 'ramadan_nights',
      madeAt,
      ramadanFirstDays: new Map([[1448, '2027-02-09']]),
    });
    expect(moved[0]).toMatchObject({ seq: 1, night: 1, dueAt: new Date('2027-02-08T18:00:00Z') });
    expect(moved).toHaveLength(29);
  });

  it('follows the donor’s clock in a zone with daylight saving', () => {
    // London moves to summer time on 28 March 2027; Ramadan 1448 is over by then, so look at 2030's
    // second Ramadan, all in winter: 9 pm is 21:00 UTC every night.
    const london = take({
      ...riyadh,
      timeZone: 'Europe/London',
      plan: 'ramadan_nights',
      madeAt: new Date('2030-12-01T00:00:00Z'),
    });
    expect(london.every((item) => item.dueAt.getUTCHours() === 21)).toBe(true);
  });
});

describe('last_ten_nights', () => {
  it('charges nights 21 to the last, multiplying the odd ones', () => {
    const input: PlanInput = {
      ...riyadh,
      plan: 'last_ten_nights',
      oddNightsMultiplier: 3,
      madeAt: new Date('2026-11-27T09:00:00Z'),
    };
    const nights = take(input);
    expect(nights.map((item) => item.night)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29]);
    expect(nights.map((item) => item.amountMinor)).toEqual([
      3_000, 1_000, 3_000, 1_000, 3_000, 1_000, 3_000, 1_000, 3_000,
    ]);
    // The 27th night: the evening of 5 March 2027.
    expect(nights.find((item) => item.night === 27)?.dueAt).toEqual(new Date('2027-03-05T18:00:00Z'));
    expect(commitment(input)).toEqual({
      count: 9,
      totalMinor: 19_000,
      lastDueAt: new Date('2027-03-07T18:00:00Z'),
    });
  });

  it('has ten nights in a 30-night Ramadan', () => {
    const nights = take({ ...riyadh, plan: 'last_ten_nights', madeAt: new Date('2029-11-01T09:00:00Z') });
    expect(nights.map((item) => item.night)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });
});

describe('daily', () => {
  it('outside Ramadan’s season is 30 charges, the first tonight', () => {
    const input: PlanInput = { ...riyadh, plan: 'daily', madeAt: new Date('2026-11-27T09:00:00Z') };
    const days = take(input);
    expect(days).toHaveLength(30);
    expect(days[0]?.dueAt).toEqual(new Date('2026-11-27T18:00:00Z'));
    expect(days.at(-1)?.dueAt).toEqual(new Date('2026-12-26T18:00:00Z'));
  });

  it('made after tonight’s hour has passed, charges now and then 29 more', () => {
    const days = take({ ...riyadh, plan: 'daily', madeAt: new Date('2026-11-27T19:30:00Z') });
    expect(days).toHaveLength(30);
    expect(days[0]?.dueAt).toEqual(new Date('2026-11-27T18:00:00Z'));
  });

  it('made within 30 days before Ramadan, runs to its last night', () => {
    const days = take({ ...riyadh, plan: 'daily', madeAt: new Date('2027-01-20T09:00:00Z') });
    expect(days[0]?.night).toBeNull();
    expect(days.at(-1)).toMatchObject({ night: 29, dueAt: new Date('2027-03-07T18:00:00Z') });
    expect(days).toHaveLength(47);
  });

  it('made on the last day of Ramadan, after its last night’s charge, is 30 charges', () => {
    // Midnight is the last night's hour: it passed on the morning of 25 February 2028.
    const days = take({ ...riyadh, hour: 0, plan: 'daily', madeAt: new Date('2028-02-25T03:00:00.001Z') });
    expect(days).toHaveLength(30);
    expect(days[0]?.night).toBeNull();
  });

  it('made during Ramadan, runs to its last night and names each night', () => {
    const days = take({ ...riyadh, plan: 'daily', madeAt: new Date('2027-02-12T07:00:00Z') });
    expect(days.map((item) => item.night)).toEqual([
      6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
    ]);
  });
});

describe('weekly and monthly', () => {
  it('weekly keeps the weekday and the donor’s hour across a change of the clocks', () => {
    const weeks = take(
      { ...riyadh, timeZone: 'Europe/London', plan: 'weekly', madeAt: new Date('2027-03-14T09:00:00Z') },
      4,
    );
    expect(weeks.map((item) => item.dueAt.toISOString())).toEqual([
      '2027-03-14T21:00:00.000Z',
      '2027-03-21T21:00:00.000Z',
      '2027-03-28T20:00:00.000Z',
      '2027-04-04T20:00:00.000Z',
    ]);
  });

  it('weekly stops after the last day chosen', () => {
    expect(
      dueTimes({
        ...riyadh,
        plan: 'weekly',
        startDay: '2027-01-01',
        endDay: '2027-01-29',
        madeAt: new Date('2026-12-01T00:00:00Z'),
      }),
    ).toHaveLength(5);
  });

  it('monthly keeps to the day, or the last day of a shorter month', () => {
    const months = take(
      { ...riyadh, plan: 'monthly', startDay: '2028-01-31', madeAt: new Date('2027-12-01T00:00:00Z') },
      4,
    );
    expect(months.map((item) => wallClockIn(item.dueAt, 'Asia/Riyadh').day)).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
    ]);
  });

  it('starts no earlier than the day chosen', () => {
    const months = take(
      { ...riyadh, plan: 'monthly', startDay: '2027-06-15', madeAt: new Date('2027-01-01T00:00:00Z') },
      1,
    );
    expect(months[0]?.dueAt).toEqual(new Date('2027-06-15T18:00:00Z'));
  });
});

describe('fridays', () => {
  it('charges every Friday', () => {
    const fridays = take({ ...riyadh, plan: 'fridays', madeAt: new Date('2026-11-27T09:00:00Z') }, 3);
    expect(fridays.map((item) => wallClockIn(item.dueAt, 'Asia/Riyadh').day)).toEqual([
      '2026-11-27',
      '2026-12-04',
      '2026-12-11',
    ]);
  });

  it('with ramadan_only, only the Fridays of Ramadan', () => {
    const fridays = take({
      ...riyadh,
      plan: 'fridays',
      ramadanOnly: true,
      madeAt: new Date('2026-11-27T09:00:00Z'),
    });
    expect(fridays.map((item) => wallClockIn(item.dueAt, 'Asia/Riyadh').day)).toEqual([
      '2027-02-12',
      '2027-02-19',
      '2027-02-26',
      '2027-03-05',
    ]);
  });
});

// Property runs walk hundreds of calendar days through Intl each: they get time on a busy machine.
describe('every plan', { timeout: 30_000 }, () => {
  const zones = ['Asia/Riyadh', 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland'];
  const input = fc.record({
    plan: fc.constantFrom(...PLANS),
    amountMinor: fc.integer({ min: 100, max: 1_000_000 }),
    hour: fc.integer({ min: 0, max: 23 }),
    timeZone: fc.constantFrom(...zones),
    madeAt: fc.date({
      min: new Date('2026-06-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    oddNightsMultiplier: fc.integer({ min: 1, max: 10 }),
    ramadanOnly: fc.boolean(),
  });

  it('falls due in order, numbered from 1, never before the late window, at the donor’s hour', () => {
    fc.assert(
      fc.property(input, (schedule) => {
        const occurrences = take(schedule, 60);
        expect(occurrences.length).toBeGreaterThan(0);
        occurrences.forEach((occurrence, index) => {
          expect(occurrence.seq).toBe(index + 1);
          expect(occurrence.dueAt.getTime()).toBeGreaterThanOrEqual(
            schedule.madeAt.getTime() - LATE_WINDOW_MS,
          );
          if (index > 0)
            expect(occurrence.dueAt.getTime()).toBeGreaterThan(occurrences[index - 1]!.dueAt.getTime());
          // Only an hour the clocks skip lands an hour later.
          expect([schedule.hour, (schedule.hour + 1) % 24]).toContain(
            wallClockIn(occurrence.dueAt, schedule.timeZone).hour,
          );
        });
      }),
      { numRuns: 100 },
    );
  });

  it('a finite plan has at most 61 charges (30 days before Ramadan, then its nights), and its commitment adds them up', () => {
    fc.assert(
      fc.property(
        input.filter((schedule) => ['daily', 'ramadan_nights', 'last_ten_nights'].includes(schedule.plan)),
        (schedule) => {
          const all = take(schedule);
          expect(all.length).toBeLessThanOrEqual(61);
          expect(commitment(schedule)?.totalMinor).toBe(all.reduce((sum, item) => sum + item.amountMinor, 0));
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('ramadanAt', () => {
  const at = (iso: string) => ramadanAt(new Date(iso), { timeZone: 'Asia/Riyadh' });

  it('before Ramadan, has no night tonight and gives the first night next', () => {
    expect(at('2026-11-27T09:00:00Z')).toMatchObject({
      ramadan: { hijriYear: 1448, firstDay: '2027-02-08' },
      tonight: null,
      nextNightAt: new Date('2027-02-07T18:00:00Z'),
    });
  });

  it('on the evening before the first day, tonight is night 1', () => {
    expect(at('2027-02-07T10:00:00Z')).toMatchObject({
      tonight: 1,
      nextNightAt: new Date('2027-02-07T18:00:00Z'),
    });
  });

  it('in the small hours, tonight is still the night in progress; by day, the coming one', () => {
    // Night 27 is the evening of 5 March 2027; 02:00 in Riyadh on 6 March is still night 27.
    expect(at('2027-03-05T23:00:00Z').tonight).toBe(27);
    expect(at('2027-03-05T09:00:00Z').tonight).toBe(27);
    expect(at('2027-03-04T23:30:00Z').tonight).toBe(26);
  });

  it('on the last day there is no night left; the day after, it is the next Ramadan', () => {
    expect(at('2027-03-08T12:00:00Z')).toMatchObject({
      ramadan: { hijriYear: 1448 },
      tonight: null,
      nextNightAt: new Date('2028-01-27T18:00:00Z'),
    });
    expect(at('2027-03-09T12:00:00Z').ramadan.hijriYear).toBe(1449);
  });
});
