import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastDayEnd, lastDayOf, siteDay, siteDayStart } from './site-days.ts';

describe('days in the site zone (Riyadh, UTC+3)', () => {
  it('reads a day as its midnight in Riyadh, and an instant as the Riyadh day it falls on', () => {
    expect(siteDayStart('2026-03-01').toISOString()).toBe('2026-02-28T21:00:00.000Z');
    expect(siteDay('2026-02-28T21:00:00.000Z')).toBe('2026-03-01');
    expect(siteDay(new Date('2026-02-28T20:59:59.999Z'))).toBe('2026-02-28');
  });

  it('ends a last day at the first instant of the next day in Riyadh', () => {
    expect(lastDayEnd('2027-03-09').toISOString()).toBe('2027-03-09T21:00:00.000Z');
    expect(lastDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });

  it('shows an exclusive end as the last day it includes, not the day it stops on', () => {
    // Chosen as "until the end of 9 March": kept as midnight of 10 March in Riyadh.
    expect(lastDayOf('2027-03-09T21:00:00.000Z')).toBe('2027-03-09');
    // An end during a day (a number of days from a start during the day) includes that day.
    expect(lastDayOf('2027-03-10T14:41:40.844Z')).toBe('2027-03-10');
    // One millisecond past midnight in Riyadh, that day has begun.
    expect(lastDayOf('2027-03-09T21:00:00.001Z')).toBe('2027-03-10');
    expect(lastDayOf(new Date('2027-03-09T20:59:59.999Z'))).toBe('2027-03-09');
  });

  it('keeps month ends, year ends and leap days', () => {
    for (const day of ['2026-04-30', '2027-02-28', '2028-02-28', '2028-02-29', '2026-12-31', '2027-01-31']) {
      expect([day, lastDayOf(lastDayEnd(day))]).toEqual([day, day]);
    }
    expect(lastDayEnd('2028-02-28').toISOString()).toBe('2028-02-28T21:00:00.000Z');
    expect(siteDay(lastDayEnd('2028-02-28'))).toBe('2028-02-29');
    expect(siteDay(lastDayEnd('2027-02-28'))).toBe('2027-03-01');
    expect(siteDay(lastDayEnd('2026-12-31'))).toBe('2027-01-01');
  });

  it('counts the day in Riyadh, whatever the day in UTC', () => {
    // 22:30 UTC on 31 January is already 1 February in Riyadh; an end then includes 1 February.
    expect(lastDayOf('2027-01-31T22:30:00.000Z')).toBe('2027-02-01');
    // 00:30 on 1 March in Riyadh is still 28 February in UTC.
    expect(siteDay('2027-02-28T21:30:00.000Z')).toBe('2027-03-01');
  });

  it('shows every chosen last day back as itself, its end being the start of the next day', () => {
    const day = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2100-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (chosen) => {
        const end = lastDayEnd(chosen);
        expect(lastDayOf(end)).toBe(chosen);
        expect(siteDayStart(siteDay(end)).getTime()).toBe(end.getTime());
      }),
    );
  });
});
