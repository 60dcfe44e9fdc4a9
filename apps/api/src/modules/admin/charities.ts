// The staff's review of charities (contract §13): the list, one charity with its documents and
// counts, approval, and rejection with a reason.
import type { Locale } from '@ataa/contract/locale';
import type { PageRequest } from '@ataa/contract/pagination';
import type { AdminCharity } from '@ataa/contract/schemas/admin';
import { foldForSearch } from '@ataa/contract/search';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { campaigns, donations, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { containing, foldedForSearch } from '../../http/like.ts';
import { paginate } from '../../http/paginate.ts';
import { presentUser } from '../accounts/present.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { recordAudit } from './audit.ts';
import { mailCharityReview } from './review-mails.ts';

export interface CharityFilter {
  q?: string;
  approvalStatus?: 'pending' | 'approved' | 'rejected';
  countryId?: number;
}

function charityFilter(filter: CharityFilter) {
  const q = filter.q?.trim();
  const folded = q ? foldForSearch(q) : '';
  return and(
    eq(users.userType, 'charity'),
    filter.approvalStatus ? eq(users.approvalStatus, filter.approvalStatus) : undefined,
    filter.countryId ? eq(users.countryId, filter.countryId) : undefined,
    q
      ? or(
          ilike(users.charityNameEn, containing(q)),
          sql`${foldedForSearch(users.charityNameAr)} like ${containing(folded)}`,
          ilike(users.email, containing(q)),
          ilike(users.mobile, containing(q)),
        )
      : undefined,
  );
}

async function counts(db: Queryable, charityId: number) {
  const [[campaignCount], [donationCount]] = await Promise.all([
    db.select({ n: count() }).from(campaigns).where(eq(campaigns.charityId, charityId)),
    db
      .select({ n: count() })
      .from(donations)
      .where(and(eq(donations.charityId, charityId), eq(donations.state, 'paid'))),
  ]);
  return { campaigns_count: campaignCount!.n, donations_count: donationCount!.n };
}

async function presentCharity(ctx: AppContext, locale: Locale, charity: UserRow): Promise<AdminCharity> {
  const [user, numbers] = await Promise.all([
    presentUser(ctx, locale, charity, { withDocuments: true }),
    counts(ctx.db, charity.id),
  ]);
  return { ...user, ...numbers } as AdminCharity;
}

export function listCharities(ctx: AppContext, locale: Locale, filter: CharityFilter, page: PageRequest) {
  const where = charityFilter(filter);
  return paginate(
    page,
    async (limit, offset) =>
      Promise.all(
        (
          await ctx.db
            .select()
            .from(users)
            .where(where)
            .orderBy(desc(users.createdAt), desc(users.id))
            .limit(limit)
            .offset(offset)
        ).map((charity) => presentCharity(ctx, locale, charity)),
      ),
    async () => (await ctx.db.select({ total: count() }).from(users).where(where))[0]!.total,
    (charity) => charity,
  );
}

async function charityRow(db: Queryable, id: number, lock = false) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, 'charity')));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound();
  return row;
}

export async function readCharity(ctx: AppContext, locale: Locale, id: number) {
  return presentCharity(ctx, locale, await charityRow(ctx.db, id));
}

/**
 * Approves or rejects a charity. The same decision again changes nothing and sends nothing; a
 * change is written with its audit entry and its e-mail, and the public campaign pages drop what
 * they kept, since its campaigns' visibility follows its approval.
 */
export async function reviewCharity(
  ctx: AppContext,
  locale: Locale,
  actorId: number,
  id: number,
  decision: { approved: true } | { approved: false; reason: string },
) {
  const updated = await ctx.db.transaction(async (tx) => {
    const charity = await charityRow(tx, id, true);
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
