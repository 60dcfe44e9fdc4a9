import type { PaymentState } from '@ataa/contract/schemas/donor';
import { and, count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaigns, currencies, donations, payments } from '../../db/schema.ts';
import { charities, withCards } from '../campaigns/index.ts';
import { monthlyPaid } from '../donations/index.ts';

const givenBy = (donorId: number) => eq(donations.userId, donorId);
const paidBy = (donorId: number) => and(givenBy(donorId), eq(donations.state, 'paid'));
const givenAt = sql`coalesce(${donations.paidAt}, ${donations.createdAt})`;

/** The donor's paid total and what waits in pending checkouts, both in base minor units. */
export async function givingSums(db: Queryable, donorId: number) {
  const [row] = await db
    .select({
      paid: sql<string>`coalesce(sum(${donations.baseAmountMinor} - ${donations.baseRefundedMinor}) filter (where ${donations.state} = 'paid'), 0)`,
      pending: sql<string>`coalesce(sum(${donations.baseAmountMinor}) filter (where ${donations.state} = 'pending'), 0)`,
    })
    .from(donations)
    .where(givenBy(donorId));
  return { paidMinor: Number(row!.paid), pendingMinor: Number(row!.pending) };
}

/** The donor's paid giving in each of the last 12 months, oldest first, in base minor units. */
export const monthlyGiving = (db: Queryable, donorId: number) => monthlyPaid(db, givenBy(donorId));

/** The campaigns the donor has paid donations to, the latest gift first, with their card rows. */
export async function campaignsGivenTo(db: Queryable, donorId: number, limit: number, offset: number) {
  const lastAt = sql<Date>`max(${givenAt})`.mapWith(donations.createdAt);
  const given = await db
    .select({
      campaignId: donations.campaignId,
      totalMinor: sql<string>`sum(${donations.campaignAmountMinor} - ${donations.campaignRefundedMinor})`,
      gifts: count(),
      lastAt,
    })
    .from(donations)
    .where(paidBy(donorId))
    .groupBy(donations.campaignId)
    .orderBy(desc(lastAt), desc(donations.campaignId))
    .limit(limit)
    .offset(offset);
  return withCards(
    db,
    given.map((row) => ({ ...row, totalMinor: Number(row.totalMinor) })),
  );
}

export async function countCampaignsGivenTo(db: Queryable, donorId: number): Promise<number> {
  const [row] = await db
    .select({ total: countDistinct(donations.campaignId) })
    .from(donations)
    .where(paidBy(donorId));
  return row!.total;
}

const donationsIn = (donorId: number, state: PaymentState | undefined) =>
  state ? and(givenBy(donorId), eq(donations.state, state)) : givenBy(donorId);

/** A page of the donor's donations in every state (or one), newest first. */
export function donationsOf(
  db: Queryable,
  donorId: number,
  state: PaymentState | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select({
      donation: donations,
      payment: { state: payments.state, isGift: payments.isGift, giftToken: payments.giftToken },
      campaign: { id: campaigns.id, nameAr: campaigns.nameAr, nameEn: campaigns.nameEn },
      charity: charities,
      currency: currencies,
    })
    .from(donations)
    .innerJoin(payments, eq(payments.id, donations.paymentId))
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .innerJoin(charities, eq(charities.id, campaigns.charityId))
    .innerJoin(currencies, eq(currencies.id, donations.currencyId))
    .where(donationsIn(donorId, state))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(limit)
    .offset(offset);
}

export async function countDonationsOf(db: Queryable, donorId: number, state: PaymentState | undefined) {
  return db.$count(donations, donationsIn(donorId, state));
}
