// The events of contract §12 that payments and totals cause, each notified in the transaction of
// the change (movePayment, completeRefund), keyed by the donation or campaign it is about.
import { translate } from '@ataa/contract/messages';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { campaigns, users } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import { renderEmail } from '../../mail/templates.ts';
import { displayName } from '../accounts/present.ts';
import { notify } from './notify.ts';
import { accountMail } from './preferences.ts';

export interface MovedDonation {
  id: number;
  campaignId: number;
  charityId: number;
  /** The giver's account; guests have none and are told by e-mail only. */
  userId: number | null;
}

/**
 * A payment's donations reached `state`: the giver (with an account) hears of it, and on `paid`
 * each charity too. A failed and a cancelled (or expired) checkout are both `donation_failed`:
 * for the giver they mean the same, nothing was charged. E-mails are the callers' (receipts,
 * the charity's note, the refund notice), gated by the same preferences.
 */
export async function notifyDonations(
  tx: Queryable,
  rows: readonly MovedDonation[],
  state: 'paid' | 'failed' | 'cancelled' | 'refunded',
) {
  const type =
    state === 'paid' ? 'donation_paid' : state === 'refunded' ? 'donation_refunded' : 'donation_failed';
  for (const row of rows) {
    const data = { donation_id: row.id, campaign_id: row.campaignId };
    if (row.userId !== null) await notify(tx, [row.userId], { type, data, eventKey: `${type}:${row.id}` });
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
export async function notifyGoalsReached(tx: Queryable, ctx: AppContext, campaignIds: readonly number[]) {
  if (campaignIds.length === 0) return;
  const reached = await tx
    .select({ campaign: campaigns, charity: users })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.charityId))
    .where(
      and(
        inArray(campaigns.id, [...campaignIds]),
        gte(campaigns.raisedMinor, campaigns.priceTargetMinor),
        sql`${campaigns.priceTargetMinor} > 0`,
      ),
    );
  for (const { campaign, charity } of reached) {
    const notified = await notify(tx, [charity.id], {
      type: 'campaign_completed',
      data: { campaign_id: campaign.id },
      eventKey: `campaign_completed:${campaign.id}`,
    });
    const mail = notified.length > 0 ? accountMail(ctx, charity, 'campaign_completed') : null;
    if (!mail) continue;
    const { locale } = charity;
    const params = { campaign: pick(locale, campaign.nameAr, campaign.nameEn) };
    await ctx.mail.enqueue(
      tx,
      renderEmail({
        to: charity.email,
        locale,
        name: displayName(charity, locale),
        subject: { key: 'mail.campaign_completed_subject', params },
        paragraphs: [translate(locale, 'mail.campaign_completed_intro', params)],
        link: {
          href: `${ctx.config.publicOrigin}${locale === 'en' ? '/en' : ''}/dashboard/charity/campaigns`,
          label: translate(locale, 'mail.open_dashboard'),
        },
        ...mail,
      }),
    );
  }
}
