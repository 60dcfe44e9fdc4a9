// The back office's overview (NEW): what waits for the staff, and the platform's money, donations
// and new donors today, over the last 7 days and over the Ramadan in progress or the latest one;
// outside Ramadan, also the coming one: its days and the campaigns that start in it.
// Every period is counted from the clock of the request (`now`), never the database's.
import type { Locale } from '@ataa/contract/locale';
import { toMajor } from '@ataa/contract/money';
import {
  comingRamadan,
  currentOrLatestRamadan,
  daysUntil,
  isRamadan,
  type RamadanDays,
} from '@ataa/contract/ramadan';
import type { AdminStatistics } from '@ataa/contract/schemas/admin';
import { siteDay } from '@ataa/contract/site-days';
import { and, count, eq, gte, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Infrastructure } from '../../context.ts';
import { campaigns, contactMessages, donations, users } from '../../db/schema.ts';
import { dayStart } from '../../db/site-days.ts';
import { currencyRef, readBaseCurrency } from '../lookups/index.ts';

interface Period {
  from: SQL;
  /** Exclusive. */
  until: SQL;
}

const paidAt = sql`coalesce(${donations.paidAt}, ${donations.createdAt})`;
const within = (at: SQL | typeof users.createdAt, period: Period) =>
  sql`${at} >= ${period.from} and ${at} < ${period.until}`;

async function periodFigures(ctx: Pick<Infrastructure, 'db'>, minorUnits: number, period: Period) {
  const [[given], [joined]] = await Promise.all([
    ctx.db
      .select({
        minor: sql<string>`coalesce(sum(${donations.baseAmountMinor} - ${donations.baseRefundedMinor}), 0)`,
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

async function waiting(ctx: Pick<Infrastructure, 'db'>) {
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

/** The approved and the pending campaigns (neither cancelled nor deleted) that start during `ramadan`. */
async function campaignsStartingIn(ctx: Pick<Infrastructure, 'db'>, ramadan: RamadanDays) {
  const rows = await ctx.db
    .select({ state: campaigns.reviewState, n: count() })
    .from(campaigns)
    .where(
      and(
        gte(campaigns.startAt, sql`${dayStart(sql`${ramadan.from}::date`)}`),
        lt(campaigns.startAt, sql`${dayStart(sql`${ramadan.to}::date + 1`)}`),
        ne(campaigns.charityChoice, 'cancelled'),
        isNull(campaigns.deletedAt),
      ),
    )
    .groupBy(campaigns.reviewState);
  const counted = (state: string) => rows.find((row) => row.state === state)?.n ?? 0;
  return { approved: counted('approved'), pending: counted('pending') };
}

export async function adminStatistics(
  ctx: Pick<Infrastructure, 'config' | 'db'>,
  locale: Locale,
  now = new Date(),
): Promise<AdminStatistics> {
  const base = await readBaseCurrency(ctx.db, ctx.config.BASE_CURRENCY);
  const ramadan = currentOrLatestRamadan(now);
  const coming = comingRamadan(now);
  const today = sql`${siteDay(now)}::date`;
  const figures = (period: Period) => periodFigures(ctx, base.minorUnits, period);
  const until = dayStart(sql`${today} + 1`);
  const [waitingNow, todays, weeks, ramadans, ready] = await Promise.all([
    waiting(ctx),
    figures({ from: dayStart(today), until }),
    figures({ from: dayStart(sql`${today} - 6`), until }),
    figures({
      from: dayStart(sql`${ramadan.from}::date`),
      until: dayStart(sql`${ramadan.to}::date + 1`),
    }),
    campaignsStartingIn(ctx, coming),
  ]);
  return {
    waiting: waitingNow,
    today: todays,
    week: weeks,
    ramadan: { ...ramadans, ...ramadan },
    ramadan_in_progress: isRamadan(now),
    coming_ramadan: { ...coming, days_until: daysUntil(now, coming.from), campaigns: ready },
    currency: currencyRef(base, locale),
  };
}
