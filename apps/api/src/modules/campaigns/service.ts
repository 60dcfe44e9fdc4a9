// The public campaign pages (contract §5): the list, one campaign with its donors, its gift
// messages, a charity's referral list, and every campaign that takes gifts.
import type { Locale } from '@ataa/contract/locale';
import { type PageRequest, pageMeta } from '@ataa/contract/pagination';
import type { CampaignListQuery, CampaignSort } from '@ataa/contract/schemas/campaigns';
import type { Infrastructure } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { pick } from '../../http/localize.ts';
import { paginate } from '../../http/paginate.ts';
import type { UserRow } from '../accounts/index.ts';
import { currencyRef } from '../lookups/index.ts';
import {
  countDedications,
  dedicationsOf,
  giverSummary,
  latestDonations,
  medianRank,
} from './giver-queries.ts';
import {
  type CardRow,
  type GiverRow,
  NOT_IN_CART,
  noGiver,
  presentCampaignCard,
  presentCharity,
  presentDedication,
  presentDonation,
  presentGalleryImage,
  presentGiver,
  presentUpdate,
} from './present.ts';
import {
  type CampaignFilter,
  cardPage,
  cartRecords,
  countCampaigns,
  findUser,
  galleryOf,
  latestCharityUpdates,
  latestUpdates,
  listFilter,
  opensToView,
  publicOfCharity,
  similarCampaigns,
  takingGifts,
  visibleCard,
} from './queries.ts';

/** Whether the campaign takes news now: the charity's news asks before it writes. */
export { isTakingNews } from './queries.ts';

const LATEST_DONATIONS = 5;
const LATEST_UPDATES = 10;
const SIMILAR_CAMPAIGNS = 6;
const CHARITY_NEWS = 6;

/** Cards for `rows`; a donor viewer also sees which are in the cart or already given to. */
export async function presentCards(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  viewer: UserRow | null,
  rows: CardRow[],
  now = new Date(),
) {
  if (viewer?.userType !== 'dooner') return rows.map((row) => presentCampaignCard(ctx, locale, row, now));
  const { waiting, donatedTo } = await cartRecords(
    ctx.db,
    viewer.id,
    rows.map((row) => row.campaign.id),
  );
  return rows.map((row) => {
    const item = waiting.find((waitingItem) => waitingItem.campaignId === row.campaign.id);
    const cart = item
      ? { in_cart: true, cart_status: 'wait' as const, cart_id: item.id }
      : donatedTo.includes(row.campaign.id)
        ? { ...NOT_IN_CART, cart_status: 'donated' as const }
        : NOT_IN_CART;
    return presentCampaignCard(ctx, locale, row, now, cart);
  });
}

/** One page of the campaigns `where` selects, in `sort` order, as the viewer's cards. */
async function cardsPage(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  viewer: UserRow | null,
  where: CampaignFilter,
  sort: CampaignSort,
  page: PageRequest,
) {
  const { data, meta } = await paginate(
    page,
    (limit, offset) => cardPage(ctx.db, where, sort, { limit, offset }),
    () => countCampaigns(ctx.db, where),
    (row) => row,
  );
  return { data: await presentCards(ctx, locale, viewer, data), meta };
}

export function listCampaigns(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  viewer: UserRow | null,
  query: CampaignListQuery,
) {
  const page = { page: query.page, perPage: query.per_page };
  return cardsPage(ctx, locale, viewer, listFilter(query), query.sort, page);
}

/** A campaign's page; its owner and admins may also preview one that is not public. */
export async function campaignDetail(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  viewer: UserRow | null,
  id: number,
  donorsPage: PageRequest,
) {
  const { db } = ctx;
  const row = await visibleCard(db, viewer, id);
  if (!row) throw AppError.notFound();
  const { campaign, currency } = row;
  const offset = (donorsPage.page - 1) * donorsPage.perPage;
  const [gallery, updates, givers, latest, similar] = await Promise.all([
    galleryOf(db, id),
    latestUpdates(db, id, LATEST_UPDATES),
    giverSummary(db, id, { limit: donorsPage.perPage, offset }),
    latestDonations(db, id, LATEST_DONATIONS),
    similarCampaigns(db, campaign, SIMILAR_CAMPAIGNS),
  ]);
  const total = givers[0]?.giver.givers ?? 0;
  const entry = (found: GiverRow | undefined) =>
    found ? presentGiver(locale, found, currency) : noGiver(locale, currency);
  const pageOfDonors = givers
    .filter(({ giver }) => giver.recentRank > offset && giver.recentRank <= offset + donorsPage.perPage)
    .sort((a, b) => a.giver.recentRank - b.giver.recentRank);
  const [card, ...similarCards] = await presentCards(ctx, locale, viewer, [row, ...similar]);
  return {
    ...card!,
    content: pick(locale, campaign.contentAr, campaign.contentEn),
    video_url: campaign.videoUrl,
    gallery: gallery.map((image) => presentGalleryImage(ctx, image)),
    updates: { data: updates.map((update) => presentUpdate(ctx, locale, update)) },
    all_donors: {
      data: pageOfDonors.map((found) => entry(found)),
      meta: pageMeta(donorsPage, total),
    },
    latest: latest.map((donation) => presentDonation(locale, donation, currency)),
    // The largest total, the median rank by total, and the earliest giver (contract §14).
    top_doners: {
      top: entry(givers.find(({ giver }) => giver.totalRank === 1)),
      middle: entry(givers.find(({ giver }) => giver.totalRank === medianRank(total))),
      first: entry(givers.find(({ giver }) => giver.firstRank === 1)),
    },
    similar_campaigns: similarCards,
  };
}

/** The gift messages of a campaign's paid donations, newest first, wherever its page opens. */
export async function campaignDedications(
  ctx: Pick<Infrastructure, 'db'>,
  locale: Locale,
  id: number,
  page: PageRequest,
) {
  if (!(await opensToView(ctx.db, id))) throw AppError.notFound();
  return paginate(
    page,
    (limit, offset) => dedicationsOf(ctx.db, id, limit, offset),
    () => countDedications(ctx.db, id),
    (row) => presentDedication(locale, row),
  );
}

/** An approved charity's public campaigns, newest first, the charity itself and its latest news. */
export async function charityReferral(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  viewer: UserRow | null,
  charityId: number,
  page: PageRequest,
) {
  const charity = await findUser(ctx.db, charityId);
  if (charity?.userType !== 'charity' || charity.approvalStatus !== 'approved') throw AppError.notFound();
  const [list, news] = await Promise.all([
    cardsPage(ctx, locale, viewer, publicOfCharity(charityId), 'newest', page),
    latestCharityUpdates(ctx.db, charityId, CHARITY_NEWS),
  ]);
  return {
    ...list,
    charity: presentCharity(ctx, locale, charity),
    news: news.map(({ update, nameAr, nameEn }) => ({
      ...presentUpdate(ctx, locale, update),
      campaign: { id: update.campaignId, name: pick(locale, nameAr, nameEn) },
    })),
  };
}

/** Every campaign that takes gifts now, newest first, by name (e.g. for a campaign picker). */
export async function campaignsTakingGifts(ctx: Pick<Infrastructure, 'db'>, locale: Locale) {
  const rows = await takingGifts(ctx.db);
  return rows.map((row) => ({
    id: row.id,
    name: pick(locale, row.nameAr, row.nameEn),
    currency: currencyRef(row.currency, locale),
  }));
}
