import { addDays, addMonthsClamped, daysBetween, weekdayOf } from '../civil-days.ts';
import {
  eveningOfNight,
  nightOfEvening,
  type RamadanDates,
  type RamadanFirstDays,
  ramadanFrom,
} from './ramadan-calendar.ts';
import { wallClockIn, zonedInstant } from './zoned-time.ts';

// When each charge of a schedule falls due (contract §17, "Plans" and "Nights and dates"). Pure:
// the same schedule and Ramadan dates always give the same occurrences, so the server can work
// them out again after the staff move a first day, and the pages can show the commitment before
// the donor pays.

export const PLANS = ['daily', 'weekly', 'monthly', 'ramadan_nights', 'last_ten_nights', 'fridays'] as const;
export type Plan = (typeof PLANS)[number];

/** An occurrence this long past its time is still charged; later, it is missed (§17, "Late"). */
export const LATE_WINDOW_MS = 6 * 3_600_000;
/** The hour a schedule charges at when the donor chooses none: 9 pm, after the evening prayer. */
export const DEFAULT_HOUR = 21;
/** `daily` outside Ramadan's season runs this many days. */
const DAILY_DAYS = 30;
/** `daily` made this close before Ramadan runs to its last night. */
const DAILY_RAMADAN_LEAD_DAYS = 30;
const FRIDAY = 5;
const ODD_NIGHTS = new Set([21, 23, 25, 27, 29]);

export interface PlanInput {
  plan: Plan;
  /** Per charge, in the currency's minor units. */
  amountMinor: number;
  /** 0 to 23, on the donor's clock. */
  hour: number;
  timeZone: string;
  /** When the schedule was made: what has passed by then is not charged. */
  madeAt: Date;
  /** The first day the donor chose, or none for "from now". */
  startDay?: string | null;
  /** The last day a charge may fall on, or none. */
  endDay?: string | null;
  /** `last_ten_nights`: how many times the amount on the odd nights (1 to 10). */
  oddNightsMultiplier?: number;
  /** `fridays`: only the Fridays of Ramadan. */
  ramadanOnly?: boolean;
  /** The staff's first days of Ramadan for the donor's country. */
  ramadanFirstDays?: RamadanFirstDays;
}

export interface PlannedOccurrence {
  /** 1, 2, 3… in the order they fall due: with the schedule, the occurrence's identity. */
  seq: number;
  dueAt: Date;
  /** The night of Ramadan the charge falls in, or null. */
  night: number | null;
  amountMinor: number;
}

/**
 * The day a charge at `hour` falls on for the evening of `eveningDay`: that day for an evening or
 * night hour, the next day for an hour after midnight (still the same night).
 */
const chargeDayForEvening = (eveningDay: string, hour: number) =>
  hour >= 12 ? eveningDay : addDays(eveningDay, 1);

/** The evening a charge at `hour` on `day` belongs to: the inverse of `chargeDayForEvening`. */
const eveningForChargeDay = (day: string, hour: number) => (hour >= 12 ? day : addDays(day, -1));

/** Whether a plan has a last charge whatever the donor chose: what the donor commits to in total. */
export function isFinitePlan(input: Pick<PlanInput, 'plan' | 'endDay' | 'ramadanOnly'>): boolean {
  if (input.endDay) return true;
  return (
    input.plan === 'daily' ||
    input.plan === 'ramadan_nights' ||
    input.plan === 'last_ten_nights' ||
    (input.plan === 'fridays' && input.ramadanOnly === true)
  );
}

/** Every charge of a schedule, in order; endless for open-ended plans (take what you need). */
export function* plannedOccurrences(input: PlanInput): Generator<PlannedOccurrence> {
  const firstDays = input.ramadanFirstDays ?? new Map();
  const notBefore = Math.max(
    input.madeAt.getTime() - LATE_WINDOW_MS,
    input.startDay ? zonedInstant(input.startDay, 0, input.timeZone).getTime() : 0,
  );
  const isStillDue = (day: string) => zonedInstant(day, input.hour, input.timeZone).getTime() >= notBefore;
  const fromDay = wallClockIn(new Date(notBefore), input.timeZone).day;
  const dailyLastDay =
    input.plan === 'daily' ? dailySeasonLastDay(input, fromDay, firstDays, isStillDue) : null;
  const limit = input.plan === 'daily' && !dailyLastDay ? DAILY_DAYS : Infinity;
  let seq = 0;
  for (const day of chargeDays(input, fromDay, firstDays, isStillDue, dailyLastDay)) {
    if (seq === limit || (input.endDay && daysBetween(day, input.endDay) < 0)) return;
    const dueAt = zonedInstant(day, input.hour, input.timeZone);
    if (dueAt.getTime() < notBefore) continue;
    const evening = eveningForChargeDay(day, input.hour);
    const night = nightOfEvening(evening, ramadanFrom(evening, firstDays));
    const multiplier = night !== null && ODD_NIGHTS.has(night) ? (input.oddNightsMultiplier ?? 1) : 1;
    seq += 1;
    yield {
      seq,
      dueAt,
      night,
      amountMinor: input.plan === 'last_ten_nights' ? input.amountMinor * multiplier : input.amountMinor,
    };
  }
}

/**
 * `daily` made in Ramadan, or within 30 days before it, runs to its last night (§17): that night's
 * charge day, or null outside the season. A Ramadan whose last night has passed is over.
 */
