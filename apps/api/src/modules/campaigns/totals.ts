import type { Queryable } from '../../db/client.ts';
import { updateCampaignTotals } from './totals-queries.ts';

/**
 * Recomputes a campaign's raised total and donor count from its paid donations, each net of what
 * was refunded of it in part (decision 032). Called in the
 * transaction that changes a donation's state, so the totals always equal the sum of the paid ones.
 * Donors are told apart by account, guests by e-mail; anonymous gifts still count their giver once.
 */
export async function refreshCampaignTotals(tx: Queryable, campaignId: number): Promise<void> {
  await updateCampaignTotals(tx, campaignId);
}
