import { and, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaigns, cartItems, currencies, donations, paymentEvents, payments } from '../../db/schema.ts';
import { acceptingAt } from '../campaigns/index.ts';
import type { PaymentState } from './provider.ts';

type Payment = typeof payments.$inferSelect;
type Donation = typeof donations.$inferSelect;

/** Which campaigns a change closes, as the module that changes them selects them (none: all). */
export type CampaignsWhere = SQL | undefined;

/** Locks a payment's row: every change to a payment or its donations is ordered by this lock. */
export async function lockPayment(tx: Queryable, paymentId: number) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return payment;
}

export async function paymentById(db: Queryable, paymentId: number) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return payment;
}

export async function paymentByReference(db: Queryable, reference: string, options = { lock: false }) {
  const query = db.select().from(payments).where(eq(payments.reference, reference));
  const [payment] = await (options.lock ? query.for('update') : query);
  return payment;
}

export async function paymentState(db: Queryable, paymentId: number) {
  const [payment] = await db
    .select({ state: payments.state })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return payment!.state;
}

/** Pending payments younger than this are left to their webhooks; older ones are asked about. */
const QUIET_PERIOD = sql`interval '2 minutes'`;

/** Pending payments past the quiet period, oldest first. */
export function pendingPaymentsToCheck(db: Queryable, limit: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.state, 'pending'), lt(payments.createdAt, sql`now() - ${QUIET_PERIOD}`)))
    .orderBy(payments.createdAt)
    .limit(limit);
}

/**
 * A payment's new state (with the provider's reference, when given); one moving to paid keeps
 * when. Answers it as written.
 */
export async function setPaymentState(
  tx: Queryable,
  paymentId: number,
  next: PaymentState,
  now: Date,
  providerReference?: string,
) {
  const [row] = await tx
    .update(payments)
    .set({
      state: next,
      updatedAt: now,
      ...(next === 'paid' ? { paidAt: now } : {}),
      ...(providerReference === undefined ? {} : { providerReference }),
    })
    .where(eq(payments.id, paymentId))
    .returning();
  return row!;
}

export function paymentDonations(tx: Queryable, paymentId: number) {
  return tx.select().from(donations).where(eq(donations.paymentId, paymentId));
}

/** A savepoint before a paid payment's donations are written (`payDonations`). */
export async function markBeforeDonations(tx: Queryable) {
  await tx.execute(sql`savepoint before_donations`);
}

/** Undoes what was written since `markBeforeDonations`, the row locks taken since included. */
export async function undoSinceBeforeDonations(tx: Queryable) {
  await tx.execute(sql`rollback to savepoint before_donations`);
}

/** Locks the campaigns `which` selects, in id order (as every payment locks them: none deadlocks). */
export function lockCampaigns(tx: Queryable, which: CampaignsWhere) {
  return tx.select({ id: campaigns.id }).from(campaigns).where(which).orderBy(campaigns.id).for('update');
}

/** The campaigns a payment's donations go to. */
const campaignsOfPayment = (tx: Queryable, paymentId: number) =>
  inArray(
    campaigns.id,
    tx.select({ id: donations.campaignId }).from(donations).where(eq(donations.paymentId, paymentId)),
  );

/** Locks the campaigns a payment's donations go to, as `lockCampaigns` does; answers their ids in that order. */
export async function lockCampaignsOfPayment(tx: Queryable, paymentId: number) {
  const rows = await lockCampaigns(tx, campaignsOfPayment(tx, paymentId));
  return rows.map((row) => row.id);
}

/**
 * Locks the campaigns of a payment's donations, as `lockCampaignsOfPayment` does, and answers
 * whether each takes the payment as it stands once locked, in the same statement: a row this waited
 * for is read as its locker left it (PostgreSQL reads a row locked after a wait again), so a campaign
 * closed by the transaction it waited for is seen closed (decision 041).
 */
export function lockCampaignsTakingPayment(tx: Queryable, payment: Payment) {
  return tx
    .select({ id: campaigns.id, takes: sql<boolean>`coalesce(${acceptingAt(payment.createdAt)}, false)` })
    .from(campaigns)
    .where(campaignsOfPayment(tx, payment.id))
    .orderBy(campaigns.id)
    .for('update');
}

/** Refunds in full every paid donation of a payment; returns them. */
export function refundPaidDonations(tx: Queryable, paymentId: number, now: Date) {
  return tx
    .update(donations)
    .set({
      state: 'refunded',
      refundedAt: now,
      refundedMinor: sql`${donations.amountMinor}`,
      campaignRefundedMinor: sql`${donations.campaignAmountMinor}`,
      baseRefundedMinor: sql`${donations.baseAmountMinor}`,
    })
    .where(and(eq(donations.paymentId, paymentId), eq(donations.state, 'paid')))
    .returning();
}

