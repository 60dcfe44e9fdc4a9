import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  max,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  campaigns,
  countries,
  currencies,
  donations,
  payments,
  scheduleOccurrences,
  schedules,
  users,
} from '../../db/schema.ts';
import { isAcceptingDonations } from '../campaigns/index.ts';
import type { OccurrenceFigures } from './present.ts';

export type ScheduleRow = typeof schedules.$inferSelect;
export type NewSchedule = typeof schedules.$inferInsert;
export type OccurrenceRow = typeof scheduleOccurrences.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type CurrencyRow = typeof currencies.$inferSelect;

/** The occurrence states still to be charged, or being charged. */
const OPEN_STATES = ['scheduled', 'charging', 'action_required'] as const;

export async function insertSchedule(tx: Queryable, values: typeof schedules.$inferInsert) {
  const [row] = await tx.insert(schedules).values(values).returning();
  return row!;
}

export async function insertOccurrences(tx: Queryable, rows: Array<typeof scheduleOccurrences.$inferInsert>) {
  if (rows.length === 0) return;
  await tx.insert(scheduleOccurrences).values(rows).onConflictDoNothing();
}

export async function scheduleById(db: Queryable, id: number) {
  const [row] = await db.select().from(schedules).where(eq(schedules.id, id));
  return row;
}

export async function scheduleByReference(db: Queryable, reference: string) {
  const [row] = await db.select().from(schedules).where(eq(schedules.reference, reference));
  return row;
}

/** The schedule whose new method the sandbox's page at `reference` saves. */
export async function scheduleByMethodChange(db: Queryable, reference: string) {
  const [row] = await db.select().from(schedules).where(eq(schedules.methodChangeReference, reference));
  return row;
}

/** A guest's schedules made with `email` become the account's. */
export async function joinSchedulesOfAddress(tx: Queryable, email: string, userId: number) {
  await tx
    .update(schedules)
    .set({ userId, updatedAt: new Date() })
    .where(and(isNull(schedules.userId), sql`lower(${schedules.email}) = lower(${email})`));
}

/** The schedule's row, locked until the transaction ends: every change to one schedule is in turn. */
export async function lockSchedule(tx: Queryable, id: number) {
  const [row] = await tx.select().from(schedules).where(eq(schedules.id, id)).for('update');
  return row;
}

/** Schedules whose hosted checkout may have saved a method not yet read from the provider. */
export function schedulesAwaitingMethod(db: Queryable, limit: number) {
  return db
    .select()
    .from(schedules)
    .where(sql`${schedules.setupReference} IS NOT NULL`)
    .orderBy(asc(schedules.id))
    .limit(limit);
}

export async function updateSchedule(
  tx: Queryable,
  id: number,
  values: Partial<typeof schedules.$inferInsert>,
) {
  const [row] = await tx
    .update(schedules)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(schedules.id, id))
    .returning();
  return row!;
}

const ownedBy = (userId: number, status?: ScheduleRow['status']) =>
  and(eq(schedules.userId, userId), status ? eq(schedules.status, status) : undefined);

export function schedulesOfUser(
  db: Queryable,
  userId: number,
  status: ScheduleRow['status'] | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(schedules)
    .where(ownedBy(userId, status))
    .orderBy(desc(schedules.id))
    .limit(limit)
    .offset(offset);
}

export async function countSchedulesOfUser(
  db: Queryable,
  userId: number,
  status: ScheduleRow['status'] | undefined,
) {
  const [row] = await db.select({ n: count() }).from(schedules).where(ownedBy(userId, status));
  return row!.n;
}

export function occurrencesOf(db: Queryable, scheduleId: number, limit: number, offset: number) {
  return db
    .select()
    .from(scheduleOccurrences)
    .where(eq(scheduleOccurrences.scheduleId, scheduleId))
    .orderBy(desc(scheduleOccurrences.seq))
    .limit(limit)
    .offset(offset);
}

