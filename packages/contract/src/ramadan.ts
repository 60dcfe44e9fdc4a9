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

/**
 * The Ramadan in progress on `now`, or else the latest one (Umm al-Qura calendar, the site's time
 * zone), as its first and last civil days: the season the platform's figures are counted over.
 */
export function currentOrLatestRamadan(now: Date): { from: string; to: string } {
  let day = now.getTime();
  // Ramadan recurs every 354 or 355 days: a walk back of at most a year finds one of its days.
  while (hijriMonth(new Date(day)) !== 9) day -= DAY_MS;
  let first = day;
  while (hijriMonth(new Date(first - DAY_MS)) === 9) first -= DAY_MS;
  let last = day;
  while (hijriMonth(new Date(last + DAY_MS)) === 9) last += DAY_MS;
  return { from: siteDay(new Date(first)), to: siteDay(new Date(last)) };
}
