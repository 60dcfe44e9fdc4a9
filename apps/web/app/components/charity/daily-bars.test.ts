import { describe, expect, it } from 'vitest';
import { bestDay, CHART_HEIGHT, DAY_SLOT, dayBars, labelledDay } from './daily-bars.ts';

// Five days across the end of February, one of them without money.
const DAYS = [
  { day: '2026-02-27', amount: 100 },
  { day: '2026-02-28', amount: 0 },
  { day: '2026-03-01', amount: 35.5 },
  { day: '2026-03-02', amount: 0.5 },
  { day: '2026-03-03', amount: 100 },
];

describe('the daily chart', () => {
  it('draws one bar a day, scaled to the highest, a day without money as no bar', () => {
    const bars = dayBars(DAYS, 'ltr');
    expect(bars.map((bar) => bar.day)).toEqual(DAYS.map((day) => day.day));
    expect(bars.map((bar) => bar.height)).toEqual([CHART_HEIGHT, 0, 35.5, 2, CHART_HEIGHT]);
    // A tiny day stays visible (at least 2 units) beside the largest.
    expect(bars[3]!.height).toBeGreaterThan(0);
  });

  it('runs left to right in English and right to left in Arabic', () => {
    const english = dayBars(DAYS, 'ltr');
    const arabic = dayBars(DAYS, 'rtl');
    expect(english[0]!.x).toBeLessThan(english[4]!.x);
    expect(arabic[0]!.x).toBeGreaterThan(arabic[4]!.x);
    // The first day's slot in Arabic is the last one in English: the same drawing, mirrored.
    expect(arabic[0]!.x).toBe(english[4]!.x);
    for (const bar of english) {
      expect(bar.x).toBeGreaterThanOrEqual(0);
      expect(bar.x + bar.width).toBeLessThanOrEqual(DAYS.length * DAY_SLOT);
    }
  });

  it('draws nothing for a campaign without paid days', () => {
    expect(dayBars([], 'rtl')).toEqual([]);
    expect(dayBars([{ day: '2026-03-01', amount: 0 }], 'ltr')[0]!.height).toBe(0);
    expect(bestDay([{ day: '2026-03-01', amount: 0 }])).toBeUndefined();
  });

  it('names the best day, the first of equals', () => {
    expect(bestDay(DAYS)).toEqual({ day: '2026-02-27', amount: 100 });
  });

  it('labels the first day and every nth after it', () => {
    const thirty = Array.from({ length: 30 }, (_, index) => index).filter((index) => labelledDay(index, 5));
    expect(thirty).toEqual([0, 5, 10, 15, 20, 25]);
  });
});
