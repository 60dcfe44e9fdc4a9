import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaigns, campaignUpdates, donations, guestNewsMails, users } from '../../db/schema.ts';
import { takesNews } from '../campaigns/index.ts';
import type { Found } from './news-mail.ts';

/** The update with its campaign and charity, while the campaign is public. */
export async function findNews(db: Queryable, updateId: number): Promise<Found | undefined> {
  const [found] = await db
    .select({ update: campaignUpdates, campaign: campaigns, charity: users })
    .from(campaignUpdates)
    .innerJoin(campaigns, eq(campaigns.id, campaignUpdates.campaignId))
    .innerJoin(users, eq(users.id, campaigns.charityId))
    .where(and(eq(campaignUpdates.id, updateId), takesNews()));
  return found;
}

/** The next `limit` accounts with a paid donation to the campaign, by id. */
export async function paidDonorsAfter(db: Queryable, campaignId: number, after: number, limit: number) {
  const donors = await db
    .selectDistinct({ id: donations.userId })
    .from(donations)
    .where(
      and(eq(donations.campaignId, campaignId), eq(donations.state, 'paid'), gt(donations.userId, after)),
    )
    .orderBy(asc(donations.userId))
    .limit(limit);
  return donors.map((row) => row.id!);
}

/**
 * A `campaign_ended` notice to the charity of each campaign whose end date passed lately (a week
 * back), keyed by the end date; returns the charities told now, once per new notice.
 */
export async function insertEndedCampaignNotices(db: Queryable) {
  const result = await db.execute(sql`
    insert into notifications (user_id, type, data, event_key)
    select c.charity_id, 'campaign_ended', jsonb_build_object('campaign_id', c.id),
      'campaign_ended:' || c.id || ':' || floor(extract(epoch from c.end_at) * 1000)::bigint
    from campaigns c
    where c.end_at <= now() and c.end_at > now() - interval '7 days'
      and c.review_state = 'approved' and c.charity_choice <> 'cancelled' and c.deleted_at is null
    on conflict (user_id, event_key) do nothing
    returning user_id`);
  return (result as unknown as { rows: Array<{ user_id: number }> }).rows.map((row) => Number(row.user_id));
}

interface GuestRow extends Record<string, unknown> {
  email: string;
  donation_id: number;
  name: string;
  locale: 'ar' | 'en';
}

/**
 * The next `limit` guest addresses with a paid donation to the campaign, each with its latest
 * gift (its name and language), leaving out addresses that turned the news off, and those of an
 * account that gave to the campaign or turned the news off.
 */
export async function nextGuests(db: Queryable, campaignId: number, after: string, limit: number) {
  const result = await db.execute(sql`
    select distinct on (lower(d.email)) lower(d.email) as email, d.id as donation_id, d.name, p.locale
    from donations d
    join payments p on p.id = d.payment_id
    where d.campaign_id = ${campaignId} and d.state = 'paid' and d.user_id is null
      and lower(d.email) > ${after}
      and not exists (
        select 1 from guest_email_opt_outs o where o.email = lower(d.email) and o.type = 'campaign_news')
      and not exists (
        select 1 from users u where u.email = lower(d.email)
          and ('campaign_news' = any(u.email_opt_outs) or exists (
            select 1 from donations given
            where given.campaign_id = d.campaign_id and given.user_id = u.id and given.state = 'paid')))
    order by lower(d.email), d.paid_at desc nulls last, d.id desc
    limit ${limit}`);
  return (result as unknown as { rows: GuestRow[] }).rows;
}

/** Records the addresses as mailed the update; returns those not recorded before. */
export async function recordGuestNewsMails(db: Queryable, updateId: number, emails: string[]) {
  const fresh = await db
    .insert(guestNewsMails)
    .values(emails.map((email) => ({ updateId, email })))
    .onConflictDoNothing()
    .returning({ email: guestNewsMails.email });
  return fresh.map((row) => row.email);
}
