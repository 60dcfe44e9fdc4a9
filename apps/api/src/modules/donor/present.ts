import type { Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import { toMajor } from '@ataa/contract/money';
import { type DonorCampaign, type DonorDonation, STATUS_WORDS } from '@ataa/contract/schemas/donor';
import type { Infrastructure } from '../../context.ts';
import type { campaigns, currencies, donations, payments } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import { answerOrigin } from '../../http/request-origin.ts';
import { displayName, fullName, type UserRow } from '../accounts/index.ts';
import { type CardRow, presentCampaignCard } from '../campaigns/index.ts';
import type { topGivers } from '../donations/index.ts';
import { currencyRef } from '../lookups/index.ts';

/** A campaign the donor gave to: the paid sum net of refunds, how many gifts, the latest, its card row. */
export interface GivenCampaign {
  campaignId: number;
  totalMinor: number;
  gifts: number;
  lastAt: Date;
  card: CardRow;
}

/** One of the donor's donations with its payment's gift, its campaign's names, its charity and currency. */
export interface DonationRow {
  donation: typeof donations.$inferSelect;
  payment: Pick<typeof payments.$inferSelect, 'state' | 'isGift' | 'giftToken'>;
  campaign: Pick<typeof campaigns.$inferSelect, 'id' | 'nameAr' | 'nameEn'>;
  charity: UserRow;
  currency: typeof currencies.$inferSelect;
}

type Giver = Awaited<ReturnType<typeof topGivers>>[number];

/** A top giver as the public sees them: the "Anonymous" label, the account's name or the guest's. */
export function giverName(locale: Locale, giver: Giver): string {
  if (giver.anonymous) return translate(locale, 'common.anonymous');
  return fullName(giver) || giver.guestName;
}

export function presentDonorCampaign(
  ctx: Pick<Infrastructure, 'config' | 'storage'>,
  locale: Locale,
  given: GivenCampaign,
  now: Date,
): DonorCampaign {
  const card = presentCampaignCard(ctx, locale, given.card, now);
  return {
    id: card.id,
    image: card.image,
    name: card.name,
    amount: toMajor(given.totalMinor, given.card.currency.minorUnits),
    donations: given.gifts,
    created_at: given.lastAt.toISOString(),
    status: card.status,
    currency: card.currency,
  };
}

/**
 * The DonorDonation entity (contract §14). The gift page opens only while the donation is paid,
 * and a receipt exists once it was paid (a refunded one is marked so on the receipt).
 */
export function presentDonorDonation(
  ctx: Pick<Infrastructure, 'config'>,
  locale: Locale,
  row: DonationRow,
): DonorDonation {
  const { donation, payment, campaign, charity, currency } = row;
  const name = pick(locale, campaign.nameAr, campaign.nameEn);
  const paid = donation.state === 'paid';
  return {
    id: donation.id,
    total_amount: toMajor(donation.amountMinor, currency.minorUnits),
    currency: currencyRef(currency, locale),
    campaign: { id: campaign.id, name },
    campaign_name: name,
    chairty_name: displayName(charity, locale),
    status: STATUS_WORDS[donation.state],
    state: donation.state,
    created_at: donation.createdAt.toISOString(),
    donated_at: donation.paidAt?.toISOString() ?? null,
    gift_url:
      paid && payment.isGift && payment.giftToken
        ? `${answerOrigin(ctx.config)}/gift/${payment.giftToken}`
        : null,
    receipt_available: paid || donation.state === 'refunded',
    // Refunded in full with its payment before decision 032, a donation kept no refunded amount.
    refunded_amount: toMajor(
      donation.state === 'refunded' ? donation.amountMinor : donation.refundedMinor,
      currency.minorUnits,
    ),
  };
}
