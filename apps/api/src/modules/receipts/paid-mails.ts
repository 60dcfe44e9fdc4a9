// The e-mails of a payment just paid: the receipts to the giver, the gift notice, each charity's note.
import { isolate } from '@ataa/contract/bidi';
import { intlLocale, type Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import { formatMinor } from '@ataa/contract/money';
import type { Infrastructure } from '../../context.ts';
import type { payments } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import type { MailMessage } from '../../mail/mail-queue.ts';
import { renderEmail } from '../../mail/templates.ts';
import { giftUrl } from './gift-url.ts';
import { type DonationDetails, receiptAttachmentFor, shownName } from './present.ts';

export type Payment = typeof payments.$inferSelect;

/** "Campaign: amount", in the paid currency. */
const donationLine = (locale: Locale, row: DonationDetails) =>
  translate(locale, 'receipt.mail.line', {
    campaign: pick(locale, row.campaign.nameAr, row.campaign.nameEn),
    amount: formatMinor(locale, row.donation.amountMinor, row.currency),
  });

/** The signed unsubscribe address of a notification e-mail to an account (none for a guest). */
export type Unsubscribe = { unsubscribe?: string };

export function receiptMail(payment: Payment, rows: DonationDetails[], extra: Unsubscribe): MailMessage {
  const { locale } = payment;
  const total =
    rows.length > 1
      ? [
          translate(locale, 'receipt.mail.total', {
            // What was kept: the payment's total less the donations refused (decision 025).
            amount: formatMinor(
              locale,
              rows.reduce((sum, row) => sum + row.donation.amountMinor, 0),
              rows[0]!.currency,
            ),
          }),
        ]
      : [];
  return {
    ...renderEmail({
      to: payment.email,
      locale,
      subject: { key: 'receipt.mail.receipt_subject' },
      name: payment.name,
      paragraphs: [
        translate(locale, 'receipt.mail.receipt_intro'),
        ...rows.map((row) => donationLine(locale, row)),
        ...total,
        translate(locale, 'receipt.mail.attached', { count: rows.length }),
      ],
      ...extra,
    }),
    attachments: rows.map((row) => receiptAttachmentFor(row.donation.id, locale)),
  };
}

/** The gift notice, in the giver's language: the only one we know for its recipient. */
export function giftMail(
  ctx: Pick<Infrastructure, 'config'>,
  payment: Payment,
  to: string,
  rows: DonationDetails[],
): MailMessage {
  const { locale } = payment;
  const giver = shownName(locale, payment);
  const campaigns = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(
    rows.map((row) => pick(locale, row.campaign.nameAr, row.campaign.nameEn)),
  );
  const message = payment.loveComment?.trim();
  return renderEmail({
    to,
    locale,
    subject: { key: 'receipt.mail.gift_subject', params: { giver } },
    name: payment.loveName ?? undefined,
    paragraphs: [
      translate(locale, 'receipt.mail.gift_intro', { giver: isolate(giver), campaigns }),
      ...(message ? [translate(locale, 'receipt.mail.gift_message', { message: isolate(message) })] : []),
    ],
    link: { href: giftUrl(ctx, payment), label: translate(locale, 'receipt.mail.gift_link') },
  });
}

/** What a charity learns of a donation: the public name and the amounts, never contact details. */
export function charityMail(rows: DonationDetails[], extra: Unsubscribe): MailMessage {
  const { charity, donation } = rows[0]!;
  const { locale } = charity;
  return renderEmail({
    to: charity.email,
    locale,
    subject: { key: 'receipt.mail.charity_subject' },
    name: pick(locale, charity.nameAr, charity.nameEn),
    paragraphs: [
      translate(locale, 'receipt.mail.charity_intro', { donor: isolate(shownName(locale, donation)) }),
      ...rows.map((row) => donationLine(locale, row)),
    ],
    ...extra,
  });
}
