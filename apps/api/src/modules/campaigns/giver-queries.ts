// A campaign's givers as its page shows them: ranked, the latest, and their gift messages.
import { and, count, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { donations, payments, users } from '../../db/schema.ts';

/** A giver's account and latest donation, read for the name. */
const accounts = alias(users, 'account');
const latestGift = alias(donations, 'latest_gift');

const paidTo = (campaignId: number) => and(eq(donations.campaignId, campaignId), eq(donations.state, 'paid'));

/**
 * Who a paid donation counts for (contract §14 DonorEntry): an account, a guest told apart by
 * e-mail, or, when it is anonymous, the donation alone. Donations with the same three values are
 * one giver.
 */
const giver = {
  hiddenId: sql`case when ${donations.anonymous} then ${donations.id} end`,
  userId: sql`case when not ${donations.anonymous} then ${donations.userId} end`,
  guestEmail: sql`case when not ${donations.anonymous} and ${donations.userId} is null then lower(${donations.email}) end`,
};

/**
 * A campaign's givers with their totals (in the campaign's currency) and their ranks in the three
 * orders the campaign page shows, from one pass over its paid donations. Column names carry a
 * prefix because the outer query names them bare, beside the joined donation's own columns.
 */
function rankedGivers(db: Queryable, campaignId: number) {
  const total = sql`sum(${donations.campaignAmountMinor} - ${donations.campaignRefundedMinor})`;
  const firstAt = sql`min(${donations.paidAt})`;
  const lastAt = sql`max(${donations.paidAt})`;
  const firstId = sql`min(${donations.id})`;
  const lastId = sql`max(${donations.id})`;
  return db
    .select({
      userId: sql<number | null>`${giver.userId}`.as('giver_user_id'),
      anonymous: sql<boolean>`bool_and(${donations.anonymous})`.as('giver_anonymous'),
      lastId: sql<number>`${lastId}`.as('giver_last_id'),
      totalMinor: sql<string>`${total}`.as('giver_total_minor'),
      lastAt: sql<Date>`${lastAt}`.mapWith(donations.paidAt).as('giver_last_at'),
      /** all_donors: the most recent givers first. */
      recentRank: sql<number>`row_number() over (order by ${lastAt} desc, ${lastId} desc)`
        .mapWith(Number)
        .as('giver_recent_rank'),
      /** The largest totals first; an equal total goes to whoever gave first. */
      totalRank: sql<number>`row_number() over (order by ${total} desc, ${firstAt}, ${firstId})`
        .mapWith(Number)
        .as('giver_total_rank'),
      firstRank: sql<number>`row_number() over (order by ${firstAt}, ${firstId})`
        .mapWith(Number)
        .as('giver_first_rank'),
      givers: sql<number>`count(*) over ()`.mapWith(Number).as('giver_count'),
    })
    .from(donations)
    .where(paidTo(campaignId))
    .groupBy(giver.hiddenId, giver.userId, giver.guestEmail)
    .as('giver');
}

/** The position of the median giver by total (contract §14: `middle` of top_doners). */
export const medianRank = (givers: number) => Math.floor((givers - 1) / 2) + 1;

/**
 * The givers a campaign page shows: the page of all_donors from `offset`, and the top, median and
 * first givers; each row carries the number of givers. Names (the account's, or the one given with
 * the latest donation) are read only for these few.
 */
export function giverSummary(db: Queryable, campaignId: number, page: { limit: number; offset: number }) {
  const givers = rankedGivers(db, campaignId);
  return db
    .select()
    .from(givers)
    .innerJoin(latestGift, eq(latestGift.id, givers.lastId))
    .leftJoin(accounts, eq(accounts.id, givers.userId))
    .where(
      or(
        and(gt(givers.recentRank, page.offset), lte(givers.recentRank, page.offset + page.limit)),
        eq(givers.totalRank, 1),
        eq(givers.firstRank, 1),
        sql`${givers.totalRank} = (${givers.givers} - 1) / 2 + 1`,
      ),
    );
}

/** The most recent paid donations to a campaign, one row each. */
export function latestDonations(db: Queryable, campaignId: number, limit: number) {
  return db
    .select({ donation: donations, user: users })
    .from(donations)
    .leftJoin(users, eq(users.id, donations.userId))
    .where(paidTo(campaignId))
    .orderBy(desc(donations.paidAt), desc(donations.id))
    .limit(limit);
}

/** Paid donations to the campaign whose payment carries a gift message (contract §5, /get-comments). */
const dedicated = (campaignId: number) =>
  and(paidTo(campaignId), sql`btrim(coalesce(${payments.loveComment}, '')) <> ''`);

export function dedicationsOf(db: Queryable, campaignId: number, limit: number, offset: number) {
  return db
    .select({ donation: donations, user: users, loveComment: payments.loveComment })
    .from(donations)
    .innerJoin(payments, eq(payments.id, donations.paymentId))
    .leftJoin(users, eq(users.id, donations.userId))
    .where(dedicated(campaignId))
    .orderBy(desc(donations.paidAt), desc(donations.id))
    .limit(limit)
    .offset(offset);
}

export async function countDedications(db: Queryable, campaignId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(donations)
    .innerJoin(payments, eq(payments.id, donations.paymentId))
    .where(dedicated(campaignId));
  return row!.total;
}
