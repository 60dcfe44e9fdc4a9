// Calendar days as `YYYY-MM-DD`, with no time zone: the day a person means when they say
// "9 March". Arithmetic runs on UTC midnights, where every day has 24 hours.

const DAY_MS = 86_400_000;

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day `count` days after `day` (before it when negative). */
export const addDays = (day: string, count: number): string => fromTime(toTime(day) + count * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toTime(to) - toTime(from)) / DAY_MS);

/** The day of the week, 0 for Sunday to 6 for Saturday (5 is Friday). */
export const weekdayOf = (day: string): number => new Date(toTime(day)).getUTCDay();

/**
 * The day `months` months after `day`, kept on the same day of the month, or on the month's last
 * day where the month is shorter (31 January, then 28 or 29 February, then 31 March).
 */
export function addMonthsClamped(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastOfMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return fromTime(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date, lastOfMonth)));
}
