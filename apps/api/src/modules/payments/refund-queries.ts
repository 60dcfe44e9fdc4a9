import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaigns, donations, refunds } from '../../db/schema.ts';

type Donation = typeof donations.$inferSelect;

export async function refundById(db: Queryable, refundId: number) {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return refund;
}

export async function lockRefund(tx: Queryable, refundId: number) {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  return refund;
}

/** A payment's refunds, locked. */
export function lockPaymentRefunds(tx: Queryable, paymentId: number) {
  return tx.select().from(refunds).where(eq(refunds.paymentId, paymentId)).for('update');
}

/** The new refunds' ids; none for a donation that already has its refund. */
export function claimRefunds(tx: Queryable, rows: Array<typeof refunds.$inferInsert>) {
  return tx.insert(refunds).values(rows).onConflictDoNothing().returning({ id: refunds.id });
}

/** The new refund, or undefined when its provider id already has its row. */
export async function insertRefund(tx: Queryable, row: typeof refunds.$inferInsert) {
  const [inserted] = await tx.insert(refunds).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The highest attempt number of a donation's refunds, 0 when it has none. */
export async function lastRefundAttempt(tx: Queryable, donationId: number) {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${refunds.attempt})` })
    .from(refunds)
    .where(eq(refunds.donationId, donationId));
  return Number(row?.last ?? 0);
}

export async function setProviderRefundId(tx: Queryable, refundId: number, providerRefundId: string) {
  await tx.update(refunds).set({ providerRefundId, updatedAt: new Date() }).where(eq(refunds.id, refundId));
}

export async function markRefundSucceeded(tx: Queryable, refundId: number, now: Date) {
  await tx
    .update(refunds)
    .set({ status: 'succeeded', succeededAt: now, updatedAt: now })
    .where(eq(refunds.id, refundId));
}

/** The refund fails if it still waits for the provider. */
export async function markRefundFailed(db: Queryable, refundId: number) {
  await db
    .update(refunds)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'requested')));
}

/** A payment's waiting refund of this provider's id fails. */
export async function markProviderRefundFailed(tx: Queryable, paymentId: number, providerRefundId: string) {
  await tx
    .update(refunds)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(
      and(
        eq(refunds.paymentId, paymentId),
        eq(refunds.status, 'requested'),
        eq(refunds.providerRefundId, providerRefundId),
      ),
    );
}

export async function donationById(tx: Queryable, donationId: number) {
  const [donation] = await tx.select().from(donations).where(eq(donations.id, donationId));
  return donation;
}

/** A payment's donations, in the order they were made. */
export function paymentDonationsInOrder(tx: Queryable, paymentId: number) {
  return tx.select().from(donations).where(eq(donations.paymentId, paymentId)).orderBy(donations.id);
}

export async function lockCampaign(tx: Queryable, campaignId: number) {
  await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
}

/** A donation's refunded amounts, and its state and time once refunded in full. */
export async function recordDonationRefunded(
  tx: Queryable,
  donationId: number,
  refunded: Pick<Donation, 'refundedMinor' | 'campaignRefundedMinor' | 'baseRefundedMinor'> &
    Partial<Pick<Donation, 'state' | 'refundedAt'>>,
) {
  await tx.update(donations).set(refunded).where(eq(donations.id, donationId));
}

/** Whether any donation of the payment is not refunded. */
export async function hasUnrefundedDonation(tx: Queryable, paymentId: number) {
  const [stillPaid] = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.paymentId, paymentId), ne(donations.state, 'refunded')))
    .limit(1);
  return stillPaid !== undefined;
}
