import type { Locale } from '@ataa/contract/locale';
import type { PageRequest } from '@ataa/contract/pagination';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { paginate } from '../../http/paginate.ts';
import { presentCartItem } from './present.ts';
import {
  campaignAccepting,
  countWaiting,
  deleteWaitingItem,
  findOwnItem,
  insertWaitingItem,
  waitingItems,
} from './queries.ts';

/** How many campaigns wait in the donor's cart; the donor's dashboard shows it too. */
export const waitingCount = (db: Queryable, donorId: number) => countWaiting(db, donorId);

/** A page of the donor's cart, newest first. */
export function cartPage(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  donorId: number,
  page: PageRequest,
) {
  const now = new Date();
  return paginate(
    page,
    (limit, offset) => waitingItems(ctx.db, donorId, limit, offset),
    () => countWaiting(ctx.db, donorId),
    (row) => presentCartItem(ctx, locale, row, now),
  );
}

/**
 * Puts a public campaign that accepts donations in the donor's cart (contract §8); one whose page
 * is open but that takes no gifts (not yet started, ended, paused, suspended) is a 409. The partial
 * unique index keeps one waiting item per campaign, so two adds racing each other make one.
 */
export async function addToCart(db: Queryable, donorId: number, campaignId: number) {
  const accepting = await campaignAccepting(db, campaignId);
  if (accepting === undefined) throw AppError.notFound();
  if (!accepting) throw AppError.conflict('donor.api.not_accepting');
  const item = await insertWaitingItem(db, donorId, campaignId);
  if (!item) throw AppError.conflict('donor.api.already_in_cart');
  return item;
}

/** Takes a waiting item out of its owner's cart; another donor's item is unknown (contract §1.11). */
export async function removeFromCart(db: Queryable, donorId: number, itemId: number) {
  if (!(await findOwnItem(db, donorId, itemId))) throw AppError.notFound();
  if (!(await deleteWaitingItem(db, itemId))) throw AppError.conflict('donor.api.already_donated');
}