/** Every donation of the payment in `state`; answers them as written. */
export function setDonationsState(tx: Queryable, paymentId: number, state: PaymentState) {
  return tx.update(donations).set({ state }).where(eq(donations.paymentId, paymentId)).returning();
}

export function allCurrencies(tx: Queryable) {
  return tx.select().from(currencies);
}

/**
 * A payment's donations in order, each with its campaign's currency and whether the campaign, as
 * it stands now, was accepting donations when the payment was opened.
 */
export function donationsWithAcceptance(tx: Queryable, payment: Payment) {
  return tx
    .select({
      donation: donations,
      campaignCurrencyId: campaigns.currencyId,
      takes: sql<boolean>`coalesce(${acceptingAt(payment.createdAt)}, false)`,
    })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(eq(donations.paymentId, payment.id))
    .orderBy(donations.id);
}

/** What a donation's payment brought: paid or refused, at what rate, in which amounts. */
export async function recordDonationArrived(
  tx: Queryable,
  donationId: number,
  arrived: Pick<Donation, 'state' | 'paidAt' | 'rateToBase' | 'baseAmountMinor' | 'campaignAmountMinor'>,
) {
  const [updated] = await tx.update(donations).set(arrived).where(eq(donations.id, donationId)).returning();
  return updated!;
}

/** The payment's waiting cart items for these campaigns become donated. */
export async function markCartItemsDonated(
  tx: Queryable,
  paymentId: number,
  campaignIds: number[],
  now: Date,
) {
  await tx
    .update(cartItems)
    .set({ status: 'donated', updatedAt: now })
    .where(
      and(
        eq(cartItems.paymentId, paymentId),
        eq(cartItems.status, 'wait'),
        inArray(cartItems.campaignId, campaignIds),
      ),
    );
}

/** Unprocessed refund events of a payment's reference. */
export function waitingRefundEvents(tx: Queryable, reference: string) {
  return tx
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.paymentReference, reference),
        eq(paymentEvents.reportedState, 'refunded'),
        isNull(paymentEvents.processedAt),
      ),
    );
}

/** The event's id, or undefined when the provider's event is already stored. */
export async function insertEvent(tx: Queryable, event: typeof paymentEvents.$inferInsert) {
  const [inserted] = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted?.id;
}

export async function lockUnprocessedEvent(tx: Queryable, eventId: number) {
  const [event] = await tx
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.id, eventId), isNull(paymentEvents.processedAt)))
    .for('update');
  return event;
}

export async function markEventProcessed(tx: Queryable, eventId: number, lastError: string | null) {
  await tx
    .update(paymentEvents)
    .set({ processedAt: new Date(), lastError })
    .where(eq(paymentEvents.id, eventId));
}

/** The states the sandbox's events reported for a payment. */
export function sandboxReportedStates(db: Queryable, reference: string) {
  return db
    .select({ state: paymentEvents.reportedState })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.provider, 'sandbox'),
        eq(paymentEvents.paymentReference, reference),
        isNotNull(paymentEvents.reportedState),
      ),
    );
}

export async function currencyById(db: Queryable, currencyId: number) {
  const [currency] = await db.select().from(currencies).where(eq(currencies.id, currencyId));
  return currency!;
}

/** One line per donation of a payment: its campaign's names and its amount, in order. */
export function checkoutLines(db: Queryable, paymentId: number) {
  return db
    .select({ nameAr: campaigns.nameAr, nameEn: campaigns.nameEn, amountMinor: donations.amountMinor })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(eq(donations.paymentId, paymentId))
    .orderBy(donations.id);
}

/**
 * The pending donations of pending payments to these campaigns, where the campaign was not
 * accepting donations when the payment was opened, as it stands now; locked. A donation locked
 * already is being paid at this moment: its payment writes it before it locks the campaigns, then
 * finds the change under their lock and refuses it itself (decision 041), so waiting for it here,
 * with the campaigns locked, would deadlock.
 */
export function pendingDonationsRefused(tx: Queryable, campaignIds: number[]) {
  return tx
    .select({ id: donations.id, paymentId: donations.paymentId })
    .from(donations)
    .innerJoin(payments, eq(payments.id, donations.paymentId))
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(
      and(
        inArray(donations.campaignId, campaignIds),
        eq(donations.state, 'pending'),
        eq(payments.state, 'pending'),
        sql`not coalesce(${acceptingAt(payments.createdAt)}, false)`,
      ),
    )
    .for('update', { of: donations, skipLocked: true });
}

export async function cancelDonations(tx: Queryable, donationIds: number[]) {
  await tx.update(donations).set({ state: 'cancelled' }).where(inArray(donations.id, donationIds));
}
