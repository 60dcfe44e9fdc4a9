import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaignImages, campaigns, campaignUpdates, donations } from '../../db/schema.ts';
import type { CampaignStatus } from '../campaigns/index.ts';
import { matchesSearch, selectCards, statusIs } from '../campaigns/index.ts';

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
  const [row] = await db.select({ total: count() }).from(campaigns).where(where);
  return row!.total;
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
