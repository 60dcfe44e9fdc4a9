import { addDays } from './civil-days.ts';
import { SITE_TIME_ZONE } from './locale.ts';
import { wallClockIn, zonedInstant } from './schedules/zoned-time.ts';

// Calendar days in the site's zone (Riyadh), as `YYYY-MM-DD`, and the instants the API keeps. A
// campaign's end is kept as an exclusive instant: a campaign that runs "until the end of 9 March"
// stops at the first instant of 10 March, so every page shows its end as the day before that.

/** The site's calendar day an instant falls on. */
export const siteDay = (instant: Date | string): string => wallClockIn(new Date(instant), SITE_TIME_ZONE).day;

/** The first instant of a site day. */
export const siteDayStart = (day: string): Date => zonedInstant(day, 0, SITE_TIME_ZONE);

/** Every calendar day from `first` to `last`, both included; none when `last` comes first. */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The exclusive end of a period whose last day is `day`: the first instant of the next day. */
export const lastDayEnd = (day: string): Date => siteDayStart(addDays(day, 1));

/** The last day a period that stops at `end` (exclusive) includes: the day of its last instant. */
export const lastDayOf = (end: Date | string): string => siteDay(new Date(new Date(end).getTime() - 1));
