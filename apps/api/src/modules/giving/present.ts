import type { Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import { toMajor } from '@ataa/contract/money';
import type { Infrastructure } from '../../context.ts';
import type { campaigns, currencies, donations, payments } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import { currencyRef } from '../lookups/index.ts';
import { giftUrl } from '../receipts/index.ts';

type Payment = typeof payments.$inferSelect;
type Campaign = typeof campaigns.$inferSelect;

/** PaymentResult (contract §14): what the return pages show, read from our records only. */
export function presentPaymentResult(
  ctx: Pick<Infrastructure, 'config'>,
  locale: Locale,
  payment: Payment,
  currency: typeof currencies.$inferSelect,
  rows: Array<{ donation: typeof donations.$inferSelect; campaign: Campaign }>,
) {
  const major = (minor: number) => toMajor(minor, currency.minorUnits);
  return {
    id: rows.length === 1 ? rows[0]!.campaign.id : null,
    payment_status: payment.state,
    reference: payment.reference,
    total_amount: major(payment.totalMinor),
    currency: currencyRef(currency, locale),
    donations: rows.map(({ donation, campaign }) => ({
      id: donation.id,
      campaign: { id: campaign.id, name: pick(locale, campaign.nameAr, campaign.nameEn) },
      total_amount: major(donation.amountMinor),
      state: donation.state,
    })),
    gift_url: payment.isGift && payment.giftToken && payment.state === 'paid' ? giftUrl(ctx, payment) : null,
  };
}

/** The Gift entity (contract §7) of a paid gift, with the campaigns its paid donations went to. */
export function presentGift(locale: Locale, payment: Payment, paidCampaigns: Campaign[]) {
  const only = paidCampaigns.length === 1 ? paidCampaigns[0]! : null;
  return {
    donation: {
      love_name: payment.loveName ?? '',
      love_comment: payment.loveComment,
      name: payment.anonymous ? translate(locale, 'common.anonymous') : payment.name,
      donated_at: (payment.paidAt ?? payment.updatedAt).toISOString(),
    },
    campaign: only ? { id: only.id, name: pick(locale, only.nameAr, only.nameEn) } : null,
  };
}
