// The status words of `campaignStatus` (status.ts) as conditions on the campaigns table.
import type { PublicStatus } from '@ataa/contract/schemas/campaigns';
import { and, eq, gt, gte, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { campaigns } from '../../db/schema.ts';
import type { CampaignStatus } from './status.ts';

const active = and(eq(campaigns.charityChoice, 'active'), isNull(campaigns.suspendedAt))!;
const goalReached = gte(campaigns.raisedMinor, campaigns.priceTargetMinor);
const goalOpen = lt(campaigns.raisedMinor, campaigns.priceTargetMinor);

/**
 * The rules of `campaignStatus` in SQL, for campaigns already known to be public (approved, not
 * cancelled), so the list can filter by the status word it shows.
 */
export const publicStatusIs: Record<PublicStatus, SQL> = {
  paused: or(
    eq(campaigns.charityChoice, 'paused'),
    and(eq(campaigns.charityChoice, 'active'), isNotNull(campaigns.suspendedAt)),
  )!,
  completed: and(active, goalReached)!,
  ended: and(active, goalOpen, gt(sql`now()`, campaigns.endAt))!,
  published: and(active, goalOpen, lte(sql`now()`, campaigns.endAt))!,
};

const approved = eq(campaigns.reviewState, 'approved');

/** Every status word of `campaignStatus` in SQL, for any campaign (a charity's own list). */
export const statusIs: Record<CampaignStatus, SQL> = {
  pending: eq(campaigns.reviewState, 'pending'),
  rejected: eq(campaigns.reviewState, 'rejected'),
  cancelled: and(approved, eq(campaigns.charityChoice, 'cancelled'))!,
  paused: and(approved, publicStatusIs.paused)!,
  completed: and(approved, publicStatusIs.completed)!,
  ended: and(approved, publicStatusIs.ended)!,
  published: and(approved, publicStatusIs.published)!,
};
