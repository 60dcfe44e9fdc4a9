// The ways to give the donate pages offer (contract §17): once, or a plan, and what a plan commits
// the donor to before paying, worked out by the calendar the server charges by
// (`@ataa/contract/schedules`), never derived again here.
import { SITE_TIME_ZONE } from '@ataa/contract/locale';
import { DEFAULT_HOUR, isFinitePlan, type Plan, plannedOccurrences } from '@ataa/contract/schedules/plans';
import { wallClockIn } from '@ataa/contract/schedules/zoned-time';
import type { RamadanDatesAnswer } from '@ataa/contract/schemas/ramadan';
import { amountInMinor } from './typed-amount.ts';

/**
 * What the donor chooses, in the order offered. "Every Friday of Ramadan" is its own choice (the
 * plan `fridays` with `ramadan_only`): a donor thinks of it as another plan, not an option.
 */
export const GIVING_CHOICES = [
  'once',
  'ramadan_nights',
  'last_ten_nights',
  'fridays_ramadan',
  'fridays',
  'weekly',
  'monthly',
  'daily',
] as const;
export type GivingChoice = (typeof GIVING_CHOICES)[number];

/** The odd nights' multipliers offered for the last ten nights (contract: 1 to 10). */
export const ODD_NIGHTS_MULTIPLIERS = [1, 2, 3, 4, 5, 10] as const;

/** The night Laylat al-Qadr is most sought on, marked in the list of nights. */
export const QADR_NIGHT = 27;

/** A posted choice, or once for anything else (a plain post may carry anything). */
export function givingChoiceOf(value: unknown): GivingChoice {
  return GIVING_CHOICES.find((choice) => choice === value) ?? 'once';
}

/** The plan's fields of `POST /schedules` for a choice; null for a one-time gift. */
export function planFields(
  choice: GivingChoice,
  oddNightsMultiplier: unknown,
): { plan: Plan; ramadan_only: 'yes' | 'no'; odd_nights_multiplier: number } | null {
  if (choice === 'once') return null;
  return {
    plan: choice === 'fridays_ramadan' ? 'fridays' : choice,
    ramadan_only: choice === 'fridays_ramadan' ? 'yes' : 'no',
    odd_nights_multiplier: choice === 'last_ten_nights' ? multiplierOf(oddNightsMultiplier) : 1,
  };
}

/** A chosen multiplier, or 1 (the same amount every night) for anything not offered. */
export function multiplierOf(value: unknown): number {
  return ODD_NIGHTS_MULTIPLIERS.find((offered) => String(offered) === String(value)) ?? 1;
}

export interface PlannedCharge {
  /** The civil day the charge falls on, in the site's time zone. */
  day: string;
  /** The night of Ramadan, or null. */
  night: number | null;
  amountMinor: number;
}

export interface Commitment {
  /** The first charges: all of a finite plan's, the first few of an open-ended one. */
  charges: PlannedCharge[];
  /** How many charges and how much in all; null for a plan that runs until stopped. */
  count: number | null;
  totalMinor: number | null;
}

/** How many charges an open-ended plan shows: enough to see its rhythm. */
const OPEN_ENDED_SHOWN = 3;

interface CommitmentInput {
  choice: GivingChoice;
  /** The amount as typed ("٥٠", "1,000") or chosen; nothing yet is an amount of zero. */
  amount: unknown;
  minorUnits: number;
  oddNightsMultiplier?: unknown;
  /** When the page was made (the server's clock): what the server will count from. */
  now: Date;
  /** `GET /ramadan`: its first day is the staff's for the site's country where they set one. */
  ramadan: RamadanDatesAnswer | null;
}

/** What a plan would charge, made now with the site's hour and time zone; null for a gift once. */
export function planCommitment(input: CommitmentInput): Commitment | null {
  const fields = planFields(input.choice, input.oddNightsMultiplier);
  if (!fields) return null;
  const plan = {
    plan: fields.plan,
    amountMinor: amountInMinor(input.amount, input.minorUnits),
    hour: DEFAULT_HOUR,
    timeZone: SITE_TIME_ZONE,
    madeAt: input.now,
    oddNightsMultiplier: fields.odd_nights_multiplier,
    ramadanOnly: fields.ramadan_only === 'yes',
    ramadanFirstDays: input.ramadan
      ? new Map([[input.ramadan.year_hijri, input.ramadan.first_day]])
      : undefined,
  };
  const finite = isFinitePlan(plan);
  const charges: PlannedCharge[] = [];
  for (const occurrence of plannedOccurrences(plan)) {
    if (!finite && charges.length === OPEN_ENDED_SHOWN) break;
    charges.push({
      day: wallClockIn(occurrence.dueAt, SITE_TIME_ZONE).day,
      night: occurrence.night,
      amountMinor: occurrence.amountMinor,
    });
  }
  return {
    charges,
    count: finite ? charges.length : null,
    totalMinor: finite ? charges.reduce((sum, charge) => sum + charge.amountMinor, 0) : null,
  };
}

/** The charges grouped by amount, in the order they first come: "5 × 10 + 5 × 20". */
export function commitmentParts(charges: PlannedCharge[]): Array<{ count: number; amountMinor: number }> {
  const parts = new Map<number, number>();
  for (const charge of charges) parts.set(charge.amountMinor, (parts.get(charge.amountMinor) ?? 0) + 1);
  return [...parts].map(([amountMinor, count]) => ({ count, amountMinor }));
}
