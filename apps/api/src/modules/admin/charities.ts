// The staff's review of charities (contract §13): the list, one charity with its documents and
// counts, approval, and rejection with a reason.
import type { Locale } from '@ataa/contract/locale';
import type { PageRequest } from '@ataa/contract/pagination';
import type { AdminCharity } from '@ataa/contract/schemas/admin';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { countries } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { paginate } from '../../http/paginate.ts';
import type { UserRow } from '../accounts/index.ts';
import { presentUserRow } from '../accounts/index.ts';
import type { PaymentContext } from '../payments/index.ts';
import { closeCampaignCheckouts } from '../payments/index.ts';
import {
  type CharityFilter,
  campaignsOfCharity,
  charityById,
  charityCounts,
  charityRows,
  countCharities,
  countDocuments,
  countryById,
  documentsOf,
  setCharityApproval,
} from './charity-queries.ts';
import { mailCharityReview } from './review-mails.ts';

type Country = typeof countries.$inferSelect;

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
  const [documents, numbers] = await Promise.all([documentsOf(ctx.db, ids), charityCounts(ctx.db, ids)]);
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

export async function listCharities(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  filter: CharityFilter,
  page: PageRequest,
) {
  const { data, meta } = await paginate(
    page,
    (limit, offset) => charityRows(ctx.db, filter, limit, offset),
    () => countCharities(ctx.db, filter),
    (row) => row,
  );
  return { data: await presentCharities(ctx, locale, data), meta };
}

async function charityRow(db: Queryable, id: number, lock = false) {
  const row = await charityById(db, id, lock);
  if (!row) throw AppError.notFound();
  return row;
}

async function presentCharity(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  charity: UserRow,
) {
  const country = await countryById(ctx.db, charity.countryId);
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
  if ((await countDocuments(db, charityId)) === 0)
    throw AppError.validation('without_documents', 'errors.charity_without_documents');
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
    const row = await setCharityApproval(tx, id, after);
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
    if (!decision.approved) await closeCampaignCheckouts(tx, ctx, campaignsOfCharity(id));
    await mailCharityReview(
      ctx,
      tx,
      row,
      decision.approved ? 'charity_approved' : 'charity_rejected',
      auditId,
      decision.approved ? undefined : decision.reason,
    );
    await ctx.caches.invalidate(tx, ['campaigns']);
    return row;
  });
  return presentCharity(ctx, locale, updated);
}
