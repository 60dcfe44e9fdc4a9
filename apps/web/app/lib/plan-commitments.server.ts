// When each plan offered on the donate pages would charge, worked out on the server by the calendar
// the schedules are charged by (`@ataa/contract/schedules`, decision 034), never derived again:
// the page gets the days and multiplies by the amount as it is typed.
import { SITE_TIME_ZONE } from '@ataa/contract/locale';
import { DEFAULT_HOUR, isFinitePlan, plannedOccurrences } from '@ataa/contract/schedules/plans';
import { wallClockIn } from '@ataa/contract/schedules/zoned-time';
import type { RamadanDatesAnswer } from '@ataa/contract/schemas/ramadan';
import {
  GIVING_CHOICES,
  type GivingChoice,
  ODD_NIGHTS_MULTIPLIERS,
  type PlanDates,
  type PlannedCharge,
  type PlanTable,
  planFields,
  planKey,
} from './giving-plans.ts';

/** How many charges a plan that runs until stopped shows: enough to see its rhythm. */
const OPEN_ENDED_SHOWN = 3;

/**
 * The days a plan made now would charge on, at the site's hour and time zone, for the Ramadan
 * `GET /ramadan` answers (its first day is the staff's for the site's country where they set one).
 */
export function planDates(
  choice: GivingChoice,
  oddNightsMultiplier: number,
  now: Date,
  ramadan: RamadanDatesAnswer | null,
): PlanDates | null {
  const fields = planFields(choice, oddNightsMultiplier);
  if (!fields) return null;
  const plan = {
    plan: fields.plan,
    // One unit per charge: each charge's amount is how many times the donor's amount it is.
    amountMinor: 1,
    hour: DEFAULT_HOUR,
    timeZone: SITE_TIME_ZONE,
    madeAt: now,
    oddNightsMultiplier: fields.odd_nights_multiplier,
    ramadanOnly: fields.ramadan_only === 'yes',
    ramadanFirstDays: ramadan ? new Map([[ramadan.year_hijri, ramadan.first_day]]) : undefined,
  };
  const finite = isFinitePlan(plan);
  const charges: PlannedCharge[] = [];
  for (const occurrence of plannedOccurrences(plan)) {
    if (!finite && charges.length === OPEN_ENDED_SHOWN) break;
    charges.push({
      day: wallClockIn(occurrence.dueAt, SITE_TIME_ZONE).day,
      night: occurrence.night,
      times: occurrence.amountMinor,
    });
  }
  return { charges, finite };
}

/** The last table worked out: every visit of the same minute shares it (it takes a few ms). */
let kept: { key: string; table: PlanTable } | undefined;
const MINUTE_MS = 60_000;

/**
 * Every plan the pages offer, the last ten nights with each multiplier, as of the minute `now` is
 * in (a plan's days move only as its charges' times pass, so a minute is as good as the instant).
 */
export function planTable(now: Date, ramadan: RamadanDatesAnswer | null): PlanTable {
  const minute = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  const key = `${minute.toISOString()} ${ramadan?.year_hijri} ${ramadan?.first_day}`;
  if (kept?.key === key) return kept.table;
  const table: PlanTable = {};
  for (const choice of GIVING_CHOICES) {
    const multipliers = choice === 'last_ten_nights' ? ODD_NIGHTS_MULTIPLIERS : [1];
    for (const times of multipliers) {
      const dates = planDates(choice, times, minute, ramadan);
      if (dates) table[planKey(choice, times)] = dates;
    }
  }
  kept = { key, table };
  return table;
}
