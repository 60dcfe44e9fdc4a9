// One campaign's paid money day by day, for the charity's chart (decision 033): a Ramadan campaign
// runs about thirty days, which the monthly figures show as one or two bars.
import type { Locale } from '@ataa/contract/locale';
import { toMajor } from '@ataa/contract/money';
import type { CharityDailyStatistics } from '@ataa/contract/schemas/charity';
import { daysFrom, lastDayOf, siteDay } from '@ataa/contract/site-days';
import type { Infrastructure } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { pick } from '../../http/localize.ts';
import { currencyRef, readBaseCurrency } from '../lookups/index.ts';
import { chartedCampaign, paidByDay } from './statistics-queries.ts';

/**
 * Every day of the campaign up to today (days to come have nothing to show yet), each with its
 * paid sum or 0. A payment that arrived after the last day (decision 025) extends the days to it.
 */
export function campaignDays(
  schedule: { startAt: Date; endAt: Date },
  paid: Map<string, number>,
  now: Date,
): Array<{ day: string; totalMinor: number }> {
  const today = siteDay(now);
  const lastDay = lastDayOf(schedule.endAt);
  const latestPaid = [...paid.keys()].sort().at(-1) ?? '';
  const last = [lastDay < today ? lastDay : today, latestPaid].sort().at(-1)!;
  return daysFrom(siteDay(schedule.startAt), last).map((day) => ({ day, totalMinor: paid.get(day) ?? 0 }));
}

export async function charityDailyStatistics(
  ctx: Pick<Infrastructure, 'config' | 'db'>,
  locale: Locale,
  charityId: number,
  campaignId: number | undefined,
  now = new Date(),
): Promise<CharityDailyStatistics> {
  const row = await chartedCampaign(ctx.db, charityId, campaignId, now);
  // A campaign asked for that is not the charity's.
  if (!row && campaignId) throw AppError.notFound();
  if (!row) {
    const base = await readBaseCurrency(ctx.db, ctx.config.BASE_CURRENCY);
    return { campaign: null, days: [], currency: currencyRef(base, locale) };
  }
  const { campaign, currency } = row;
  const paid = await paidByDay(ctx.db, campaign.id);
  const days = campaignDays(campaign, new Map(paid.map((day) => [day.day, Number(day.totalMinor)])), now);
  return {
    campaign: {
      id: campaign.id,
      name: pick(locale, campaign.nameAr, campaign.nameEn),
      start_at: campaign.startAt.toISOString(),
      end_at: campaign.endAt.toISOString(),
    },
    days: days.map(({ day, totalMinor }) => ({ day, amount: toMajor(totalMinor, currency.minorUnits) })),
    currency: currencyRef(currency, locale),
  };
}
