// The staff's review of campaigns (contract §13): every campaign, approval (it takes the status its
// charity asked for), rejection or take-down with a reason, suspension of a live campaign and its
// lifting (decision 029), and the home page's featured order.
import type { Locale } from '@ataa/contract/locale';
import type { MessageKey } from '@ataa/contract/messages';
import type { PageRequest } from '@ataa/contract/pagination';
import type { AdminCampaign, AdminCampaignListItem } from '@ataa/contract/schemas/admin';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { campaigns } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { paginate } from '../../http/paginate.ts';
import { displayName } from '../accounts/index.ts';
import type { CardRow } from '../campaigns/index.ts';
import { presentFullCampaign, presentOwnCampaign } from '../charity/index.ts';
import type { PaymentContext } from '../payments/index.ts';
import { closeCampaignCheckouts } from '../payments/index.ts';
import {
  accountById,
  type CampaignFilter,
  campaignCard,
  campaignCards,
  campaignIs,
  countCampaigns,
  lockCampaignRow,
  updateCampaignRow,
} from './campaign-queries.ts';
import { mailCampaignReview } from './review-mails.ts';
import { tellGiversOfSuspension } from './suspension-notices.ts';

type Campaign = typeof campaigns.$inferSelect;

const charityOf = (locale: Locale, row: CardRow) => ({
  id: row.charity.id,
  name: displayName(row.charity, locale),
});

function presentListItem(
  ctx: Pick<Infrastructure, 'config' | 'storage'>,
  locale: Locale,
  row: CardRow,
  now: Date,
): AdminCampaignListItem {
  return {
    ...presentOwnCampaign(ctx, locale, row, now),
    charity: charityOf(locale, row),
    featured_sort: row.campaign.featuredSort,
    deleted_at: row.campaign.deletedAt?.toISOString() ?? null,
  };
}

export function listCampaigns(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  filter: CampaignFilter,
  page: PageRequest,
) {
  const now = new Date();
  return paginate(
    page,
    (limit, offset) => campaignCards(ctx.db, filter, limit, offset),
    () => countCampaigns(ctx.db, filter),
    (row) => presentListItem(ctx, locale, row, now),
  );
}

export async function readCampaign(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'storage'>,
  locale: Locale,
  id: number,
): Promise<AdminCampaign> {
  const row = await campaignCard(ctx.db, id);
  if (!row) throw AppError.notFound();
  return {
    ...(await presentFullCampaign(ctx, locale, row)),
    charity: charityOf(locale, row),
    featured_sort: row.campaign.featuredSort,
    deleted_at: row.campaign.deletedAt?.toISOString() ?? null,
  };
}

async function lockCampaign(tx: Queryable, id: number) {
  const row = await lockCampaignRow(tx, id);
  if (!row) throw AppError.notFound();
  return row;
}

async function charityOfCampaign(tx: Queryable, campaign: Campaign) {
  return (await accountById(tx, campaign.charityId))!;
}

/** The fields a review changes, as the audit log names them. */
const reviewFields = (
  campaign: Pick<
    Campaign,
    | 'reviewState'
    | 'charityChoice'
    | 'rejectionReason'
    | 'isFeatured'
    | 'featuredSort'
    | 'suspendedAt'
    | 'suspensionReason'
  >,
) => ({
  review_state: campaign.reviewState,
  charity_choice: campaign.charityChoice,
  rejection_reason: campaign.rejectionReason,
  is_featured: campaign.isFeatured,
  featured_sort: campaign.featuredSort,
  suspended: campaign.suspendedAt !== null,
  suspension_reason: campaign.suspensionReason,
});

type Review =
  | { action: 'approve' }
  | { action: 'reject'; reason: string }
  | { action: 'feature'; featured: boolean; sort?: number }
  | { action: 'suspend'; reason: string }
  | { action: 'lift' };

/** The reason a review gives, e-mailed to the charity and kept in the audit log. */
const reasonOf = (review: Review) =>
  review.action === 'reject' || review.action === 'suspend' ? review.reason : undefined;

