// A schedule's occurrences, worked out from its plan (packages/contract/src/schedules/plans.ts)
// and written ahead over a rolling horizon (decision 036), and the campaigns each charge goes to.
import type { Locale } from '@ataa/contract/locale';
import { isFinitePlan, type Plan, type PlanInput, plannedOccurrences } from '@ataa/contract/schedules/plans';
import type { RamadanFirstDays } from '@ataa/contract/schedules/ramadan-calendar';
import { splitEvenly } from '@ataa/contract/split';
import type { Queryable } from '../../db/client.ts';
import { pick } from '../../http/localize.ts';
import type { FollowerContext } from '../payments/index.ts';
import { ramadanFirstDaysFor } from '../ramadan/service.ts';
import { tellDonor } from './notices.ts';
import {
  acceptingCampaignNames,
  insertOccurrences,
  type ScheduleRow,
  skipPassed,
  updateSchedule,
  writtenSeqs,
} from './queries.ts';

/** Occurrences are written this far ahead; later ones when the earlier are charged. */
const HORIZON_MS = 45 * 86_400_000;
/** At most this many written at once, whatever the plan. */
const MAX_AHEAD = 100;

/** What the pure plan reads of a schedule. */
type PlanFields = Pick<
  ScheduleRow,
  | 'plan'
  | 'amountMinor'
  | 'hour'
  | 'timeZone'
  | 'createdAt'
  | 'startDay'
  | 'endDay'
  | 'oddNightsMultiplier'
  | 'ramadanOnly'
  | 'countryId'
>;

/** What the pure plan needs of a schedule. */
export function planInput(schedule: PlanFields, firstDays: RamadanFirstDays): PlanInput {
  return {
    plan: schedule.plan as Plan,
    amountMinor: schedule.amountMinor,
    hour: schedule.hour,
    timeZone: schedule.timeZone,
    madeAt: schedule.createdAt,
    startDay: schedule.startDay,
    endDay: schedule.endDay,
    oddNightsMultiplier: schedule.oddNightsMultiplier,
    ramadanOnly: schedule.ramadanOnly,
    ramadanFirstDays: firstDays,
  };
}

/** The schedule's plan with its country's Ramadan. */
export async function planOf(tx: Queryable, schedule: PlanFields) {
  return planInput(schedule, await ramadanFirstDaysFor(tx, schedule.countryId));
}

/**
 * Writes the occurrences after the last one written that fall due within the horizon, and always
 * the next one when none is open, so a schedule always shows its next charge. Numbers come from
 * the plan, so writing again writes nothing twice. Answers how many are open now, and how many
 * were paid.
 */
export async function writeAhead(tx: Queryable, schedule: ScheduleRow, now: Date) {
  const { maxSeq, open, paid } = await writtenSeqs(tx, schedule.id);
  const horizon = now.getTime() + HORIZON_MS;
  const rows: Array<Parameters<typeof insertOccurrences>[1][number]> = [];
  for (const occurrence of plannedOccurrences(await planOf(tx, schedule))) {
    if (occurrence.seq <= maxSeq) continue;
    if (occurrence.dueAt.getTime() > horizon && open + rows.length > 0) break;
    rows.push({
      scheduleId: schedule.id,
      seq: occurrence.seq,
      dueAt: occurrence.dueAt,
      chargeAt: occurrence.dueAt,
      night: occurrence.night,
      amountMinor: occurrence.amountMinor,
    });
    if (rows.length === MAX_AHEAD) break;
  }
  await insertOccurrences(tx, rows);
  return { open: open + rows.length, paid };
}

/**
 * After an occurrence is settled: the next ones are written, and a finite schedule with none
 * left open is completed.
 */
export async function afterSettled(tx: Queryable, ctx: FollowerContext, schedule: ScheduleRow, now: Date) {
  const { open } = await writeAhead(tx, schedule, now);
  if (isEnded(schedule, open)) await completeSchedule(tx, ctx, schedule);
}

