// The account's notifications (contract §12): the list, reading one or all, the unread count and
// the e-mail settings. Every read is announced, so the account's other tabs update their count.
import type { Locale } from '@ataa/contract/locale';
import type { PageRequest } from '@ataa/contract/pagination';
import type { EmailType } from '@ataa/contract/schemas/notifications';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { notifications } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { paginate } from '../../http/paginate.ts';
import { announce } from '../../notify/live-channel.ts';
import type { NotificationData } from '../../notify/notify.ts';
import { fullName, type UserRow } from '../accounts/index.ts';
import { unsubscribeGuest } from './guest-news.ts';
import { presentPreferences, setEmailPreferences } from './preferences.ts';
import { type LoadedNames, type Names, presentNotifications } from './present.ts';
import {
  campaignNames,
  charityNames,
  contactSubjects,
  countNotifications,
  findAccount,
  findOwnNotification,
  markAllRead,
  markRead,
  pageOfNotifications,
  schedulePlans,
  updateTitles,
} from './queries.ts';

export async function listNotifications(
  ctx: Pick<Infrastructure, 'db'>,
  locale: Locale,
  userId: number,
  unreadOnly: boolean,
  page: PageRequest,
) {
  const result = await paginate(
    page,
    (limit, offset) => pageOfNotifications(ctx.db, userId, unreadOnly, limit, offset),
    () => countNotifications(ctx.db, userId, unreadOnly),
    (row) => row,
  );
  return { ...result, data: await presented(ctx.db, locale, result.data) };
}

export const unreadCount = (db: Queryable, userId: number): Promise<number> =>
  countNotifications(db, userId, true);

type Row = typeof notifications.$inferSelect;

const idsOf = (rows: Row[], field: keyof NotificationData) => [
  ...new Set(
    rows
      .map((row) => (row.data as NotificationData)[field])
      .filter((id): id is number => typeof id === 'number'),
  ),
];

/** Everything the page's texts name, by id. */
async function loadNames(db: Queryable, rows: Row[]): Promise<LoadedNames> {
  const campaignIds = idsOf(rows, 'campaign_id');
  const updateIds = idsOf(rows, 'update_id');
  const contactIds = idsOf(rows, 'contact_id');
  const scheduleIds = idsOf(rows, 'schedule_id');
  const campaignRows = campaignIds.length ? await campaignNames(db, campaignIds) : [];
  // Charities: the one a notification names, the recipient itself (its approval), a campaign's.
  const charityIds = [
    ...new Set([
      ...idsOf(rows, 'user_id'),
      ...rows.filter((row) => row.type.startsWith('charity_')).map((row) => row.userId),
      ...campaignRows.map((row) => row.charityId),
    ]),
  ];
  const [charityRows, updateRows, contactRows, scheduleRows] = await Promise.all([
    charityIds.length ? charityNames(db, charityIds) : [],
    updateIds.length ? updateTitles(db, updateIds) : [],
    contactIds.length ? contactSubjects(db, contactIds) : [],
    scheduleIds.length ? schedulePlans(db, scheduleIds) : [],
  ]);
  return {
    campaigns: new Map(campaignRows.map((row) => [row.id, row])),
    charities: new Map(
      charityRows.map((row) => [
        row.id,
        { ar: row.ar, en: row.en, person: fullName(row) } as Names & { person: string },
      ]),
    ),
    updates: new Map(updateRows.map((row) => [row.id, row as Names])),
    contacts: new Map(contactRows.map((row) => [row.id, row])),
    schedulePlans: new Map(scheduleRows.map((row) => [row.id, row.plan])),
  };
}

/** A page of notifications as the reader sees them, their names read once for the page. */
async function presented(db: Queryable, locale: Locale, rows: Row[]) {
  if (rows.length === 0) return [];
  return presentNotifications(locale, rows, await loadNames(db, rows));
}

/** Marks one of the account's notifications read; the first reading is kept. Another's is 404. */
export async function readNotification(
  ctx: Pick<Infrastructure, 'db'>,
  locale: Locale,
  userId: number,
  id: number,
) {
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await markRead(tx, userId, id);
    if (updated) {
      await announce(tx, [userId]);
      return updated;
    }
    return findOwnNotification(tx, userId, id);
  });
  if (!row) throw AppError.notFound();
  const [shown] = await presented(ctx.db, locale, [row]);
  return shown!;
}

export async function readAllNotifications(ctx: Pick<Infrastructure, 'db'>, userId: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const updated = await markAllRead(tx, userId);
    if (updated > 0) await announce(tx, [userId]);
    return updated;
  });
}

export const readPreferences = (user: UserRow) => presentPreferences(user);

export async function savePreferences(
  ctx: Pick<Infrastructure, 'db'>,
  user: UserRow,
  wanted: Partial<Record<EmailType, boolean>>,
) {
  const choices = await setEmailPreferences(ctx.db, user, wanted);
  return presentPreferences({ userType: user.userType, ...choices });
}

/**
 * The one-click unsubscribe: turns one kind of e-mail off for the account the link was signed for,
 * or for the address a guest gave with the donation it names.
 */
export async function unsubscribe(
  ctx: Pick<Infrastructure, 'db'>,
  who: { userId: number } | { guestDonationId: number },
  type: EmailType,
): Promise<boolean> {
  if ('guestDonationId' in who) return unsubscribeGuest(ctx.db, who.guestDonationId, type);
  const user = await findAccount(ctx.db, who.userId);
  if (!user) return false;
  await setEmailPreferences(ctx.db, user, { [type]: false });
  return true;
}