export async function countOccurrences(db: Queryable, scheduleId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(scheduleOccurrences)
    .where(eq(scheduleOccurrences.scheduleId, scheduleId));
  return row!.n;
}

/** Per schedule: what was charged, what is still open, the last written and the next to charge. */
export async function occurrenceFigures(db: Queryable, scheduleIds: number[]) {
  const figures = new Map<number, OccurrenceFigures>();
  if (scheduleIds.length === 0) return figures;
  const open = inArray(scheduleOccurrences.state, [...OPEN_STATES]);
  const sums = await db
    .select({
      scheduleId: scheduleOccurrences.scheduleId,
      chargedCount: sql<number>`count(*) filter (where ${scheduleOccurrences.state} = 'paid')::int`,
      chargedMinor: sql<string>`coalesce(sum(${scheduleOccurrences.amountMinor}) filter (where ${scheduleOccurrences.state} = 'paid'), 0)`,
      openCount: sql<number>`count(*) filter (where ${open})::int`,
      openMinor: sql<string>`coalesce(sum(${scheduleOccurrences.amountMinor}) filter (where ${open}), 0)`,
      maxSeq: max(scheduleOccurrences.seq),
    })
    .from(scheduleOccurrences)
    .where(inArray(scheduleOccurrences.scheduleId, scheduleIds))
    .groupBy(scheduleOccurrences.scheduleId);
  const next = await db
    .selectDistinctOn([scheduleOccurrences.scheduleId])
    .from(scheduleOccurrences)
    .where(
      and(inArray(scheduleOccurrences.scheduleId, scheduleIds), eq(scheduleOccurrences.state, 'scheduled')),
    )
    .orderBy(scheduleOccurrences.scheduleId, asc(scheduleOccurrences.seq));
  for (const id of scheduleIds) {
    const row = sums.find((sum) => sum.scheduleId === id);
    figures.set(id, {
      chargedCount: Number(row?.chargedCount ?? 0),
      chargedMinor: Number(row?.chargedMinor ?? 0),
      openCount: Number(row?.openCount ?? 0),
      openMinor: Number(row?.openMinor ?? 0),
      maxSeq: row?.maxSeq ?? 0,
      next: next.find((occurrence) => occurrence.scheduleId === id) ?? null,
    });
  }
  return figures;
}

/** The payments of a schedule's paid occurrences, first to last, with their night. */
export async function paidCharges(db: Queryable, scheduleId: number) {
  const rows = await db
    .select({ paymentId: scheduleOccurrences.paymentId, night: scheduleOccurrences.night })
    .from(scheduleOccurrences)
    .where(and(eq(scheduleOccurrences.scheduleId, scheduleId), eq(scheduleOccurrences.state, 'paid')))
    .orderBy(asc(scheduleOccurrences.seq));
  // A paid occurrence always has its payment.
  return rows.flatMap(({ paymentId, night }) => (paymentId === null ? [] : [{ paymentId, night }]));
}

/** The donations of each occurrence's payment, by payment id. */
export async function donationIdsByPayment(db: Queryable, paymentIds: number[]) {
  const ids = paymentIds.filter((id) => id !== null);
  if (ids.length === 0) return new Map<number, number[]>();
  const rows = await db
    .select({ id: donations.id, paymentId: donations.paymentId })
    .from(donations)
    .where(inArray(donations.paymentId, ids))
    .orderBy(asc(donations.id));
  const byPayment = new Map<number, number[]>();
  for (const row of rows) byPayment.set(row.paymentId, [...(byPayment.get(row.paymentId) ?? []), row.id]);
  return byPayment;
}

export function campaignNames(db: Queryable, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: campaigns.id, nameAr: campaigns.nameAr, nameEn: campaigns.nameEn })
    .from(campaigns)
    .where(inArray(campaigns.id, ids));
}

export function currenciesByIds(db: Queryable, ids: number[]) {
  return db.select().from(currencies).where(inArray(currencies.id, ids));
}

