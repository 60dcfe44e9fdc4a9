import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { donations } from '../../db/schema.ts';

/** One donor: an account, or a guest told apart by e-mail (contract §14, DonorEntry). */
export const donorKey = sql<string>`coalesce('u' || ${donations.userId}::text, 'e' || lower(${donations.email}))`;

/**
 * Recomputes a campaign's raised total and donor count from its paid donations, each net of what
 * was refunded of it in part (decision 032). Called in the transaction that changes a donation's
 * state, so the totals always equal the sum of the paid ones. Donors are told apart by `donorKey`:
 * by account, guests by e-mail; anonymous gifts still count their giver once.
 */
export async function refreshCampaignTotals(tx: Queryable, campaignId: number): Promise<void> {
  await tx.execute(sql`
    update campaigns set
      raised_minor = coalesce((
        select sum(campaign_amount_minor - campaign_refunded_minor) from donations where campaign_id = ${campaignId} and state = 'paid'
      ), 0),
      donors_count = (
        select count(distinct ${donorKey}) from donations where campaign_id = ${campaignId} and state = 'paid'
      ),
      updated_at = now()
    where id = ${campaignId}`);
}
