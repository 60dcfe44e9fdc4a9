import { SITE_TIME_ZONE } from '@ataa/contract/locale';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaigns, currencies, donations } from '../../db/schema.ts';
import { monthlyPaid } from '../donations/index.ts';
import { acceptingAt, ownedBy } from './campaign-queries.ts';

/** Donations to any campaign of the charity, deleted ones too: the money arrived all the same. */
const toCharity = (charityId: number) =>
  inArray(
    donations.campaignId,
    sql`(select ${campaigns.id} from ${campaigns} where ${campaigns.charityId} = ${charityId})`,
  );

const inState = (...states: string[]) =>
  sql<number>`count(*) filter (where ${inArray(donations.state, states as never[])})`.mapWith(Number);

/** The charity's donations counted by state, and its paid money in minor units of the base currency. */
export async function donationCounts(db: Queryable, charityId: number) {
  const [row] = await db
    .select({
      all: count(),
      paid: inState('paid'),
      failed: inState('failed', 'cancelled'),
      pending: inState('pending'),
      refunded: inState('refunded'),
      paidMinor: sql<string>`coalesce(sum(${donations.baseAmountMinor} - ${donations.baseRefundedMinor}) filter (where ${donations.state} = 'paid'), 0)`,
    })
    .from(donations)
    .where(toCharity(charityId));
  return row!;
}

/** The charity's campaigns, and those of them taking donations at `now`. */
export async function campaignCounts(db: Queryable, charityId: number, now: Date) {
  const [row] = await db
    .select({
      all: count(),
      accepting: sql<number>`count(*) filter (where ${acceptingAt(now)})`.mapWith(Number),
    })
    .from(campaigns)
    .where(ownedBy(charityId));
  return row!;
}

/** The charity's paid money in each of the last 12 months. */
export const monthlyPaidToCharity = (db: Queryable, charityId: number) =>
  monthlyPaid(db, toCharity(charityId));

/**
 * The campaign asked for if it is the charity's, else the one taking donations now, else the
 * latest to have started, else the latest to come; with its currency.
 */
export async function chartedCampaign(
  db: Queryable,
  charityId: number,
  campaignId: number | undefined,
  now: Date,
) {
  const [row] = await db
    .select({ campaign: campaigns, currency: currencies })
    .from(campaigns)
    .innerJoin(currencies, eq(currencies.id, campaigns.currencyId))
    .where(and(ownedBy(charityId), campaignId ? eq(campaigns.id, campaignId) : undefined))
    .orderBy(
      desc(sql`coalesce(${acceptingAt(now)}, false)`),
      desc(sql`${campaigns.startAt} <= ${now.toISOString()}::timestamptz`),
      desc(campaigns.startAt),
      desc(campaigns.id),
    )
    .limit(1);
  return row;
}

/** Paid money of one campaign per site day, in minor units of the campaign's currency. */
export function paidByDay(db: Queryable, campaignId: number) {
  const day = sql<string>`to_char(coalesce(${donations.paidAt}, ${donations.createdAt}) at time zone ${SITE_TIME_ZONE}, 'YYYY-MM-DD')`;
  return (
    db
      .select({
        day,
        totalMinor: sql<string>`sum(${donations.campaignAmountMinor} - ${donations.campaignRefundedMinor})`,
      })
      .from(donations)
      // Refunded donations are no longer paid: the same rule as every other total.
      .where(and(eq(donations.campaignId, campaignId), eq(donations.state, 'paid')))
      // By position: the day's expression, written twice, would hold its zone as two parameters.
      .groupBy(sql`1`)
  );
}
