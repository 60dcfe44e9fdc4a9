import '@ataa/contract/messages';
import { zonedInstant } from '@ataa/contract/schedules/zoned-time';
import { describe, expect, it } from 'vitest';
import { countdownWords, DAY, hourLabel, nextChargeWords, nextTickIn, planWords } from './schedule-words.ts';

const RIYADH = 'Asia/Riyadh';
const at = (day: string, hour: number, timeZone = RIYADH) => zonedInstant(day, hour, timeZone);
/** A schedule's next charge at `hour` on `day`, on its own clock. */
const next = (day: string, hour: number, night: number | null = null, timeZone = RIYADH) => ({
  next_charge_at: at(day, hour, timeZone).toISOString(),
  next_night: night
    ? { n: night, label: night === 23 ? 'ليلة 23 رمضان' : `Night ${night} of Ramadan` }
    : null,
  time_zone: timeZone,
});

describe('nextChargeWords', () => {
  const afternoon = at('2027-02-28', 15);

  it('says tonight with the night of Ramadan, in natural Arabic and English', () => {
    expect(nextChargeWords('ar', next('2027-02-28', 21, 23), afternoon)).toBe(
      'الليلة الساعة 9 مساءً، ليلة 23 رمضان',
    );
    expect(nextChargeWords('en', next('2027-02-28', 21, 24), afternoon)).toBe(
      'Tonight at 9 PM, Night 24 of Ramadan',
    );
  });

  it('counts the small hours after midnight as the night before, and morning hours as the day', () => {
    expect(nextChargeWords('en', next('2027-03-01', 2), afternoon)).toBe('Tonight at 2 AM');
    expect(nextChargeWords('en', next('2027-03-02', 2), afternoon)).toBe('Tomorrow night at 2 AM');
    expect(nextChargeWords('ar', next('2027-03-01', 0), afternoon)).toBe('الليلة الساعة 12 منتصف الليل');
    expect(nextChargeWords('en', next('2027-02-28', 16), afternoon)).toBe('Today at 4 PM');
    expect(nextChargeWords('ar', next('2027-03-01', 10), afternoon)).toBe('غدًا الساعة 10 صباحًا');
    expect(nextChargeWords('ar', next('2027-03-01', 21), afternoon)).toBe('ليلة الغد الساعة 9 مساءً');
  });

  it('names the weekday within a week, then the date, with the year only when it is another', () => {
    expect(nextChargeWords('en', next('2027-03-05', 21), afternoon)).toBe('Friday at 9 PM');
    expect(nextChargeWords('ar', next('2027-03-05', 21), afternoon)).toBe('يوم الجمعة الساعة 9 مساءً');
    expect(nextChargeWords('en', next('2027-03-20', 21), afternoon)).toBe('March 20 at 9 PM');
    expect(nextChargeWords('ar', next('2028-01-20', 21), afternoon)).toBe('20 يناير 2028 الساعة 9 مساءً');
  });

  it('reads the day on the schedule’s own clock, not the server’s', () => {
    // 23:30 in Riyadh is already the next day in Kuala Lumpur.
    const lateInRiyadh = at('2027-02-28', 23);
    expect(nextChargeWords('en', next('2027-03-01', 21, null, 'Asia/Kuala_Lumpur'), lateInRiyadh)).toBe(
      'Tonight at 9 PM',
    );
  });

  it('says nothing when no charge is coming', () => {
    expect(
      nextChargeWords('en', { next_charge_at: null, next_night: null, time_zone: RIYADH }, afternoon),
    ).toBeNull();
  });
});

describe('countdownWords', () => {
  it('counts days and hours with Arabic plural forms while a day or more away', () => {
    const hours = (count: number) => count * 3_600_000;
    expect(countdownWords('ar', DAY + hours(3))).toBe('بعد يوم و3 ساعات');
    expect(countdownWords('ar', 2 * DAY + hours(2))).toBe('بعد يومين وساعتين');
    expect(countdownWords('ar', 11 * DAY)).toBe('بعد 11 يومًا');
    expect(countdownWords('en', 3 * DAY + hours(1) + 59_000)).toBe('In 3 days and 1 hour');
  });

  it('ticks as a clock within the last day, then says the charge is coming now', () => {
    expect(countdownWords('en', (3 * 3600 + 20 * 60 + 15) * 1000 + 400)).toBe('In 03:20:15');
    expect(countdownWords('ar', 59_000)).toBe('بعد 00:00:59');
    expect(countdownWords('en', 0)).toBe('Any moment now');
    expect(countdownWords('ar', -5_000)).toBe('خلال لحظات');
  });

  it('wakes when the words change: each second within the day, each minute before', () => {
    expect(nextTickIn(5_400)).toBe(400);
    expect(nextTickIn(DAY + 90_000)).toBe(30_000);
    expect(nextTickIn(DAY + 60_000)).toBe(60_000);
  });
});

describe('planWords and hourLabel', () => {
  it('says the plan and its time, and its last day when it has one', () => {
    expect(planWords('ar', { plan: 'ramadan_nights', hour: 21, end_at: null })).toEqual({
      title: 'كل ليلة من ليالي رمضان الساعة 9 مساءً',
      until: null,
    });
    expect(planWords('en', { plan: 'weekly', hour: 9, end_at: '2027-01-20' })).toEqual({
      title: 'Every week at 9 AM',
      until: 'Until January 20, 2027',
    });
  });

  it('names every hour of the day', () => {
    expect(hourLabel('en', 0)).toBe('midnight');
    expect(hourLabel('ar', 0)).toBe('12 منتصف الليل');
    expect(hourLabel('ar', 12)).toBe('12 ظهرًا');
    expect(hourLabel('ar', 2)).toMatch(/^2 /);
    expect(new Set(Array.from({ length: 24 }, (_, hour) => hourLabel('ar', hour))).size).toBe(24);
  });
});
