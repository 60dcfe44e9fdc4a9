// Refunds of one donation (contract §13, §15.2): a payment may cover several campaigns, and a
// refund gives back all or part of one donation's part of it (decision 032). The sandbox refunds at once; Stripe confirms by a
// webhook, applied here through the stored-event job like every other provider event.
import { auditedMoney, recordAudit } from '../../audit/audit-log.ts';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { donations, payments, RefundReport, refunds } from '../../db/schema.ts';
import { refreshCampaignTotals } from '../campaigns/index.ts';
import { notifyDonations, tellCharityOfRefund } from '../notifications/index.ts';
import { enqueueRefundMail } from '../receipts/index.ts';
import type { PaymentContext } from './payment-context.ts';
import { ProviderUnavailableError, type RefundResult } from './provider.ts';
import { lockPayment, paymentById, setPaymentState } from './queries.ts';
import {
  donationById,
  hasUnrefundedDonation,
  insertRefund,
  lastRefundAttempt,
  lockCampaign,
  lockPaymentRefunds,
  lockRefund,
  markProviderRefundFailed,
  markRefundSucceeded,
  paymentDonationsInOrder,
  recordDonationRefunded,
  setProviderRefundId,
} from './refund-queries.ts';
import { PROVIDER_REFUND_REASON } from './refused-donations.ts';
import { movePayment } from './transitions.ts';

export type RefundRow = typeof refunds.$inferSelect;
type Payment = typeof payments.$inferSelect;
type Donation = typeof donations.$inferSelect;

/**
 * Asks the payment's provider for a claimed refund: this donation's amount only, under the key of
 * its attempt, so a request asked again is the same refund there. The provider's id is kept, and a
 * refund made at once (the sandbox) is completed in the same transaction; otherwise the provider's
 * webhook completes it. Throws what the provider throws.
 */
export async function askProviderToRefund(
  ctx: Pick<PaymentContext, 'caches' | 'config' | 'db' | 'mail' | 'payments'>,
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
    await setProviderRefundId(tx, refund.id, result.providerRefundId);
    if (result.status === 'refunded') await completeRefund(tx, ctx, refund);
  });
  return result;
}

/** A donation's refunded share of an amount: all of it once refunded in full, else in proportion. */
export function refundedShare(whole: number, refundedMinor: number, amountMinor: number): number {
  if (refundedMinor >= amountMinor) return whole;
  return Math.round((whole * refundedMinor) / amountMinor);
}

/**
 * The refund is confirmed: what it gives back is added to its donation's refunded amounts (in the
 * paid currency, and the same share of its campaign and base amounts: decision 032); refunded in
 * full, the donation becomes `refunded`, otherwise it stays `paid` and counts net. Everything that
 * follows is in the same transaction: the campaign's total and donor count recounted from its paid
 * donations, the cached public answers dropped, the audit entry, the giver's e-mail and the
 * charity's notice (each with this refund's amount); the payment is refunded too once none of its
 * donations is paid. A donation its closed campaign refused (decision 025) was never counted, and
 * its giver is told why. Replays change nothing. Must run inside a transaction.
 */
