// A charity's news update reaches every account that gave to the campaign (contract §10, §12
// `campaign_news`): a notification each and, unless turned off, an e-mail in their language.
// Written from the job queue in batches of NEWS_BATCH accounts, each batch one transaction with the
// job for the next, so 20,000 donors block no request and a batch re-run after a crash sends nothing twice.
import { isolate } from '@ataa/contract/bidi';
import { visibleText } from '@ataa/contract/fields';
import { translate } from '@ataa/contract/messages';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { campaigns, campaignUpdates, donations, users } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import type { JobType } from '../../jobs/runner.ts';
import { renderEmail } from '../../mail/templates.ts';
import { displayName } from '../accounts/present.ts';
import { isPublic } from '../campaigns/queries.ts';
import { announce } from './live-channel.ts';
import { notify } from './notify.ts';
import { accountMail } from './preferences.ts';

export const NEWS_BATCH = 500;
/** How much of the update the e-mail quotes; the rest is on the campaign's page. */
const QUOTED_CHARACTERS = 600;

export interface NewsBatch {
  updateId: number;
  /** The batch starts after this account id. */
  after: number;
}

export type NewsJob = JobType<NewsBatch>;

/** Queues the first batch, in the transaction that posts the update. */
export const queueNews = (tx: Queryable, job: NewsJob, updateId: number) =>
  job.enqueue(tx, { updateId, after: 0 }, { key: `campaign-news:${updateId}:0` });

/** One batch: the next NEWS_BATCH accounts with a paid donation to the campaign, by id. */
export async function sendNewsBatch(ctx: AppContext, job: NewsJob, { updateId, after }: NewsBatch) {
  await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ update: campaignUpdates, campaign: campaigns, charity: users })
      .from(campaignUpdates)
      .innerJoin(campaigns, eq(campaigns.id, campaignUpdates.campaignId))
      .innerJoin(users, eq(users.id, campaigns.charityId))
      .where(and(eq(campaignUpdates.id, updateId), isPublic()));
    // Deleted, or its campaign left public view (taken down by the staff, cancelled, its charity
    // rejected), before its news went out: nothing more to send.
    if (!found) return;
    const donors = await tx
      .selectDistinct({ id: donations.userId })
      .from(donations)
      .where(
        and(
          eq(donations.campaignId, found.campaign.id),
          eq(donations.state, 'paid'),
          gt(donations.userId, after),
        ),
      )
      .orderBy(asc(donations.userId))
      .limit(NEWS_BATCH);
    const ids = donors.map((row) => row.id!);
    const notified = await notify(tx, ids, {
      type: 'campaign_news',
      data: { campaign_id: found.campaign.id, update_id: updateId },
      eventKey: `campaign_news:${updateId}`,
    });
    if (notified.length > 0) {
      const accounts = await tx.select().from(users).where(inArray(users.id, notified));
      for (const account of accounts) {
        const wanted = accountMail(ctx, account, 'campaign_news');
        if (wanted) await ctx.mail.enqueue(tx, newsMail(ctx, found, account, wanted.unsubscribe));
      }
    }
    const last = ids.at(-1);
    if (ids.length === NEWS_BATCH && last !== undefined) {
      await job.enqueue(tx, { updateId, after: last }, { key: `campaign-news:${updateId}:${last}` });
    }
  });
}

type Found = {
  update: typeof campaignUpdates.$inferSelect;
  campaign: typeof campaigns.$inferSelect;
  charity: typeof users.$inferSelect;
};

function newsMail(ctx: AppContext, found: Found, account: typeof users.$inferSelect, unsubscribe: string) {
  const { locale } = account;
  const { update, campaign, charity } = found;
  const params = {
    campaign: pick(locale, campaign.nameAr, campaign.nameEn),
    charity: displayName(charity, locale),
    title: pick(locale, update.titleAr, update.titleEn),
  };
  // Written by the charity: isolated in the body (decision 030); the subject line stays plain.
  const written = { ...params, charity: isolate(params.charity), title: isolate(params.title) };
  const text = visibleText(pick(locale, update.contentAr, update.contentEn));
  const quoted = isolate(
    text.length > QUOTED_CHARACTERS ? `${text.slice(0, QUOTED_CHARACTERS).trimEnd()}…` : text,
  );
  return renderEmail({
    to: account.email,
    locale,
    name: displayName(account, locale),
    subject: { key: 'mail.campaign_news_subject', params },
    paragraphs: [translate(locale, 'mail.campaign_news_intro', written), written.title, quoted].filter(
      Boolean,
    ),
    link: {
      href: `${ctx.config.publicOrigin}${locale === 'en' ? '/en' : ''}/campaigns/${campaign.id}`,
      label: translate(locale, 'mail.open_campaign'),
    },
    unsubscribe,
  });
}

/**
 * Campaigns whose end date passed lately (a week back, so a server down for a while still tells)
 * tell their charity once per end date: moving the end ahead and letting it pass again tells again.
 * One statement; the unique event key makes a second process's run, or a re-run, add nothing.
 */
export async function notifyEndedCampaigns(ctx: AppContext): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      insert into notifications (user_id, type, data, event_key)
      select c.charity_id, 'campaign_ended', jsonb_build_object('campaign_id', c.id),
        'campaign_ended:' || c.id || ':' || floor(extract(epoch from c.end_at) * 1000)::bigint
      from campaigns c
      where c.end_at <= now() and c.end_at > now() - interval '7 days'
        and c.review_state = 'approved' and c.charity_choice <> 'cancelled' and c.deleted_at is null
      on conflict (user_id, event_key) do nothing
      returning user_id`);
    const rows = (result as unknown as { rows: Array<{ user_id: number }> }).rows;
    await announce(tx, [...new Set(rows.map((row) => Number(row.user_id)))]);
    return rows.length;
  });
}
