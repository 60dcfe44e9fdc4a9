// The staff's reads of scheduled giving (contract §17): every schedule filtered, failing ones
// first; what falls due hour by hour; and the schedules a charity's campaigns are given by.
import { toAsciiDigits } from '@ataa/contract/digits';
import type { Plan } from '@ataa/contract/schedules/plans';
import type { ScheduleStatus } from '@ataa/contract/schemas/schedules';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { containing, foldedContains } from '../../db/arabic-search.ts';
import type { Queryable } from '../../db/client.ts';
import { campaigns, scheduleOccurrences, schedules } from '../../db/schema.ts';

export interface AdminScheduleFilter {
  status?: ScheduleStatus;
  plan?: Plan;
  failing?: boolean;
  q?: string;
}

/**
 * Failing: paused after failed charges, or with a charge declined and waiting for its retry, or
 * waiting for the donor's authentication.
 */
// The schedule's id is named with its table: a select of one table names its columns bare, and a
// bare "id" inside the subquery would be the occurrence's.
const scheduleId = sql`${sql.identifier('schedules')}.${sql.identifier('id')}`;
const failing = sql<boolean>`(coalesce(${schedules.pausedReason}, '') = 'payment_failed' or exists (
  select 1 from ${scheduleOccurrences} o where o.schedule_id = ${scheduleId}
    and (o.state = 'action_required' or (o.state = 'scheduled' and o.attempts > 0))))`;

function adminScheduleWhere(filter: AdminScheduleFilter): SQL | undefined {
  const q = filter.q?.trim();
  return and(
    filter.status ? eq(schedules.status, filter.status) : undefined,
    filter.plan ? eq(schedules.plan, filter.plan) : undefined,
    filter.failing ? failing : undefined,
    q
      ? or(
          foldedContains(schedules.name, q),
          ilike(schedules.email, containing(q)),
          // A mobile is stored in ASCII digits; it may be typed in Arabic-Indic ones.
          ilike(schedules.mobile, containing(toAsciiDigits(q))),
        )
      : undefined,
  );
}

/** A page of the schedules the filter keeps, each with whether it is failing: those first, then newest. */
export function adminSchedulePage(db: Queryable, filter: AdminScheduleFilter, limit: number, offset: number) {
  return db
    .select({ schedule: schedules, failing: failing.mapWith(Boolean) })
    .from(schedules)
    .where(adminScheduleWhere(filter))
    .orderBy(desc(failing), desc(schedules.id))
    .limit(limit)
    .offset(offset);
}

export async function countAdminSchedules(db: Queryable, filter: AdminScheduleFilter) {
  const [row] = await db.select({ n: count() }).from(schedules).where(adminScheduleWhere(filter));
  return row!.n;
}

/**
 * The occurrences of active schedules to be charged in [from, to), by hour (hours since the epoch)
 * and currency: how many, and their sum in minor units of that currency.
 */
export async function dueByHour(db: Queryable, from: Date, to: Date) {
  const hour = sql<number>`floor(extract(epoch from ${scheduleOccurrences.chargeAt}) / 3600)::int`;
  const rows = await db
    .select({
      hour,
      currencyId: schedules.currencyId,
      occurrences: count(),
      totalMinor: sql<string>`sum(${scheduleOccurrences.amountMinor})`,
    })
    .from(scheduleOccurrences)
    .innerJoin(schedules, eq(schedules.id, scheduleOccurrences.scheduleId))
    .where(
      and(
        eq(scheduleOccurrences.state, 'scheduled'),
        eq(schedules.status, 'active'),
        sql`${scheduleOccurrences.chargeAt} >= ${from} and ${scheduleOccurrences.chargeAt} < ${to}`,
      ),
    )
    // By position: the hour's expression, written twice, would hold its parameters twice.
    .groupBy(sql`1`, sql`2`);
  return rows.map((row) => ({ ...row, hour: Number(row.hour), totalMinor: Number(row.totalMinor) }));
}

/** The ids of a charity's campaigns, deleted ones too: a schedule's target keeps them. */
export async function campaignIdsOfCharity(db: Queryable, charityId: number) {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.charityId, charityId));
  return rows.map((row) => row.id);
}

/** Active schedules to every campaign, or naming one of these campaigns. */
export function activeSchedulesTo(db: Queryable, campaignIds: number[]) {
  const named =
    campaignIds.length === 0
      ? sql`false`
      : sql`exists (select 1 from jsonb_array_elements(${schedules.targets}) target
          where (target->>'campaignId')::int in (${sql.join(
            campaignIds.map((id) => sql`${id}`),
            sql`, `,
          )}))`;
  return db
    .select()
    .from(schedules)
    .where(and(eq(schedules.status, 'active'), or(eq(schedules.targetType, 'all'), named)));
}
