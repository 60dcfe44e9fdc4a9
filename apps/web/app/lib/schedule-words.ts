// A schedule in a donor's words (contract §17): its plan, when it next charges ("tonight at 9 pm,
// night 23 of Ramadan") and how long is left until then. Pure, so the page rendered on the server
// and the one hydrated in the browser say the same for the same instant.
import { daysBetween } from '@ataa/contract/civil-days';
import { intlLocale, type Locale } from '@ataa/contract/locale';
import { wallClockIn } from '@ataa/contract/schedules/zoned-time';
import type { Schedule } from '@ataa/contract/schemas/schedules';
import { translate } from '@ataa/contract/translate';
import { dateFormat } from './formats.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Hours from this one on are the evening: the night that begins that day. */
const EVENING = 17;
/** Hours before this one are the small hours: still the night that began the day before (decision 034). */
const DAWN = 5;

/** Arabic says the part of the day in full ("9 مساءً"); English its AM or PM. */
function clockOptions(locale: Locale): Intl.DateTimeFormatOptions {
  return locale === 'ar' ? { hour: 'numeric', dayPeriod: 'long' } : { hour: 'numeric' };
}

/** An instant's time of day on a clock: "9 PM", "9 مساءً", midnight by its name, minutes only when it has some (an hour moved by daylight saving). */
export function clockTime(locale: Locale, at: Date, timeZone: string): string {
  const tag = intlLocale(locale);
  const minute = Number(dateFormat(tag, { minute: 'numeric', timeZone }).format(at));
  if (minute !== 0) return dateFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
  if (wallClockIn(at, timeZone).hour === 0) return translate(locale, 'donor.schedules.midnight');
  return dateFormat(tag, { ...clockOptions(locale), timeZone }).format(at);
}

/** An hour of the day (0 to 23) as the hour field's choices name it. */
export function hourLabel(locale: Locale, hour: number): string {
  return clockTime(locale, new Date(Date.UTC(2000, 0, 1, hour)), 'UTC');
}

/** Which night or day a charge falls on, seen from `now`, both on the schedule's clock. */
function dayWords(locale: Locale, at: Date, now: Date, timeZone: string) {
  const charge = wallClockIn(at, timeZone);
  const days = daysBetween(wallClockIn(now, timeZone).day, charge.day);
  const time = clockTime(locale, at, timeZone);
  // The small hours belong to the night before: 2 am tomorrow is still tonight.
  const night = charge.hour >= EVENING ? days : charge.hour < DAWN ? days - 1 : null;
  if (night === 0) return translate(locale, 'donor.schedules.when.tonight', { time });
  if (night === 1) return translate(locale, 'donor.schedules.when.tomorrow_night', { time });
  if (night === null && days === 0) return translate(locale, 'donor.schedules.when.today', { time });
  if (night === null && days === 1) return translate(locale, 'donor.schedules.when.tomorrow', { time });
  const tag = intlLocale(locale);
  if (days < 7) {
    const weekday = dateFormat(tag, { weekday: 'long', timeZone }).format(at);
    return translate(locale, 'donor.schedules.when.weekday', { weekday, time });
  }
  const sameYear = charge.day.slice(0, 4) === wallClockIn(now, timeZone).day.slice(0, 4);
  const date = dateFormat(tag, {
    day: 'numeric',
    month: 'long',
    year: sameYear ? undefined : 'numeric',
    timeZone,
  }).format(at);
  return translate(locale, 'donor.schedules.when.date', { date, time });
}

/** The next charge in words: "Tonight at 9 PM, Night 23 of Ramadan"; null when none is coming. */
export function nextChargeWords(
  locale: Locale,
  schedule: Pick<Schedule, 'next_charge_at' | 'next_night' | 'time_zone'>,
  now: Date,
): string | null {
  if (!schedule.next_charge_at) return null;
  const when = dayWords(locale, new Date(schedule.next_charge_at), now, schedule.time_zone);
  const night = schedule.next_night?.label;
  return night ? translate(locale, 'donor.schedules.with_night', { when, night }) : when;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * How long until a charge: days and hours while it is a day or more away, then a clock that
 * ticks each second ("In 03:20:15"), and "any moment now" once its time has come.
 */
export function countdownWords(locale: Locale, leftMs: number): string {
  if (leftMs < SECOND) return translate(locale, 'donor.schedules.countdown.now');
  if (leftMs >= DAY) {
    const days = translate(locale, 'donor.schedules.countdown.days', { days: Math.floor(leftMs / DAY) });
    const hourCount = Math.floor((leftMs % DAY) / HOUR);
    if (hourCount === 0) return translate(locale, 'donor.schedules.countdown.days_only', { days });
    const hours = translate(locale, 'donor.schedules.countdown.hours', { hours: hourCount });
    return translate(locale, 'donor.schedules.countdown.days_hours', { days, hours });
  }
  const seconds = Math.floor(leftMs / SECOND);
  const clock = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60]
    .map(twoDigits)
    .join(':');
  return translate(locale, 'donor.schedules.countdown.clock', { clock });
}

/** When the countdown next changes what it says: each minute while a day or more away, else each second. */
export function nextTickIn(leftMs: number): number {
  const step = leftMs >= DAY ? MINUTE : SECOND;
  return leftMs % step || step;
}

/** The plan as a donor says it ("Every night of Ramadan at 9 PM"), and its last day when it has one. */
export function planWords(locale: Locale, schedule: Pick<Schedule, 'plan' | 'hour' | 'end_at'>) {
  const plan = translate(locale, `donor.schedules.plans.${schedule.plan}`);
  const title = translate(locale, 'donor.schedules.plan_at', {
    plan,
    time: hourLabel(locale, schedule.hour),
  });
  if (!schedule.end_at) return { title, until: null };
  const day = dateFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${schedule.end_at}T00:00:00Z`),
  );
  return { title, until: translate(locale, 'donor.schedules.until', { day }) };
}

/** A time zone as people name it: "Arabian Standard Time", "التوقيت العربي الرسمي". */
export function zoneName(locale: Locale, timeZone: string): string {
  const parts = dateFormat(intlLocale(locale), { timeZone, timeZoneName: 'longGeneric' }).formatToParts(
    new Date(),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
