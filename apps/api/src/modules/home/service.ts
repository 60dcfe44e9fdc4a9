// The home page (contract §4): the banner's figures, the top donors and the campaigns it shows.
import type { Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import { toMajor } from '@ataa/contract/money';
import type { Infrastructure } from '../../context.ts';
import { pick } from '../../http/localize.ts';
import type { UserRow } from '../accounts/index.ts';
import { displayName, fullName } from '../accounts/index.ts';
import { presentCards } from '../campaigns/service.ts';
import { readSetting } from '../content/index.ts';
import { givingTotals, largestDonations, topGivers } from '../donations/index.ts';
import { currencyRef, readBaseCurrency } from '../lookups/index.ts';
import { countPublicCampaigns, featuredFirst, newestAcceptingDonations } from './queries.ts';

const HOME_CAMPAIGNS = 12;

const baseCurrency = (ctx: Pick<Infrastructure, 'config' | 'db'>) =>
  readBaseCurrency(ctx.db, ctx.config.BASE_CURRENCY);

export async function bannerStatistics(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
) {
  const [base, banner, totals, visible] = await Promise.all([
    baseCurrency(ctx),
    readSetting(ctx.db, 'banner'),
    givingTotals(ctx.db),
    countPublicCampaigns(ctx.db),
  ]);
  // The admin's banner adjustments (contract §13) are added to the real figures.
  return {
    total_collected: toMajor(totals.collectedMinor + banner.extra_collected_minor, base.minorUnits),
    total_donors: totals.donors + banner.extra_donors,
    total_campaigns: visible + banner.extra_campaigns,
    currency: currencyRef(base, locale),
    title: pick(locale, banner.title_ar, banner.title_en) || null,
    subtitle: pick(locale, banner.subtitle_ar, banner.subtitle_en) || null,
    image: banner.image_path ? ctx.storage.url(banner.image_path) : null,
  };
}

/** The three largest givers in total and the ten largest single donations. */
export async function topDonors(ctx: Pick<Infrastructure, 'config' | 'db'>, locale: Locale) {
  const [base, givers, largest] = await Promise.all([
    baseCurrency(ctx),
    topGivers(ctx.db, 3),
    largestDonations(ctx.db, 10),
  ]);
  const anonymous = translate(locale, 'common.anonymous');
  const major = (minor: number) => toMajor(minor, base.minorUnits);
  const currency = currencyRef(base, locale);
  return {
    top_donors: givers.map((giver) => ({
      name: giver.anonymous ? anonymous : fullName(giver) || giver.guestName,
      total_amount: major(giver.totalMinor),
    })),
    top_ten: largest.map(({ donation, user, campaign }) => {
      const shownUser = user && !donation.anonymous ? { name: displayName(user, locale) } : null;
      return {
        user_name: donation.anonymous ? anonymous : (shownUser?.name ?? donation.name),
        user: shownUser,
        total_amount: major(donation.baseAmountMinor - donation.baseRefundedMinor),
        currency,
        campaign: { id: campaign.id, name: pick(locale, campaign.nameAr, campaign.nameEn) },
        created_at: (donation.paidAt ?? donation.createdAt).toISOString(),
      };
    }),
    currency,
  };
}

/** Featured campaigns first, then the newest that accept donations, as the viewer's cards. */
export async function homeCampaigns(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  viewer: UserRow | null,
) {
  const featured = await featuredFirst(ctx.db, HOME_CAMPAIGNS);
  const chosen = featured.filter((row) => row.campaign.isFeatured);
  if (chosen.length < HOME_CAMPAIGNS) {
    for (const row of await newestAcceptingDonations(ctx.db, HOME_CAMPAIGNS)) {
      if (chosen.length >= HOME_CAMPAIGNS) break;
      if (!chosen.some((picked) => picked.campaign.id === row.campaign.id)) chosen.push(row);
    }
  }
  return presentCards(ctx, locale, viewer, chosen);
}
