// The events of contract §12 that payments and totals cause, each notified in the transaction of
// the change (movePayment, completeRefund), keyed by the donation or campaign it is about.
import { translate } from '@ataa/contract/messages';
import type { NotificationType } from '@ataa/contract/schemas/notifications';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import { renderEmail } from '../../mail/templates.ts';
import { notify } from '../../notify/notify.ts';
import { displayName } from '../accounts/index.ts';
import { accountMail } from './preferences.ts';
import { campaignsAtGoal } from './queries.ts';

export interface MovedDonation {
  id: number;
  campaignId: number;
  charityId: number;
  /** The giver's account; guests have none and are told by e-mail only. */
  userId: number | null;
}

/** What the giver is told for each change of a donation. */
const TYPE_OF = {
  paid: 'donation_paid',
  // A failed and a cancelled (or expired) checkout mean the same for the giver: nothing was charged.
  failed: 'donation_failed',
  cancelled: 'donation_failed',
  refunded: 'donation_refunded',
  // Paid for a campaign that had stopped accepting donations, and refunded (decision 025).
  refused: 'donation_campaign_closed',
} as const satisfies Record<string, NotificationType>;

/**
 * Donations reached `state` (or were refunded because their campaign closed: `refused`): the giver
 * (with an account) hears of it, unless already `toldGiver` in other words (a schedule's failed
 * charge), and on `paid` each charity too. E-mails are the callers' (receipts, the charity's note,
 * the refund notice), gated by the same preferences.
 */
export async function notifyDonations(
  tx: Queryable,
  rows: readonly MovedDonation[],
  state: keyof typeof TYPE_OF,
  { toldGiver = false } = {},
) {
  const type = TYPE_OF[state];
  for (const row of rows) {
    const data = { donation_id: row.id, campaign_id: row.campaignId };
    if (row.userId !== null && !toldGiver)
      await notify(tx, [row.userId], { type, data, eventKey: `${type}:${row.id}` });
    if (state === 'paid') {
      await notify(tx, [row.charityId], {
        type: 'donation_received',
        data,
        eventKey: `donation_received:${row.id}`,
      });
    }
  }
}

/**
 * The campaigns among `campaignIds` whose total now reaches their goal: their charity is told
 * once per campaign (a refund below the goal and a new donation over it do not tell it again),
 * and e-mailed unless it turned that off. Call it after the totals were recounted.
 */
export async function notifyGoalsReached(
  tx: Queryable,
  ctx: Pick<Infrastructure, 'config' | 'mail'>,
  campaignIds: readonly number[],
) {
  if (campaignIds.length === 0) return;
  const reached = await campaignsAtGoal(tx, campaignIds);
  for (const { campaign, charity } of reached) {
    const notified = await notify(tx, [charity.id], {
      type: 'campaign_completed',
      data: { campaign_id: campaign.id },
      eventKey: `campaign_completed:${campaign.id}`,
    });
    const mail = notified.length > 0 ? accountMail(ctx, charity, 'campaign_completed') : null;
    if (!mail) continue;
    const params = { campaign: pick(charity.locale, campaign.nameAr, campaign.nameEn) };
    await mailCharity(tx, ctx, charity, 'campaign_completed', params, '/campaigns', mail);
  }
}

/**
 * A charity's notification e-mail of `type`: its `mail.<type>_subject` and `_intro`, and a link to
 * the page of its dashboard at `page`.
 */
export async function mailCharity(
  tx: Queryable,
  ctx: Pick<Infrastructure, 'config' | 'mail'>,
  charity: typeof users.$inferSelect,
  type: 'campaign_completed' | 'campaign_donation_refunded',
  params: Record<string, string>,
  page: string,
  mail: { unsubscribe: string },
) {
  const { locale } = charity;
  await ctx.mail.enqueue(
    tx,
    renderEmail({
      to: charity.email,
      locale,
      name: displayName(charity, locale),
      subject: { key: `mail.${type}_subject`, params },
      paragraphs: [translate(locale, `mail.${type}_intro`, params)],
      link: {
        href: `${ctx.config.publicOrigin}${locale === 'en' ? '/en' : ''}/dashboard/charity${page}`,
        label: translate(locale, 'mail.open_dashboard'),
      },
      ...mail,
    }),
  );
}
