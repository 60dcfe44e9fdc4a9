import type { CampaignDetail, DonorEntry } from '@ataa/contract/schemas/campaigns';

const rowKey = (entry: DonorEntry) => JSON.stringify([entry.name, entry.total_amount, entry.donated_at]);

/**
 * Whether "latest donations" would only repeat "all donors": every donor is on the one page shown
 * and gave once, so the two lists hold the same rows. The page then shows one list until they differ.
 */
export function latestRepeatsDonors(campaign: Pick<CampaignDetail, 'latest' | 'all_donors'>): boolean {
  const { latest, all_donors: donors } = campaign;
  if (donors.meta.total !== latest.length || donors.data.length !== latest.length) return false;
  const rows = donors.data.map(rowKey).sort();
  return latest
    .map(rowKey)
    .sort()
    .every((key, index) => key === rows[index]);
}
