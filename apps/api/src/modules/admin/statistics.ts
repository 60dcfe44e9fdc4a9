// The back office's overview (NEW): what waits for the staff, and the platform's money, donations
// and new donors today, over the last 7 days and over the Ramadan in progress or the latest one.
import { type Locale, SITE_TIME_ZONE } from '@ataa/contract/locale';
import { toMajor } from '@ataa/contract/money';
import { currentOrLatestRamadan } from '@ataa/contract/ramadan';
import type { AdminStatistics } from '@ataa/contract/schemas/admin';
import { and, count, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { campaigns, contactMessages, donations, users } from '../../db/schema.ts';
import { readBaseCurrency } from '../lookups/base-currency.ts';
import { currencyRef } from '../lookups/present.ts';

/** The instant a civil day of the site's calendar begins. */
const dayStart = (day: SQL) => sql`(${day})::timestamp at time zone ${SITE_TIME_ZONE}`;
const today = sql`(now() at time zone ${SITE_TIME_ZONE})::date`;

interface Period {
  from: SQL;
  /** Exclusive; open-ended when absent. */
  until?: SQL;
}

const paidAt = sql`coalesce(${donations.paidAt}, ${donations.createdAt})`;
const within = (at: SQL | typeof users.createdAt, period: Period) =>
  period.until ? sql`${at} >= ${period.from} and ${at} < ${period.until}` : sql`${at} >= ${period.from}`;

async function periodFigures(ctx: AppContext, minorUnits: number, period: Period) {
  const [[given], [joined]] = await Promise.all([
    ctx.db
      .select({
        minor: sql<string>`coalesce(sum(${donations.baseAmountMinor}), 0)`,
        donations: count(),
      })
      .from(donations)
      .where(and(eq(donations.state, 'paid'), within(paidAt, period))),
    ctx.db
      .select({ donors: count() })
      .from(users)
      .where(and(eq(users.userType, 'dooner'), within(users.createdAt, period))),
  ]);
  return {
    raised: toMajor(Number(given!.minor), minorUnits),
    donations: given!.donations,
    new_donors: joined!.donors,
  };
}

async function waiting(ctx: AppContext) {
  const [[charities], [pendingCampaigns], [contacts]] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.userType, 'charity'), eq(users.approvalStatus, 'pending'))),
    ctx.db
      .select({ n: count() })
      .from(campaigns)
      .where(
        and(
          eq(campaigns.reviewState, 'pending'),
          ne(campaigns.charityChoice, 'cancelled'),
          isNull(campaigns.deletedAt),
        ),
      ),
    ctx.db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return { charities: charities!.n, campaigns: pendingCampaigns!.n, contacts: contacts!.n };
}

export async function adminStatistics(ctx: AppContext, locale: Locale): Promise<AdminStatistics> {
  const base = await readBaseCurrency(ctx.db, ctx.config.BASE_CURRENCY);
  const ramadan = currentOrLatestRamadan(new Date());
  const figures = (period: Period) => periodFigures(ctx, base.minorUnits, period);
  const [waitingNow, todays, weeks, ramadans] = await Promise.all([
    waiting(ctx),
    figures({ from: dayStart(today) }),
    figures({ from: dayStart(sql`${today} - 6`) }),
    figures({
      from: dayStart(sql`${ramadan.from}::date`),
      until: dayStart(sql`${ramadan.to}::date + 1`),
    }),
  ]);
  return {
    waiting: waitingNow,
    today: todays,
    week: weeks,
    ramadan: { ...ramadans, ...ramadan },
    currency: currencyRef(base, locale),
  };
}
