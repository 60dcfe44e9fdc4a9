// Those who gave to a campaign the staff suspend are told once that it is paused for review
// (decision 029): accounts by a notification and an e-mail in their language, guests by an e-mail
// in the language they gave in, one per e-mail address however many times they gave.
import { translate } from '@ataa/contract/messages';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { campaigns } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import { renderEmail } from '../../mail/templates.ts';
import { notify } from '../../notify/notify.ts';
import { displayName } from '../accounts/index.ts';
import { giversOf } from './campaign-queries.ts';

type Campaign = typeof campaigns.$inferSelect;

/**
 * Notifies the campaign's givers in the suspension's transaction, under its audit id, so a
 * suspension tells each of them once. A guest who also gave signed in to an account with the same
 * e-mail address is told through the account only.
 */
export async function tellGiversOfSuspension(
  ctx: Pick<Infrastructure, 'config' | 'mail'>,
  tx: Queryable,
  campaign: Campaign,
  auditId: number,
) {
  const givers = await giversOf(tx, campaign.id);
  const accounts = givers.flatMap((giver) => (giver.account ? [giver.account] : []));
  const notified = new Set(
    await notify(
      tx,
      accounts.map((account) => account.id),
      {
        type: 'campaign_paused_for_review',
        data: { campaign_id: campaign.id },
        eventKey: `campaign_paused_for_review:${auditId}`,
      },
    ),
  );
  const accountEmails = new Set(accounts.map((account) => account.email.toLowerCase()));
  for (const giver of givers) {
    const { account } = giver;
    if (account && !notified.has(account.id)) continue;
    if (!account && accountEmails.has(giver.email.toLowerCase())) continue;
    const locale = account?.locale ?? giver.locale;
    const params = { campaign: pick(locale, campaign.nameAr, campaign.nameEn) };
    await ctx.mail.enqueue(
      tx,
      renderEmail({
        to: account?.email ?? giver.email,
        locale,
        name: account ? displayName(account, locale) : giver.name,
        subject: { key: 'mail.campaign_paused_for_review_subject', params },
        paragraphs: [
          translate(locale, 'mail.campaign_paused_for_review_intro', params),
          translate(locale, 'mail.campaign_paused_for_review_next'),
        ],
        link: {
          href: `${ctx.config.publicOrigin}${locale === 'en' ? '/en' : ''}/campaigns/${campaign.id}`,
          label: translate(locale, 'mail.open_campaign_page'),
        },
      }),
    );
  }
}
