// The daily chart's drawing, apart from React so its arithmetic can be tested: one bar per day in
// the chart's own units, laid out in the page's reading direction.
import type { CharityDailyStatistics } from '@ataa/contract/schemas/charity';

/** The drawing's height, each day's slot and its bar, in the chart's own units. */
export const CHART_HEIGHT = 100;
export const DAY_SLOT = 10;
const DAY_BAR = 7;
/** A day with any money stays visible beside a far larger one. */
const LOWEST_VISIBLE = 2;

export interface DayBar {
  day: string;
  amount: number;
  x: number;
  width: number;
  height: number;
}

/**
 * Bars scaled to the highest day. Left to right in English, so the first day is on the left; in
 * Arabic the first day is on the right and the days run leftward, as the text does.
 */
export function dayBars(days: CharityDailyStatistics['days'], dir: 'rtl' | 'ltr'): DayBar[] {
  const highest = Math.max(0, ...days.map((day) => day.amount));
  return days.map(({ day, amount }, index) => {
    const slot = dir === 'rtl' ? days.length - 1 - index : index;
    const scaled = highest > 0 ? (amount / highest) * CHART_HEIGHT : 0;
    return {
      day,
      amount,
      x: slot * DAY_SLOT + (DAY_SLOT - DAY_BAR) / 2,
      width: DAY_BAR,
      height: amount > 0 ? Math.max(scaled, LOWEST_VISIBLE) : 0,
    };
  });
}

/** The best day, the first of equals; none when nothing was paid. */
export function bestDay(days: CharityDailyStatistics['days']) {
  return days.reduce<(typeof days)[number] | undefined>(
    (best, day) => (day.amount > 0 && (!best || day.amount > best.amount) ? day : best),
    undefined,
  );
}

/** Days named under the chart: the first, then every `every`th, so a phone's labels keep their room. */
export const labelledDay = (index: number, every: number) => index % every === 0;
