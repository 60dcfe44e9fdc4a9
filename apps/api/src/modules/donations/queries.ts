// Figures across campaigns, from paid donations, in the base currency (contract §1.7, §4).
import { SITE_TIME_ZONE } from '@ataa/contract/locale';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaigns, donations, users } from '../../db/schema.ts';
import { charities, donorKey, isPublic } from '../campaigns/index.ts';

/** One giver in rankings: a donor, or (when anonymous) the single donation itself. */
const giverKey = sql<string>`case when ${donations.anonymous} then 'a' || ${donations.id}::text else ${donorKey} end`;

const paid = eq(donations.state, 'paid');

/** A paid donation's base amount net of what was refunded of it in part (decision 032). */
const netBase = sql`(${donations.baseAmountMinor} - ${donations.baseRefundedMinor})`;

/** The sum of paid donations, net of partial refunds (refunded ones are no longer paid) and the number of distinct givers. */
export async function givingTotals(db: Queryable) {
  const [row] = await db
    .select({
      collectedMinor: sql<string>`coalesce(sum(${netBase}), 0)`,
      donors: sql<number>`count(distinct ${donorKey})::int`,
    })
    .from(donations)
    .where(paid);
  return { collectedMinor: Number(row!.collectedMinor), donors: Number(row!.donors) };
}

/** The givers with the largest all-time totals. */
export async function topGivers(db: Queryable, limit: number) {
  const rows = await db
    .select({
      key: giverKey,
      anonymous: sql<boolean>`bool_and(${donations.anonymous})`,
      firstName: sql<string | null>`max(${users.firstName})`,
      lastName: sql<string | null>`max(${users.lastName})`,
      guestName: sql<string>`max(${donations.name})`,
      totalMinor: sql<string>`sum(${netBase})`,
    })
    .from(donations)
    .leftJoin(users, eq(users.id, donations.userId))
    .where(paid)
    .groupBy(giverKey)
    .orderBy(sql`sum(${netBase}) desc`, sql`min(${donations.id})`)
    .limit(limit);
  return rows.map((row) => ({ ...row, totalMinor: Number(row.totalMinor) }));
}

/** The largest single paid donations, with their campaigns; only campaigns the public may see are named. */
export async function largestDonations(db: Queryable, limit: number) {
  return db
    .select({ donation: donations, user: users, campaign: campaigns })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .innerJoin(charities, eq(charities.id, campaigns.charityId))
    .leftJoin(users, eq(users.id, donations.userId))
    .where(and(paid, isPublic()))
    .orderBy(desc(netBase), desc(donations.id))
    .limit(limit);
}

/**
 * Paid donations of `which` summed per month over the last 12 months (this one included), oldest
 * first, in base minor units. Months are those of the site's time zone, the one its dates are shown in.
 */
export async function monthlyPaid(db: Queryable, which: SQL | undefined) {
  const result = await db.execute(sql`
    with months as (
      select generate_series(
        date_trunc('month', now() at time zone ${SITE_TIME_ZONE}) - interval '11 months',
        date_trunc('month', now() at time zone ${SITE_TIME_ZONE}),
        interval '1 month'
      ) as month
    ), given as (
      -- Summed per month before the join: twelve rows meet the calendar, not every donation.
      select date_trunc('month', coalesce(${donations.paidAt}, ${donations.createdAt}) at time zone ${SITE_TIME_ZONE}) as month,
        sum(${netBase}) as amount
      from ${donations}
      where ${donations.state} = 'paid' and ${which ?? sql`true`}
        and coalesce(${donations.paidAt}, ${donations.createdAt}) >= now() - interval '13 months'
      group by 1
    )
    select to_char(months.month, 'YYYY-MM') as month, coalesce(given.amount, 0)::text as total
    from months left join given on given.month = months.month
    order by months.month`);
  const rows = (result as unknown as { rows: Array<{ month: string; total: string }> }).rows;
  return rows.map((row) => ({ month: row.month, totalMinor: Number(row.total) }));
}
