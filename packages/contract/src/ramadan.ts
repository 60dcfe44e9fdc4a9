// The Ramadan the platform's figures and overview are counted over, in the site's calendar (Umm
// al-Qura, the site's time zone). Built on the calendar of scheduled giving (schedules/).
import { daysBetween } from './civil-days.ts';
import { ramadanFrom, ummAlQuraRamadan } from './schedules/ramadan-calendar.ts';
import { siteDay } from './site-days.ts';

export interface RamadanDays {
  /** Its first and last civil days, `YYYY-MM-DD` in the site's time zone. */
  from: string;
  to: string;
}

const days = (ramadan: { firstDay: string; lastDay: string }): RamadanDays => ({
  from: ramadan.firstDay,
  to: ramadan.lastDay,
});

/** The Ramadan in progress on the site's day, or the next one, and whether it is in progress. */
function ramadanSeenOn(now: Date) {
  const today = siteDay(now);
  const ramadan = ramadanFrom(today);
  return { ramadan, inProgress: daysBetween(ramadan.firstDay, today) >= 0 };
}

/**
 * The Ramadan in progress on `now`, or else the latest one, as its first and last civil days: the
 * season the platform's figures are counted over.
 */
export function currentOrLatestRamadan(now: Date): RamadanDays {
  const { ramadan, inProgress } = ramadanSeenOn(now);
  return days(inProgress ? ramadan : ummAlQuraRamadan(ramadan.hijriYear - 1));
}

/** Whether `now` falls on a day of Ramadan in the site's calendar. */
export const isRamadan = (now: Date): boolean => ramadanSeenOn(now).inProgress;

/** The next Ramadan to begin after `now` (the one after the current one during Ramadan). */
export function comingRamadan(now: Date): RamadanDays {
  const { ramadan, inProgress } = ramadanSeenOn(now);
  return days(inProgress ? ummAlQuraRamadan(ramadan.hijriYear + 1) : ramadan);
}

/** Whole calendar days from the site day of `now` to the day `day` (`YYYY-MM-DD`). */
export const daysUntil = (now: Date, day: string): number => daysBetween(siteDay(now), day);
