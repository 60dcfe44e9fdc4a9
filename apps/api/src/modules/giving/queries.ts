import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaigns, cartItems, currencies, donations, payments } from '../../db/schema.ts';
import { isAcceptingDonations, selectCards } from '../campaigns/index.ts';

export async function findCurrency(db: Queryable, currencyId: number) {
  const [currency] = await db.select().from(currencies).where(eq(currencies.id, currencyId));
  return currency;
}

export async function findDefaultCurrency(db: Queryable) {
  const [currency] = await db.select().from(currencies).where(eq(currencies.isDefault, true));
  return currency;
}

/** The card rows of those campaigns that accept donations now. */
export function acceptingCards(db: Queryable, campaignIds: number[]) {
  return selectCards(db).where(and(inArray(campaigns.id, campaignIds), isAcceptingDonations()));
}

export function insertPayments(db: Queryable, values: Array<typeof payments.$inferInsert>) {
  return db.insert(payments).values(values).returning();
}

/** Donations of a new payment, each given its campaign's charity. */
export async function insertPendingDonations(
  db: Queryable,
  rows: Array<Omit<typeof donations.$inferInsert, 'charityId'>>,
) {
  await db.insert(donations).values(
    rows.map((row) => ({
      ...row,
      charityId: sql<number>`(select ${campaigns.charityId} from ${campaigns} where ${campaigns.id} = ${row.campaignId})`,
    })),
  );
}

/** The donor's waiting cart items for these campaigns are now paid by the payment. */
export async function attachCartItems(
  db: Queryable,
  donorId: number,
  paymentId: number,
  campaignIds: number[],
) {
  await db
    .update(cartItems)
    .set({ paymentId, updatedAt: new Date() })
    .where(
      and(
        eq(cartItems.userId, donorId),
        eq(cartItems.status, 'wait'),
        inArray(cartItems.campaignId, campaignIds),
      ),
    );
}

export async function setProviderReference(db: Queryable, paymentId: number, providerReference: string) {
  await db.update(payments).set({ providerReference }).where(eq(payments.id, paymentId));
}

/** A payment whose checkout could not be opened, and its donations, cancelled. */
export async function cancelCheckout(db: Queryable, paymentId: number) {
  await db
    .update(payments)
    .set({ state: 'cancelled', updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
  await db.update(donations).set({ state: 'cancelled' }).where(eq(donations.paymentId, paymentId));
}

/** A payment's donations, each with its campaign, in the order they were made. */
export function donationsOfPayment(db: Queryable, paymentId: number) {
  return db
    .select({ donation: donations, campaign: campaigns })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(eq(donations.paymentId, paymentId))
    .orderBy(donations.id);
}

export async function findPaymentByGiftToken(db: Queryable, token: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.giftToken, token));
  return payment;
}

/** The campaigns of a payment's donations that are still paid. */
export async function paidCampaignsOf(db: Queryable, paymentId: number) {
  const rows = await db
    .select({ campaign: campaigns })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(and(eq(donations.paymentId, paymentId), eq(donations.state, 'paid')));
  return rows.map((row) => row.campaign);
}
