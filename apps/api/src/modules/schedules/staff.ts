// The staff's view of scheduled giving (contract §17): every schedule with its donor, failing ones
// first; what falls due hour by hour in the base currency; a charity's recurring donors and what
// its schedules promise; and charging what is due at once (NEW, the back office's button).
import type { Locale } from '@ataa/contract/locale';
import { convertMinor, toMajor } from '@ataa/contract/money';
import type { PageRequest } from '@ataa/contract/pagination';
import type { ScheduleForecast } from '@ataa/contract/schemas/admin-schedules';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { paginate } from '../../http/paginate.ts';
import type { ScheduledCommitments } from '../charity/index.ts';
import { currencyRef, readBaseCurrency } from '../lookups/index.ts';
import type { PaymentContext } from '../payments/index.ts';
import { ramadanFirstDaysReader } from '../ramadan/service.ts';
import { chargeDue } from './charging.ts';
import { presentAdminSchedule } from './present.ts';
import { acceptingCampaignIds, currenciesByIds, occurrenceFigures, type ScheduleRow } from './queries.ts';
import { scheduleAnswers, unwrittenOf } from './service.ts';
import {
  type AdminScheduleFilter,
  activeSchedulesTo,
  adminSchedulePage,
  campaignIdsOfCharity,
  countAdminSchedules,
  dueByHour,
} from './staff-queries.ts';

const HOUR_MS = 3_600_000;

/** `GET /admin/schedules`: failing ones first, then newest. */
export async function listAdminSchedules(
  db: Queryable,
  locale: Locale,
  filter: AdminScheduleFilter,
  page: PageRequest,
) {
  const listed = await paginate(
    page,
    (limit, offset) => adminSchedulePage(db, filter, limit, offset),
    () => countAdminSchedules(db, filter),
    (row) => row,
  );
  const answers = await scheduleAnswers(
    db,
    locale,
    listed.data.map((row) => row.schedule),
  );
  return {
    ...listed,
    data: listed.data.map((row, index) => presentAdminSchedule(answers[index]!, row.schedule, row.failing)),
  };
}

/**
 * `GET /admin/schedules/forecast`: every hour from the current one, with the charges of active
 * schedules that fall due in it and their sum in the base currency at today's rates. It reads the
 * occurrences written ahead (decision 036), which reach 45 days.
 */
export async function scheduleForecast(
  ctx: Pick<Infrastructure, 'config' | 'db'>,
  locale: Locale,
  hours: number,
  now = new Date(),
): Promise<ScheduleForecast> {
  const first = Math.floor(now.getTime() / HOUR_MS);
  const base = await readBaseCurrency(ctx.db, ctx.config.BASE_CURRENCY);
  const rows = await dueByHour(ctx.db, new Date(first * HOUR_MS), new Date((first + hours) * HOUR_MS));
  const currencies = await currenciesByIds(ctx.db, [...new Set(rows.map((row) => row.currencyId))]);
  const byHour = new Map<number, { occurrences: number; baseMinor: number }>();
  for (const row of rows) {
    const currency = currencies.find((candidate) => candidate.id === row.currencyId)!;
    const sum = byHour.get(row.hour) ?? { occurrences: 0, baseMinor: 0 };
    sum.occurrences += row.occurrences;
    sum.baseMinor += convertMinor(row.totalMinor, currency, base);
    byHour.set(row.hour, sum);
  }
  const baseCurrency = currencyRef(base, locale);
  return Array.from({ length: hours }, (_, index) => {
    const hour = first + index;
    const sum = byHour.get(hour);
    return {
      hour: new Date(hour * HOUR_MS).toISOString(),
      occurrences: sum?.occurrences ?? 0,
      amount_base: toMajor(sum?.baseMinor ?? 0, base.minorUnits),
      base_currency: baseCurrency,
    };
  });
}

/**
 * The part of each charge of a schedule that goes to these campaigns: all of it for one campaign,
 * its parts for a split (as written), and for every campaign its share of those taking gifts now.
 */
function shareOf(schedule: ScheduleRow, campaignIds: Set<number>, accepting: number[]) {
  if (schedule.targetType === 'all') {
    if (accepting.length === 0) return 0;
    return accepting.filter((id) => campaignIds.has(id)).length / accepting.length;
  }
  const parts = schedule.targets.map((target) => target.amountMinor ?? 1);
  const total = parts.reduce((sum, part) => sum + part, 0);
  const mine = schedule.targets.reduce(
    (sum, target, index) => sum + (campaignIds.has(target.campaignId) ? parts[index]! : 0),
    0,
  );
  return total === 0 ? 0 : mine / total;
}

/**
 * A charity's recurring donors (an account, or a guest's e-mail, with an active schedule that
 * gives to its campaigns) and what those schedules still promise it: the charges to come of the
 * plans that end, its part of each, in minor units of the base currency at today's rates.
 */
export const scheduledCommitments: ScheduledCommitments = async (db, charityId, base) => {
  const campaignIds = await campaignIdsOfCharity(db, charityId);
  const [schedules, accepting] = await Promise.all([
    activeSchedulesTo(db, campaignIds),
    acceptingCampaignIds(db, null),
  ]);
  const mine = new Set(campaignIds);
  const giving = schedules
    .map((schedule) => ({ schedule, share: shareOf(schedule, mine, accepting) }))
    .filter(({ share }) => share > 0);
  const donors = new Set(
    giving.map(({ schedule }) =>
      schedule.userId === null ? `guest:${schedule.email.toLowerCase()}` : `account:${schedule.userId}`,
    ),
  );
  const figures = await occurrenceFigures(
    db,
    giving.map(({ schedule }) => schedule.id),
  );
  const currencies = await currenciesByIds(db, [
    ...new Set(giving.map(({ schedule }) => schedule.currencyId)),
  ]);
  const firstDaysOf = ramadanFirstDaysReader(db);
  let committedMinor = 0;
  for (const { schedule, share } of giving) {
    const figuresOf = figures.get(schedule.id)!;
    const unwritten = await unwrittenOf(firstDaysOf, schedule, figuresOf.maxSeq);
    // An open-ended plan promises no sum.
    if (unwritten === null) continue;
    const remainingMinor = figuresOf.openMinor + unwritten.totalMinor;
    const currency = currencies.find((candidate) => candidate.id === schedule.currencyId)!;
    committedMinor += convertMinor(Math.round(remainingMinor * share), currency, base);
  }
  return { recurringDonors: donors.size, committedMinor };
};

/**
 * `POST /admin/schedules/charge-due`: the job's work, now. Each occurrence the run claims is in
 * the audit log, written in the claim's transaction, as the staff's charge of that schedule.
 */
export function chargeDueNow(
  ctx: Pick<PaymentContext, 'caches' | 'config' | 'db' | 'mail' | 'payments'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  actorId: number,
) {
  return chargeDue(ctx, log, new Date(), async (tx, occurrence) => {
    await recordAudit(tx, {
      actorId,
      action: 'schedule.charge_now',
      objectType: 'schedule',
      objectId: occurrence.scheduleId,
      before: { occurrence: null },
      after: { occurrence: occurrence.seq },
    });
  });
}
