/** The filters of the charity's donations, on its page and in its export alike. */
export const DONATION_FILTERS = ['campaign_id', 'state', 'from', 'to'] as const;
export type DonationFilters = Partial<Record<(typeof DONATION_FILTERS)[number], string>>;