/** A finite schedule, still running, with no occurrence left open. */
export function isEnded(schedule: ScheduleRow, open: number) {
  const finite = isFinitePlan({
    plan: schedule.plan as Plan,
    endDay: schedule.endDay,
    ramadanOnly: schedule.ramadanOnly,
  });
  return open === 0 && finite && (schedule.status === 'active' || schedule.status === 'paused');
}

/** Completes an ended schedule, which the donor is always told, with the whole schedule's receipt. */
export async function completeSchedule(tx: Queryable, ctx: FollowerContext, schedule: ScheduleRow) {
  const completed = await updateSchedule(tx, schedule.id, { status: 'completed', pausedReason: null });
  await tellDonor(tx, ctx, completed, { kind: 'completed' });
}

/**
 * A paused schedule active again, with `fields` changed in the same write (a new method): what
 * fell due while it was paused is skipped, not charged late, and its failures are forgotten.
 */
export async function resumeSchedule(
  tx: Queryable,
  ctx: FollowerContext,
  schedule: ScheduleRow,
  now: Date,
  fields: Partial<ScheduleRow> = {},
) {
  await skipPassed(tx, schedule.id, now);
  const resumed = await updateSchedule(tx, schedule.id, {
    ...fields,
    status: 'active',
    pausedReason: null,
    failedInRow: 0,
  });
  await afterSettled(tx, ctx, resumed, now);
  return resumed;
}

/** Parts of `totalMinor` in proportion to `weights`, the last taking what rounding leaves. */
export function proportional(weights: number[], totalMinor: number) {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  const parts = weights.map((weight) => Math.floor((weight * totalMinor) / sum));
  parts[parts.length - 1]! += totalMinor - parts.reduce((total, part) => total + part, 0);
  return parts;
}

/** The campaigns accepting donations now among those some schedules give to, with their names, by id. */
export type CampaignsNow = Map<number, { nameAr: string; nameEn: string }>;

/** What `splitLines` needs for these schedules, in one read. */
export async function campaignsNowFor(
  tx: Queryable,
  schedules: ReadonlyArray<Pick<ScheduleRow, 'targetType' | 'targets'>>,
): Promise<CampaignsNow> {
  const named = schedules.some((schedule) => schedule.targetType === 'all')
    ? null
    : [...new Set(schedules.flatMap((schedule) => schedule.targets.map((target) => target.campaignId)))];
  if (named?.length === 0) return new Map();
  return new Map((await acceptingCampaignNames(tx, named)).map((row) => [row.id, row]));
}

/**
 * The campaigns one charge of `amountMinor` goes to, as they stand now (`campaignsNow`, in id
 * order): a campaign that stopped accepting donations drops out and its share goes to the others
 * in proportion (every campaign: split evenly). Null when none is left, or a share would be nothing.
 */
export function splitLines(
  schedule: Pick<ScheduleRow, 'targetType' | 'targets'>,
  amountMinor: number,
  locale: Locale,
  campaignsNow: CampaignsNow,
) {
  const kept =
    schedule.targetType === 'all'
      ? [...campaignsNow.keys()].map((campaignId) => ({ campaignId, amountMinor: null }))
      : schedule.targets.filter((target) => campaignsNow.has(target.campaignId));
  if (kept.length === 0) return null;
  const parts =
    schedule.targetType === 'split'
      ? proportional(
          kept.map((target) => target.amountMinor ?? 1),
          amountMinor,
        )
      : splitEvenly(amountMinor, kept.length);
  if (parts.some((part) => part <= 0)) return null;
  return kept.map((target, index) => {
    const campaign = campaignsNow.get(target.campaignId)!;
    return {
      campaignId: target.campaignId,
      name: pick(locale, campaign.nameAr, campaign.nameEn),
      amountMinor: parts[index]!,
    };
  });
}

/** `splitLines` of one schedule, reading the campaigns as they stand now. */
export async function linesFor(
  tx: Queryable,
  schedule: Pick<ScheduleRow, 'targetType' | 'targets'>,
  amountMinor: number,
  locale: Locale,
) {
  return splitLines(schedule, amountMinor, locale, await campaignsNowFor(tx, [schedule]));
}
