// The charity's donations as a CSV file (contract §10, NEW export). The rows are read in keyset
// pages and written as the reply takes them, so memory stays flat however many rows match
// (decision 021).
import { pipeline, Readable } from 'node:stream';
import { type Locale, SITE_TIME_ZONE } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import { stringify } from 'csv-stringify';
import type { Queryable } from '../../db/client.ts';
import type { currencies } from '../../db/schema.ts';
import { readBaseCurrency } from '../lookups/index.ts';
import { type DonationFilter, type DonationRow, donationsAfter } from './donation-queries.ts';
import { presentCharityDonation } from './donations.ts';

type Currency = typeof currencies.$inferSelect;

/** Rows read per query: enough to keep the queries few, few enough to keep memory small. */
export const EXPORT_BATCH = 1_000;

/** The first seven as they always were; the rest added after them, so existing sheets keep their places. */
const COLUMNS = [
  'number',
  'date',
  'donor',
  'campaign',
  'amount',
  'currency',
  'state',
  'payment_number',
  'amount_base',
  'base_currency',
  'email',
  'refunded',
  'refunded_base',
] as const;
type Column = (typeof COLUMNS)[number];

/** A time in the site's zone as spreadsheets read it: `2026-03-10 21:45`, Latin digits. */
const sheetTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SITE_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** Every matching row, newest first, one keyset page of `EXPORT_BATCH` rows at a time. */
async function* allRows(db: Queryable, charityId: number, filter: DonationFilter) {
  let last: DonationRow | undefined;
  for (;;) {
    const rows = await donationsAfter(db, charityId, filter, last, EXPORT_BATCH);
    yield* rows;
    if (rows.length < EXPORT_BATCH) return;
    last = rows.at(-1);
  }
}

/** One line of the file: the same fields as the list (no mobile; the e-mail only where shared). */
function record(locale: Locale, row: DonationRow, base: Currency): Record<Column, string | number> {
  const donation = presentCharityDonation(locale, row, base);
  return {
    number: donation.id,
    date: sheetTime.format(row.donation.paidAt ?? row.donation.createdAt),
    donor: donation.name,
    campaign: donation.campaign.name,
    amount: donation.total_amount.toFixed(donation.currency.minor_units),
    currency: donation.currency.code,
    state: translate(locale, `donor.history.states.${donation.state}`),
    payment_number: donation.payment_number,
    amount_base: donation.amount_base.toFixed(base.minorUnits),
    base_currency: base.code,
    email: donation.email ?? '',
    refunded: donation.refunded_amount.toFixed(donation.currency.minor_units),
    refunded_base: donation.refunded_base.toFixed(base.minorUnits),
  };
}

async function* records(
  db: Queryable,
  locale: Locale,
  charityId: number,
  filter: DonationFilter,
  baseCode: string,
) {
  const base = await readBaseCurrency(db, baseCode);
  for await (const row of allRows(db, charityId, filter)) yield record(locale, row, base);
}

/**
 * The file as a stream: a byte-order mark so spreadsheet programs read UTF-8 (and Arabic), the
 * columns named in the reader's language, and formula-like cells neutralised with a `'`. A reply
 * that stops reading stops the queries too: the pipeline ends the generator.
 */
export function donationsCsv(
  db: Queryable,
  locale: Locale,
  charityId: number,
  filter: DonationFilter,
  baseCode: string,
) {
  const csv = stringify({
    bom: true,
    header: true,
    escape_formulas: true,
    columns: COLUMNS.map((key) => ({ key, header: translate(locale, `charity.export.columns.${key}`) })),
  });
  // Errors end both streams; Fastify then cuts the reply, which is already under way.
  return pipeline(Readable.from(records(db, locale, charityId, filter, baseCode)), csv, () => {});
}

/** `donations-2026-03-10.csv`, the day in the site's zone. */
export function exportFileName(now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(now);
  return `donations-${day}.csv`;
}
