// Refunds of one donation (contract §13, §15.2): a payment may cover several campaigns, and a
// refund gives back one donation's part of it. The sandbox refunds at once; Stripe confirms by a
// webhook, applied here through the stored-event job like every other provider event.
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { campaigns, donations, payments, type RefundReport, refunds } from '../../db/schema.ts';
import { recordAudit } from '../admin/audit.ts';
import { refreshCampaignTotals } from '../campaigns/totals.ts';
import { notifyDonations } from '../notifications/events.ts';
import { tellCharityOfRefund } from '../notifications/refund-notice.ts';
import { enqueueRefundMail } from '../receipts/refund-mail.ts';
import { ProviderUnavailableError, type RefundResult } from './provider.ts';
import { movePayment } from './transitions.ts';

export type RefundRow = typeof refunds.$inferSelect;
type Payment = typeof payments.$inferSelect;

/** Locks a payment's row: every change to a payment or its donations is ordered by this lock. */
export async function lockPayment(tx: Queryable, paymentId: number) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return payment;
}

/**
 * Asks the payment's provider for a claimed refund: this donation's amount only, under the key of
 * its attempt, so a request asked again is the same refund there. The provider's id is kept, and a
 * refund made at once (the sandbox) is completed in the same transaction; otherwise the provider's
 * webhook completes it. Throws what the provider throws.
 */
export async function askProviderToRefund(
  ctx: AppContext,
  refund: RefundRow,
  payment: Payment,
  askedBy: number | null,
): Promise<RefundResult> {
  const provider = ctx.payments.providers.byCode(payment.provider);
  if (!provider) throw new ProviderUnavailableError(`provider ${payment.provider} is not configured`);
  const result = await provider.refund(
    {
      reference: payment.reference,
      providerReference: payment.providerReference,
      donationId: refund.donationId,
      amountMinor: refund.amountMinor,
      adminId: askedBy,
      attempt: refund.attempt,
    },
    refund.reason,
  );
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(refunds)
      .set({ providerRefundId: result.providerRefundId, updatedAt: new Date() })
      .where(eq(refunds.id, refund.id));
    if (result.status === 'refunded') await completeRefund(tx, ctx, refund);
  });
  return result;
}

/**
 * The refund is confirmed: its donation becomes `refunded`, with everything that follows in the
 * same transaction: the campaign's total and donor count recounted from its paid donations, the
 * cached public answers dropped, the audit entry, the giver's e-mail and the charity's notice;
 * the payment is refunded too once none of its donations is paid. A donation its closed campaign refused (decision 025)
 * was never counted, and its giver is told why. Replays change nothing. Must run inside a transaction.
 */
export async function completeRefund(tx: Queryable, ctx: AppContext, refund: RefundRow): Promise<boolean> {
  await lockPayment(tx, refund.paymentId);
  const [current] = await tx.select().from(refunds).where(eq(refunds.id, refund.id)).for('update');
  if (!current || current.status === 'succeeded') return false;
  const [donation] = await tx.select().from(donations).where(eq(donations.id, refund.donationId));
  await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, donation!.campaignId))
    .for('update');

  const now = new Date();
  await tx
    .update(refunds)
    .set({ status: 'succeeded', succeededAt: now, updatedAt: now })
    .where(eq(refunds.id, refund.id));
  // Of a paid payment, only a donation its closed campaign refused is cancelled (decision 025).
  const refused = donation!.state === 'cancelled';
  // A full refund of the payment may have moved the donation already: the refund is then done.
  if (donation!.state !== 'paid' && !refused) return false;
  await tx
    .update(donations)
    .set({ state: 'refunded', refundedAt: now })
    .where(eq(donations.id, donation!.id));
  await refreshCampaignTotals(tx, donation!.campaignId);
  await ctx.caches.invalidate(tx, ['campaigns']);

  const [stillPaid] = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.paymentId, refund.paymentId), ne(donations.state, 'refunded')))
    .limit(1);
  if (!stillPaid) {
    await tx
      .update(payments)
      .set({ state: 'refunded', updatedAt: now })
      .where(eq(payments.id, refund.paymentId));
  }
  if (current.adminId !== null) {
    await recordAudit(tx, {
      actorId: current.adminId,
      action: 'donation.refund',
      objectType: 'donation',
      objectId: donation!.id,
      before: { state: 'paid' },
      after: { state: 'refunded' },
      reason: current.reason,
    });
  }
  await notifyDonations(tx, [donation!], refused ? 'refused' : 'refunded');
  // A refused donation was never counted; a refunded one lowers the total its charity sees.
  if (!refused) await tellCharityOfRefund(tx, ctx, donation!, current.id, current.amountMinor);
  await enqueueRefundMail(tx, ctx, donation!.id, refused ? 'campaign_closed' : 'asked');
  return true;
}