export function countriesByIds(db: Queryable, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(countries).where(inArray(countries.id, ids));
}

export async function countryOfUser(db: Queryable, userId: number) {
  const [row] = await db.select({ countryId: users.countryId }).from(users).where(eq(users.id, userId));
  return row?.countryId ?? null;
}

export async function countryExists(db: Queryable, id: number) {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return row !== undefined;
}

/** Of these campaigns, those accepting donations now, with their names, in id order; of all, when none is named. */
export function acceptingCampaignNames(db: Queryable, ids: number[] | null) {
  return db
    .select({ id: campaigns.id, nameAr: campaigns.nameAr, nameEn: campaigns.nameEn })
    .from(campaigns)
    .where(and(isAcceptingDonations(), ids ? inArray(campaigns.id, ids) : undefined))
    .orderBy(asc(campaigns.id));
}

/** Of these campaigns, the ids of those accepting donations now; of all, when none is named. */
export async function acceptingCampaignIds(db: Queryable, ids: number[] | null) {
  return (await acceptingCampaignNames(db, ids)).map((row) => row.id);
}

/**
 * The highest `seq` written for a schedule, how many of its occurrences are still open, and how
 * many were paid (refunded since, or not).
 */
export async function writtenSeqs(tx: Queryable, scheduleId: number) {
  const [row] = await tx
    .select({
      maxSeq: max(scheduleOccurrences.seq),
      open: sql<number>`count(*) filter (where ${inArray(scheduleOccurrences.state, [...OPEN_STATES])})::int`,
      paid: sql<number>`count(*) filter (where ${inArray(scheduleOccurrences.state, ['paid', 'refunded'])})::int`,
    })
    .from(scheduleOccurrences)
    .where(eq(scheduleOccurrences.scheduleId, scheduleId));
  return { maxSeq: row?.maxSeq ?? 0, open: Number(row?.open ?? 0), paid: Number(row?.paid ?? 0) };
}

/** Occurrences written ahead and never tried: worked out again after a change to the schedule. */
export async function deleteUntriedOccurrences(tx: Queryable, scheduleId: number) {
  await tx
    .delete(scheduleOccurrences)
    .where(
      and(
        eq(scheduleOccurrences.scheduleId, scheduleId),
        eq(scheduleOccurrences.state, 'scheduled'),
        isNull(scheduleOccurrences.paymentId),
      ),
    );
}

/**
 * The schedules still running whose plan follows Ramadan's dates (`daily` may run to its last
 * night) for these countries, or the site's for a schedule of no country; locked, in order.
 */
export function lockRamadanSchedules(tx: Queryable, countryIds: number[], siteCountry: boolean) {
  return tx
    .select()
    .from(schedules)
    .where(
      and(
        notInArray(schedules.status, ['cancelled', 'completed']),
        or(
          inArray(schedules.plan, ['daily', 'ramadan_nights', 'last_ten_nights']),
          and(eq(schedules.plan, 'fridays'), eq(schedules.ramadanOnly, true)),
        ),
        or(inArray(schedules.countryId, countryIds), siteCountry ? isNull(schedules.countryId) : undefined),
      ),
    )
    .orderBy(asc(schedules.id))
    .for('update');
}

/** The first occurrence still to be charged, locked. */
export async function lockNextScheduled(tx: Queryable, scheduleId: number) {
  const [row] = await tx
    .select()
    .from(scheduleOccurrences)
    .where(and(eq(scheduleOccurrences.scheduleId, scheduleId), eq(scheduleOccurrences.state, 'scheduled')))
    .orderBy(asc(scheduleOccurrences.seq))
    .limit(1)
    .for('update');
  return row;
}

