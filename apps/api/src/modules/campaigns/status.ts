import { siteDay } from '@ataa/contract/site-days';
import type { campaigns } from '../../db/schema.ts';

type Campaign = typeof campaigns.$inferSelect;

export type CampaignStatus =
  | 'pending'
  | 'rejected'
  | 'cancelled'
  | 'paused'
  | 'completed'
  | 'ended'
  | 'published';

const DAY_MS = 86_400_000;

/** The derived status of contract §15.1: the first rule that matches. */
export function campaignStatus(campaign: Campaign, now = new Date()): CampaignStatus {
  if (campaign.reviewState === 'pending') return 'pending';
  if (campaign.reviewState === 'rejected') return 'rejected';
  if (campaign.charityChoice === 'cancelled') return 'cancelled';
  // Suspended by the staff: paused to the original client, marked `suspended` (decision 029).
  if (campaign.suspendedAt) return 'paused';
  if (campaign.charityChoice === 'paused') return 'paused';
  if (campaign.raisedMinor >= campaign.priceTargetMinor) return 'completed';
  if (now > campaign.endAt) return 'ended';
  return 'published';
}

/** Published or completed, started and not yet ended (contract §15.1). */
export function acceptsDonations(campaign: Campaign, now = new Date()): boolean {
  const status = campaignStatus(campaign, now);
  return (
    (status === 'published' || status === 'completed') && campaign.startAt <= now && now <= campaign.endAt
  );
}

/**
 * The site day an approved campaign that has not started opens to donations (decision 028): its
 * page is public before then. Null once started, or when it is not approved.
 */
export function opensOn(campaign: Campaign, now = new Date()): string | null {
  if (campaign.reviewState !== 'approved' || campaign.startAt <= now) return null;
  return siteDay(campaign.startAt);
}

/** Whole days left, rounded up; 0 once ended. */
export function remainingDays(campaign: Campaign, now = new Date()): number {
  return Math.max(0, Math.ceil((campaign.endAt.getTime() - now.getTime()) / DAY_MS));
}
