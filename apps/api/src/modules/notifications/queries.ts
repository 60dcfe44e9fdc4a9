import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  campaigns,
  campaignUpdates,
  contactMessages,
  currencies,
  donations,
  guestEmailOptOuts,
  notifications,
  schedules,
  users,
} from '../../db/schema.ts';

const mine = (userId: number, unreadOnly = false) =>
  and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined);

/** A page of the account's notifications, newest first. */
export function pageOfNotifications(
  db: Queryable,
  userId: number,
  unreadOnly: boolean,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(notifications)
    .where(mine(userId, unreadOnly))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countNotifications(db: Queryable, userId: number, unreadOnly: boolean) {
  const [row] = await db.select({ n: count() }).from(notifications).where(mine(userId, unreadOnly));
  return row!.n;
}

/** Marks the account's notification read if it was not; undefined when it was, or is not the account's. */
export async function markRead(db: Queryable, userId: number, id: number) {
  const [updated] = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), mine(userId, true)))
    .returning();
  return updated;
}

export async function findOwnNotification(db: Queryable, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}

/** Marks every unread notification of the account read; returns how many. */
export async function markAllRead(db: Queryable, userId: number) {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(mine(userId, true))
    .returning({ id: notifications.id });
  return updated.length;
}

/** Campaigns' names, charities and currencies, as notifications name them. */
export function campaignNames(db: Queryable, campaignIds: number[]) {
  return db
    .select({
      id: campaigns.id,
      ar: campaigns.nameAr,
      en: campaigns.nameEn,
      charityId: campaigns.charityId,
      currency: { code: currencies.code, minorUnits: currencies.minorUnits },
    })
    .from(campaigns)
    .innerJoin(currencies, eq(currencies.id, campaigns.currencyId))
    .where(inArray(campaigns.id, campaignIds));
}

export function charityNames(db: Queryable, charityIds: number[]) {
  return db
    .select({
      id: users.id,
      ar: users.charityNameAr,
      en: users.charityNameEn,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(inArray(users.id, charityIds));
}

export function updateTitles(db: Queryable, updateIds: number[]) {
  return db
    .select({ id: campaignUpdates.id, ar: campaignUpdates.titleAr, en: campaignUpdates.titleEn })
    .from(campaignUpdates)
    .where(inArray(campaignUpdates.id, updateIds));
}

export function contactSubjects(db: Queryable, contactIds: number[]) {
  return db
    .select({ id: contactMessages.id, name: contactMessages.name, subject: contactMessages.subject })
    .from(contactMessages)
    .where(inArray(contactMessages.id, contactIds));
}

export async function findAccount(db: Queryable, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

export function findAccounts(db: Queryable, userIds: number[]) {
  return db.select().from(users).where(inArray(users.id, userIds));
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Adds `off` to the account's e-mail opt-outs and takes `on` out, in one statement, so two tabs
 * saving at once cannot lose each other's change. Returns the new opt-outs.
 */
/** Each list of e-mail types gets `add` and loses `remove`, kept sorted and without repeats. */
export async function updateEmailChoices(
  db: Queryable,
  userId: number,
  changes: Record<'optOuts' | 'optIns', { add: string[]; remove: string[] }>,
) {
  const changed = (
    column: typeof users.emailOptOuts | typeof users.emailOptIns,
    { add, remove }: { add: string[]; remove: string[] },
  ) =>
    sql`array(select distinct t from unnest(${column} || ${textArray(add)}) as t where not (t = any(${textArray(remove)})) order by t)`;
  const [row] = await db
    .update(users)
    .set({
      emailOptOuts: changed(users.emailOptOuts, changes.optOuts),
      emailOptIns: changed(users.emailOptIns, changes.optIns),
    })
    .where(eq(users.id, userId))
    .returning({ emailOptOuts: users.emailOptOuts, emailOptIns: users.emailOptIns });
  return { emailOptOuts: row?.emailOptOuts ?? [], emailOptIns: row?.emailOptIns ?? [] };
}

/** The address a guest gave with this donation; undefined for an account's donation. */
export async function guestEmailOf(db: Queryable, donationId: number) {
  const [donation] = await db
    .select({ email: donations.email })
    .from(donations)
    .where(and(eq(donations.id, donationId), isNull(donations.userId)));
  return donation?.email;
}

export async function insertGuestOptOut(db: Queryable, email: string, type: string) {
  await db.insert(guestEmailOptOuts).values({ email, type }).onConflictDoNothing();
}

/** Those of the campaigns whose total reaches a goal above zero, with their charity. */
export function campaignsAtGoal(db: Queryable, campaignIds: readonly number[]) {
  return db
    .select({ campaign: campaigns, charity: users })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.charityId))
    .where(
      and(
        inArray(campaigns.id, [...campaignIds]),
        gte(campaigns.raisedMinor, campaigns.priceTargetMinor),
        sql`${campaigns.priceTargetMinor} > 0`,
      ),
    );
}

/** A campaign with its charity and currency. */
export async function campaignWithCharity(db: Queryable, campaignId: number) {
  const [found] = await db
    .select({ charity: users, campaign: campaigns, currency: currencies })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.charityId))
    .innerJoin(currencies, eq(currencies.id, campaigns.currencyId))
    .where(eq(campaigns.id, campaignId));
  return found;
}

/** The plans of schedules, as their notifications name them. */
export function schedulePlans(db: Queryable, scheduleIds: number[]) {
  return db
    .select({ id: schedules.id, plan: schedules.plan })
    .from(schedules)
    .where(inArray(schedules.id, scheduleIds));
}
