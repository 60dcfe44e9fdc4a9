import type { CampaignListQuery, CampaignSort } from '@ataa/contract/schemas/campaigns';
import { foldForSearch } from '@ataa/contract/search';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import {
  campaignImages,
  campaigns,
  campaignUpdates,
  cartItems,
  categories,
  currencies,
  donations,
  payments,
  users,
} from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { donorKey } from '../donations/statistics.ts';
import { publicStatusIs } from './status.ts';

export const charities = alias(users, 'charity');

/** Publicly visible (contract §15.1): approved, not cancelled or deleted, started, and its charity approved. */
export const isPublic = () =>
  and(
    eq(campaigns.reviewState, 'approved'),
    ne(campaigns.charityChoice, 'cancelled'),
    isNull(campaigns.deletedAt),
    lte(campaigns.startAt, sql`now()`),
    eq(charities.approvalStatus, 'approved'),
  );

/** Active and not past its end date; with `isPublic`, what accepting donations means. */
const openForGifts = () => and(eq(campaigns.charityChoice, 'active'), sql`now() <= ${campaigns.endAt}`);

/** Accepting donations: public, active, and not past its end date. */
export const isAcceptingDonations = () => and(isPublic(), openForGifts());

/** A campaign with everything its card needs, in one query. */
export function selectCards(db: Queryable) {
  return db
    .select({ campaign: campaigns, category: categories, currency: currencies, charity: charities })
    .from(campaigns)
    .innerJoin(charities, eq(charities.id, campaigns.charityId))
    .innerJoin(categories, eq(categories.id, campaigns.categoryId))
    .innerJoin(currencies, eq(currencies.id, campaigns.currencyId));
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

/** How many campaigns match `where`, which may name the charity (as `isPublic` does). */
export async function countCampaigns(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(campaigns)
    .innerJoin(charities, eq(charities.id, campaigns.charityId))
    .where(where);
  return row!.total;
}

/** `%`, `_` and `\` in a search are the characters themselves, not LIKE wildcards. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The public campaigns the list's filters select (contract §5). */
export function listFilter(query: CampaignListQuery): SQL | undefined {
  const conditions = [isPublic()];
  // Folded as the stored search_text is, so spelling variants and diacritics do not matter.
  const folded = query.q ? foldForSearch(query.q) : '';
  if (folded) conditions.push(ilike(campaigns.searchText, `%${escapeLike(folded)}%`));
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
 * Which campaigns the viewer may open: the public ones, and as a preview its own (a charity) or
 * any that is not deleted (an admin).
 */
export function visibleTo(viewer: UserRow | null): SQL | undefined {
  if (viewer?.userType === 'admin') return isNull(campaigns.deletedAt);
  if (viewer?.userType === 'charity') {
    return or(isPublic(), and(eq(campaigns.charityId, viewer.id), isNull(campaigns.deletedAt)));
  }
  return isPublic();
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

const paidTo = (campaignId: number) => and(eq(donations.campaignId, campaignId), eq(donations.state, 'paid'));
const paidAt = sql<Date>`coalesce(${donations.paidAt}, ${donations.createdAt})`;

/**
 * One giver: a donor, or (when anonymous) the single donation itself (contract §14 DonorEntry).
 * Built on call: the donations module imports this one, so `donorKey` is not set at load time.
 */
const giverKey = () =>
  sql<string>`case when ${donations.anonymous} then 'a' || ${donations.id}::text else ${donorKey} end`;

/** The paid givers of a campaign, one row each, with their totals in the campaign's currency. */
function giversOf(db: Queryable, campaignId: number) {
  return db
    .select({
      key: giverKey().as('key'),
      anonymous: sql<boolean>`bool_and(${donations.anonymous})`.as('anonymous'),
      accountName: sql<
        string | null
      >`nullif(concat_ws(' ', max(${users.firstName}), max(${users.lastName})), '')`.as('account_name'),
      guestName: sql<string>`(array_agg(${donations.name} order by ${donations.id} desc))[1]`.as(
        'guest_name',
      ),
      totalMinor: sql<string>`sum(${donations.campaignAmountMinor})`.as('total_minor'),
      firstAt: sql<Date>`min(${paidAt})`.mapWith(campaigns.createdAt).as('first_at'),
      lastAt: sql<Date>`max(${paidAt})`.mapWith(campaigns.createdAt).as('last_at'),
    })
    .from(donations)
    .leftJoin(users, eq(users.id, donations.userId))
    .where(paidTo(campaignId))
    .groupBy(giverKey())
    .as('givers');
}

type Givers = ReturnType<typeof giversOf>;

export const giverOrders = {
  /** The most recent givers first: the all_donors list. */
  recent: (givers: Givers) => [desc(givers.lastAt)],
  /** The largest totals first; an equal total goes to whoever gave first. */
  largest: (givers: Givers) => [desc(givers.totalMinor), asc(givers.firstAt)],
  /** Whoever gave first. */
  earliest: (givers: Givers) => [asc(givers.firstAt)],
};

/** The campaign's givers ranked by `order`, `limit` of them from `offset`. */
export function rankedGivers(
  db: Queryable,
  campaignId: number,
  order: (givers: Givers) => SQL[],
  limit: number,
  offset = 0,
) {
  const givers = giversOf(db, campaignId);
  return db
    .select()
    .from(givers)
    .orderBy(...order(givers), asc(givers.key))
    .limit(limit)
    .offset(offset);
}

export type GiverRow = Awaited<ReturnType<typeof rankedGivers>>[number];

export async function countGivers(db: Queryable, campaignId: number): Promise<number> {
  const givers = giversOf(db, campaignId);
  const [row] = await db.select({ total: count() }).from(givers);
  return row!.total;
}

/** The most recent paid donations to a campaign, one row each. */
export function latestDonations(db: Queryable, campaignId: number, limit: number) {
  return db
    .select({ donation: donations, user: users })
    .from(donations)
    .leftJoin(users, eq(users.id, donations.userId))
    .where(paidTo(campaignId))
    .orderBy(desc(paidAt), desc(donations.id))
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
    .orderBy(desc(paidAt), desc(donations.id))
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