/**
 * The refunds a provider's event names, as our rows: by the provider's refund id or the donation
 * it was asked for; an event that names none (Stripe's charge without its refund list) confirms the
 * waiting refunds, oldest first, as far as the amount refunded so far covers them.
 */
function confirmedBy(report: RefundReport, rows: RefundRow[]): RefundRow[] {
  const waiting = rows.filter((row) => row.status === 'requested').sort((a, b) => a.id - b.id);
  if (report.full) return waiting;
  if (report.refunds.length > 0) {
    return waiting.filter((row) =>
      report.refunds.some(
        (named) => named.id === row.providerRefundId || named.donationId === row.donationId,
      ),
    );
  }
  if (report.amountRefundedMinor === null) return [];
  let covered = rows
    .filter((row) => row.status === 'succeeded')
    .reduce((sum, row) => sum + row.amountMinor, 0);
  const confirmed: RefundRow[] = [];
  for (const row of waiting) {
    if (covered + row.amountMinor > report.amountRefundedMinor) break;
    covered += row.amountMinor;
    confirmed.push(row);
  }
  return confirmed;
}

/**
 * Rows for refunds the event names that we hold no row for: asked for here, but our record of the
 * request was dropped when the provider's answer was lost (the provider's metadata keeps who asked
 * and why).
 */
async function recordUnknownRefunds(
  tx: Queryable,
  paymentId: number,
  report: RefundReport,
  rows: RefundRow[],
) {
  const added: RefundRow[] = [];
  for (const named of report.refunds) {
    if (named.donationId === null || rows.some((row) => row.donationId === named.donationId)) continue;
    const [donation] = await tx
      .select()
      .from(donations)
      .where(and(eq(donations.id, named.donationId), eq(donations.paymentId, paymentId)));
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!donation || !payment) continue;
    const [row] = await tx
      .insert(refunds)
      .values({
        donationId: donation.id,
        paymentId,
        adminId: named.adminId,
        amountMinor: donation.amountMinor,
        reason: named.reason ?? '',
        provider: payment.provider,
        providerRefundId: named.id,
      })
      .onConflictDoNothing()
      .returning();
    if (row) added.push(row);
  }
  return added;
}

/**
 * Applies a refund event to a paid (or refunded) payment: each refund it confirms refunds its
 * donation, and a full refund of the payment refunds whatever is still paid. `report` null is a
 * full refund (the sandbox's `payment.refunded`). Must run inside a transaction.
 */
export async function applyRefundReport(
  tx: Queryable,
  ctx: AppContext,
  paymentId: number,
  report: RefundReport | null,
): Promise<void> {
  const full = report ?? { full: true, amountRefundedMinor: null, refunds: [] };
  await lockPayment(tx, paymentId);
  const rows = await tx.select().from(refunds).where(eq(refunds.paymentId, paymentId)).for('update');
  const known = [...rows, ...(await recordUnknownRefunds(tx, paymentId, full, rows))];
  for (const row of confirmedBy(full, known)) await completeRefund(tx, ctx, row);
  if (full.full) await movePayment(tx, ctx, paymentId, 'refunded');
}

/**
 * The refunds a provider reports failed or cancelled: nothing was given back, so our waiting rows
 * for them are `failed`, and the staff may ask again (a new attempt, under a new key). Must run
 * inside a transaction.
 */
export async function failRefunds(tx: Queryable, paymentId: number, report: RefundReport) {
  await lockPayment(tx, paymentId);
  for (const named of report.refunds) {
    await tx
      .update(refunds)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(
        and(
          eq(refunds.paymentId, paymentId),
          eq(refunds.status, 'requested'),
          eq(refunds.providerRefundId, named.id),
        ),
      );
  }
}
