// The staff's review of charities (contract §13): the list, one charity with its documents and
// counts, approval, and rejection with a reason.
import type { Locale } from '@ataa/contract/locale';
import type { PageRequest } from '@ataa/contract/pagination';
import type { AdminCharity } from '@ataa/contract/schemas/admin';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Infrastructure } from '../../context.ts';
import { containing, foldedContains } from '../../db/arabic-search.ts';
import type { Queryable } from '../../db/client.ts';
import { campaigns, countries, donations, userDocuments, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { paginate } from '../../http/paginate.ts';
import type { UserRow } from '../accounts/index.ts';
import { presentUserRow } from '../accounts/index.ts';
import type { PaymentContext } from '../payments/index.ts';
import { closeCampaignCheckouts } from '../payments/index.ts';
import { mailCharityReview } from './review-mails.ts';

type Country = typeof countries.$inferSelect;

export interface CharityFilter {
  q?: string;
  approvalStatus?: 'pending' | 'approved' | 'rejected';
  countryId?: number;
}

function charityFilter(filter: CharityFilter) {
  const q = filter.q?.trim();
  return and(
    eq(users.userType, 'charity'),
    filter.approvalStatus ? eq(users.approvalStatus, filter.approvalStatus) : undefined,
    filter.countryId ? eq(users.countryId, filter.countryId) : undefined,
    q
      ? or(
          ilike(users.charityNameEn, containing(q)),
          foldedContains(users.charityNameAr, q),
          ilike(users.email, containing(q)),
          ilike(users.mobile, containing(q)),
        )
      : undefined,
  );
}

/** Counts per charity, for these charities, in one grouped query each: live campaigns and paid donations. */
async function countsOf(db: Queryable, ids: number[]) {
  const [campaignCounts, donationCounts] = await Promise.all([
    db
      .select({ id: campaigns.charityId, n: count() })
      .from(campaigns)
      .where(and(inArray(campaigns.charityId, ids), isNull(campaigns.deletedAt)))
      .groupBy(campaigns.charityId),
    db
      .select({ id: donations.charityId, n: count() })
      .from(donations)
      .where(and(inArray(donations.charityId, ids), eq(donations.state, 'paid')))
      .groupBy(donations.charityId),
  ]);
  const byId = (rows: Array<{ id: number; n: number }>) => new Map(rows.map((row) => [row.id, row.n]));
  return { campaigns: byId(campaignCounts), donations: byId(donationCounts) };
}

/**
 * Presents charities with their country, documents and counts, read for all of them at once (a
 * page of the list costs the same few queries as one charity).
 */
async function presentCharities(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  rows: Array<{ charity: UserRow; country: Country | null }>,
): Promise<AdminCharity[]> {
  const ids = rows.map((row) => row.charity.id);
  if (ids.length === 0) return [];
  const [documents, numbers] = await Promise.all([
    ctx.db
      .select()
      .from(userDocuments)
      .where(inArray(userDocuments.userId, ids))
      .orderBy(asc(userDocuments.id)),
    countsOf(ctx.db, ids),
  ]);
  return rows.map(({ charity, country }) => ({
    ...presentUserRow(
      ctx,
      locale,
      charity,
      country,
      documents.filter((doc) => doc.userId === charity.id),
    ),
    campaigns_count: numbers.campaigns.get(charity.id) ?? 0,
    donations_count: numbers.donations.get(charity.id) ?? 0,
  })) as AdminCharity[];
}

/** Charities with their country, newest first. */
const charityRows = (db: Queryable) =>
  db
    .select({ charity: users, country: countries })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId));

export async function listCharities(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  filter: CharityFilter,
  page: PageRequest,
) {
  const where = charityFilter(filter);
  const { data, meta } = await paginate(
    page,
    (limit, offset) =>
      charityRows(ctx.db)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset),
    async () => (await ctx.db.select({ total: count() }).from(users).where(where))[0]!.total,
    (row) => row,
  );
  return { data: await presentCharities(ctx, locale, data), meta };
}

async function charityRow(db: Queryable, id: number, lock = false) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, 'charity')));
  // Not `for update`: a payment applied meanwhile may still insert the charity's notification
  // (its key-share lock on this row), and the rejection waits for that payment's campaigns.
  const [row] = lock ? await query.for('no key update') : await query;
  if (!row) throw AppError.notFound();
  return row;
}

async function presentCharity(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  charity: UserRow,
) {
  const [country] = await ctx.db.select().from(countries).where(eq(countries.id, charity.countryId));
  const [presented] = await presentCharities(ctx, locale, [{ charity, country: country ?? null }]);
  return presented!;
}

export async function readCharity(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  id: number,
) {
  return presentCharity(ctx, locale, await charityRow(ctx.db, id));
}

/** A charity that uploaded nothing is approved only when the staff say they approve it so. */
async function refuseWithoutDocuments(db: Queryable, charityId: number) {
  const [uploaded] = await db
    .select({ n: count() })
    .from(userDocuments)
    .where(eq(userDocuments.userId, charityId));
  if (uploaded!.n === 0) throw AppError.validation('without_documents', 'errors.charity_without_documents');
}

/**
 * Approves or rejects a charity. The same decision again changes nothing and sends nothing; a
 * change is written with its audit entry and its e-mail, and the public campaign pages drop what
 * they kept, since its campaigns' visibility follows its approval.
 */
export async function reviewCharity(
  ctx: Pick<PaymentContext, 'caches' | 'config' | 'db' | 'mail' | 'payments' | 'storage'>,
  locale: Locale,
  actorId: number,
  id: number,
  decision: { approved: true; withoutDocuments: boolean } | { approved: false; reason: string },
) {
  const updated = await ctx.db.transaction(async (tx) => {
    const charity = await charityRow(tx, id, true);
    if (decision.approved && !decision.withoutDocuments && charity.approvalStatus !== 'approved') {
      await refuseWithoutDocuments(tx, id);
    }
    const after = decision.approved
      ? { approvalStatus: 'approved' as const, rejectionReason: null }
      : { approvalStatus: 'rejected' as const, rejectionReason: decision.reason };
    if (
      charity.approvalStatus === after.approvalStatus &&
      charity.rejectionReason === after.rejectionReason
    ) {
      return charity;
    }
    const [row] = await tx
      .update(users)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    const auditId = await recordAudit(tx, {
      actorId,
      action: decision.approved ? 'charity.approve' : 'charity.reject',
      objectType: 'charity',
      objectId: id,
      before: { approval_status: charity.approvalStatus, rejection_reason: charity.rejectionReason },
      after: { approval_status: after.approvalStatus, rejection_reason: after.rejectionReason },
      reason: decision.approved ? undefined : decision.reason,
    });
    // Its campaigns no longer accept donations: their open checkouts are closed (decision 025).
    if (!decision.approved) await closeCampaignCheckouts(tx, ctx, eq(campaigns.charityId, id));
    await mailCharityReview(
      ctx,
      tx,
      row!,
      decision.approved ? 'charity_approved' : 'charity_rejected',
      auditId,
      decision.approved ? undefined : decision.reason,
    );
    await ctx.caches.invalidate(tx, ['campaigns']);
    return row!;
  });
  return presentCharity(ctx, locale, updated);
}
