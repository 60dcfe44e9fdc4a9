import type { Locale } from '@ataa/contract/locale';
import { toMajor } from '@ataa/contract/money';
import type {
  CharityCampaign,
  CharityCampaignListItem,
  OwnedCampaignUpdate,
} from '@ataa/contract/schemas/charity';
import type { Infrastructure } from '../../context.ts';
import type { campaignImages, campaignUpdates } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import type { CardRow } from '../campaigns/index.ts';
import { presentCampaignCard, presentGalleryImage, presentUpdate } from '../campaigns/index.ts';
import { totalDays } from './schedule.ts';

/** The list form of CharityCampaign (contract §14). */
export function presentOwnCampaign(
  ctx: Pick<Infrastructure, 'config' | 'storage'>,
  locale: Locale,
  row: CardRow,
  now = new Date(),
): CharityCampaignListItem {
  const card = presentCampaignCard(ctx, locale, row, now);
  return {
    id: card.id,
    name: card.name,
    short_desc: card.short_desc,
    image: card.image,
    price_target: card.price_target,
    total_amount: card.total_amount,
    total_donors: card.total_donors,
    status: card.status,
    start_at: card.start_at,
    end_at: card.end_at,
    currency: card.currency,
    category: card.category,
    is_featured: card.is_featured,
    remaining_days: card.remaining_days,
    rejection_reason: row.campaign.rejectionReason,
    opens_on: card.opens_on,
    suspended: card.suspended,
    suspension_reason: row.campaign.suspensionReason,
  };
}

type Update = typeof campaignUpdates.$inferSelect;

/** A news update with both languages, as its campaign's owner reads it. */
export function presentOwnUpdate(
  ctx: Pick<Infrastructure, 'storage'>,
  locale: Locale,
  update: Update,
): OwnedCampaignUpdate {
  return {
    ...presentUpdate(ctx, locale, update),
    translations: [
      { locale: 'ar', title: update.titleAr, content: update.contentAr },
      { locale: 'en', title: update.titleEn, content: update.contentEn },
    ],
  };
}

/** The full form of CharityCampaign (contract §14), with both languages, gallery and news. */
export function presentOwnCampaignFull(
  ctx: Pick<Infrastructure, 'config' | 'storage'>,
  locale: Locale,
  row: CardRow,
  gallery: Array<typeof campaignImages.$inferSelect>,
  updates: Update[],
  now = new Date(),
): CharityCampaign {
  const { campaign, currency } = row;
  const card = presentCampaignCard(ctx, locale, row, now);
  return {
    ...presentOwnCampaign(ctx, locale, row, now),
    user: card.user,
    accepts_donations: card.accepts_donations,
    price_target: toMajor(campaign.priceTargetMinor, currency.minorUnits),
    content: pick(locale, campaign.contentAr, campaign.contentEn),
    translations: [
      { locale: 'ar', name: campaign.nameAr, short_desc: campaign.shortDescAr, content: campaign.contentAr },
      { locale: 'en', name: campaign.nameEn, short_desc: campaign.shortDescEn, content: campaign.contentEn },
    ],
    total_days: totalDays(campaign),
    video_url: campaign.videoUrl,
    sort: campaign.featuredSort,
    requested_status: campaign.requestedStatus,
    gallery: gallery.map((image) => presentGalleryImage(ctx, image)),
    updates: { data: updates.map((update) => presentOwnUpdate(ctx, locale, update)) },
    created_at: campaign.createdAt.toISOString(),
    updated_at: campaign.updatedAt.toISOString(),
  };
}
