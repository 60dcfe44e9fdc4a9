// The words of the campaign list's filters, apart from its query schema so a page can offer them
// without downloading zod.

/** Every status word of a campaign (contract §15.1), as its owner's list may filter them. */
export const CAMPAIGN_STATUSES = [
  'pending',
  'published',
  'paused',
  'completed',
  'ended',
  'cancelled',
  'rejected',
] as const;

/** Statuses that can be seen publicly (contract §15.1), the only words the list's filter takes. */
export const PUBLIC_STATUSES = ['published', 'paused', 'ended', 'completed'] as const;
export type PublicStatus = (typeof PUBLIC_STATUSES)[number];

export const CAMPAIGN_SORTS = ['newest', 'ending_soon', 'most_funded', 'least_funded'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];
