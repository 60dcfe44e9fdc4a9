import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  campaignImages,
  campaigns,
  campaignUpdates,
  cartItems,
  categories,
  currencies,
  donations,
} from '../../db/schema.ts';
import type { CampaignStatus } from '../campaigns/index.ts';
import { matchesSearch, selectCards, statusIs } from '../campaigns/index.ts';

/** The one campaign, as the payments' closing of checkouts takes it. */
export const campaignIs = (campaignId: number) => eq(campaigns.id, campaignId);

/** A charity's own campaigns, deleted ones left out (contract §10). */
export const ownedBy = (charityId: number) =>
  and(eq(campaigns.charityId, charityId), isNull(campaigns.deletedAt));

/** Approved, active, started and not ended at `now`: taking donations (contract §15.1). */
export const acceptingAt = (now: Date) =>
  and(
    eq(campaigns.reviewState, 'approved'),
    eq(campaigns.charityChoice, 'active'),
    sql`${campaigns.startAt} <= ${now.toISOString()}::timestamptz and ${now.toISOString()}::timestamptz <= ${campaigns.endAt}`,
  );

/** The charity's list: its campaigns that match `q` and `status`. */
export function ownListFilter(charityId: number, filter: { q?: string; status?: CampaignStatus }) {
  return and(
    ownedBy(charityId),
    matchesSearch(filter.q),
    filter.status ? statusIs[filter.status] : undefined,
  );
}

/** One page of cards, newest first. */
export function ownCardPage(db: Queryable, where: SQL | undefined, limit: number, offset: number) {
  return selectCards(db)
    .where(where)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(limit)
    .offset(offset);
}

export async function countOwn(db: Queryable, where: SQL | undefined) {
  return db.$count(campaigns, where);
}

/** The charity's own campaign with what its card needs, or undefined (another's, or deleted). */
export async function ownCard(db: Queryable, charityId: number, campaignId: number) {
  const [row] = await selectCards(db).where(and(eq(campaigns.id, campaignId), ownedBy(charityId)));
  return row;
}

/** The campaign row itself, locked for the write that follows. */
export async function lockOwn(db: Queryable, charityId: number, campaignId: number) {
  const [row] = await readOwn(db, charityId, campaignId).for('update');
  return row;
}

/** The campaign row itself, unlocked: what a write would find, checked before costly work. */
export async function peekOwn(db: Queryable, charityId: number, campaignId: number) {
  const [row] = await readOwn(db, charityId, campaignId);
  return row;
}

const readOwn = (db: Queryable, charityId: number, campaignId: number) =>
  db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), ownedBy(charityId)));

export const galleryOfCampaign = (db: Queryable, campaignId: number) =>
  db
    .select()
    .from(campaignImages)
    .where(eq(campaignImages.campaignId, campaignId))
    .orderBy(asc(campaignImages.sort), asc(campaignImages.id));

export const updatesOfCampaign = (db: Queryable, campaignId: number) =>
  db
    .select()
    .from(campaignUpdates)
    .where(eq(campaignUpdates.campaignId, campaignId))
    .orderBy(desc(campaignUpdates.createdAt), desc(campaignUpdates.id));

/** Whether any donation to the campaign is paid (then its currency is fixed and it cannot be deleted). */
export async function hasPaidDonations(db: Queryable, campaignId: number) {
  const [row] = await db
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.campaignId, campaignId), eq(donations.state, 'paid')))
    .limit(1);
  return Boolean(row);
}

/** The gallery pictures among `ids` that belong to the campaign. */
export const galleryPicturesIn = (db: Queryable, campaignId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(campaignImages)
        .where(and(eq(campaignImages.campaignId, campaignId), inArray(campaignImages.id, ids)));

/** Whether the category exists and is not deleted. */
export async function categoryExists(db: Queryable, categoryId: number) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), isNull(categories.deletedAt)));
  return Boolean(row);
}

/** The currency chosen, if active; with no choice, the site's default. */
export async function findCampaignCurrency(db: Queryable, currencyId: number | undefined) {
  const chosen = currencyId
    ? and(eq(currencies.id, currencyId), eq(currencies.isActive, true))
    : eq(currencies.isDefault, true);
  const [row] = await db.select().from(currencies).where(chosen);
  return row;
}

export async function insertCampaign(db: Queryable, values: typeof campaigns.$inferInsert) {
  const [created] = await db.insert(campaigns).values(values).returning({ id: campaigns.id });
  return created!.id;
}

/** Gallery pictures in their order, the first at sort `start`. */
export async function insertGallery(db: Queryable, campaignId: number, paths: string[], start = 0) {
  await db
    .insert(campaignImages)
    .values(paths.map((path, index) => ({ campaignId, path, sort: start + index })));
}

export async function setPictureSort(db: Queryable, pictureId: number, sort: number) {
  await db.update(campaignImages).set({ sort }).where(eq(campaignImages.id, pictureId));
}

export async function deletePictures(db: Queryable, pictureIds: number[]) {
  await db.delete(campaignImages).where(inArray(campaignImages.id, pictureIds));
}

export async function updateCampaignRow(
  db: Queryable,
  campaignId: number,
  changes: Partial<typeof campaigns.$inferInsert>,
) {
  await db.update(campaigns).set(changes).where(eq(campaigns.id, campaignId));
}

/** Marks the campaign deleted and takes it out of the carts it waits in. */
export async function softDeleteCampaign(db: Queryable, campaignId: number) {
  await db
    .update(campaigns)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(eq(campaigns.id, campaignId));
  await db.delete(cartItems).where(and(eq(cartItems.campaignId, campaignId), eq(cartItems.status, 'wait')));
}
