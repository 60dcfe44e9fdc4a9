// The donations to a charity's campaigns (contract §10, CharityDonation): never a donor's mobile, the
// e-mail only where the donor chose to share it (decision 033), and the "Anonymous" label where the
// donor asked for it.
import type { Locale } from '@ataa/contract/locale';
import { toMajor } from '@ataa/contract/money';
import type { PageRequest } from '@ataa/contract/pagination';
import type { CharityDonation, charityDonationFilters } from '@ataa/contract/schemas/charity';
import type { z } from '@ataa/contract/validation';
import type { Infrastructure } from '../../context.ts';
import type { currencies } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import { paginate } from '../../http/paginate.ts';
import { displayName } from '../accounts/index.ts';
import { publicName } from '../campaigns/index.ts';
import { currencyRef, readBaseCurrency } from '../lookups/index.ts';
import { countDonations, type DonationFilter, type DonationRow, donationPage } from './donation-queries.ts';

/** The filter a query of the list or the export asks for. */
export function donationFilterOf(query: z.output<typeof charityDonationFilters>): DonationFilter {
  return { campaignId: query.campaign_id, state: query.state, from: query.from, to: query.to };
}

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
  const base = await readBaseCurrency(ctx.db, ctx.config.BASE_CURRENCY);
  return paginate(
    page,
    (limit, offset) => donationPage(ctx.db, charityId, filter, limit, offset),
    () => countDonations(ctx.db, charityId, filter),
    (row) => presentCharityDonation(locale, row, base),
  );
}
