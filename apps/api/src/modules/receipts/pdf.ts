import { BRAND_MARK } from '@ataa/contract/brand-mark';
import { direction, type Locale } from '@ataa/contract/locale';
import { type MessageKey, type MessageParams, translate } from '@ataa/contract/messages';
import { type CurrencyFormat, formatMinor } from '@ataa/contract/money';
import PDFDocument from 'pdfkit';
import { formatDateTime } from './format.ts';
import { ASCENT, type TextStyle, type TextWriter, textWriter } from './pdf-text.ts';

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

// The site's palette (apps/web/app/app.css).
const GREEN = '#3e7e41';
const GREEN_DARK = '#2f6232';
const INK = '#1f2a1f';
const MUTED = '#55605a';
const LINE = '#e3e0d6';
const DANGER = '#b42318';

const MARGIN = 56;
const LABEL_WIDTH = 150;
const GAP = 16;
const STAMP_WIDTH = 170;
const MARK_SIZE = 36;

/** A one-page PDF receipt for one donation, in the donor's language and reading direction. */
export async function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const t = (key: MessageKey, params?: MessageParams) => translate(data.locale, key, params);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: data.locale,
    info: { Title: `${t('receipt.title')} ${data.donationId}`, Author: t('site.brand') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const rtl = direction(data.locale) === 'rtl';
  const text = await textWriter(doc, direction(data.locale));
  const width = doc.page.width - 2 * MARGIN;
  // Logical positions: `start` is the right edge in Arabic, the left edge in English.
  const fromStart = (offset: number, boxWidth: number) =>
    rtl ? doc.page.width - MARGIN - offset - boxWidth : MARGIN + offset;

  let y = MARGIN;
  drawMark(doc, fromStart(0, MARK_SIZE), y + 2, MARK_SIZE);
  text.block(
    t('site.brand'),
    { x: fromStart(MARK_SIZE + 12, 200), y: y - 4, width: 200 },
    { size: 28, weight: 'bold', color: GREEN },
  );
  if (data.state === 'refunded')
    drawStamp(doc, text, t('receipt.refunded'), fromStart(width - STAMP_WIDTH, STAMP_WIDTH), y);
  y += 56;
  y += text.block(t('receipt.title'), { x: MARGIN, y, width }, { size: 18, weight: 'bold', color: INK });
  drawRule(doc, y + 6, rtl);
  y += 28;

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

  const valueWidth = width - LABEL_WIDTH - GAP;
  const labelStyle = { size: 10.5, color: MUTED };
  for (const row of rows) {
    const top = y + 10;
    const valueStyle = row.style ?? { size: 12, color: INK };
    // The label sits on the same baseline as the value's first line.
    const labelTop = top + ASCENT * (valueStyle.size - labelStyle.size);
    const labelHeight = text.block(
      t(row.label),
      { x: fromStart(0, LABEL_WIDTH), y: labelTop, width: LABEL_WIDTH },
      labelStyle,
    );
    const valueBox = { x: fromStart(LABEL_WIDTH + GAP, valueWidth), width: valueWidth, auto: true };
    let valueHeight = text.block(row.value, { ...valueBox, y: top }, valueStyle);
    if (row.note) {
      valueHeight += text.block(row.note, { ...valueBox, y: top + valueHeight }, { size: 9.5, color: MUTED });
    }
    y = Math.max(labelTop + labelHeight, top + valueHeight) + 6;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.75)
      .strokeColor(LINE)
      .stroke();
  }

  y += 22;
  if (data.state === 'refunded') {
    y += text.block(t('receipt.refunded_note'), { x: MARGIN, y, width }, { size: 11, color: DANGER }) + 8;
  } else if (partial) {
    y +=
      text.block(t('receipt.refunded_part_note'), { x: MARGIN, y, width }, { size: 11, color: DANGER }) + 8;
  }
  text.block(t('receipt.thanks'), { x: MARGIN, y, width }, { size: 13, weight: 'bold', color: GREEN });

  const footerY = doc.page.height - MARGIN - 30;
  drawRule(doc, footerY - 10, rtl);
  text.block(
    t('receipt.footer'),
    { x: MARGIN, y: footerY, width, align: 'center' },
    { size: 9, color: MUTED },
  );

  text.finish();
  doc.end();
  return done;
}

/** The site's mark, as the web logo draws it, `size` points wide with its top left corner at (x, y). */
function drawMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  // pdfkit's y axis points down like SVG's, so the paths need only moving and scaling.
  doc
    .save()
    .translate(x, y)
    .scale(size / BRAND_MARK.size);
  for (const { d, fill } of BRAND_MARK.paths) doc.path(d).fill(fill);
  doc.restore();
}

/** A thin green rule with a diamond at the start side. */
function drawRule(doc: PDFKit.PDFDocument, y: number, rtl: boolean) {
  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const tip = rtl ? right : left;
  const toward = rtl ? -1 : 1;
  doc.save();
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1.25).strokeColor(GREEN).stroke();
  doc
    .polygon([tip, y], [tip + toward * 7, y - 4.5], [tip + toward * 14, y], [tip + toward * 7, y + 4.5])
    .fill(GREEN);
  doc.restore();
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