/** Scheduled occurrences whose time passed before `before` (a paused schedule's) become skipped. */
export async function skipPassed(tx: Queryable, scheduleId: number, before: Date) {
  await tx
    .update(scheduleOccurrences)
    .set({ state: 'skipped', updatedAt: new Date() })
    .where(
      and(
        eq(scheduleOccurrences.scheduleId, scheduleId),
        eq(scheduleOccurrences.state, 'scheduled'),
        lte(scheduleOccurrences.dueAt, before),
      ),
    );
}

export async function updateOccurrence(
  tx: Queryable,
  id: number,
  values: Partial<typeof scheduleOccurrences.$inferInsert>,
) {
  const [row] = await tx
    .update(scheduleOccurrences)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(scheduleOccurrences.id, id))
    .returning();
  return row!;
}

/**
 * Claimed occurrences become charging under a lease until `lockedUntil`, each with its payment and
 * number of tries, in one statement; answers them as written.
 */
export async function markCharging(
  tx: Queryable,
  claims: Array<{ id: number; paymentId: number; attempts: number }>,
  lockedUntil: Date,
): Promise<OccurrenceRow[]> {
  if (claims.length === 0) return [];
  const values = sql.join(
    claims.map((claim) => sql`(${claim.id}::int, ${claim.paymentId}::int, ${claim.attempts}::int)`),
    sql`, `,
  );
  return tx
    .update(scheduleOccurrences)
    .set({
      state: 'charging',
      lockedUntil,
      paymentId: sql`claim.payment_id`,
      attempts: sql`claim.attempts`,
      updatedAt: new Date(),
    })
    .from(sql`(values ${values}) as claim(id, payment_id, attempts)`)
    .where(eq(scheduleOccurrences.id, sql`claim.id`))
    .returning();
}

/**
 * The occurrence a payment charges and its schedule, both locked (the occurrence first, as every
 * follower of a payment takes them). None for a payment of no schedule.
 */
export async function lockChargeOfPayment(tx: Queryable, paymentId: number) {
  const [row] = await tx
    .select({ occurrence: scheduleOccurrences, schedule: schedules })
    .from(scheduleOccurrences)
    .innerJoin(schedules, eq(schedules.id, scheduleOccurrences.scheduleId))
    .where(eq(scheduleOccurrences.paymentId, paymentId))
    .for('update');
  return row;
}

export async function lockOccurrence(tx: Queryable, id: number) {
  const [row] = await tx
    .select()
    .from(scheduleOccurrences)
    .where(eq(scheduleOccurrences.id, id))
    .for('update');
  return row;
}

/** The occurrence after `seq`, written or not yet. */
export async function nextOccurrenceAfter(db: Queryable, scheduleId: number, seq: number) {
  const [row] = await db
    .select()
    .from(scheduleOccurrences)
    .where(and(eq(scheduleOccurrences.scheduleId, scheduleId), gt(scheduleOccurrences.seq, seq)))
    .orderBy(asc(scheduleOccurrences.seq))
    .limit(1);
  return row;
}

/** The checkout's payment of a schedule still waiting for its method: the first occurrence's. */
export async function firstCheckoutPayment(db: Queryable, scheduleId: number) {
  const [row] = await db
    .select({ payment: payments })
    .from(scheduleOccurrences)
    .innerJoin(payments, eq(payments.id, scheduleOccurrences.paymentId))
    .where(and(eq(scheduleOccurrences.scheduleId, scheduleId), eq(scheduleOccurrences.state, 'scheduled')))
    .orderBy(asc(scheduleOccurrences.seq))
    .limit(1);
  return row?.payment;
}

export async function setPaymentReference(tx: Queryable, paymentId: number, providerReference: string) {
  await tx.update(payments).set({ providerReference }).where(eq(payments.id, paymentId));
}

/** How long a pending payment of an occurrence waiting for authentication stays open. */
export async function setPaymentExpiry(tx: Queryable, paymentId: number, expiresAt: Date) {
  await tx.update(payments).set({ expiresAt }).where(eq(payments.id, paymentId));
}

