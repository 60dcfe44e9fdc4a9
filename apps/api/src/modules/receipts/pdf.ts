import type { Locale } from '@ataa/contract/locale';
import { type MessageKey, type MessageParams, translate } from '@ataa/contract/messages';
import { type CurrencyFormat, formatMinor } from '@ataa/contract/money';
import { formatDateTime } from './format.ts';
import { DANGER, GREEN, GREEN_DARK, INK, MARGIN, openReceipt } from './pdf-page.ts';
import type { TextStyle, TextWriter } from './pdf-text.ts';

/** Everything a receipt shows, already in the donor's language where names have two. */
export interface ReceiptData {
  locale: Locale;
  donationId: number;
  state: 'paid' | 'refunded';
  paidAt: Date;
  refundedAt: Date | null;
  donor: { name: string; email: string; anonymous: boolean };
  /** The name of the loved one a gift was given to; null when the donation is not a gift. */
  giftTo: string | null;
  campaignName: string;
  charityName: string;
  amountMinor: number;
  /** What was refunded of a donation still paid (decision 032); 0 when none was. */
  refundedMinor: number;
  currency: CurrencyFormat;
  /** The payment's number; never its reference, which opens its return page and gift link. */
  paymentNumber: number;
}

const STAMP_WIDTH = 170;

/** A one-page PDF receipt for one donation, in the donor's language and reading direction. */
export async function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const t = (key: MessageKey, params?: MessageParams) => translate(data.locale, key, params);
  const page = await openReceipt(data.locale, t('receipt.title'), `${t('receipt.title')} ${data.donationId}`);
  const { text, width, fromStart } = page;
  if (data.state === 'refunded')
    drawStamp(
      page.doc,
      text,
      t('receipt.refunded'),
      fromStart(width - STAMP_WIDTH, STAMP_WIDTH),
      page.headerTop,
    );

  const rows: Array<{ label: MessageKey; value: string; note?: string; style?: TextStyle }> = [
    { label: 'receipt.number', value: String(data.donationId) },
    { label: 'receipt.date', value: formatDateTime(data.locale, data.paidAt) },
    {
      label: 'receipt.donor',
      value: data.donor.name,
      note: data.donor.anonymous ? t('receipt.anonymous_note', { label: t('common.anonymous') }) : undefined,
    },
    { label: 'receipt.email', value: data.donor.email },
    ...(data.giftTo ? [{ label: 'receipt.gift_to' as const, value: data.giftTo }] : []),
    { label: 'receipt.campaign', value: data.campaignName },
    { label: 'receipt.charity', value: data.charityName },
    {
      label: 'receipt.amount',
      value: formatMinor(data.locale, data.amountMinor, data.currency),
      style: { size: 16, weight: 'bold', color: GREEN_DARK },
    },
    { label: 'receipt.reference', value: String(data.paymentNumber), style: { size: 10, color: INK } },
    {
      label: 'receipt.status',
      value: t(data.state === 'refunded' ? 'receipt.refunded' : 'receipt.paid'),
      style: { size: 12, weight: 'bold', color: data.state === 'refunded' ? DANGER : GREEN_DARK },
    },
  ];
  if (data.refundedAt) {
    rows.push({ label: 'receipt.refunded_on', value: formatDateTime(data.locale, data.refundedAt) });
  }
  const partial = data.state === 'paid' && data.refundedMinor > 0;
  if (partial) {
    rows.push(
      {
        label: 'receipt.refunded_amount',
        value: formatMinor(data.locale, data.refundedMinor, data.currency),
        style: { size: 12, weight: 'bold', color: DANGER },
      },
      {
        label: 'receipt.net_amount',
        value: formatMinor(data.locale, data.amountMinor - data.refundedMinor, data.currency),
      },
    );
  }

  let y = page.labelledRows(
    rows.map((row) => ({ ...row, label: t(row.label) })),
    page.top,
  );
  y += 22;
  if (data.state === 'refunded') {
    y += text.block(t('receipt.refunded_note'), { x: MARGIN, y, width }, { size: 11, color: DANGER }) + 8;
  } else if (partial) {
    y +=
      text.block(t('receipt.refunded_part_note'), { x: MARGIN, y, width }, { size: 11, color: DANGER }) + 8;
  }
  text.block(t('receipt.thanks'), { x: MARGIN, y, width }, { size: 13, weight: 'bold', color: GREEN });
  return page.end();
}

/** A tilted stamp at the end side of the header, so a refunded receipt cannot be mistaken. */
function drawStamp(doc: PDFKit.PDFDocument, text: TextWriter, label: string, x: number, y: number) {
  const w = STAMP_WIDTH;
  const h = 52;
  doc.save();
  doc.rotate(-10, { origin: [x + w / 2, y + h / 2] });
  doc.roundedRect(x, y, w, h, 8).lineWidth(3).strokeColor(DANGER).stroke();
  doc
    .roundedRect(x + 5, y + 5, w - 10, h - 10, 5)
    .lineWidth(1)
    .strokeColor(DANGER)
    .stroke();
  text.block(
    label.toLocaleUpperCase(),
    { x, y: y + 10, width: w, align: 'center' },
    { size: 20, weight: 'bold', color: DANGER },
  );
  doc.restore();
}