/** What a review sets: approval takes the requested status (a cancelled campaign stays cancelled). */
function reviewChanges(campaign: Campaign, review: Review): Partial<Campaign> {
  if (review.action === 'approve') {
    const choice =
      campaign.charityChoice === 'cancelled'
        ? 'cancelled'
        : campaign.requestedStatus === 'paused'
          ? 'paused'
          : 'active';
    return { reviewState: 'approved', charityChoice: choice, rejectionReason: null };
  }
  if (review.action === 'reject') return { reviewState: 'rejected', rejectionReason: review.reason };
  if (review.action === 'suspend') {
    return { suspendedAt: campaign.suspendedAt ?? new Date(), suspensionReason: review.reason };
  }
  if (review.action === 'lift') return { suspendedAt: null, suspensionReason: null };
  return { isFeatured: review.featured, featuredSort: review.sort ?? campaign.featuredSort };
}

/**
 * Reviews a campaign's state refuses (409): a deleted campaign is gone for every review; a
 * cancelled one stays cancelled (cancelling is final), so it is not rejected; only an approved,
 * uncancelled campaign is featured (taking one off the list is always possible).
 */
function refusal(campaign: Campaign, review: Review): MessageKey | null {
  if (campaign.deletedAt) return 'errors.campaign_deleted_review';
  if (review.action === 'reject' && campaign.charityChoice === 'cancelled')
    return 'errors.campaign_cancelled_review';
  const featurable = campaign.reviewState === 'approved' && campaign.charityChoice !== 'cancelled';
  if (review.action === 'feature' && review.featured && !featurable) return 'errors.campaign_not_featurable';
  // Only a live campaign is suspended; one under review is rejected instead (decision 029).
  if (review.action === 'suspend' && !featurable) return 'errors.campaign_not_suspendable';
  return null;
}

const MAIL_OF = {
  approve: 'campaign_approved',
  reject: 'campaign_rejected',
  feature: 'campaign_featured',
  suspend: 'campaign_suspended',
  lift: 'campaign_suspension_lifted',
} as const;

/**
 * Approves, rejects (or takes down), suspends, lifts a suspension or features a campaign, with its
 * audit entry and the charity's e-mail (and on suspension its givers' notices) in one transaction. The same decision again changes nothing and sends nothing.
 */
export async function reviewCampaign(
  ctx: Pick<PaymentContext, 'caches' | 'config' | 'db' | 'mail' | 'payments' | 'storage'>,
  locale: Locale,
  actorId: number,
  id: number,
  review: Review,
) {
  await ctx.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, id);
    const refused = refusal(campaign, review);
    if (refused) throw AppError.conflict(refused);
    const changes = reviewChanges(campaign, review);
    const before = reviewFields(campaign);
    const after = reviewFields({ ...campaign, ...changes });
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await updateCampaignRow(tx, id, changes);
    // Rejected, taken down or suspended: checkouts it no longer takes are closed (decision 025).
    await closeCampaignCheckouts(tx, ctx, campaignIs(id));
    const auditId = await recordAudit(tx, {
      actorId,
      action: `campaign.${review.action}`,
      objectType: 'campaign',
      objectId: id,
      before,
      after,
      reason: reasonOf(review),
    });
    // A charity hears that its campaign is featured, not that it left the featured list.
    const newlyFeatured = review.action === 'feature' && review.featured && !campaign.isFeatured;
    if (review.action !== 'feature' || newlyFeatured) {
      await mailCampaignReview(
        ctx,
        tx,
        await charityOfCampaign(tx, campaign),
        { ...campaign, ...changes },
        MAIL_OF[review.action],
        auditId,
        reasonOf(review),
        campaign.reviewState === 'approved',
      );
    }
    // Those who gave hear once that the campaign they supported is paused for review.
    if (review.action === 'suspend' && !campaign.suspendedAt) {
      await tellGiversOfSuspension(ctx, tx, { ...campaign, ...changes }, auditId);
    }
    await ctx.caches.invalidate(tx, ['campaigns']);
  });
  return readCampaign(ctx, locale, id);
}
