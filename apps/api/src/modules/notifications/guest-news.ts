// A campaign's news for the guests who gave to it (contract §12 `campaign_news`, issue 21): guests
// have no account, so no notification, only the e-mail: once per address however often it gave, in
// the language of its latest gift, with a signed link that turns it off without an account. An
// address that is also a donor account's which gave is told as that account (or not, as it chose).

import { createHash } from 'node:crypto';
import type { EmailType } from '@ataa/contract/schemas/notifications';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { type Found, NEWS_BATCH, type NewsJob, newsMail } from './news-mail.ts';
import { nextGuests, recordGuestNewsMails } from './news-queries.ts';
import { guestEmailOf, insertGuestOptOut } from './queries.ts';
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

/** One batch of guests, in the news job's transaction; the addresses already e-mailed are skipped. */
export async function sendGuestBatch(
  ctx: Pick<Infrastructure, 'config' | 'mail'>,
  tx: Queryable,
  job: NewsJob,
  found: Found,
  after: string,
) {
  const updateId = found.update.id;
  const guests = await nextGuests(tx, found.campaign.id, after, NEWS_BATCH);
  if (guests.length === 0) return;
  const toMail = new Set(
    await recordGuestNewsMails(
      tx,
      updateId,
      guests.map((guest) => guest.email),
    ),
  );
  for (const guest of guests.filter((row) => toMail.has(row.email))) {
    const unsubscribe = unsubscribeUrl(ctx, `g${Number(guest.donation_id)}`, 'campaign_news', guest.locale);
    await ctx.mail.enqueue(tx, newsMail(ctx, found, guest, unsubscribe));
  }
  if (guests.length === NEWS_BATCH) await queueGuestBatch(tx, job, updateId, guests.at(-1)!.email);
}

/** Turns one kind of e-mail off for the address a guest gave with this donation (a guest's link). */
export async function unsubscribeGuest(db: Queryable, donationId: number, type: EmailType) {
  const email = await guestEmailOf(db, donationId);
  if (email === undefined) return false;
  await insertGuestOptOut(db, email.toLowerCase(), type);
  return true;
}
