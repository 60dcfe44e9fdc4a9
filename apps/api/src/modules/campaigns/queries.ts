import type { CampaignListQuery, CampaignSort } from '@ataa/contract/schemas/campaigns';
import { and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import {
  campaignImages,
  campaigns,
  campaignUpdates,
  cartItems,
  currencies,
  donations,
  users,
} from '../../db/schema.ts';
import type { UserRow } from '../accounts/index.ts';
import { charities, matchesSearch, selectCards } from './card-queries.ts';
import { publicStatusIs } from './status-queries.ts';
import { isAcceptingDonations, isOpenToView, isPublic, takesNews } from './visibility-queries.ts';

/** Which campaigns a list shows: a condition on the campaigns alone. */
export type CampaignFilter = SQL | undefined;

/** Whether the campaign takes news now (`takesNews`). */
export async function isTakingNews(db: Queryable, campaignId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), takesNews()));
  return row !== undefined;
}

/** Active and not past its end date; with `isPublic`, what accepting donations means. */
const openForGifts = () => and(eq(campaigns.charityChoice, 'active'), sql`now() <= ${campaigns.endAt}`);

/** How many campaigns `where` selects, a condition on the campaigns alone (as `isPublic` is). */
export const campaignCount = (db: Queryable, where: CampaignFilter) =>
  db.select({ total: count() }).from(campaigns).where(where);

/**
 * The cards of one page of the campaigns `where` selects, in `sort` order. The page's ids are
 * found from the campaigns alone, so rows skipped over on a deep page are never joined or read whole.
 */
export function cardPage(
  db: Queryable,
  where: CampaignFilter,
  sort: CampaignSort,
  page: { limit: number; offset: number },
) {
  const pageIds = db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(where)
    .orderBy(...listOrder[sort])
    .limit(page.limit)
    .offset(page.offset);
  return selectCards(db)
    .where(inArray(campaigns.id, pageIds))
    .orderBy(...listOrder[sort]);
}

export async function countCampaigns(db: Queryable, where: CampaignFilter): Promise<number> {
  const [row] = await campaignCount(db, where);
  return row!.total;
}

/** Whether the campaign's page opens for anyone (`isOpenToView`). */
export async function opensToView(db: Queryable, campaignId: number): Promise<boolean> {
  return (await countCampaigns(db, and(eq(campaigns.id, campaignId), isOpenToView()))) > 0;
}

/** The public campaigns the list's filters select (contract §5). */
export function listFilter(query: CampaignListQuery): CampaignFilter {
  const conditions = [isPublic(), matchesSearch(query.q)];
  if (query.category_id) conditions.push(eq(campaigns.categoryId, query.category_id));
  if (query.charity_id) conditions.push(eq(campaigns.charityId, query.charity_id));
  if (query.status) conditions.push(or(...query.status.map((word) => publicStatusIs[word])));
  return and(...conditions);
}

/** A charity's public campaigns. */
export const publicOfCharity = (charityId: number): CampaignFilter =>
  and(isPublic(), eq(campaigns.charityId, charityId));

const fundedRatio = sql`${campaigns.raisedMinor}::float8 / ${campaigns.priceTargetMinor}`;
const accepting = sql`(${openForGifts()})`;

/** The list's sort orders, exactly as contract §5 gives them; every one ends on the id. */
const listOrder: Record<CampaignSort, SQL[]> = {
  newest: [desc(campaigns.startAt), desc(campaigns.id)],
  // Those still taking gifts by the nearest end; then the rest, the most recently ended first.
  ending_soon: [
    sql`${accepting} desc`,
    sql`case when ${accepting} then ${campaigns.endAt} end asc`,
    desc(campaigns.endAt),
    desc(campaigns.id),
  ],
  most_funded: [sql`${fundedRatio} desc`, desc(campaigns.id)],
  least_funded: [sql`${fundedRatio} asc`, desc(campaigns.id)],
};

/**
 * Up to `limit` campaigns that accept donations other than `campaign`, those of its category
 * first, newest first. The newest of its category and the newest of the others are picked apart,
 * so each pick can stop early on the start-date index.
 */
