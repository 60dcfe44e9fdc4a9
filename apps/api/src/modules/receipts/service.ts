import { LOCALES, type Locale } from '@ataa/contract/locale';
import { z } from '@ataa/contract/validation';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { payments } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { AttachmentRenderer } from '../../mail/mail-queue.ts';
import { accountMail, giverMail } from '../notifications/index.ts';
import { charityMail, giftMail, receiptMail } from './paid-mails.ts';
import { renderReceiptPdf } from './pdf.ts';
import { type DonationDetails, receiptData, scheduleCharges } from './present.ts';
import {
  findDonationDetails,
  findPayment,
  paidDonationDetails,
  paidDonationDetailsOfPayments,
} from './queries.ts';
import { type RefundCause, type RefundGiven, refundMail } from './refund-mail.ts';
import { renderScheduleReceiptPdf } from './schedule-pdf.ts';

/** A donor's receipt for one of their own donations (contract §6), once it is paid or refunded. */
export async function donorReceipt(db: Queryable, donorId: number, donationId: number, locale: Locale) {
  const row = await findDonationDetails(db, donationId);
  // Another donor's donation answers exactly like a missing one, so ids cannot be probed.
  if (!row || row.donation.userId !== donorId) throw AppError.notFound();
  if (row.donation.state !== 'paid' && row.donation.state !== 'refunded') {
    throw AppError.conflict('receipt.not_ready');
  }
  return renderReceiptPdf(receiptData(row, locale));
}

/** A schedule as its receipt names it: its number, its giver and the payments of its charges. */
export interface ScheduleForReceipt {
  id: number;
  donor: { name: string; email: string; anonymous: boolean };
  /** Each paid charge's payment, with the night of Ramadan it fell on (or null), in order. */
  charges: Array<{ paymentId: number; night: number | null }>;
}

/**
 * The receipt of a whole schedule (contract §17): every charge still paid, net of refunded parts,
 * with the total; 409 until one is.
 */
export async function scheduleReceipt(db: Queryable, schedule: ScheduleForReceipt, locale: Locale) {
  const rows = await paidDonationDetailsOfPayments(
    db,
    schedule.charges.map((charge) => charge.paymentId),
  );
  const charges = scheduleCharges(schedule.charges, rows, locale);
  if (charges.length === 0) throw AppError.conflict('receipt.schedule.not_ready');
  return renderScheduleReceiptPdf({
    locale,
    scheduleId: schedule.id,
    donor: schedule.donor,
    currency: rows[0]!.currency,
    charges,
  });
}

const receiptAttachment = z.object({
  kind: z.literal('receipt'),
  donationId: z.number().int().positive(),
  locale: z.enum(LOCALES),
});

/** Draws the files e-mails carry, from what the outbox stored about them. */
export function mailAttachmentRenderer(db: Queryable): AttachmentRenderer {
  return async (descriptor) => {
    const { donationId, locale } = receiptAttachment.parse(descriptor);
    const row = await findDonationDetails(db, donationId);
    if (!row) throw new Error(`no donation ${donationId} for a receipt attachment`);
    return { content: await renderReceiptPdf(receiptData(row, locale)), contentType: 'application/pdf' };
  };
}

/**
 * The e-mails of a payment that has just been paid, written in the transaction that marks it paid
 * (so they go out exactly once, and only if it commits): the receipts to the giver, the gift notice
 * to its recipient, and a note to each charity that received part of it. Donations refused by a
 * closed campaign are left out: the refund notice tells of them (decision 025).
 */
export async function enqueuePaidPaymentMails(
  tx: Queryable,
  ctx: Pick<Infrastructure, 'config' | 'mail'>,
  /** The payment as the move to paid wrote it. */
  payment: typeof payments.$inferSelect,
  /** The giver's receipt when a module above decides it (a schedule's charge); by default `donation_paid`'s. */
  giverReceipt?: { unsubscribe?: string } | null,
): Promise<void> {
  const rows = await paidDonationDetails(tx, payment.id);
  // Every donation refused by its closed campaign: no receipt, no gift, nothing for a charity.
  if (rows.length === 0) return;
  // The receipts are the `donation_paid` e-mail: an account may turn it off (its receipts stay in
  // its donation history), a guest always gets them.
  const giver =
    giverReceipt === undefined ? await giverMail(ctx, tx, payment.userId, 'donation_paid') : giverReceipt;
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

/**
 * The giver is told that one donation was refunded, in full or in part, how much and why, in the
 * language they gave in, with its receipt (now showing what was refunded); written in the
 * transaction that completes the refund, so it goes out once per refund.
 */
export async function enqueueRefundMail(
  tx: Queryable,
  ctx: Pick<Infrastructure, 'config' | 'mail'>,
  donationId: number,
  cause: RefundCause = 'asked',
  given?: RefundGiven,
) {
  const row = await findDonationDetails(tx, donationId);
  const payment = row && (await findPayment(tx, row.paymentId));
  if (!row || !payment) throw new Error(`no donation ${donationId}`);
  const giver = await giverMail(ctx, tx, payment.userId, 'donation_refunded');
  if (giver) await ctx.mail.enqueue(tx, refundMail(payment, row, giver, cause, given));
}
