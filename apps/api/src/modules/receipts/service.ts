import { LOCALES, type Locale } from '@ataa/contract/locale';
import { z } from '@ataa/contract/validation';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { AttachmentDescriptor, AttachmentRenderer } from '../../mail/mail-queue.ts';
import { renderReceiptPdf } from './pdf.ts';
import { receiptData, receiptFileName } from './present.ts';
import { findDonationDetails } from './queries.ts';

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

const receiptAttachment = z.object({
  kind: z.literal('receipt'),
  donationId: z.number().int().positive(),
  locale: z.enum(LOCALES),
});

/** A receipt to attach to an e-mail; it is drawn when the message is sent. */
export function receiptAttachmentFor(donationId: number, locale: Locale): AttachmentDescriptor {
  return { kind: 'receipt', donationId, locale, filename: receiptFileName(donationId) };
}

/** Draws the files e-mails carry, from what the outbox stored about them. */
export function mailAttachmentRenderer(db: Queryable): AttachmentRenderer {
  return async (descriptor) => {
    const { donationId, locale } = receiptAttachment.parse(descriptor);
    const row = await findDonationDetails(db, donationId);
    if (!row) throw new Error(`no donation ${donationId} for a receipt attachment`);
    return { content: await renderReceiptPdf(receiptData(row, locale)), contentType: 'application/pdf' };
  };
}
