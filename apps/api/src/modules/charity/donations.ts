// The donations to a charity's campaigns (contract §10, CharityDonation): never a donor's mobile, the
// e-mail only where the donor chose to share it (decision 033), and the "Anonymous" label where the
// donor asked for it.
import type { Locale } from '@ataa/contract/locale';
import { toMajor } from '@ataa/contract/money';
import type { PageRequest } from '@ataa/contract/pagination';
import type { CharityDonation, charityDonationFilters } from '@ataa/contract/schemas/charity';
import type { PaymentState } from '@ataa/contract/schemas/donor';
import type { z } from '@ataa/contract/validation';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { campaigns, currencies, donations, users } from '../../db/schema.ts';
import { dayStart } from '../../db/site-days.ts';
import { pick } from '../../http/localize.ts';
import { paginate } from '../../http/paginate.ts';
import { displayName } from '../accounts/index.ts';
import { publicName } from '../campaigns/index.ts';
import { currencyRef, readBaseCurrency } from '../lookups/index.ts';

export interface DonationFilter {
  campaignId?: number;
  state: PaymentState | 'all';
  /** Days (YYYY-MM-DD) in the site's time zone, both included. */
  from?: string;
  to?: string;
}

/** The filter a query of the list or the export asks for. */
export function donationFilterOf(query: z.output<typeof charityDonationFilters>): DonationFilter {
  return { campaignId: query.campaign_id, state: query.state, from: query.from, to: query.to };
}

const donors = alias(users, 'donor');
/** When the money arrived, or (not paid) when the checkout began: the index's order. */
const donatedAt = sql`coalesce(${donations.paidAt}, ${donations.createdAt})`;

/**
 * One charity's donations in one state (a range of its index, `donations_charity_state_at_idx`), or
 * in every state.
 */
export function donationFilter(charityId: number, filter: DonationFilter): SQL | undefined {
  return and(
    eq(donations.charityId, charityId),
    filter.state === 'all' ? undefined : eq(donations.state, filter.state),
    filter.campaignId ? eq(donations.campaignId, filter.campaignId) : undefined,
    filter.from ? sql`${donatedAt} >= ${dayStart(filter.from)}` : undefined,
    filter.to ? sql`${donatedAt} < ${dayStart(filter.to)} + interval '1 day'` : undefined,
  );
}

/** The rows of the charity's donations, newest first. */
export function donationRows(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      donation: donations,
      campaign: campaigns,
      currency: currencies,
      donor: donors,
      // The row's time as PostgreSQL holds it, to the microsecond (a Date keeps milliseconds), so
      // a keyset page can start exactly after it.
      at: sql<string>`${donatedAt}::text`,
    })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .innerJoin(currencies, eq(currencies.id, donations.currencyId))
    .leftJoin(donors, eq(donors.id, donations.userId))
    .where(where)
    .orderBy(sql`${donatedAt} desc`, desc(donations.id));
}

/** The rows after `row` in the list's order (a keyset page). */
export const olderThan = (row: DonationRow) =>
  sql`(${donatedAt}, ${donations.id}) < (${row.at}::timestamptz, ${row.donation.id})`;

export type DonationRow = Awaited<ReturnType<ReturnType<typeof donationRows>['execute']>>[number];

type Currency = typeof currencies.$inferSelect;

export function presentCharityDonation(locale: Locale, row: DonationRow, base: Currency): CharityDonation {
  const { donation, campaign, currency, donor } = row;
  const accountName = donor && !donation.anonymous ? displayName(donor, locale) : null;
  return {
    id: donation.id,
    name: publicName(locale, donation.anonymous, accountName, donation.name),
    campaign: { id: campaign.id, name: pick(locale, campaign.nameAr, campaign.nameEn) },
    donated_at: donation.paidAt?.toISOString() ?? null,
    total_amount: toMajor(donation.amountMinor, currency.minorUnits),
    currency: currencyRef(currency, locale),
    state: donation.state,
    payment_number: donation.paymentId,
    amount_base: toMajor(donation.baseAmountMinor, base.minorUnits),
    base_currency: currencyRef(base, locale),
    // Refunded in full with its payment before decision 032, a donation kept no refunded amounts.
    refunded_amount: toMajor(
      donation.state === 'refunded' ? donation.amountMinor : donation.refundedMinor,
      currency.minorUnits,
    ),
    refunded_base: toMajor(
      donation.state === 'refunded' ? donation.baseAmountMinor : donation.baseRefundedMinor,
      base.minorUnits,
    ),
    email: donation.shareEmail ? donation.email : null,
  };
}

export async function listCharityDonations(
  ctx: Pick<Infrastructure, 'config' | 'db'>,
  locale: Locale,
  charityId: number,
  filter: DonationFilter,
  page: PageRequest,
) {
  const where = donationFilter(charityId, filter);
  const base = await readBaseCurrency(ctx.db, ctx.config.BASE_CURRENCY);
  return paginate(
    page,
    (limit, offset) => donationRows(ctx.db, where).limit(limit).offset(offset),
    async () => {
      const [row] = await ctx.db.select({ total: count() }).from(donations).where(where);
      return row!.total;
    },
    (row) => presentCharityDonation(locale, row, base),
  );
}