export async function completeRefund(
  tx: Queryable,
  ctx: Pick<Infrastructure, 'caches' | 'config' | 'mail'>,
  refund: RefundRow,
): Promise<boolean> {
  await lockPayment(tx, refund.paymentId);
  const current = await lockRefund(tx, refund.id);
  if (!current || current.status === 'succeeded') return false;
  const donation = await donationById(tx, refund.donationId);
  await lockCampaign(tx, donation!.campaignId);

  const now = new Date();
  await markRefundSucceeded(tx, refund.id, now);
  // Of a paid payment, only a donation its closed campaign refused is cancelled (decision 025).
  const refused = donation!.state === 'cancelled';
  // A full refund of the payment may have moved the donation already: the refund is then done.
  if (donation!.state !== 'paid' && !refused) return false;
  const { amountMinor } = donation!;
  const refundedMinor = refused
    ? amountMinor
    : Math.min(amountMinor, donation!.refundedMinor + current.amountMinor);
  const full = refundedMinor >= amountMinor;
  const campaignRefundedMinor = refundedShare(donation!.campaignAmountMinor, refundedMinor, amountMinor);
  await recordDonationRefunded(tx, donation!.id, {
    refundedMinor,
    campaignRefundedMinor,
    baseRefundedMinor: refundedShare(donation!.baseAmountMinor, refundedMinor, amountMinor),
    ...(full && { state: 'refunded' as const, refundedAt: now }),
  });
  await refreshCampaignTotals(tx, donation!.campaignId);
  await ctx.caches.invalidate(tx, ['campaigns']);

  if (!(await hasUnrefundedDonation(tx, refund.paymentId))) {
    await setPaymentState(tx, refund.paymentId, 'refunded', now);
  }
  if (current.adminId !== null) {
    const money = await auditedMoney(tx, donation!.currencyId);
    await recordAudit(tx, {
      actorId: current.adminId,
      action: 'donation.refund',
      objectType: 'donation',
      objectId: donation!.id,
      before: {
        state: 'paid',
        refunded: money(donation!.refundedMinor),
      },
      after: {
        state: full ? 'refunded' : 'paid',
        refunded: money(refundedMinor),
      },
      reason: current.reason,
    });
  }
  // The giver's notification says the donation was refunded in full: sent when it is.
  if (full) await notifyDonations(tx, [donation!], refused ? 'refused' : 'refunded');
  // A refused donation was never counted; a refunded one lowers the total its charity sees, by
  // what the campaign's total fell.
  if (!refused) {
    const fell = campaignRefundedMinor - donation!.campaignRefundedMinor;
    await tellCharityOfRefund(tx, ctx, donation!, current.id, fell);
  }
  await enqueueRefundMail(tx, ctx, donation!.id, refused ? 'campaign_closed' : 'asked', {
    refundedMinor: refused ? amountMinor : refundedMinor - donation!.refundedMinor,
    full,
  });
  return true;
}

/**
 * The refunds a provider's event names, as our rows: by the provider's refund id, or for a
 * request whose answer was lost (no provider id kept) the donation it was asked for; an event that
 * names none (Stripe's charge without its refund list) confirms the waiting refunds, oldest first,
 * as far as the amount refunded so far covers them.
 */
