// Campaigns that stop accepting donations while donors are at the checkout (decision 025): their
// open checkouts are expired at the provider, and what is paid for them after all is refunded.
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import type { PaymentContext } from './payment-context.ts';
import { ProviderUnavailableError, RefundRefusedError } from './provider.ts';
import {
  type CampaignsWhere,
  cancelDonations,
  lockCampaigns,
  paymentById,
  pendingDonationsRefused,
} from './queries.ts';
import { applyReportedState } from './reconcile.ts';
import { markRefundFailed, refundById } from './refund-queries.ts';
import { askProviderToRefund } from './refunds.ts';

/**
 * Withdraws the pending donations to the campaigns `which` selects that no longer take their
 * payment, and writes one `payments.expire-checkout` job per payment. Call it in the transaction
 * of the change that may close them, after the change: the campaigns are locked first (in id
 * order, as movePayment locks them), so a payment applied at the same moment either comes first
 * and is paid, or waits, sees the change and is refused. Other campaigns' donations in the same
 * payment are left to follow it.
 */
export async function closeCampaignCheckouts(
  tx: Queryable,
  ctx: Pick<PaymentContext, 'payments'>,
  which: CampaignsWhere,
) {
  const locked = await lockCampaigns(tx, which);
  if (locked.length === 0) return;
  const withdrawn = await pendingDonationsRefused(
    tx,
    locked.map((row) => row.id),
  );
  if (withdrawn.length === 0) return;
  await cancelDonations(
    tx,
    withdrawn.map((row) => row.id),
  );
  for (const paymentId of new Set(withdrawn.map((row) => row.paymentId))) {
    await ctx.payments.expireCheckoutJob.enqueue(tx, { paymentId }, { key: `expire-checkout:${paymentId}` });
  }
}

/**
 * The `payments.expire-checkout` job: the provider closes the checkout, and the payment takes the
 * state it then reports: cancelled, or paid when the donor paid first (which refunds what the
 * closed campaigns refuse). A checkout still being opened, or a provider out of reach, is tried again.
 */
export async function expireCheckout(
  ctx: Pick<PaymentContext, 'caches' | 'config' | 'db' | 'mail' | 'payments'>,
  paymentId: number,
) {
  const payment = await paymentById(ctx.db, paymentId);
  if (payment?.state !== 'pending') return;
  const provider = ctx.payments.providers.byCode(payment.provider);
  if (!provider || !payment.providerReference) {
    throw new ProviderUnavailableError(
      `no ${payment.provider} checkout of payment ${paymentId} to expire yet`,
    );
  }
  const state = await provider.expireCheckout({
    reference: payment.reference,
    providerReference: payment.providerReference,
  });
  await applyReportedState(ctx, payment, state);
}

/**
 * The `payments.refund-refused` job: asks the provider to refund a donation its closed campaign
 * refused (asked again after a failure, under the same key). A refund the provider refuses for
 * good stays `failed`, for the staff to see on the donation; an unreachable provider is asked later.
 */
export async function refundRefusedDonation(
  ctx: Pick<PaymentContext, 'caches' | 'config' | 'db' | 'mail' | 'payments'>,
  refundId: number,
  log: FastifyBaseLogger,
) {
  const refund = await refundById(ctx.db, refundId);
  if (refund?.status !== 'requested') return;
  const payment = await paymentById(ctx.db, refund.paymentId);
  try {
    await askProviderToRefund(ctx, refund, payment!, null);
  } catch (error) {
    if (!(error instanceof RefundRefusedError)) throw error;
    await markRefundFailed(ctx.db, refundId);
    log.error(
      { refundId, err: error },
      'the provider refused to refund a donation its closed campaign refused',
    );
  }
}
