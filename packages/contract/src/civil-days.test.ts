import { describe, expect, it } from 'vitest';
import { addDays, addMonthsClamped, daysBetween, weekdayOf } from './civil-days.ts';

describe('civil days', () => {
  it('adds days across month and year ends and 29 February', () => {
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2027-02-08', '2027-03-08')).toBe(28);
    expect(daysBetween('2027-03-08', '2027-02-08')).toBe(-28);
  });

  it('knows Friday', () => {
    expect(weekdayOf('2026-11-27')).toBe(5);
  });

  it('keeps the day of the month, or the last day of a shorter month', () => {
    expect(addMonthsClamped('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsClamped('2027-01-31', 2)).toBe('2027-03-31');
    expect(addMonthsClamped('2027-11-30', 3)).toBe('2028-02-29');
  });
});
