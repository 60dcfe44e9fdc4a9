import type { Locale } from '@ataa/contract/locale';
import { toMajor } from '@ataa/contract/money';
import type { AppContext } from '../../context.ts';
import { pick } from '../../http/localize.ts';
import { displayName } from '../accounts/present.ts';
import { currencyRef, presentCategory } from '../lookups/present.ts';
import type { CardRow } from './queries.ts';
import { acceptsDonations, campaignStatus, remainingDays } from './status.ts';

/** Served when a campaign has no picture of its own (a file of the web app). */
export const PLACEHOLDER_IMAGE = '/images/campaign-placeholder.svg';

/** The CampaignCard entity (contract §14). Cart fields are personalised once the cart exists. */
export function presentCampaignCard(ctx: AppContext, locale: Locale, row: CardRow, now = new Date()) {
  const { campaign, currency, charity } = row;
  return {
    id: campaign.id,
    name: pick(locale, campaign.nameAr, campaign.nameEn),
    short_desc: pick(locale, campaign.shortDescAr, campaign.shortDescEn),
    image: campaign.imagePath
      ? ctx.storage.url(campaign.imagePath)
      : `${ctx.config.publicOrigin}${PLACEHOLDER_IMAGE}`,
    status: campaignStatus(campaign, now),
    price_target: toMajor(campaign.priceTargetMinor, currency.minorUnits),
    total_amount: toMajor(campaign.raisedMinor, currency.minorUnits),
    total_donors: campaign.donorsCount,
    currency: currencyRef(currency, locale),
    category: presentCategory(row.category, locale),
    user: {
      id: charity.id,
      name: displayName(charity, locale),
      photo: charity.photoPath ? ctx.storage.url(charity.photoPath) : null,
    },
    start_at: campaign.startAt.toISOString(),
    end_at: campaign.endAt.toISOString(),
    remaining_days: remainingDays(campaign, now),
    is_featured: campaign.isFeatured,
    accepts_donations: acceptsDonations(campaign, now),
    in_cart: false,
    cart_status: null,
    cart_id: null,
  };
}
