import { SITE_TIME_ZONE } from './locale.ts';
import { siteDay } from './site-days.ts';

const DAY_MS = 86_400_000;
const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  timeZone: SITE_TIME_ZONE,
  month: 'numeric',
  day: 'numeric',
});

/** The Hijri month (1–12, Umm al-Qura) of the site's calendar day that holds this instant. */
const hijriMonth = (at: Date) => Number(hijri.formatToParts(at).find((part) => part.type === 'month')!.value);
const inRamadan = (day: number) => hijriMonth(new Date(day)) === 9;

export interface RamadanDays {
  /** Its first and last civil days, `YYYY-MM-DD` in the site's time zone. */
  from: string;
  to: string;
}

/** The whole Ramadan that holds the instant `day` (milliseconds), which must be one of its days. */
function ramadanAround(day: number): RamadanDays {
  let first = day;
  while (inRamadan(first - DAY_MS)) first -= DAY_MS;
  let last = day;
  while (inRamadan(last + DAY_MS)) last += DAY_MS;
  return { from: siteDay(new Date(first)), to: siteDay(new Date(last)) };
}

/**
 * The Ramadan in progress on `now`, or else the latest one (Umm al-Qura calendar, the site's time
 * zone), as its first and last civil days: the season the platform's figures are counted over.
 */
export function currentOrLatestRamadan(now: Date): RamadanDays {
  let day = now.getTime();
  // Ramadan recurs every 354 or 355 days: a walk back of at most a year finds one of its days.
  while (!inRamadan(day)) day -= DAY_MS;
  return ramadanAround(day);
}

/** Whether `now` falls on a day of Ramadan in the site's calendar. */
export const isRamadan = (now: Date): boolean => inRamadan(now.getTime());

/** The next Ramadan to begin after `now` (the one after the current one during Ramadan). */
export function comingRamadan(now: Date): RamadanDays {
  let day = now.getTime();
  while (inRamadan(day)) day += DAY_MS;
  // At most a year ahead, as for the walk back.
  while (!inRamadan(day)) day += DAY_MS;
  return ramadanAround(day);
}

/** Whole calendar days from the site day of `now` to the day `day` (`YYYY-MM-DD`). */
export const daysUntil = (now: Date, day: string): number =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${siteDay(now)}T00:00:00Z`)) / DAY_MS);
