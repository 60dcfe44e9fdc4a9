import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaigns, currencies, donations, payments } from '../../db/schema.ts';

export async function findCurrency(db: Queryable, currencyId: number) {
  const [currency] = await db.select().from(currencies).where(eq(currencies.id, currencyId));
  return currency!;
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
