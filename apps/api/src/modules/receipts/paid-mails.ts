import { isolate } from '@ataa/contract/bidi';
import { intlLocale, type Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import { formatMinor } from '@ataa/contract/money';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { payments } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import type { MailMessage } from '../../mail/mail-queue.ts';
import { renderEmail } from '../../mail/templates.ts';
import { accountMail, giverMail } from '../notifications/index.ts';
import { giftUrl } from './gift-url.ts';
import { shownName } from './present.ts';
import { type DonationDetails, findPayment, paidDonationDetails } from './queries.ts';
import { receiptAttachmentFor } from './service.ts';

type Payment = typeof payments.$inferSelect;

/**
 * The e-mails of a payment that has just been paid, written in the transaction that marks it paid
 * (so they go out exactly once, and only if it commits): the receipts to the giver, the gift notice
 * to its recipient, and a note to each charity that received part of it. Donations refused by a
 * closed campaign are left out: the refund notice tells of them (decision 025).
 */
export async function enqueuePaidPaymentMails(
  tx: Queryable,
  ctx: AppContext,
  paymentId: number,
): Promise<void> {
  const payment = await findPayment(tx, paymentId);
  if (!payment) throw new Error(`no payment ${paymentId}`);
  const rows = await paidDonationDetails(tx, paymentId);
  // Every donation refused by its closed campaign: no receipt, no gift, nothing for a charity.
  if (rows.length === 0) return;
  // The receipts are the `donation_paid` e-mail: an account may turn it off (its receipts stay in
  // its donation history), a guest always gets them.
  const giver = await giverMail(ctx, tx, payment.userId, 'donation_paid');
  if (giver) await ctx.mail.enqueue(tx, receiptMail(payment, rows, giver));
  if (payment.isGift && payment.loveEmail && payment.giftToken) {
    await ctx.mail.enqueue(tx, giftMail(ctx, payment, payment.loveEmail, rows));
  }
  const byCharity = new Map<number, DonationDetails[]>();
  for (const row of rows) byCharity.set(row.charity.id, [...(byCharity.get(row.charity.id) ?? []), row]);
  for (const charityRows of byCharity.values()) {
    const wanted = accountMail(ctx, charityRows[0]!.charity, 'donation_received');
    if (wanted) await ctx.mail.enqueue(tx, charityMail(charityRows, wanted));
  }
}

/** "Campaign: amount", in the paid currency. */
const donationLine = (locale: Locale, row: DonationDetails) =>
  translate(locale, 'receipt.mail.line', {
    campaign: pick(locale, row.campaign.nameAr, row.campaign.nameEn),
    amount: formatMinor(locale, row.donation.amountMinor, row.currency),
  });

/** The signed unsubscribe address of a notification e-mail to an account (none for a guest). */
type Unsubscribe = { unsubscribe?: string };

function receiptMail(payment: Payment, rows: DonationDetails[], extra: Unsubscribe): MailMessage {
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
function giftMail(ctx: AppContext, payment: Payment, to: string, rows: DonationDetails[]): MailMessage {
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
function charityMail(rows: DonationDetails[], extra: Unsubscribe): MailMessage {
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
