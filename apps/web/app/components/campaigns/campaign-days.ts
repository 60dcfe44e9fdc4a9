import type { CampaignCard } from '@ataa/contract/schemas/campaigns';

const DAY_MS = 86_400_000;

/**
 * What a campaign says of its dates beside its donors: the days left while it runs; before its
 * first day, how many days it will run (decision 028), since "103 days left" beside "opens in 73
 * days" counts days it takes no gift.
 */
export type CampaignDays = { left: number } | { runs: number };

type Dates = Pick<CampaignCard, 'remaining_days' | 'opens_on' | 'start_at' | 'end_at'>;

export function campaignDays(campaign: Dates): CampaignDays {
  if (!campaign.opens_on) return { left: campaign.remaining_days };
  // Whole days from start to end, rounded up, as the charity chose them (the API's `total_days`).
  const length = Date.parse(campaign.end_at) - Date.parse(campaign.start_at);
  return { runs: Math.max(1, Math.ceil(length / DAY_MS)) };
}
