// What a charity is told by e-mail when the staff review it or its campaigns (contract §13), in
// the charity's own language, sent with the change that caused it.

import type { MessageKey } from '@ataa/contract/messages';
import { translate } from '@ataa/contract/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { campaigns } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import { renderEmail } from '../../mail/templates.ts';
import { displayName } from '../accounts/present.ts';
import type { UserRow } from '../accounts/sessions.ts';

type Campaign = typeof campaigns.$inferSelect;

export type CharityReview = 'charity_approved' | 'charity_rejected';
export type CampaignReview = 'campaign_approved' | 'campaign_rejected' | 'campaign_featured';

const dashboardLink = (ctx: AppContext, charity: UserRow) => ({
  href: `${ctx.config.publicOrigin}${charity.locale === 'en' ? '/en' : ''}/dashboard/charity`,
  label: translate(charity.locale, 'mail.open_dashboard'),
});

async function send(
  ctx: AppContext,
  tx: Queryable,
  charity: UserRow,
  review: CharityReview | CampaignReview,
  params: Record<string, string>,
  reason?: string,
) {
  const t = (key: MessageKey) => translate(charity.locale, key, params);
  const next =
    review === 'charity_rejected' || review === 'campaign_rejected' ? [t(`mail.${review}_next`)] : [];
  await ctx.mail.enqueue(
    tx,
    renderEmail({
      to: charity.email,
      locale: charity.locale,
      name: displayName(charity, charity.locale),
      subject: { key: `mail.${review}_subject`, params },
      paragraphs: [
        t(`mail.${review}_intro`),
        ...(reason ? [translate(charity.locale, 'mail.reason', { reason })] : []),
        ...next,
      ],
      link: dashboardLink(ctx, charity),
    }),
  );
}

export const mailCharityReview = (
  ctx: AppContext,
  tx: Queryable,
  charity: UserRow,
  review: CharityReview,
  reason?: string,
) => send(ctx, tx, charity, review, { charity: displayName(charity, charity.locale) }, reason);

export const mailCampaignReview = (
  ctx: AppContext,
  tx: Queryable,
  charity: UserRow,
  campaign: Campaign,
  review: CampaignReview,
  reason?: string,
) =>
  send(
    ctx,
    tx,
    charity,
    review,
    { campaign: pick(charity.locale, campaign.nameAr, campaign.nameEn) },
    reason,
  );
