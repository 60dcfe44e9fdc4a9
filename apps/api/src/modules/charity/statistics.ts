// The charity's figures (contract §14, CharityStatistics): its donations by state, its money in
// the base currency, its campaigns, and the last 12 months.
import type { Locale } from '@ataa/contract/locale';
import { toMajor } from '@ataa/contract/money';
import type { CharityStatistics } from '@ataa/contract/schemas/charity';
import type { Infrastructure } from '../../context.ts';
import { currencyRef, readBaseCurrency } from '../lookups/index.ts';
import { campaignCounts, donationCounts, monthlyPaidToCharity } from './statistics-queries.ts';

export async function charityStatistics(
  ctx: Pick<Infrastructure, 'config' | 'db'>,
  locale: Locale,
  charityId: number,
): Promise<CharityStatistics> {
  const { db } = ctx;
  const [base, byState, campaigns, monthly] = await Promise.all([
    readBaseCurrency(db, ctx.config.BASE_CURRENCY),
    donationCounts(db, charityId),
    campaignCounts(db, charityId, new Date()),
    monthlyPaidToCharity(db, charityId),
  ]);
  const major = (minor: number) => toMajor(minor, base.minorUnits);
  return {
    total_donations: byState.all,
    // Refunded donations are no longer paid, so the paid sum is already "paid less refunded".
    total_donations_amount: major(Number(byState.paidMinor)),
    total_campaigns: campaigns.all,
    active_campaigns: campaigns.accepting,
    faild_donations: byState.failed,
    successful_donations: byState.paid,
    pending_donations: byState.pending,
    refunded_donations: byState.refunded,
    monthly: monthly.map((month) => ({ month: month.month, amount: major(month.totalMinor) })),
    currency: currencyRef(base, locale),
  };
}