export function similarCampaigns(
  db: Queryable,
  campaign: Pick<typeof campaigns.$inferSelect, 'id' | 'categoryId'>,
  limit: number,
) {
  const newest = (category: SQL) =>
    db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(isAcceptingDonations(), ne(campaigns.id, campaign.id), category))
      .orderBy(...listOrder.newest)
      .limit(limit);
  const sameCategory = eq(campaigns.categoryId, campaign.categoryId);
  const picked = unionAll(newest(sameCategory), newest(ne(campaigns.categoryId, campaign.categoryId)));
  return selectCards(db)
    .where(inArray(campaigns.id, picked))
    .orderBy(sql`${sameCategory} desc`, ...listOrder.newest)
    .limit(limit);
}

/**
 * Which campaigns the viewer may open: the public ones and those approved but not started
 * (decision 028), and as a preview its own (a charity) or any that is not deleted (an admin).
 */
function visibleTo(viewer: UserRow | null): SQL | undefined {
  if (viewer?.userType === 'admin') return isNull(campaigns.deletedAt);
  if (viewer?.userType === 'charity') {
    return or(isOpenToView(), and(eq(campaigns.charityId, viewer.id), isNull(campaigns.deletedAt)));
  }
  return isOpenToView();
}

/** The card row of a campaign the viewer may open (`visibleTo`). */
export async function visibleCard(db: Queryable, viewer: UserRow | null, campaignId: number) {
  const [row] = await selectCards(db).where(and(eq(campaigns.id, campaignId), visibleTo(viewer)));
  return row;
}

export async function findUser(db: Queryable, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** Every campaign that takes gifts now, newest first: its names and currency. */
export function takingGifts(db: Queryable) {
  return db
    .select({ id: campaigns.id, nameAr: campaigns.nameAr, nameEn: campaigns.nameEn, currency: currencies })
    .from(campaigns)
    .innerJoin(charities, eq(charities.id, campaigns.charityId))
    .innerJoin(currencies, eq(currencies.id, campaigns.currencyId))
    .where(isAcceptingDonations())
    .orderBy(...listOrder.newest);
}

/** The donor's waiting cart items and paid gifts among `campaignIds` (contract §14 cart fields). */
export async function cartRecords(db: Queryable, donorId: number, campaignIds: number[]) {
  if (campaignIds.length === 0) return { waiting: [], donatedTo: [] };
  const [waiting, donatedTo] = await Promise.all([
    db
      .select({ id: cartItems.id, campaignId: cartItems.campaignId })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.userId, donorId),
          eq(cartItems.status, 'wait'),
          inArray(cartItems.campaignId, campaignIds),
        ),
      ),
    db
      .selectDistinct({ campaignId: donations.campaignId })
      .from(donations)
      .where(
        and(
          eq(donations.userId, donorId),
          eq(donations.state, 'paid'),
          inArray(donations.campaignId, campaignIds),
        ),
      ),
  ]);
  return { waiting, donatedTo: donatedTo.map((row) => row.campaignId) };
}

export function galleryOf(db: Queryable, campaignId: number) {
  return db
    .select({ id: campaignImages.id, path: campaignImages.path })
    .from(campaignImages)
    .where(eq(campaignImages.campaignId, campaignId))
    .orderBy(asc(campaignImages.sort), asc(campaignImages.id));
}

export function latestUpdates(db: Queryable, campaignId: number, limit: number) {
  return db
    .select()
    .from(campaignUpdates)
    .where(eq(campaignUpdates.campaignId, campaignId))
    .orderBy(desc(campaignUpdates.createdAt), desc(campaignUpdates.id))
    .limit(limit);
}

/** The latest news of a charity's public campaigns, each with its campaign's names. */
export function latestCharityUpdates(db: Queryable, charityId: number, limit: number) {
  return db
    .select({ update: campaignUpdates, nameAr: campaigns.nameAr, nameEn: campaigns.nameEn })
    .from(campaignUpdates)
    .innerJoin(campaigns, eq(campaigns.id, campaignUpdates.campaignId))
    .where(and(isPublic(), eq(campaigns.charityId, charityId)))
    .orderBy(desc(campaignUpdates.createdAt), desc(campaignUpdates.id))
    .limit(limit);
}
