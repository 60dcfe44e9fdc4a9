// A charity's news update reaches every account that gave to the campaign (contract §12
// `campaign_news`): a notification each and, unless turned off, an e-mail in their language; then
// every guest who gave, an e-mail once per address (guest-news.ts).
// Written from the job queue in batches of NEWS_BATCH donors, each batch one transaction with the
// job for the next, so 20,000 donors block no request and a batch re-run after a crash sends nothing twice.
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { announce } from '../../notify/live-channel.ts';
import { notify } from '../../notify/notify.ts';
import { displayName } from '../accounts/index.ts';
import { queueGuestBatch, sendGuestBatch } from './guest-news.ts';
import { type Found, NEWS_BATCH, type NewsBatch, type NewsJob, newsMail } from './news-mail.ts';
import { findNews, insertEndedCampaignNotices, paidDonorsAfter } from './news-queries.ts';
import { accountMail } from './preferences.ts';
import { findAccounts } from './queries.ts';

/** Queues the first batch, in the transaction that posts the update. */
export const queueNews = (tx: Queryable, job: NewsJob, updateId: number) =>
  job.enqueue(tx, { updateId, after: 0 }, { key: `campaign-news:${updateId}:0` });

/** One batch of accounts or of guests. */
export async function sendNewsBatch(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'mail'>,
  job: NewsJob,
  batch: NewsBatch,
) {
  await ctx.db.transaction(async (tx) => {
    const found = await findNews(tx, batch.updateId);
    // Deleted, or its campaign stopped taking news (suspended or taken down by the staff,
    // cancelled, its charity rejected), before its news went out: nothing more to send.
    if (!found) return;
    if ('guestsAfter' in batch) await sendGuestBatch(ctx, tx, job, found, batch.guestsAfter);
    else await sendAccountBatch(ctx, tx, job, found, batch.after);
  });
}

/** The next NEWS_BATCH accounts with a paid donation to the campaign, by id; after the last, the guests. */
async function sendAccountBatch(
  ctx: Pick<Infrastructure, 'config' | 'mail'>,
  tx: Queryable,
  job: NewsJob,
  found: Found,
  after: number,
) {
  const updateId = found.update.id;
  const ids = await paidDonorsAfter(tx, found.campaign.id, after, NEWS_BATCH);
  const notified = await notify(tx, ids, {
    type: 'campaign_news',
    data: { campaign_id: found.campaign.id, update_id: updateId },
    eventKey: `campaign_news:${updateId}`,
  });
  if (notified.length > 0) {
    const accounts = await findAccounts(tx, notified);
    for (const account of accounts) {
      const wanted = accountMail(ctx, account, 'campaign_news');
      const reader = {
        email: account.email,
        locale: account.locale,
        name: displayName(account, account.locale),
      };
      if (wanted) await ctx.mail.enqueue(tx, newsMail(ctx, found, reader, wanted.unsubscribe));
    }
  }
  const last = ids.at(-1);
  if (ids.length === NEWS_BATCH && last !== undefined) {
    await job.enqueue(tx, { updateId, after: last }, { key: `campaign-news:${updateId}:${last}` });
  } else {
    await queueGuestBatch(tx, job, updateId, '');
  }
}

/**
 * Campaigns whose end date passed lately (a week back, so a server down for a while still tells)
 * tell their charity once per end date: moving the end ahead and letting it pass again tells again.
 * One statement; the unique event key makes a second process's run, or a re-run, add nothing.
 */
export async function notifyEndedCampaigns(ctx: Pick<Infrastructure, 'db'>): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const told = await insertEndedCampaignNotices(tx);
    await announce(tx, [...new Set(told)]);
    return told.length;
  });
}
