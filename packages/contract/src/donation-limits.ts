/**
 * The smallest and largest single gift, in major units of the currency given in (contract §6).
 * One constant for the API, which refuses what lies outside, and for the site's forms, which say
 * so before sending (decision 017).
 */
export const DONATION_LIMITS = { min: 1, max: 1_000_000 } as const;
