// The account's notifications (contract §12): the list, reading one or all, the unread count and
// the e-mail settings. Every read is announced, so the account's other tabs update their count.
import type { Locale } from '@ataa/contract/locale';
import type { PageRequest } from '@ataa/contract/pagination';
import type { EmailType } from '@ataa/contract/schemas/notifications';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { paginate } from '../../http/paginate.ts';
import { announce } from '../../notify/live-channel.ts';
import type { UserRow } from '../accounts/index.ts';
import { unsubscribeGuest } from './guest-news.ts';
import { presentPreferences, setEmailPreferences } from './preferences.ts';
import { presentNotifications } from './present.ts';

const mine = (userId: number, unreadOnly = false) =>
  and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined);

export async function listNotifications(
  ctx: AppContext,
  locale: Locale,
  userId: number,
  unreadOnly: boolean,
  page: PageRequest,
) {
  const where = mine(userId, unreadOnly);
  const result = await paginate(
    page,
    (limit, offset) =>
      ctx.db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset),
    async () => (await ctx.db.select({ n: count() }).from(notifications).where(where))[0]!.n,
    (row) => row,
  );
  return { ...result, data: await presentNotifications(ctx.db, locale, result.data) };
}

export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(mine(userId, true));
  return row!.n;
}

/** Marks one of the account's notifications read; the first reading is kept. Another's is 404. */
export async function readNotification(ctx: AppContext, locale: Locale, userId: number, id: number) {
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, id), mine(userId, true)))
      .returning();
    if (updated) {
      await announce(tx, [userId]);
      return updated;
    }
    const [existing] = await tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
    return existing;
  });
  if (!row) throw AppError.notFound();
  const [shown] = await presentNotifications(ctx.db, locale, [row]);
  return shown!;
}

export async function readAllNotifications(ctx: AppContext, userId: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(mine(userId, true))
      .returning({ id: notifications.id });
    if (updated.length > 0) await announce(tx, [userId]);
    return updated.length;
  });
}

export const readPreferences = (user: UserRow) => presentPreferences(user);

export async function savePreferences(
  ctx: AppContext,
  user: UserRow,
  wanted: Partial<Record<EmailType, boolean>>,
) {
  const emailOptOuts = await setEmailPreferences(ctx.db, user, wanted);
  return presentPreferences({ userType: user.userType, emailOptOuts });
}

/**
 * The one-click unsubscribe: turns one kind of e-mail off for the account the link was signed for,
 * or for the address a guest gave with the donation it names.
 */
export async function unsubscribe(
  ctx: AppContext,
  who: { userId: number } | { guestDonationId: number },
  type: EmailType,
): Promise<boolean> {
  if ('guestDonationId' in who) return unsubscribeGuest(ctx.db, who.guestDonationId, type);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, who.userId));
  if (!user) return false;
  await setEmailPreferences(ctx.db, user, { [type]: false });
  return true;
}
