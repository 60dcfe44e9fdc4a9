import { translate } from '@ataa/contract/messages';
import { formatMinor } from '@ataa/contract/money';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { pick } from '../../http/localize.ts';
import { renderEmail } from '../../mail/templates.ts';
import { giverMail } from '../notifications/index.ts';
import { findDonationDetails, findPayment } from './queries.ts';
import { receiptAttachmentFor } from './service.ts';

/** Why a donation was refunded: the staff or the provider gave it back, or its campaign closed (decision 025). */
export type RefundCause = 'asked' | 'campaign_closed';

/**
 * The giver is told that one donation was refunded, in full or in part, how much and why, in the
 * language they gave in, with its receipt (now showing what was refunded); written in the
 * transaction that completes the refund, so it goes out once per refund.
 */
export async function enqueueRefundMail(
  tx: Queryable,
  ctx: AppContext,
  donationId: number,
  cause: RefundCause = 'asked',
  /** What this refund gave back, in the paid currency, and whether the donation is now refunded in full (decision 032). */
  given?: { refundedMinor: number; full: boolean },
) {
  const row = await findDonationDetails(tx, donationId);
  const payment = row && (await findPayment(tx, row.paymentId));
  if (!row || !payment) throw new Error(`no donation ${donationId}`);
  const { locale } = payment;
  const giver = await giverMail(ctx, tx, payment.userId, 'donation_refunded');
  if (!giver) return;
  const campaign = pick(locale, row.campaign.nameAr, row.campaign.nameEn);
  const partial = given !== undefined && !given.full;
  const refundedMinor = given?.refundedMinor ?? row.donation.amountMinor;
  await ctx.mail.enqueue(tx, {
    ...renderEmail({
      to: payment.email,
      locale,
      subject: { key: partial ? 'refunds.mail_subject_partial' : 'refunds.mail_subject' },
      name: payment.name,
      paragraphs: [
        cause === 'campaign_closed'
          ? translate(locale, 'refunds.mail_intro_campaign_closed', { campaign })
          : translate(locale, partial ? 'refunds.mail_intro_partial' : 'refunds.mail_intro'),
        translate(locale, 'receipt.mail.line', {
          campaign,
          amount: formatMinor(locale, row.donation.amountMinor, row.currency),
        }),
        translate(locale, 'refunds.mail_amount', {
          amount: formatMinor(locale, refundedMinor, row.currency),
        }),
        translate(locale, partial ? 'refunds.mail_receipt_partial' : 'refunds.mail_receipt'),
      ],
      ...giver,
    }),
    attachments: [receiptAttachmentFor(donationId, locale)],
  });
}
