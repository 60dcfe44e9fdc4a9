// What a charity is told when the staff review it or its campaigns (contract §12, §13): a
// notification, and an e-mail in the charity's own language (for an approval, rejection or featuring
// unless the charity turned it off), both written with the change that caused it, keyed by its audit entry.

import { isolate } from '@ataa/contract/bidi';
import type { MessageKey } from '@ataa/contract/messages';
import { translate } from '@ataa/contract/messages';
import { inBothCalendarsText } from '@ataa/contract/opening-day';
import type { EmailType } from '@ataa/contract/schemas/notifications';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { campaigns } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import { renderEmail } from '../../mail/templates.ts';
import { notify } from '../../notify/notify.ts';
import type { UserRow } from '../accounts/index.ts';
import { displayName } from '../accounts/index.ts';
import { opensOn } from '../campaigns/index.ts';
import { accountMail } from '../notifications/index.ts';

type Campaign = typeof campaigns.$inferSelect;

export type CharityReview = 'charity_approved' | 'charity_rejected';
export type CampaignReview =
  | 'campaign_approved'
  | 'campaign_rejected'
  | 'campaign_featured'
  | 'campaign_suspended'
  | 'campaign_suspension_lifted';

/** Account e-mails, always sent: a charity's approval or rejection, a suspension and its lifting. */
const ALWAYS_SENT = new Set<string>([
  'charity_approved',
  'charity_rejected',
  'campaign_suspended',
  'campaign_suspension_lifted',
]);

const dashboardLink = (ctx: Pick<Infrastructure, 'config'>, charity: UserRow) => ({
  href: `${ctx.config.publicOrigin}${charity.locale === 'en' ? '/en' : ''}/dashboard/charity`,
  label: translate(charity.locale, 'mail.open_dashboard'),
});

async function send(
  ctx: Pick<Infrastructure, 'config' | 'mail'>,
  tx: Queryable,
  charity: UserRow,
  review: CharityReview | CampaignReview,
  event: { auditId: number; campaignId?: number; intro?: MessageKey; subject?: MessageKey },
  params: Record<string, string>,
  reason?: string,
) {
  const data = {
    ...(event.campaignId === undefined ? {} : { campaign_id: event.campaignId }),
    ...(reason === undefined ? {} : { reason }),
  };
  await notify(tx, [charity.id], { type: review, data, eventKey: `${review}:${event.auditId}` });
  const wanted = ALWAYS_SENT.has(review) ? {} : accountMail(ctx, charity, review as EmailType);
  if (!wanted) return;
  const t = (key: MessageKey) => translate(charity.locale, key, params);
  const next =
    review === 'charity_rejected' || review === 'campaign_rejected' || review === 'campaign_suspended'
      ? [t(`mail.${review}_next`)]
      : [];
  await ctx.mail.enqueue(
    tx,
    renderEmail({
      to: charity.email,
      locale: charity.locale,
      name: displayName(charity, charity.locale),
      subject: { key: event.subject ?? `mail.${review}_subject`, params },
      paragraphs: [
        t(event.intro ?? `mail.${review}_intro`),
        ...(reason ? [translate(charity.locale, 'mail.reason', { reason: isolate(reason) })] : []),
        ...next,
      ],
      link: dashboardLink(ctx, charity),
      ...wanted,
    }),
  );
}

export const mailCharityReview = (
  ctx: Pick<Infrastructure, 'config' | 'mail'>,
  tx: Queryable,
  charity: UserRow,
  review: CharityReview,
  auditId: number,
  reason?: string,
) => send(ctx, tx, charity, review, { auditId }, { charity: displayName(charity, charity.locale) }, reason);

export const mailCampaignReview = (
  ctx: Pick<Infrastructure, 'config' | 'mail'>,
  tx: Queryable,
  charity: UserRow,
  campaign: Campaign,
  review: CampaignReview,
  auditId: number,
  reason?: string,
  wasApproved = false,
) => {
  // An approved campaign that has not started is not "shown as asked" yet: it opens on its first
  // day, and its page can be shared until then (decision 028).
  const opening = review === 'campaign_approved' ? opensOn(campaign) : null;
  const date = opening ? inBothCalendarsText(charity.locale, opening) : null;
  // A campaign that was live and is rejected through the API was taken down, not refused.
  const takenDown = review === 'campaign_rejected' && wasApproved;
  return send(
    ctx,
    tx,
    charity,
    review,
    {
      auditId,
      campaignId: campaign.id,
      intro: date
        ? 'mail.campaign_approved_upcoming_intro'
        : takenDown
          ? 'mail.campaign_taken_down_intro'
          : undefined,
      subject: takenDown ? 'mail.campaign_taken_down_subject' : undefined,
    },
    {
      campaign: pick(charity.locale, campaign.nameAr, campaign.nameEn),
      ...(date ? { date } : {}),
    },
    reason,
  );
};
