// The e-mail that tells a giver one donation was refunded, in full or in part, and why.
import type { Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import { formatMinor } from '@ataa/contract/money';
import { pick } from '../../http/localize.ts';
import type { MailMessage } from '../../mail/mail-queue.ts';
import { renderEmail } from '../../mail/templates.ts';
import type { Payment, Unsubscribe } from './paid-mails.ts';
import { type DonationDetails, receiptAttachmentFor } from './present.ts';

/** Why a donation was refunded: the staff or the provider gave it back, or its campaign closed (decision 025). */
export type RefundCause = 'asked' | 'campaign_closed';

/** What a refund gave back, in the paid currency, and whether the donation is now refunded in full (decision 032). */
export interface RefundGiven {
  refundedMinor: number;
  full: boolean;
}

/** The refund e-mail in the language the giver gave in, with the receipt (now showing what was refunded). */
export function refundMail(
  payment: Payment,
  row: DonationDetails,
  giver: Unsubscribe,
  cause: RefundCause,
  given: RefundGiven | undefined,
): MailMessage {
  const locale: Locale = payment.locale;
  const campaign = pick(locale, row.campaign.nameAr, row.campaign.nameEn);
  const partial = given !== undefined && !given.full;
  const refundedMinor = given?.refundedMinor ?? row.donation.amountMinor;
  return {
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
    attachments: [receiptAttachmentFor(row.donation.id, locale)],
  };
}
