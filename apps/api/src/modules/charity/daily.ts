// One campaign's paid money day by day, for the charity's chart (decision 033): a Ramadan campaign
// runs about thirty days, which the monthly figures show as one or two bars.
import type { Locale } from '@ataa/contract/locale';
import { SITE_TIME_ZONE } from '@ataa/contract/locale';
import { toMajor } from '@ataa/contract/money';
import type { CharityDailyStatistics } from '@ataa/contract/schemas/charity';
import { daysFrom, lastDayOf, siteDay } from '@ataa/contract/site-days';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { campaigns, currencies, donations } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { pick } from '../../http/localize.ts';
import { currencyRef, readBaseCurrency } from '../lookups/index.ts';
import { acceptingAt, ownedBy } from './campaign-queries.ts';

/**
 * The campaign asked for (404 when it is not the charity's), else the one taking donations now,
 * else the latest to have started, else the latest to come.
 */
async function chartedCampaign(db: Queryable, charityId: number, campaignId: number | undefined, now: Date) {
  const [row] = await db
    .select({ campaign: campaigns, currency: currencies })
    .from(campaigns)
    .innerJoin(currencies, eq(currencies.id, campaigns.currencyId))
    .where(and(ownedBy(charityId), campaignId ? eq(campaigns.id, campaignId) : undefined))
    .orderBy(
      desc(sql`coalesce(${acceptingAt(now)}, false)`),
      desc(sql`${campaigns.startAt} <= ${now.toISOString()}::timestamptz`),
      desc(campaigns.startAt),
      desc(campaigns.id),
    )
    .limit(1);
  if (!row && campaignId) throw AppError.notFound();
  return row;
}

/** Paid money of one campaign per site day, in minor units of the campaign's currency. */
async function paidByDay(db: Queryable, campaignId: number) {
  const day = sql<string>`to_char(coalesce(${donations.paidAt}, ${donations.createdAt}) at time zone ${SITE_TIME_ZONE}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      totalMinor: sql<string>`sum(${donations.campaignAmountMinor} - ${donations.campaignRefundedMinor})`,
    })
    .from(donations)
    // Refunded donations are no longer paid: the same rule as every other total.
    .where(and(eq(donations.campaignId, campaignId), eq(donations.state, 'paid')))
    // By position: the day's expression, written twice, would hold its zone as two parameters.
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.day, Number(row.totalMinor)]));
}

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
  if (!row) {
    const base = await readBaseCurrency(ctx.db, ctx.config.BASE_CURRENCY);
    return { campaign: null, days: [], currency: currencyRef(base, locale) };
  }
  const { campaign, currency } = row;
  const days = campaignDays(campaign, await paidByDay(ctx.db, campaign.id), now);
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