function confirmedBy(report: RefundReport, rows: RefundRow[]): RefundRow[] {
  const waiting = rows.filter((row) => row.status === 'requested').sort((a, b) => a.id - b.id);
  if (report.full) return waiting;
  if (report.refunds.length > 0) {
    return waiting.filter((row) =>
      report.refunds.some(
        (named) =>
          named.id === row.providerRefundId ||
          (row.providerRefundId === null && named.donationId === row.donationId),
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

/** The next attempt number of a donation's refunds: each request has its own (and its own key). */
async function nextAttempt(tx: Queryable, donationId: number) {
  return (await lastRefundAttempt(tx, donationId)) + 1;
}

/** What a donation may still be refunded: its amount less every refund succeeded or waiting. */
export function unrefundedMinor(donation: Donation, rows: RefundRow[]) {
  const taken = rows
    .filter((row) => row.donationId === donation.id && row.status !== 'failed')
    .reduce((sum, row) => sum + row.amountMinor, 0);
  return Math.max(0, donation.amountMinor - taken);
}

/** A refund the provider made that no row of ours names, added as a row, once per provider id. */
async function addProviderRefund(
  tx: Queryable,
  payment: Payment,
  donation: Donation,
  named: { id: string; adminId: number | null; reason: string | null },
  amountMinor: number,
) {
  return insertRefund(tx, {
    donationId: donation.id,
    paymentId: payment.id,
    adminId: named.adminId,
    amountMinor,
    reason: named.reason ?? PROVIDER_REFUND_REASON,
    provider: payment.provider,
    providerRefundId: named.id,
    attempt: await nextAttempt(tx, donation.id),
  });
}

/**
 * Rows for refunds the event names that we hold no row for (decision 032): asked for here, but our
 * record of the request was dropped when the provider's answer was lost (the provider's metadata
 * keeps the donation, who asked and why); or made in the provider's dashboard, which names no
 * donation: applied to the payment's donation when it has only one, and otherwise left to the
 * staff (returned, to be kept with the event). A charge that lists no refunds but reports more
 * refunded than our refunds (succeeded or waiting) add up to is such a refund too, named by the
 * payment and the amount refunded so far, so the same charge applies it once.
 */
async function recordUnknownRefunds(
  tx: Queryable,
  paymentId: number,
  report: RefundReport,
  rows: RefundRow[],
): Promise<{ added: RefundRow[]; unapplied: string[] }> {
  const added: RefundRow[] = [];
  const unapplied: string[] = [];
  if (report.full) return { added, unapplied };
  const payment = await paymentById(tx, paymentId);
  const own = await paymentDonationsInOrder(tx, paymentId);
  if (!payment) return { added, unapplied };
  const known = () => [...rows, ...added];
  const named = [...report.refunds];
  if (named.length === 0 && report.amountRefundedMinor !== null) {
    const settled = known().filter((row) => row.status !== 'failed');
    const covered = settled.reduce((sum, row) => sum + row.amountMinor, 0);
    const extra = report.amountRefundedMinor - covered;
    if (extra > 0) {
      named.push({
        id: `${payment.reference}:refunded:${report.amountRefundedMinor}`,
        donationId: null,
        adminId: null,
        reason: null,
        amountMinor: extra,
      });
    }
  }
  for (const refund of named) {
    if (known().some((row) => row.providerRefundId === refund.id)) continue;
    if (refund.donationId !== null) {
      // Ours, its answer lost: the waiting row without the provider's id is this one.
      if (known().some((row) => row.donationId === refund.donationId && row.providerRefundId === null))
        continue;
      const donation = own.find((each) => each.id === refund.donationId);
      if (!donation) continue;
      const amountMinor = refund.amountMinor ?? unrefundedMinor(donation, known());
      const row = amountMinor > 0 && (await addProviderRefund(tx, payment, donation, refund, amountMinor));
      if (row) added.push(row);
      continue;
    }
    const paidOnes = own.filter((each) => each.state === 'paid');
    if (own.length !== 1 || paidOnes.length !== 1 || !refund.amountMinor) {
      unapplied.push(refund.id);
      continue;
    }
    const row = await addProviderRefund(tx, payment, paidOnes[0]!, refund, refund.amountMinor);
    if (row) added.push(row);
  }
  return { added, unapplied };
}

/**
 * Applies a refund event to a paid (or refunded) payment: each refund it confirms refunds its
 * donation (all or part of it), and a full refund of the payment refunds whatever is still paid.
 * `report` null is a full refund (the sandbox's `payment.refunded`). Answers the provider's ids of
 * refunds it could not tell the donation of, for the staff. Must run inside a transaction.
 */
export async function applyRefundReport(
  tx: Queryable,
  ctx: Pick<PaymentContext, 'caches' | 'config' | 'mail' | 'payments'>,
  paymentId: number,
  report: RefundReport | null,
): Promise<string[]> {
  const full = report ?? { full: true, amountRefundedMinor: null, refunds: [] };
  await lockPayment(tx, paymentId);
  const rows = await lockPaymentRefunds(tx, paymentId);
  const { added, unapplied } = await recordUnknownRefunds(tx, paymentId, full, rows);
  for (const row of confirmedBy(full, [...rows, ...added])) await completeRefund(tx, ctx, row);
  if (full.full) await movePayment(tx, ctx, paymentId, 'refunded');
  return unapplied;
}

/**
 * The refunds a provider reports failed or cancelled: nothing was given back, so our waiting rows
 * for them are `failed`, and the staff may ask again (a new attempt, under a new key). Must run
 * inside a transaction.
 */
export async function failRefunds(tx: Queryable, paymentId: number, report: RefundReport) {
  await lockPayment(tx, paymentId);
  for (const named of report.refunds) {
    await markProviderRefundFailed(tx, paymentId, named.id);
  }
}
