import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaigns, cartItems } from '../../db/schema.ts';
import { selectCards } from '../campaigns/queries.ts';

const waitingIn = (donorId: number) => and(eq(cartItems.userId, donorId), eq(cartItems.status, 'wait'));

export async function countWaiting(db: Queryable, donorId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cartItems).where(waitingIn(donorId));
  return row!.total;
}

/** Rows that name a campaign, each given that campaign's card row, in one more query. */
export async function withCards<Row extends { campaignId: number }>(db: Queryable, rows: Row[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.campaignId);
  const cards = await selectCards(db).where(inArray(campaigns.id, ids));
  return rows.map((row) => ({ ...row, card: cards.find((card) => card.campaign.id === row.campaignId)! }));
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

export type WaitingItem = Awaited<ReturnType<typeof waitingItems>>[number];
