import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaigns, cartItems } from '../../db/schema.ts';
import { charities, isAcceptingDonations, isOpenToView, withCards } from '../campaigns/index.ts';

const waitingIn = (donorId: number) => and(eq(cartItems.userId, donorId), eq(cartItems.status, 'wait'));

export async function countWaiting(db: Queryable, donorId: number): Promise<number> {
  return db.$count(cartItems, waitingIn(donorId));
}

/** A page of the donor's waiting items, newest first, each with its campaign's card row. */
export async function waitingItems(db: Queryable, donorId: number, limit: number, offset: number) {
  const items = await db
    .select()
    .from(cartItems)
    .where(waitingIn(donorId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id))
    .limit(limit)
    .offset(offset);
  return withCards(db, items);
}

/** Whether a campaign whose page is open accepts donations now; undefined when its page is not open. */
export async function campaignAccepting(db: Queryable, campaignId: number) {
  const [campaign] = await db
    .select({ accepting: sql<boolean>`coalesce(${isAcceptingDonations()}, false)` })
    .from(campaigns)
    .innerJoin(charities, eq(charities.id, campaigns.charityId))
    .where(and(eq(campaigns.id, campaignId), isOpenToView()));
  return campaign?.accepting;
}

/** The new waiting item, or undefined when the campaign already waits in the cart. */
export async function insertWaitingItem(db: Queryable, donorId: number, campaignId: number) {
  const [item] = await db
    .insert(cartItems)
    .values({ userId: donorId, campaignId })
    .onConflictDoNothing()
    .returning();
  return item;
}

export async function findOwnItem(db: Queryable, donorId: number, itemId: number) {
  const [item] = await db
    .select({ status: cartItems.status })
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, donorId)));
  return item;
}

/** Deletes the item if it still waits: a payment may have been confirmed since it was read. */
export async function deleteWaitingItem(db: Queryable, itemId: number): Promise<boolean> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.status, 'wait')))
    .returning({ id: cartItems.id });
  return removed.length > 0;
}
