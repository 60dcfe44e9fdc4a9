// The charity's figures (contract §14, CharityStatistics): its donations by state, its money in
// the base currency, its campaigns, and the last 12 months.
import type { Locale } from '@ataa/contract/locale';
import { toMajor } from '@ataa/contract/money';
import type { CharityStatistics } from '@ataa/contract/schemas/charity';
import { count, inArray, sql } from 'drizzle-orm';
import type { Infrastructure } from '../../context.ts';
import { campaigns, donations } from '../../db/schema.ts';
import { monthlyPaid } from '../donations/index.ts';
import { currencyRef, readBaseCurrency } from '../lookups/index.ts';
import { acceptingAt, ownedBy } from './campaign-queries.ts';

/** Donations to any campaign of the charity, deleted ones too: the money arrived all the same. */
const toCharity = (charityId: number) =>
  inArray(
    donations.campaignId,
    sql`(select ${campaigns.id} from ${campaigns} where ${campaigns.charityId} = ${charityId})`,
  );

const inState = (...states: string[]) =>
  sql<number>`count(*) filter (where ${inArray(donations.state, states as never[])})`.mapWith(Number);

export async function charityStatistics(
  ctx: Pick<Infrastructure, 'config' | 'db'>,
  locale: Locale,
  charityId: number,
): Promise<CharityStatistics> {
  const { db } = ctx;
  const [base, [byState], [campaignCounts], monthly] = await Promise.all([
    readBaseCurrency(db, ctx.config.BASE_CURRENCY),
    db
      .select({
        all: count(),
        paid: inState('paid'),
        failed: inState('failed', 'cancelled'),
        pending: inState('pending'),
        refunded: inState('refunded'),
        paidMinor: sql<string>`coalesce(sum(${donations.baseAmountMinor} - ${donations.baseRefundedMinor}) filter (where ${donations.state} = 'paid'), 0)`,
      })
      .from(donations)
      .where(toCharity(charityId)),
    db
      .select({
        all: count(),
        accepting: sql<number>`count(*) filter (where ${acceptingAt(new Date())})`.mapWith(Number),
      })
      .from(campaigns)
      .where(ownedBy(charityId)),
    monthlyPaid(db, toCharity(charityId)),
  ]);
  const major = (minor: number) => toMajor(minor, base.minorUnits);
  return {
    total_donations: byState!.all,
    // Refunded donations are no longer paid, so the paid sum is already "paid less refunded".
    total_donations_amount: major(Number(byState!.paidMinor)),
    total_campaigns: campaignCounts!.all,
    active_campaigns: campaignCounts!.accepting,
    faild_donations: byState!.failed,
    successful_donations: byState!.paid,
    pending_donations: byState!.pending,
    refunded_donations: byState!.refunded,
    monthly: monthly.map((month) => ({ month: month.month, amount: major(month.totalMinor) })),
    currency: currencyRef(base, locale),
  };
}
