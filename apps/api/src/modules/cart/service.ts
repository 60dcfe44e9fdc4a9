import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaigns, cartItems } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { charities, isAcceptingDonations, isOpenToView } from '../campaigns/queries.ts';

/**
 * Puts a public campaign that accepts donations in the donor's cart (contract §8); one whose page
 * is open but that takes no gifts (not yet started, ended, paused, suspended) is a 409. The partial
 * unique index keeps one waiting item per campaign, so two adds racing each other make one.
 */
export async function addToCart(db: Queryable, donorId: number, campaignId: number) {
  const [campaign] = await db
    .select({ accepting: sql<boolean>`coalesce(${isAcceptingDonations()}, false)` })
    .from(campaigns)
    .innerJoin(charities, eq(charities.id, campaigns.charityId))
    .where(and(eq(campaigns.id, campaignId), isOpenToView()));
  if (!campaign) throw AppError.notFound();
  if (!campaign.accepting) throw AppError.conflict('donor.api.not_accepting');
  const [item] = await db
    .insert(cartItems)
    .values({ userId: donorId, campaignId })
    .onConflictDoNothing()
    .returning();
  if (!item) throw AppError.conflict('donor.api.already_in_cart');
  return item;
}

/** Takes a waiting item out of its owner's cart; another donor's item is unknown (contract §1.11). */
export async function removeFromCart(db: Queryable, donorId: number, itemId: number) {
  const [item] = await db
    .select({ status: cartItems.status })
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, donorId)));
  if (!item) throw AppError.notFound();
  // Checked again in the delete: a payment may have been confirmed in between.
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.status, 'wait')))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw AppError.conflict('donor.api.already_donated');
}
