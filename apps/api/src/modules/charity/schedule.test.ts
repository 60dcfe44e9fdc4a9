import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { scheduleOf, totalDays } from './schedule.ts';

const now = new Date('2026-03-01T12:00:00Z');
const day = (n: number) => new Date(now.getTime() + n * 86_400_000);

function problemOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? Object.entries(error.fields).map(([f, p]) => [f, p.key]) : error;
  }
  return null;
}

describe('a campaign schedule (contract §10)', () => {
  it('starts now and runs total_days when only the days are sent', () => {
    expect(scheduleOf({ total_days: 30 }, null, now)).toEqual({ startAt: now, endAt: day(30) });
  });

  it('lets end_at win over total_days, and counts the days from the dates', () => {
    const schedule = scheduleOf({ total_days: 3, start_at: day(1), end_at: day(11) }, null, now);
    expect(schedule).toEqual({ startAt: day(1), endAt: day(11) });
    expect(totalDays(schedule)).toBe(10);
    // A part of a day counts as a day.
    expect(totalDays({ startAt: now, endAt: new Date(day(2).getTime() + 1000) })).toBe(3);
  });

  it('needs total_days or end_at on a new campaign', () => {
    expect(problemOf(() => scheduleOf({}, null, now))).toEqual([['total_days', 'validation.required']]);
  });

  it('refuses an end before or at the start, and more than 365 days', () => {
    expect(problemOf(() => scheduleOf({ start_at: day(5), end_at: day(5) }, null, now))).toEqual([
      ['end_at', 'validation.end_after_start'],
    ]);
    expect(problemOf(() => scheduleOf({ end_at: day(366) }, null, now))).toEqual([
      ['end_at', 'validation.duration_days'],
    ]);
    expect(scheduleOf({ end_at: day(365) }, null, now).endAt).toEqual(day(365));
  });

  it('keeps an update’s dates unless it sends new ones, and reopens an ended one moved ahead', () => {
    const ended = { startAt: day(-40), endAt: day(-10) };
    expect(scheduleOf({}, ended, now)).toEqual(ended);
    expect(scheduleOf({ end_at: day(20) }, ended, now)).toEqual({ startAt: day(-40), endAt: day(20) });
    expect(scheduleOf({ total_days: 60 }, ended, now)).toEqual({ startAt: day(-40), endAt: day(20) });
    expect(problemOf(() => scheduleOf({ start_at: day(-5) }, ended, now))).toEqual([
      ['end_at', 'validation.end_after_start'],
    ]);
  });
});
