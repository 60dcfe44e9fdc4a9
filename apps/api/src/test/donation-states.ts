// Donations in any state and the site's months, for the dashboards' tests.
import { SITE_TIME_ZONE } from '@ataa/contract/locale';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { donations, payments, type users } from '../db/schema.ts';
import { refreshCampaignTotals } from '../modules/campaigns/index.ts';
import { createPaidDonation } from '../seed/factories.ts';

type Donor = typeof users.$inferSelect;
export type DonationState = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';
export interface DonationOptions {
  state?: DonationState;
  at?: Date;
  currencyId?: number;
  gift?: boolean;
  anonymous?: boolean;
}

/** A donation by `user` in any state: made paid by the factory, then moved as a payment would move. */
export async function donationIn(
  db: Queryable,
  user: Donor,
  campaignId: number,
  amountMinor: number,
  options: DonationOptions = {},
) {
  const { state = 'paid', at = new Date() } = options;
  const made = await createPaidDonation(db, {
    campaignId,
    amountMinor,
    user,
    currencyId: options.currencyId,
    paidAt: at,
    loveComment: options.gift ? 'Ramadan Kareem' : undefined,
    anonymous: options.anonymous,
  });
  if (state !== 'paid') {
    const paidAt = state === 'refunded' ? at : null;
    await db.update(payments).set({ state, paidAt }).where(eq(payments.id, made.payment.id));
    await db
      .update(donations)
      .set({ state, paidAt, refundedAt: state === 'refunded' ? new Date() : null })
      .where(eq(donations.id, made.donation.id));
    await refreshCampaignTotals(db, campaignId);
  }
  return { ...made.donation, state, giftToken: made.payment.giftToken };
}

/** "YYYY-MM" of a date in the site's time zone, and the noon of the 15th `back` months ago. */
export function monthOf(date: Date) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  return `${part('year')}-${part('month')}`;
}
export function monthsAgo(back: number) {
  const [year, month] = monthOf(new Date()).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - back, 15, 12));
}
