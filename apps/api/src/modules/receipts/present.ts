import type { Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import { pick } from '../../http/localize.ts';
import type { ReceiptData } from './pdf.ts';
import type { DonationDetails } from './queries.ts';

/** The name the public and charities see: the "Anonymous" label when the giver hid theirs. */
export function shownName(locale: Locale, giver: { anonymous: boolean; name: string }): string {
  return giver.anonymous ? translate(locale, 'common.anonymous') : giver.name;
}

export const receiptFileName = (donationId: number) => `receipt-${donationId}.pdf`;

/** A paid or refunded donation as its receipt shows it, in the donor's language. */
export function receiptData(row: DonationDetails, locale: Locale): ReceiptData {
  const { donation } = row;
  return {
    locale,
    donationId: donation.id,
    state: donation.state === 'refunded' ? 'refunded' : 'paid',
    paidAt: donation.paidAt ?? donation.createdAt,
    refundedAt: donation.refundedAt,
    donor: { name: donation.name, email: donation.email, anonymous: donation.anonymous },
    giftTo: row.gift.isGift ? row.gift.name : null,
    campaignName: pick(locale, row.campaign.nameAr, row.campaign.nameEn),
    charityName: pick(locale, row.charity.nameAr, row.charity.nameEn),
    amountMinor: donation.amountMinor,
    refundedMinor: donation.state === 'paid' ? donation.refundedMinor : 0,
    currency: row.currency,
    paymentNumber: row.paymentId,
  };
}
