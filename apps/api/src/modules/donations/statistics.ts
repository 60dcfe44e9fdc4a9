// Figures across campaigns, from paid donations, in the base currency (contract §1.7, §4).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaigns, donations, users } from '../../db/schema.ts';
import { charities, isPublic } from '../campaigns/queries.ts';

/** One donor: an account, or a guest told apart by e-mail (contract §14, DonorEntry). */
export const donorKey = sql<string>`coalesce('u' || ${donations.userId}::text, 'e' || lower(${donations.email}))`;

/** One giver in rankings: a donor, or (when anonymous) the single donation itself. */
const giverKey = sql<string>`case when ${donations.anonymous} then 'a' || ${donations.id}::text else ${donorKey} end`;

const paid = eq(donations.state, 'paid');

/** The sum of paid donations (refunded ones are no longer paid) and the number of distinct givers. */
export async function givingTotals(db: Queryable) {
  const [row] = await db
    .select({
      collectedMinor: sql<string>`coalesce(sum(${donations.baseAmountMinor}), 0)`,
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
      totalMinor: sql<string>`sum(${donations.baseAmountMinor})`,
    })
    .from(donations)
    .leftJoin(users, eq(users.id, donations.userId))
    .where(paid)
    .groupBy(giverKey)
    .orderBy(sql`sum(${donations.baseAmountMinor}) desc`, sql`min(${donations.id})`)
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
    .orderBy(desc(donations.baseAmountMinor), desc(donations.id))
    .limit(limit);
}
