import { SITE_TIME_ZONE } from './locale.ts';

// Calendar days in the site's zone (Riyadh), as `YYYY-MM-DD`, and the instants the API keeps. A
// campaign's end is kept as an exclusive instant: a campaign that runs "until the end of 9 March"
// stops at the first instant of 10 March, so every page shows its end as the day before that.

const DAY_MS = 86_400_000;

const wallClockParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The site zone's wall clock at an instant, read as if it were UTC. */
function wallClock(instant: Date): number {
  const part = Object.fromEntries(
    wallClockParts.formatToParts(instant).map((item) => [item.type, Number(item.value)] as const),
  ) as Record<string, number>;
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour, part.minute, part.second);
}

/** The site's calendar day an instant falls on. */
export const siteDay = (instant: Date | string): string =>
  new Date(wallClock(new Date(instant))).toISOString().slice(0, 10);

/** The first instant of a site day. */
export function siteDayStart(day: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const offset = wallClock(new Date(midnight)) - Math.floor(midnight / 1000) * 1000;
  return new Date(midnight - offset);
}

/** The calendar day after `day`. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** Every calendar day from `first` to `last`, both included; none when `last` comes first. */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = nextDay(day)) days.push(day);
  return days;
}

/** The exclusive end of a period whose last day is `day`: the first instant of the next day. */
export const lastDayEnd = (day: string): Date => siteDayStart(nextDay(day));

/** The last day a period that stops at `end` (exclusive) includes: the day of its last instant. */
export const lastDayOf = (end: Date | string): string => siteDay(new Date(new Date(end).getTime() - 1));
