import type { PaymentState } from '@ataa/contract/schemas/donor';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { campaigns, currencies, donations, users } from '../../db/schema.ts';
import { dayStart } from '../../db/site-days.ts';

export interface DonationFilter {
  campaignId?: number;
  state: PaymentState | 'all';
  /** Days (YYYY-MM-DD) in the site's time zone, both included. */
  from?: string;
  to?: string;
}

const donors = alias(users, 'donor');
/** When the money arrived, or (not paid) when the checkout began: the index's order. */
const donatedAt = sql`coalesce(${donations.paidAt}, ${donations.createdAt})`;

/**
 * One charity's donations in one state (a range of its index, `donations_charity_state_at_idx`), or
 * in every state.
 */
function donationFilter(charityId: number, filter: DonationFilter): SQL | undefined {
  return and(
    eq(donations.charityId, charityId),
    filter.state === 'all' ? undefined : eq(donations.state, filter.state),
    filter.campaignId ? eq(donations.campaignId, filter.campaignId) : undefined,
    filter.from ? sql`${donatedAt} >= ${dayStart(filter.from)}` : undefined,
    filter.to ? sql`${donatedAt} < ${dayStart(filter.to)} + interval '1 day'` : undefined,
  );
}

/** The rows of the charity's donations, newest first. */
function donationRows(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      donation: donations,
      campaign: campaigns,
      currency: currencies,
      donor: donors,
      // The row's time as PostgreSQL holds it, to the microsecond (a Date keeps milliseconds), so
      // a keyset page can start exactly after it.
      at: sql<string>`${donatedAt}::text`,
    })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .innerJoin(currencies, eq(currencies.id, donations.currencyId))
    .leftJoin(donors, eq(donors.id, donations.userId))
    .where(where)
    .orderBy(sql`${donatedAt} desc`, desc(donations.id));
}

export type DonationRow = Awaited<ReturnType<ReturnType<typeof donationRows>['execute']>>[number];

/** A page of the charity's donations that match the filter, newest first. */
export const donationPage = (
  db: Queryable,
  charityId: number,
  filter: DonationFilter,
  limit: number,
  offset: number,
) => donationRows(db, donationFilter(charityId, filter)).limit(limit).offset(offset);

export async function countDonations(db: Queryable, charityId: number, filter: DonationFilter) {
  return db.$count(donations, donationFilter(charityId, filter));
}

/** The next `limit` matching donations after `last` in the list's order (a keyset page), or the first. */
export const donationsAfter = (
  db: Queryable,
  charityId: number,
  filter: DonationFilter,
  last: DonationRow | undefined,
  limit: number,
) =>
  donationRows(
    db,
    and(
      donationFilter(charityId, filter),
      last
        ? sql`(${donatedAt}, ${donations.id}) < (${last.at}::timestamptz, ${last.donation.id})`
        : undefined,
    ),
  ).limit(limit);
