import type { CampaignListQuery, CampaignSort } from '@ataa/contract/schemas/campaigns';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import {
  campaignImages,
  campaigns,
  campaignUpdates,
  cartItems,
  donations,
  payments,
  users,
} from '../../db/schema.ts';
import type { UserRow } from '../accounts/index.ts';
import { matchesSearch, selectCards } from './cards.ts';
import { publicStatusIs } from './status.ts';
import { isAcceptingDonations, isOpenToView, isPublic, takesNews } from './visibility.ts';

/** A giver's account and latest donation, read for the name. */
const accounts = alias(users, 'account');
const latestGift = alias(donations, 'latest_gift');

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
export const campaignCount = (db: Queryable, where: SQL | undefined) =>
  db.select({ total: count() }).from(campaigns).where(where);

/**
 * The cards of one page of the campaigns `where` selects, in `sort` order. The page's ids are
 * found from the campaigns alone, so rows skipped over on a deep page are never joined or read whole.
 */
export function cardPage(
  db: Queryable,
  where: SQL | undefined,
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

export async function countCampaigns(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await campaignCount(db, where);
  return row!.total;
}

/** The public campaigns the list's filters select (contract §5). */
export function listFilter(query: CampaignListQuery): SQL | undefined {
  const conditions = [isPublic(), matchesSearch(query.q)];
  if (query.category_id) conditions.push(eq(campaigns.categoryId, query.category_id));
  if (query.charity_id) conditions.push(eq(campaigns.charityId, query.charity_id));
  if (query.status) conditions.push(or(...query.status.map((word) => publicStatusIs[word])));
  return and(...conditions);
}

const fundedRatio = sql`${campaigns.raisedMinor}::float8 / ${campaigns.priceTargetMinor}`;
const accepting = sql`(${openForGifts()})`;

/** The list's sort orders, exactly as contract §5 gives them; every one ends on the id. */
export const listOrder: Record<CampaignSort, SQL[]> = {
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
export function visibleTo(viewer: UserRow | null): SQL | undefined {
  if (viewer?.userType === 'admin') return isNull(campaigns.deletedAt);
  if (viewer?.userType === 'charity') {
    return or(isOpenToView(), and(eq(campaigns.charityId, viewer.id), isNull(campaigns.deletedAt)));
  }
  return isOpenToView();
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

const paidTo = (campaignId: number) => and(eq(donations.campaignId, campaignId), eq(donations.state, 'paid'));

/**
 * Who a paid donation counts for (contract §14 DonorEntry): an account, a guest told apart by
 * e-mail, or, when it is anonymous, the donation alone. Donations with the same three values are
 * one giver.
 */
const giver = {
  hiddenId: sql`case when ${donations.anonymous} then ${donations.id} end`,
  userId: sql`case when not ${donations.anonymous} then ${donations.userId} end`,
  guestEmail: sql`case when not ${donations.anonymous} and ${donations.userId} is null then lower(${donations.email}) end`,
};

/**
 * A campaign's givers with their totals (in the campaign's currency) and their ranks in the three
 * orders the campaign page shows, from one pass over its paid donations. Column names carry a
 * prefix because the outer query names them bare, beside the joined donation's own columns.
 */
function rankedGivers(db: Queryable, campaignId: number) {
  const total = sql`sum(${donations.campaignAmountMinor} - ${donations.campaignRefundedMinor})`;
  const firstAt = sql`min(${donations.paidAt})`;
  const lastAt = sql`max(${donations.paidAt})`;
  const firstId = sql`min(${donations.id})`;
  const lastId = sql`max(${donations.id})`;
  return db
    .select({
      userId: sql<number | null>`${giver.userId}`.as('giver_user_id'),
      anonymous: sql<boolean>`bool_and(${donations.anonymous})`.as('giver_anonymous'),
      lastId: sql<number>`${lastId}`.as('giver_last_id'),
      totalMinor: sql<string>`${total}`.as('giver_total_minor'),
      lastAt: sql<Date>`${lastAt}`.mapWith(donations.paidAt).as('giver_last_at'),
      /** all_donors: the most recent givers first. */
      recentRank: sql<number>`row_number() over (order by ${lastAt} desc, ${lastId} desc)`
        .mapWith(Number)
        .as('giver_recent_rank'),
      /** The largest totals first; an equal total goes to whoever gave first. */
      totalRank: sql<number>`row_number() over (order by ${total} desc, ${firstAt}, ${firstId})`
        .mapWith(Number)
        .as('giver_total_rank'),
      firstRank: sql<number>`row_number() over (order by ${firstAt}, ${firstId})`
        .mapWith(Number)
        .as('giver_first_rank'),
      givers: sql<number>`count(*) over ()`.mapWith(Number).as('giver_count'),
    })
    .from(donations)
    .where(paidTo(campaignId))
    .groupBy(giver.hiddenId, giver.userId, giver.guestEmail)
    .as('giver');
}

/** The position of the median giver by total (contract §14: `middle` of top_doners). */
export const medianRank = (givers: number) => Math.floor((givers - 1) / 2) + 1;

/**
 * The givers a campaign page shows: the page of all_donors from `offset`, and the top, median and
 * first givers; each row carries the number of givers. Names (the account's, or the one given with
 * the latest donation) are read only for these few.
 */
export function giverSummary(db: Queryable, campaignId: number, page: { limit: number; offset: number }) {
  const givers = rankedGivers(db, campaignId);
  return db
    .select()
    .from(givers)
    .innerJoin(latestGift, eq(latestGift.id, givers.lastId))
    .leftJoin(accounts, eq(accounts.id, givers.userId))
    .where(
      or(
        and(gt(givers.recentRank, page.offset), lte(givers.recentRank, page.offset + page.limit)),
        eq(givers.totalRank, 1),
        eq(givers.firstRank, 1),
        sql`${givers.totalRank} = (${givers.givers} - 1) / 2 + 1`,
      ),
    );
}

/** The most recent paid donations to a campaign, one row each. */
export function latestDonations(db: Queryable, campaignId: number, limit: number) {
  return db
    .select({ donation: donations, user: users })
    .from(donations)
    .leftJoin(users, eq(users.id, donations.userId))
    .where(paidTo(campaignId))
    .orderBy(desc(donations.paidAt), desc(donations.id))
    .limit(limit);
}

/** Paid donations to the campaign whose payment carries a gift message (contract §5, /get-comments). */
const dedicated = (campaignId: number) =>
  and(paidTo(campaignId), sql`btrim(coalesce(${payments.loveComment}, '')) <> ''`);

export function dedicationsOf(db: Queryable, campaignId: number, limit: number, offset: number) {
  return db
    .select({ donation: donations, user: users, loveComment: payments.loveComment })
    .from(donations)
    .innerJoin(payments, eq(payments.id, donations.paymentId))
    .leftJoin(users, eq(users.id, donations.userId))
    .where(dedicated(campaignId))
    .orderBy(desc(donations.paidAt), desc(donations.id))
    .limit(limit)
    .offset(offset);
}

export async function countDedications(db: Queryable, campaignId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(donations)
    .innerJoin(payments, eq(payments.id, donations.paymentId))
    .where(dedicated(campaignId));
  return row!.total;
}