export function paymentsByIds(db: Queryable, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(payments).where(inArray(payments.id, ids));
}

/** Where a run's claims stopped reading each kind: the last row's time and id. */
export interface ClaimPosition {
  lapsed?: { at: Date; id: number };
  due?: { at: Date; id: number };
}

/** Rows after `position` in the order (time, id), or all rows when there is none. */
const after = (time: AnyColumn, position?: { at: Date; id: number }) =>
  position ? sql`(${time}, ${scheduleOccurrences.id}) > (${position.at}, ${position.id})` : undefined;

/**
 * Claims up to `limit` occurrences to charge at `now`, each by exactly one process: those whose
 * charging process let its lease lapse first, then due ones of active schedules, earliest first.
 * Rows another transaction holds are skipped, and the claim (state, lease) commits with the
 * caller's transaction, so two processes never claim the same occurrence. Each kind is read by
 * its own partial index in its order, from `position` on: the rows claimed before in the run left
 * the index only as dead entries (until a vacuum), which a read from the index's start would step
 * over at every claim, a hundred thousand of them on the 27th night. Moves `position` on.
 */
export async function lockDueOccurrences(tx: Queryable, now: Date, limit: number, position: ClaimPosition) {
  const lapsed = await tx
    .select({ occurrence: scheduleOccurrences, schedule: schedules })
    .from(scheduleOccurrences)
    .innerJoin(schedules, eq(schedules.id, scheduleOccurrences.scheduleId))
    .where(
      and(
        eq(scheduleOccurrences.state, 'charging'),
        lte(scheduleOccurrences.lockedUntil, now),
        after(scheduleOccurrences.lockedUntil, position.lapsed),
      ),
    )
    .orderBy(asc(scheduleOccurrences.lockedUntil), asc(scheduleOccurrences.id))
    .limit(limit)
    .for('update', { of: scheduleOccurrences, skipLocked: true });
  const lastLapsed = lapsed.at(-1)?.occurrence;
  if (lastLapsed) position.lapsed = { at: lastLapsed.lockedUntil!, id: lastLapsed.id };
  if (lapsed.length >= limit) return lapsed;
  const due = await tx
    .select({ occurrence: scheduleOccurrences, schedule: schedules })
    .from(scheduleOccurrences)
    .innerJoin(schedules, eq(schedules.id, scheduleOccurrences.scheduleId))
    .where(
      and(
        eq(scheduleOccurrences.state, 'scheduled'),
        lte(scheduleOccurrences.chargeAt, now),
        eq(schedules.status, 'active'),
        after(scheduleOccurrences.chargeAt, position.due),
      ),
    )
    .orderBy(asc(scheduleOccurrences.chargeAt), asc(scheduleOccurrences.id))
    .limit(limit - lapsed.length)
    .for('update', { of: scheduleOccurrences, skipLocked: true });
  const lastDue = due.at(-1)?.occurrence;
  if (lastDue) position.due = { at: lastDue.chargeAt, id: lastDue.id };
  return [...lapsed, ...due];
}

/**
 * Occurrences waiting for the donor's authentication once the next occurrence of their schedule
 * is due: they become missed (contract §17). Locked as they are read, skipping held rows.
 */
export async function lockOverdueAuthentications(tx: Queryable, now: Date, limit: number) {
  return tx
    .select()
    .from(scheduleOccurrences)
    .where(
      and(
        eq(scheduleOccurrences.state, 'action_required'),
        sql`exists (select 1 from ${scheduleOccurrences} later
          where later.schedule_id = ${scheduleOccurrences.scheduleId}
            and later.seq > ${scheduleOccurrences.seq} and later.due_at <= ${now})`,
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The language of each of these accounts. */
export function accountLocales(db: Queryable, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, locale: users.locale }).from(users).where(inArray(users.id, userIds));
}

/** The account that owns a schedule, as its notices read it (language, name, e-mail choices). */
export async function ownerAccount(db: Queryable, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}
