// What every receipt PDF shares: an A4 document in the reader's language and direction, the
// site's mark and name, a title under a green rule, rows of a label and its value, and the footer.
import { BRAND_MARK } from '@ataa/contract/brand-mark';
import { direction, type Locale } from '@ataa/contract/locale';
import { type MessageKey, type MessageParams, translate } from '@ataa/contract/messages';
import PDFDocument from 'pdfkit';
import { ASCENT, type TextStyle, textWriter } from './pdf-text.ts';

// The site's palette (apps/web/app/app.css).
export const GREEN = '#3e7e41';
export const GREEN_DARK = '#2f6232';
export const INK = '#1f2a1f';
export const MUTED = '#55605a';
export const LINE = '#e3e0d6';
export const DANGER = '#b42318';

export const MARGIN = 56;
const LABEL_WIDTH = 150;
const GAP = 16;
const MARK_SIZE = 36;
/** Room kept at the bottom of every page for the footer. */
const FOOTER_ROOM = 60;

/** A row of a label and its value, the value in the reader's direction unless it is typed text. */
export interface LabelledRow {
  label: string;
  value: string;
  note?: string;
  style?: TextStyle;
}

/**
 * Opens a receipt: the document, its header (drawn at once) and the helpers that draw the rest.
 * `y` is where the content starts, under the title; `end()` draws the footer and gives the file.
 */
export async function openReceipt(locale: Locale, title: string, documentTitle: string) {
  const t = (key: MessageKey, params?: MessageParams) => translate(locale, key, params);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: locale,
    info: { Title: documentTitle, Author: t('site.brand') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const rtl = direction(locale) === 'rtl';
  const text = await textWriter(doc, direction(locale));
  const width = doc.page.width - 2 * MARGIN;
  // Logical positions: `start` is the right edge in Arabic, the left edge in English.
  const fromStart = (offset: number, boxWidth: number) =>
    rtl ? doc.page.width - MARGIN - offset - boxWidth : MARGIN + offset;
  const rule = (y: number) => drawRule(doc, y, rtl);
  const line = (y: number) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.75)
      .strokeColor(LINE)
      .stroke();

  let y = MARGIN;
  drawMark(doc, fromStart(0, MARK_SIZE), y + 2, MARK_SIZE);
  text.block(
    t('site.brand'),
    { x: fromStart(MARK_SIZE + 12, 200), y: y - 4, width: 200 },
    { size: 28, weight: 'bold', color: GREEN },
  );
  const headerTop = y;
  y += 56;
  y += text.block(title, { x: MARGIN, y, width }, { size: 18, weight: 'bold', color: INK });
  rule(y + 6);
  y += 28;

  /** Draws the footer on the page being written. */
  const footer = () => {
    const footerY = doc.page.height - MARGIN - 30;
    rule(footerY - 10);
    text.block(
      t('receipt.footer'),
      { x: MARGIN, y: footerY, width, align: 'center' },
      { size: 9, color: MUTED },
    );
  };

  return {
    doc,
    text,
    t,
    rtl,
    width,
    fromStart,
    line,
    headerTop,
    /** Where the content starts, under the title. */
    top: y,
    /** The lowest a row may start on a page and still leave the footer its room. */
    bottom: doc.page.height - MARGIN - FOOTER_ROOM,
    /** Ends the page with its footer and starts another; returns where its content starts. */
    nextPage() {
      footer();
      doc.addPage();
      return MARGIN;
    },
    /** Draws rows of a label and its value from `y`, each under a thin line; returns where they end. */
    labelledRows(rows: LabelledRow[], from: number) {
      let at = from;
      const valueWidth = width - LABEL_WIDTH - GAP;
      const labelStyle = { size: 10.5, color: MUTED };
      for (const row of rows) {
        const top = at + 10;
        const valueStyle = row.style ?? { size: 12, color: INK };
        // The label sits on the same baseline as the value's first line.
        const labelTop = top + ASCENT * (valueStyle.size - labelStyle.size);
        const labelHeight = text.block(
          row.label,
          { x: fromStart(0, LABEL_WIDTH), y: labelTop, width: LABEL_WIDTH },
          labelStyle,
        );
        const valueBox = { x: fromStart(LABEL_WIDTH + GAP, valueWidth), width: valueWidth, auto: true };
        let valueHeight = text.block(row.value, { ...valueBox, y: top }, valueStyle);
        if (row.note) {
          valueHeight += text.block(
            row.note,
            { ...valueBox, y: top + valueHeight },
            { size: 9.5, color: MUTED },
          );
        }
        at = Math.max(labelTop + labelHeight, top + valueHeight) + 6;
        line(at);
      }
      return at;
    },
    /** Draws the footer of the last page and gives the file. */
    end() {
      footer();
      text.finish();
      doc.end();
      return done;
    },
  };
}

export type ReceiptPage = Awaited<ReturnType<typeof openReceipt>>;

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
