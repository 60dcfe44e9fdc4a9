// A campaign's news for the guests who gave to it (contract §12 `campaign_news`, issue 21): guests
// have no account, so no notification, only the e-mail: once per address however often it gave, in
// the language of its latest gift, with a signed link that turns it off without an account. An
// address that is also a donor account's which gave is told as that account (or not, as it chose).

import { createHash } from 'node:crypto';
import type { EmailType } from '@ataa/contract/schemas/notifications';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { donations, guestEmailOptOuts, guestNewsMails } from '../../db/schema.ts';
import { type Found, NEWS_BATCH, type NewsJob, newsMail } from './news-mail.ts';
import { unsubscribeUrl } from './unsubscribe-links.ts';

/** Queues the batch of guest addresses after `after` (in order; '' for the first). */
export const queueGuestBatch = (tx: Queryable, job: NewsJob, updateId: number, after: string) =>
  job.enqueue(
    tx,
    { updateId, guestsAfter: after },
    // An address can be as long as the key column, so the key names it by a digest.
    {
      key: `campaign-news:${updateId}:guests:${createHash('sha256').update(after).digest('hex').slice(0, 32)}`,
    },
  );

interface GuestRow extends Record<string, unknown> {
  email: string;
  donation_id: number;
  name: string;
  locale: 'ar' | 'en';
}

/**
 * The next NEWS_BATCH guest addresses with a paid donation to the campaign, each with its latest
 * gift (its name and language), leaving out addresses that turned the news off, and those of an
 * account that gave to the campaign or turned the news off.
 */
async function nextGuests(tx: Queryable, campaignId: number, after: string) {
  const result = await tx.execute(sql`
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
    limit ${NEWS_BATCH}`);
  return (result as unknown as { rows: GuestRow[] }).rows;
}

/** One batch of guests, in the news job's transaction; the addresses already e-mailed are skipped. */
export async function sendGuestBatch(
  ctx: Pick<Infrastructure, 'config' | 'mail'>,
  tx: Queryable,
  job: NewsJob,
  found: Found,
  after: string,
) {
  const updateId = found.update.id;
  const guests = await nextGuests(tx, found.campaign.id, after);
  if (guests.length === 0) return;
  const fresh = await tx
    .insert(guestNewsMails)
    .values(guests.map((guest) => ({ updateId, email: guest.email })))
    .onConflictDoNothing()
    .returning({ email: guestNewsMails.email });
  const toMail = new Set(fresh.map((row) => row.email));
  for (const guest of guests.filter((row) => toMail.has(row.email))) {
    const unsubscribe = unsubscribeUrl(ctx, `g${Number(guest.donation_id)}`, 'campaign_news', guest.locale);
    await ctx.mail.enqueue(tx, newsMail(ctx, found, guest, unsubscribe));
  }
  if (guests.length === NEWS_BATCH) await queueGuestBatch(tx, job, updateId, guests.at(-1)!.email);
}

/** Turns one kind of e-mail off for the address a guest gave with this donation (a guest's link). */
export async function unsubscribeGuest(db: Queryable, donationId: number, type: EmailType) {
  const [donation] = await db
    .select({ email: donations.email })
    .from(donations)
    .where(and(eq(donations.id, donationId), isNull(donations.userId)));
  if (!donation) return false;
  await db
    .insert(guestEmailOptOuts)
    .values({ email: donation.email.toLowerCase(), type })
    .onConflictDoNothing();
  return true;
}