function dailySeasonLastDay(
  input: PlanInput,
  fromDay: string,
  firstDays: RamadanFirstDays,
  isStillDue: (day: string) => boolean,
): string | null {
  const lastNightDay = (ramadan: RamadanDates) =>
    chargeDayForEvening(eveningOfNight(ramadan.nights, ramadan), input.hour);
  let ramadan = ramadanFrom(fromDay, firstDays);
  if (!isStillDue(lastNightDay(ramadan))) ramadan = ramadanFrom(addDays(ramadan.lastDay, 1), firstDays);
  return daysBetween(fromDay, ramadan.firstDay) <= DAILY_RAMADAN_LEAD_DAYS ? lastNightDay(ramadan) : null;
}

/**
 * The days the plan charges on, from `fromDay`; the caller drops those whose time has passed. The
 * weekly and monthly plans keep to the day the donor chose, or the day the schedule was made.
 */
function* chargeDays(
  input: PlanInput,
  fromDay: string,
  firstDays: RamadanFirstDays,
  isStillDue: (day: string) => boolean,
  dailyLastDay: string | null,
): Generator<string> {
  const anchor = input.startDay ?? wallClockIn(input.madeAt, input.timeZone).day;
  const nightDay = (ramadan: RamadanDates, night: number) =>
    chargeDayForEvening(eveningOfNight(night, ramadan), input.hour);
  switch (input.plan) {
    case 'daily':
      for (let day = fromDay; !dailyLastDay || daysBetween(day, dailyLastDay) >= 0; day = addDays(day, 1))
        yield day;
      return;
    case 'weekly':
      for (let week = 0; ; week += 1) yield addDays(anchor, week * 7);
    case 'monthly':
      for (let month = 0; ; month += 1) yield addMonthsClamped(anchor, month);
    case 'ramadan_nights':
    case 'last_ten_nights': {
      const firstNight = input.plan === 'last_ten_nights' ? 21 : 1;
      yield* ramadanWithDaysLeft(fromDay, firstDays, isStillDue, (ramadan) =>
        range(firstNight, ramadan.nights).map((night) => nightDay(ramadan, night)),
      );
      return;
    }
    case 'fridays':
      if (input.ramadanOnly) {
        yield* ramadanWithDaysLeft(fromDay, firstDays, isStillDue, fridaysOf);
        return;
      }
      for (let friday = nextFriday(fromDay); ; friday = addDays(friday, 7)) yield friday;
  }
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** `day` when it is a Friday, else the Friday after it. */
const nextFriday = (day: string) => addDays(day, (FRIDAY - weekdayOf(day) + 7) % 7);

function fridaysOf(ramadan: RamadanDates): string[] {
  const fridays: string[] = [];
  for (
    let friday = nextFriday(ramadan.firstDay);
    daysBetween(friday, ramadan.lastDay) >= 0;
    friday = addDays(friday, 7)
  ) {
    fridays.push(friday);
  }
  return fridays;
}

/**
 * The days `daysOf` gives for the Ramadan in progress on `fromDay` that are still due, or, when
 * none is, those of the next Ramadan.
 */
function ramadanWithDaysLeft(
  fromDay: string,
  firstDays: RamadanFirstDays,
  isStillDue: (day: string) => boolean,
  daysOf: (ramadan: RamadanDates) => string[],
): string[] {
  const current = ramadanFrom(fromDay, firstDays);
  const left = daysOf(current).filter(isStillDue);
  return left.length > 0 ? left : daysOf(ramadanFrom(addDays(current.lastDay, 1), firstDays));
}

/** What a finite schedule commits the donor to, for the pages and the answer; null when open-ended. */
export function commitment(input: PlanInput): { count: number; totalMinor: number; lastDueAt: Date } | null {
  if (!isFinitePlan(input)) return null;
  let count = 0;
  let totalMinor = 0;
  let lastDueAt: Date | null = null;
  for (const occurrence of plannedOccurrences(input)) {
    count += 1;
    totalMinor += occurrence.amountMinor;
    lastDueAt = occurrence.dueAt;
  }
  return lastDueAt ? { count, totalMinor, lastDueAt } : null;
}

/** Before this hour the night in progress is still "tonight"; from it, the coming evening's is. */
const NIGHT_ENDS_HOUR = 5;

/**
 * Ramadan as seen at an instant on a zone's clocks: the Ramadan in progress or next, tonight's night
 * (this evening's, or in the small hours the one still going), and when the next night's gift not
 * yet due is given, at `hour`.
 */
export function ramadanAt(
  now: Date,
  options: { timeZone: string; hour?: number; ramadanFirstDays?: RamadanFirstDays },
): { ramadan: RamadanDates; tonight: number | null; nextNightAt: Date } {
  const firstDays = options.ramadanFirstDays ?? new Map();
  const hour = options.hour ?? DEFAULT_HOUR;
  const clock = wallClockIn(now, options.timeZone);
  const evening = clock.hour < NIGHT_ENDS_HOUR ? addDays(clock.day, -1) : clock.day;
  const ramadan = ramadanFrom(evening, firstDays);
  const nightsLeft = ramadanWithDaysLeft(
    evening,
    firstDays,
    (day) => zonedInstant(day, hour, options.timeZone).getTime() > now.getTime(),
    (each) => range(1, each.nights).map((night) => chargeDayForEvening(eveningOfNight(night, each), hour)),
  );
  return {
    ramadan,
    tonight: nightOfEvening(evening, ramadan),
    nextNightAt: zonedInstant(nightsLeft[0]!, hour, options.timeZone),
  };
}
