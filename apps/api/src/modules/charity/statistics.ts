// The charity's figures (contract §14, CharityStatistics): its donations by state, its money in
// the base currency, its campaigns, and the last 12 months.
import type { Locale } from '@ataa/contract/locale';
import { toMajor } from '@ataa/contract/money';
import type { CharityStatistics } from '@ataa/contract/schemas/charity';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { currencies } from '../../db/schema.ts';
import { currencyRef, readBaseCurrency } from '../lookups/index.ts';
import { campaignCounts, donationCounts, monthlyPaidToCharity } from './statistics-queries.ts';

/**
 * A charity's recurring donors and what their schedules still promise it, in minor units of the
 * base currency (contract §17). Scheduled giving is a module above this one, so it is given this
 * when the context is built, as the payments are given their followers.
 */
export type ScheduledCommitments = (
  db: Queryable,
  charityId: number,
  base: typeof currencies.$inferSelect,
) => Promise<{ recurringDonors: number; committedMinor: number }>;

export async function charityStatistics(
  ctx: Pick<Infrastructure, 'config' | 'db'> & { scheduledCommitments: ScheduledCommitments },
  locale: Locale,
  charityId: number,
): Promise<CharityStatistics> {
  const { db } = ctx;
  const base = await readBaseCurrency(db, ctx.config.BASE_CURRENCY);
  const [byState, campaigns, monthly, commitments] = await Promise.all([
    donationCounts(db, charityId),
    campaignCounts(db, charityId, new Date()),
    monthlyPaidToCharity(db, charityId),
    ctx.scheduledCommitments(db, charityId, base),
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
    recurring_donors: commitments.recurringDonors,
    committed_amount: major(commitments.committedMinor),
    currency: currencyRef(base, locale),
  };
}
