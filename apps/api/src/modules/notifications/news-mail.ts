// What the news fan-out's batches share (news.ts for accounts, guest-news.ts for guests): the batch,
// its job, and the e-mail that quotes the update in its reader's language.
import { isolate } from '@ataa/contract/bidi';
import { visibleText } from '@ataa/contract/fields';
import type { Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import type { Infrastructure } from '../../context.ts';
import type { campaigns, campaignUpdates, users } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import type { JobType } from '../../jobs/runner.ts';
import { renderEmail } from '../../mail/templates.ts';
import { displayName } from '../accounts/index.ts';

/** Donors per batch, accounts or guest addresses. */
export const NEWS_BATCH = 500;
/** How much of the update the e-mail quotes; the rest is on the campaign's page. */
const QUOTED_CHARACTERS = 600;

/** A batch of accounts, after this account id; or, once they are all told, of guests' addresses. */
export type NewsBatch = { updateId: number; after: number } | { updateId: number; guestsAfter: string };

export type NewsJob = JobType<NewsBatch>;

/** The update with its campaign and charity. */
export type Found = {
  update: typeof campaignUpdates.$inferSelect;
  campaign: typeof campaigns.$inferSelect;
  charity: typeof users.$inferSelect;
};

/** Who a news e-mail is for: an account, or a guest as they gave. */
export interface NewsReader {
  email: string;
  locale: Locale;
  name: string;
}

export function newsMail(
  ctx: Pick<Infrastructure, 'config'>,
  found: Found,
  reader: NewsReader,
  unsubscribe: string,
) {
  const { locale } = reader;
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
    to: reader.email,
    locale,
    name: reader.name,
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
