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

/**
 * Adds the donations of a payment just paid to their campaigns' totals, each net of what was
 * refunded of it in part, and counts a giver (`donorKey`) who had no other paid donation to the
 * campaign: one probe of an index per giver instead of a recount of every donation, so a charge's
 * cost does not grow with the campaign (decision 041). Called in the transaction that marks them
 * paid, with the campaigns locked (so each sees the other committed payments); a recount
 * (`refreshCampaignTotals`) arrives at the same figures. Answers the campaigns now at their goal.
 */
export async function addPaidPaymentToTotals(tx: Queryable, paymentId: number): Promise<number[]> {
  const result = await tx.execute(sql`
    update campaigns set
      raised_minor = campaigns.raised_minor + paid.amount,
      donors_count = campaigns.donors_count + paid.new_donors,
      updated_at = now()
    from (
      select campaign_id,
        sum(campaign_amount_minor - campaign_refunded_minor) as amount,
        (count(distinct donor_key) filter (where not exists (
          select 1 from donations earlier
          where earlier.campaign_id = mine.campaign_id and earlier.state = 'paid'
            and coalesce('u' || earlier.user_id::text, 'e' || lower(earlier.email)) = mine.donor_key
            and earlier.payment_id <> ${paymentId}
        )))::int as new_donors
      from (
        select campaign_id, campaign_amount_minor, campaign_refunded_minor, ${donorKey} as donor_key
        from donations where payment_id = ${paymentId} and state = 'paid'
      ) mine
      group by campaign_id
    ) paid
    where campaigns.id = paid.campaign_id
    returning campaigns.id, campaigns.price_target_minor > 0
      and campaigns.raised_minor >= campaigns.price_target_minor as at_goal`);
  const rows = (result as unknown as { rows: Array<{ id: number; at_goal: boolean }> }).rows;
  return rows.filter((row) => row.at_goal).map((row) => Number(row.id));
}
