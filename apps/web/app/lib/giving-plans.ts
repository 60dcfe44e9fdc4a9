// The ways to give the donate pages offer (contract §17): once, or a plan, and what a plan commits
// the donor to at the amount typed. The charges' days come from the server's calendar
// (`plan-commitments.server.ts`), which stays out of the page's scripts.
import type { Plan } from '@ataa/contract/schedules/plans';

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
  /** How many times the amount this charge is: the odd nights' multiplier, else 1. */
  times: number;
}

/** When a plan charges, whatever the amount. */
export interface PlanDates {
  /** Every charge of a finite plan; the first few of one that runs until stopped. */
  charges: PlannedCharge[];
  finite: boolean;
}

/** Each plan's dates, made when the page was: by choice, and for the last ten by multiplier too. */
export type PlanTable = Partial<Record<string, PlanDates>>;

/** The key of a plan's dates in a `PlanTable`. */
export const planKey = (choice: GivingChoice, oddNightsMultiplier: unknown = 1) =>
  choice === 'last_ten_nights' ? `${choice}:${multiplierOf(oddNightsMultiplier)}` : choice;

export interface Commitment {
  charges: Array<PlannedCharge & { amountMinor: number }>;
  /** How many charges and how much in all; null for a plan that runs until stopped. */
  count: number | null;
  totalMinor: number | null;
}

/** What a plan's charges come to at an amount per charge (in minor units). */
export function commitmentAt(dates: PlanDates, amountMinor: number): Commitment {
  const charges = dates.charges.map((charge) => ({ ...charge, amountMinor: amountMinor * charge.times }));
  return {
    charges,
    count: dates.finite ? charges.length : null,
    totalMinor: dates.finite ? charges.reduce((sum, charge) => sum + charge.amountMinor, 0) : null,
  };
}

/** The charges grouped by amount, in the order they first come: "5 × 10 + 5 × 20". */
export function commitmentParts(
  charges: Commitment['charges'],
): Array<{ count: number; amountMinor: number }> {
  const parts = new Map<number, number>();
  for (const charge of charges) parts.set(charge.amountMinor, (parts.get(charge.amountMinor) ?? 0) + 1);
  return [...parts].map(([amountMinor, count]) => ({ count, amountMinor }));
}
