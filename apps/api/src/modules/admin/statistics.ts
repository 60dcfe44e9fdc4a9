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
import type { Infrastructure } from '../../context.ts';
import { currencyRef, readBaseCurrency } from '../lookups/index.ts';
import {
  campaignsStartingIn,
  type Period,
  periodFigures,
  periodOf,
  recentPeriods,
  waitingCounts,
} from './statistics-queries.ts';

async function figuresOf(ctx: Pick<Infrastructure, 'db'>, minorUnits: number, period: Period) {
  const figures = await periodFigures(ctx.db, period);
  return {
    raised: toMajor(Number(figures.minor), minorUnits),
    donations: figures.donations,
    new_donors: figures.donors,
  };
}

/** The approved and the pending campaigns (neither cancelled nor deleted) that start during `ramadan`. */
async function startingIn(ctx: Pick<Infrastructure, 'db'>, ramadan: RamadanDays) {
  const rows = await campaignsStartingIn(ctx.db, ramadan);
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
  const { today, week } = recentPeriods(siteDay(now));
  const figures = (period: Period) => figuresOf(ctx, base.minorUnits, period);
  const [waitingNow, todays, weeks, ramadans, ready] = await Promise.all([
    waitingCounts(ctx.db),
    figures(today),
    figures(week),
    figures(periodOf(ramadan)),
    startingIn(ctx, coming),
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
