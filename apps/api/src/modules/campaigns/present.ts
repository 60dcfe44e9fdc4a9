import type { Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import { toMajor } from '@ataa/contract/money';
import type { CampaignCard, DonorEntry } from '@ataa/contract/schemas/campaigns';
import type { Infrastructure } from '../../context.ts';
import type {
  campaignImages,
  campaigns,
  campaignUpdates,
  categories,
  currencies,
  donations,
} from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import { answerOrigin } from '../../http/request-origin.ts';
import type { UserRow } from '../accounts/index.ts';
import { displayName } from '../accounts/index.ts';
import { currencyRef, presentCategory } from '../lookups/index.ts';
import { acceptsDonations, campaignStatus, opensOn, remainingDays } from './status.ts';

/** A campaign with everything its card needs, as every list reads it. */
export interface CardRow {
  campaign: typeof campaigns.$inferSelect;
  category: typeof categories.$inferSelect;
  currency: typeof currencies.$inferSelect;
  charity: UserRow;
}

/** Served when a campaign has no picture of its own (a file of the web app). */
export const PLACEHOLDER_IMAGE = '/images/campaign-placeholder.svg';

/** A charity as cards and its referral page show it: `{id, name, photo}`. */
export const presentCharity = (ctx: Pick<Infrastructure, 'storage'>, locale: Locale, charity: UserRow) => ({
  id: charity.id,
  name: displayName(charity, locale),
  photo: charity.photoPath ? ctx.storage.url(charity.photoPath) : null,
});

type CartFields = Pick<CampaignCard, 'in_cart' | 'cart_status' | 'cart_id'>;
/** The cart fields of anyone who is not a donor with the campaign in the cart or given to. */
export const NOT_IN_CART: CartFields = { in_cart: false, cart_status: null, cart_id: null };

/** The CampaignCard entity (contract §14), with the viewer's cart fields. */
export function presentCampaignCard(
  ctx: Pick<Infrastructure, 'config' | 'storage'>,
  locale: Locale,
  row: CardRow,
  now = new Date(),
  cart: CartFields = NOT_IN_CART,
): CampaignCard {
  const { campaign, currency, charity } = row;
  return {
    id: campaign.id,
    name: pick(locale, campaign.nameAr, campaign.nameEn),
    short_desc: pick(locale, campaign.shortDescAr, campaign.shortDescEn),
    image: campaign.imagePath
      ? ctx.storage.url(campaign.imagePath)
      : `${answerOrigin(ctx.config)}${PLACEHOLDER_IMAGE}`,
    status: campaignStatus(campaign, now),
    price_target: toMajor(campaign.priceTargetMinor, currency.minorUnits),
    total_amount: toMajor(campaign.raisedMinor, currency.minorUnits),
    total_donors: campaign.donorsCount,
    currency: currencyRef(currency, locale),
    category: presentCategory(row.category, locale),
    user: presentCharity(ctx, locale, charity),
    start_at: campaign.startAt.toISOString(),
    end_at: campaign.endAt.toISOString(),
    remaining_days: remainingDays(campaign, now),
    is_featured: campaign.isFeatured,
    accepts_donations: acceptsDonations(campaign, now),
    opens_on: opensOn(campaign, now),
    suspended: campaign.suspendedAt !== null,
    ...cart,
  };
}

type Currency = typeof currencies.$inferSelect;

/**
 * The name the public sees for a giver (contract §14): the "Anonymous" label for a hidden name,
 * otherwise the account's name, or the name given at checkout for a guest.
 */
export function publicName(
  locale: Locale,
  anonymous: boolean,
  accountName: string | null,
  givenName: string,
) {
  if (anonymous) return translate(locale, 'common.anonymous');
  return accountName || givenName;
}

/** One giver of a campaign as its page ranks them: their sums, their account, their latest gift. */
export interface GiverRow {
  giver: { anonymous: boolean; totalMinor: string; lastAt: Date };
  account: UserRow | null;
  latest_gift: Pick<typeof donations.$inferSelect, 'name'>;
}

/** A giver's paid total to the campaign, in the campaign's currency. */
export function presentGiver(locale: Locale, row: GiverRow, currency: Currency): DonorEntry {
  const { giver, account, latest_gift: latest } = row;
  return {
    name: publicName(locale, giver.anonymous, account && displayName(account, locale), latest.name),
    total_amount: toMajor(Number(giver.totalMinor), currency.minorUnits),
    donated_at: giver.lastAt.toISOString(),
    currency: currencyRef(currency, locale),
  };
}

/** An empty top_doners slot: a zero entry, never null (contract §14). */
export const noGiver = (locale: Locale, currency: Currency): DonorEntry => ({
  name: '',
  total_amount: 0,
  donated_at: null,
  currency: currencyRef(currency, locale),
});

type Donation = typeof donations.$inferSelect;
const donatedAt = (donation: Donation) => (donation.paidAt ?? donation.createdAt).toISOString();
const accountName = (locale: Locale, donation: Donation, user: UserRow | null) =>
  user && !donation.anonymous ? displayName(user, locale) : null;

/** One paid donation as a DonorEntry (the detail's `latest`). */
export function presentDonation(
  locale: Locale,
  row: { donation: Donation; user: UserRow | null },
  currency: Currency,
): DonorEntry {
  const { donation, user } = row;
  return {
    name: publicName(locale, donation.anonymous, accountName(locale, donation, user), donation.name),
    total_amount: toMajor(donation.campaignAmountMinor - donation.campaignRefundedMinor, currency.minorUnits),
    donated_at: donatedAt(donation),
    currency: currencyRef(currency, locale),
  };
}

/** A gift message shown as a comment (contract §14 Dedication). */
export function presentDedication(
  locale: Locale,
  row: { donation: Donation; user: UserRow | null; loveComment: string | null },
) {
  const { donation, user } = row;
  const name = accountName(locale, donation, user);
  return {
    id: donation.id,
    user_name: publicName(locale, donation.anonymous, name, donation.name),
    user: name === null ? null : { name },
    love_comment: row.loveComment ?? '',
    created_at: donatedAt(donation),
  };
}

export function presentUpdate(
  ctx: Pick<Infrastructure, 'storage'>,
  locale: Locale,
  update: typeof campaignUpdates.$inferSelect,
) {
  return {
    id: update.id,
    title: pick(locale, update.titleAr, update.titleEn),
    content: pick(locale, update.contentAr, update.contentEn),
    image: update.imagePath ? ctx.storage.url(update.imagePath) : null,
    created_at: update.createdAt.toISOString(),
  };
}

export const presentGalleryImage = (
  ctx: Pick<Infrastructure, 'storage'>,
  image: Pick<typeof campaignImages.$inferSelect, 'id' | 'path'>,
) => ({ id: image.id, url: ctx.storage.url(image.path) });
