// A charity is told when a donation to one of its campaigns is refunded, since its figures fall
// (contract §12 `campaign_donation_refunded`): a notification, and an e-mail in its language unless
// it turned that off. Keyed by the refund (or the donation, in a full refund of its payment), so a
// replayed provider event tells it once.
import { formatMinor } from '@ataa/contract/money';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { donations } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import { notify } from '../../notify/notify.ts';
import { mailCharity } from './donation-notices.ts';
import { accountMail } from './preferences.ts';
import { campaignWithCharity } from './queries.ts';

type Donation = typeof donations.$inferSelect;

/** Call it in the transaction that completes the refund, after the campaign's totals were recounted. */
export async function tellCharityOfRefund(
  tx: Queryable,
  ctx: Pick<Infrastructure, 'config' | 'mail'>,
  donation: Donation,
  /** The refund row's id; none when the provider refunded the whole payment. */
  refundId: number | null,
  /** What the campaign's total fell by, in the campaign's currency: by default what was left of the donation. */
  amountMinor = donation.campaignAmountMinor - donation.campaignRefundedMinor,
) {
  const notified = await notify(tx, [donation.charityId], {
    type: 'campaign_donation_refunded',
    data: { donation_id: donation.id, campaign_id: donation.campaignId, amount_minor: amountMinor },
    eventKey: `campaign_donation_refunded:${refundId ?? `donation-${donation.id}`}`,
  });
  if (notified.length === 0) return;
  const found = await campaignWithCharity(tx, donation.campaignId);
  const mail = found && accountMail(ctx, found.charity, 'campaign_donation_refunded');
  if (!found || !mail) return;
  const { charity, campaign, currency } = found;
  const params = {
    campaign: pick(charity.locale, campaign.nameAr, campaign.nameEn),
    amount: formatMinor(charity.locale, amountMinor, currency),
    donation: String(donation.id),
  };
  await mailCharity(tx, ctx, charity, 'campaign_donation_refunded', params, '/donations', mail);
}
