import type { Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import type { campaigns, currencies, donations, payments, users } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import type { AttachmentDescriptor } from '../../mail/mail-queue.ts';
import type { ReceiptData } from './pdf.ts';
import type { ScheduleCharge } from './schedule-pdf.ts';

type User = typeof users.$inferSelect;

/**
 * A donation with what its receipt and e-mails name: campaign, charity, currency, payment number,
 * and whom a gift was for.
 */
export interface DonationDetails {
  donation: typeof donations.$inferSelect;
  paymentId: number;
  gift: { isGift: boolean; name: (typeof payments.$inferSelect)['loveName'] };
  campaign: Pick<typeof campaigns.$inferSelect, 'nameAr' | 'nameEn'>;
  charity: Pick<User, 'id' | 'email' | 'locale' | 'userType' | 'emailOptOuts'> & {
    nameAr: User['charityNameAr'];
    nameEn: User['charityNameEn'];
  };
  currency: Pick<typeof currencies.$inferSelect, 'code' | 'minorUnits'>;
}

/** The name the public and charities see: the "Anonymous" label when the giver hid theirs. */
export function shownName(locale: Locale, giver: { anonymous: boolean; name: string }): string {
  return giver.anonymous ? translate(locale, 'common.anonymous') : giver.name;
}

export const receiptFileName = (donationId: number) => `receipt-${donationId}.pdf`;

/** A receipt to attach to an e-mail; it is drawn when the message is sent. */
export function receiptAttachmentFor(donationId: number, locale: Locale): AttachmentDescriptor {
  return { kind: 'receipt', donationId, locale, filename: receiptFileName(donationId) };
}

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

export const scheduleReceiptFileName = (scheduleId: number) => `schedule-receipt-${scheduleId}.pdf`;

/**
 * A schedule's paid charges as its receipt lists them: each payment's paid donations, net of what
 * was refunded of them; a charge refunded in full has no paid donation left and no row.
 */
export function scheduleCharges(
  charges: Array<{ paymentId: number; night: number | null }>,
  rows: DonationDetails[],
  locale: Locale,
): ScheduleCharge[] {
  return charges.flatMap(({ paymentId, night }) => {
    const paid = rows.filter((row) => row.paymentId === paymentId);
    if (paid.length === 0) return [];
    return [
      {
        paidAt: paid[0]!.donation.paidAt ?? paid[0]!.donation.createdAt,
        night,
        campaignNames: paid.map((row) => pick(locale, row.campaign.nameAr, row.campaign.nameEn)),
        amountMinor: paid.reduce(
          (sum, row) => sum + row.donation.amountMinor - row.donation.refundedMinor,
          0,
        ),
      },
    ];
  });
}
