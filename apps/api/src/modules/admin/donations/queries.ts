// The staff's donations (contract §13): every donation with its payment, campaign, charity,
// currency and giver's account, filtered and newest first; and the refunds the staff claim.
import type { PaymentState } from '@ataa/contract/schemas/donor';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containing, foldedContains } from '../../../db/arabic-search.ts';
import type { Queryable } from '../../../db/client.ts';
import { campaigns, currencies, donations, payments, refunds, users } from '../../../db/schema.ts';
import { dayStart } from '../../../db/site-days.ts';
import { charities } from '../../campaigns/index.ts';

export interface AdminDonationFilter {
  q?: string;
  state?: PaymentState;
  campaignId?: number;
  charityId?: number;
  gateway?: string;
  currencyId?: number;
  /** Days (YYYY-MM-DD) in the site's time zone, both included. */
  dateFrom?: string;
  dateTo?: string;
}

const givers = alias(users, 'giver');

/** Whether the filter reads the payment's columns, so the count must join it too. */
const readsPayment = (filter: AdminDonationFilter) => Boolean(filter.gateway || filter.q);

function adminDonationWhere(filter: AdminDonationFilter): SQL | undefined {
  const q = filter.q?.trim();
  return and(
    filter.state ? eq(donations.state, filter.state) : undefined,
    filter.campaignId ? eq(donations.campaignId, filter.campaignId) : undefined,
    filter.charityId ? eq(donations.charityId, filter.charityId) : undefined,
    filter.currencyId ? eq(donations.currencyId, filter.currencyId) : undefined,
    filter.gateway ? eq(payments.gateway, filter.gateway) : undefined,
    filter.dateFrom ? sql`${donations.createdAt} >= ${dayStart(filter.dateFrom)}` : undefined,
    filter.dateTo ? sql`${donations.createdAt} < ${dayStart(filter.dateTo)} + interval '1 day'` : undefined,
    q
      ? or(
          foldedContains(donations.name, q),
          ilike(donations.email, containing(q)),
          // A reference is searched whole: it is unique and indexed.
          eq(payments.reference, q),
        )
      : undefined,
  );
}

/** Donations with everything AdminDonation shows, newest first (`donations_created_idx`). */
function adminDonationRows(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      donation: donations,
      payment: payments,
      campaign: { id: campaigns.id, nameAr: campaigns.nameAr, nameEn: campaigns.nameEn },
      charity: charities,
      currency: currencies,
      giver: givers,
    })
    .from(donations)
    .innerJoin(payments, eq(payments.id, donations.paymentId))
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .innerJoin(charities, eq(charities.id, donations.charityId))
    .innerJoin(currencies, eq(currencies.id, donations.currencyId))
    .leftJoin(givers, eq(givers.id, donations.userId))
    .where(where)
    .orderBy(desc(donations.createdAt), desc(donations.id));
}

export type AdminDonationRow = Awaited<ReturnType<ReturnType<typeof adminDonationRows>['execute']>>[number];

/** A page of the donations the filter keeps. */
export function adminDonationPage(db: Queryable, filter: AdminDonationFilter, limit: number, offset: number) {
  return adminDonationRows(db, adminDonationWhere(filter)).limit(limit).offset(offset);
}

export async function adminDonationById(db: Queryable, id: number) {
  const [row] = await adminDonationRows(db, eq(donations.id, id));
  return row;
}

export async function countAdminDonations(db: Queryable, filter: AdminDonationFilter) {
  const where = adminDonationWhere(filter);
  const query = db.select({ total: count() }).from(donations);
  const [row] = readsPayment(filter)
    ? await query.innerJoin(payments, eq(payments.id, donations.paymentId)).where(where)
    : await query.where(where);
  return row!.total;
}

/** The refunds of these donations, oldest first. */
export function refundsOf(db: Queryable, donationIds: number[]) {
  if (donationIds.length === 0) return Promise.resolve([]);
  return db.select().from(refunds).where(inArray(refunds.donationId, donationIds)).orderBy(refunds.id);
}

export async function donationById(tx: Queryable, id: number) {
  const [donation] = await tx.select().from(donations).where(eq(donations.id, id));
  return donation;
}

export async function currencyById(tx: Queryable, id: number) {
  const [currency] = await tx.select().from(currencies).where(eq(currencies.id, id));
  return currency;
}

/** The donation's refunds, oldest first, locked for update. */
export function lockRefundsOf(tx: Queryable, donationId: number) {
  return tx
    .select()
    .from(refunds)
    .where(eq(refunds.donationId, donationId))
    .orderBy(refunds.id)
    .for('update');
}

type RefundClaim = Pick<
  typeof refunds.$inferInsert,
  'adminId' | 'amountMinor' | 'reason' | 'provider' | 'status' | 'attempt'
>;

/** A failed refund taken again as the claim's next attempt, its provider's id cleared. */
export async function reclaimRefund(tx: Queryable, refundId: number, claim: RefundClaim) {
  const [refund] = await tx
    .update(refunds)
    .set({ ...claim, providerRefundId: null, updatedAt: new Date() })
    .where(eq(refunds.id, refundId))
    .returning();
  return refund!;
}

export async function insertRefund(
  tx: Queryable,
  claim: RefundClaim & Pick<typeof refunds.$inferInsert, 'donationId' | 'paymentId'>,
) {
  const [refund] = await tx.insert(refunds).values(claim).returning();
  return refund!;
}

/** The refund while it is still asked and the provider has not answered it. */
const unanswered = (refundId: number) =>
  and(eq(refunds.id, refundId), eq(refunds.status, 'requested'), isNull(refunds.providerRefundId));

export async function failUnansweredRefund(db: Queryable, refundId: number) {
  await db.update(refunds).set({ status: 'failed', updatedAt: new Date() }).where(unanswered(refundId));
}

export async function deleteUnansweredRefund(db: Queryable, refundId: number) {
  await db.delete(refunds).where(unanswered(refundId));
}
