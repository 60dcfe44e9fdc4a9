// The receipt of a whole schedule (contract §17): one row for every paid charge, and their total,
// on as many pages as the charges need, in the donor's language and reading direction.
import type { Locale } from '@ataa/contract/locale';
import { type MessageKey, translate } from '@ataa/contract/messages';
import { type CurrencyFormat, formatMinor } from '@ataa/contract/money';
import { formatDateTime } from './format.ts';
import { GREEN, GREEN_DARK, INK, MARGIN, MUTED, openReceipt, type ReceiptPage } from './pdf-page.ts';
import type { TextStyle } from './pdf-text.ts';

/** One paid charge of a schedule, as its row shows it. */
export interface ScheduleCharge {
  paidAt: Date;
  /** The night of Ramadan it was given on, or null. */
  night: number | null;
  campaignNames: string[];
  /** What it gave, net of any part refunded. */
  amountMinor: number;
}

export interface ScheduleReceiptData {
  locale: Locale;
  scheduleId: number;
  donor: { name: string; email: string; anonymous: boolean };
  currency: CurrencyFormat;
  charges: ScheduleCharge[];
}

const DATE_WIDTH = 150;
const AMOUNT_WIDTH = 110;
const GAP = 12;
const ROW_STYLE: TextStyle = { size: 10.5, color: INK };
const HEAD_STYLE: TextStyle = { size: 10, color: MUTED };

export async function renderScheduleReceiptPdf(data: ScheduleReceiptData): Promise<Buffer> {
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(data.locale, key, params);
  const money = (minor: number) => formatMinor(data.locale, minor, data.currency);
  const title = t('receipt.schedule.title');
  const page = await openReceipt(data.locale, title, `${title} ${data.scheduleId}`);
  const totalMinor = data.charges.reduce((sum, charge) => sum + charge.amountMinor, 0);

  let y = page.labelledRows(
    [
      { label: t('receipt.schedule.number'), value: String(data.scheduleId) },
      {
        label: t('receipt.donor'),
        value: data.donor.name,
        note: data.donor.anonymous
          ? t('receipt.anonymous_note', { label: t('common.anonymous') })
          : undefined,
      },
      { label: t('receipt.email'), value: data.donor.email },
      { label: t('receipt.schedule.count'), value: String(data.charges.length) },
    ],
    page.top,
  );
  y += 18;

  const cells = tableCells(page);
  const head = (at: number) => {
    cells.draw(at, [t('receipt.date'), t('receipt.schedule.for'), t('receipt.amount')], HEAD_STYLE);
    const end = at + HEAD_STYLE.size * 1.65 + 4;
    page.line(end);
    return end;
  };
  y = head(y);
  for (const charge of data.charges) {
    const what = [
      ...(charge.night === null ? [] : [t('schedules.night', { n: charge.night })]),
      charge.campaignNames.join(t('receipt.schedule.separator')),
    ].join(' · ');
    const values = [formatDateTime(data.locale, charge.paidAt), what, money(charge.amountMinor)];
    if (y + cells.height(values, ROW_STYLE) > page.bottom) y = head(page.nextPage());
    y = cells.draw(y + 6, values, ROW_STYLE) + 4;
    page.line(y);
  }

  if (y + 90 > page.bottom) y = page.nextPage();
  y = page.labelledRows(
    [
      {
        label: t('receipt.schedule.total'),
        value: money(totalMinor),
        style: { size: 16, weight: 'bold', color: GREEN_DARK },
      },
    ],
    y + 8,
  );
  page.text.block(
    t('receipt.thanks'),
    { x: MARGIN, y: y + 22, width: page.width },
    { size: 13, weight: 'bold', color: GREEN },
  );
  return page.end();
}

/** Three columns from the start side: the date, what was given, and the amount at the end side. */
function tableCells(page: ReceiptPage) {
  const whatWidth = page.width - DATE_WIDTH - AMOUNT_WIDTH - 2 * GAP;
  const boxes = [
    { x: page.fromStart(0, DATE_WIDTH), width: DATE_WIDTH },
    { x: page.fromStart(DATE_WIDTH + GAP, whatWidth), width: whatWidth, auto: true },
    {
      x: page.fromStart(page.width - AMOUNT_WIDTH, AMOUNT_WIDTH),
      width: AMOUNT_WIDTH,
      align: 'end' as const,
    },
  ];
  const measure = (values: string[], style: TextStyle) =>
    Math.max(...values.map((value, i) => page.text.measure(value, boxes[i]!.width, style)));
  return {
    height: measure,
    /** Draws a row at `y`; returns where it ends. */
    draw(y: number, values: string[], style: TextStyle) {
      values.forEach((value, i) => {
        page.text.block(value, { ...boxes[i]!, y }, style);
      });
      return y + measure(values, style);
    },
  };
}
