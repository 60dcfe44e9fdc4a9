// Donations a payment brings to campaigns that no longer take them (decision 025): never counted,
// each refunded in full through the provider by a `payments.refund-refused` job written in the
// transaction that applies the payment.
import type { Locale } from '@ataa/contract/locale';
import { type MessageKey, translate } from '@ataa/contract/messages';
import type { Queryable } from '../../db/client.ts';
import type { donations, payments } from '../../db/schema.ts';
import type { PaymentContext } from './payment-context.ts';
import { claimRefunds } from './refund-queries.ts';

/** The reason kept with these refunds, here and at the provider: a catalogue key, read in the reader's language. */
export const CAMPAIGN_CLOSED_REASON = 'refunds.reason_campaign_closed' satisfies MessageKey;

/** The reason kept with a refund made in the provider's dashboard (decision 032), read the same way. */
export const PROVIDER_REFUND_REASON = 'refunds.reason_provider' satisfies MessageKey;

/** A refund's reason as the staff read it: their own words, or ours in their language. */
export const refundReason = (locale: Locale, reason: string) =>
  reason === CAMPAIGN_CLOSED_REASON || reason === PROVIDER_REFUND_REASON ? translate(locale, reason) : reason;

/**
 * Claims the refund of each refused donation and writes the job that asks the provider for it.
 * Called in the transaction that marks the payment paid, under its row lock; one refund per
 * donation, so a replayed or raced event claims nothing more.
 */
export async function claimRefusedRefunds(
  tx: Queryable,
  ctx: Pick<PaymentContext, 'payments'>,
  payment: typeof payments.$inferSelect,
  refused: Array<typeof donations.$inferSelect>,
) {
  if (refused.length === 0) return;
  const claimed = await claimRefunds(
    tx,
    refused.map((donation) => ({
      donationId: donation.id,
      paymentId: payment.id,
      adminId: null,
      amountMinor: donation.amountMinor,
      reason: CAMPAIGN_CLOSED_REASON,
      provider: payment.provider,
    })),
  );
  for (const { id } of claimed) {
    await ctx.payments.refundRefusedJob.enqueue(tx, { refundId: id }, { key: `refund-refused:${id}` });
  }
}
