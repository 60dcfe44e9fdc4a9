import { intlLocale } from '@ataa/contract/locale';
import { toMajor, toMinor } from '@ataa/contract/money';
import type { CharityDailyStatistics } from '@ataa/contract/schemas/charity';
import { siteDay } from '@ataa/contract/site-days';
import { useId } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { useExactMoney } from '../giving/amounts.ts';
import { bestDay, CHART_HEIGHT, DAY_SLOT, dayBars, labelledDay } from './daily-bars.ts';

/** A site day ("2026-03-01") at its noon in UTC, which no formatter's zone moves to another day. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** Days named under the bars: about six on a phone, whatever the campaign's length. */
const LABELS = 6;

interface DailyChartProps {
  daily: CharityDailyStatistics;
  /** The campaigns to choose from, by name. */
  campaigns: Array<{ id: number; name: string }>;
}

/** Which campaign the chart shows: a plain GET form, so it works before (and without) scripts. */
function CampaignChoice({ daily, campaigns }: DailyChartProps) {
  const { t } = useI18n();
  const id = useId();
  return (
    <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-bold">
          {t('charity.daily.campaign')}
        </label>
        <select id={id} name="campaign" defaultValue={daily.campaign?.id} className="field-input w-full">
          {campaigns.map((campaign) => (
            <option key={campaign.id} value={campaign.id}>
              {campaign.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-outline">
        {t('charity.daily.show')}
      </button>
    </Form>
  );
}

/**
 * One campaign's paid money day by day (decision 033): an SVG bar chart in the page's direction
 * (the first day at the inline start: on the right in Arabic), named for screen readers by its
 * summary, with every day in a table for anyone who wants the figures as text.
 */
export function DailyChart({ daily, campaigns }: DailyChartProps) {
  const { t, locale, dir } = useI18n();
  const exact = useExactMoney();
  const id = useId();
  const { campaign, days, currency } = daily;
  const money = (amount: number) => exact(amount, currency);
  const dayName = new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const dayNumber = new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', timeZone: 'UTC' });
  const named = (day: string) => dayName.format(noonOf(day));
  const bars = dayBars(days, dir);
  const best = bestDay(days);
  // Summed on minor units, so the total cannot pick up floating-point dust.
  const totalMinor = days.reduce((sum, day) => sum + (toMinor(day.amount, currency.minor_units) ?? 0), 0);
  const every = Math.max(1, Math.ceil(days.length / LABELS));
  return (
    <section aria-labelledby={`${id}-title`} className="card flex flex-col gap-4 p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t('charity.daily.title')}
      </h2>
      {campaign === null ? (
        <p className="text-muted">{t('charity.daily.no_campaigns')}</p>
      ) : (
        <>
          {campaigns.length > 1 ? <CampaignChoice daily={daily} campaigns={campaigns} /> : null}
          {days.length === 0 ? (
            <p className="text-muted">{t('charity.daily.not_started', { campaign: campaign.name })}</p>
          ) : best === undefined ? (
            <p className="text-muted">{t('charity.daily.empty', { campaign: campaign.name })}</p>
          ) : (
            <figure className="flex flex-col gap-2">
              {/* biome-ignore lint/a11y/noSvgWithoutTitle: named by the figure's caption (aria-labelledby). */}
              <svg
                role="img"
                aria-labelledby={`${id}-summary`}
                viewBox={`0 0 ${days.length * DAY_SLOT} ${CHART_HEIGHT}`}
                preserveAspectRatio="none"
                className="h-40 w-full border-b border-line"
              >
                {bars.map((bar) => (
                  <rect
                    key={bar.day}
                    x={bar.x}
                    y={CHART_HEIGHT - bar.height}
                    width={bar.width}
                    height={bar.height}
                    rx={1}
                    className="fill-primary"
                  >
                    <title>
                      {t('charity.daily.bar', { day: named(bar.day), amount: money(bar.amount) })}
                    </title>
                  </rect>
                ))}
              </svg>
              {/* The days' numbers under their bars, a few of them; the table names every day. */}
              <ol
                aria-hidden="true"
                className="grid text-center text-xs text-muted"
                style={{ gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))` }}
              >
                {days.map((day, index) => (
                  <li key={day.day} className="overflow-visible whitespace-nowrap">
                    {labelledDay(index, every) ? dayNumber.format(noonOf(day.day)) : ''}
                  </li>
                ))}
              </ol>
              <figcaption id={`${id}-summary`} className="text-sm text-muted">
                {t('charity.daily.summary', {
                  campaign: campaign.name,
                  from: named(siteDay(campaign.start_at)),
                  to: named(days.at(-1)!.day),
                  currency: currency.name,
                  total: money(toMajor(totalMinor, currency.minor_units)),
                  best: t('charity.daily.bar', { day: named(best.day), amount: money(best.amount) }),
                })}
              </figcaption>
            </figure>
          )}
          {days.length > 0 ? (
            <details className="rounded-xl border border-line">
              <summary className="cursor-pointer p-3 font-bold text-primary-dark">
                {t('charity.daily.table')}
              </summary>
              <table className="w-full text-sm">
                <caption className="sr-only">
                  {t('charity.daily.title')}: {campaign.name}
                </caption>
                <thead className="bg-primary/5 text-muted">
                  <tr>
                    <th scope="col" className="p-3 text-start">
                      {t('charity.daily.day')}
                    </th>
                    <th scope="col" className="p-3 text-end">
                      {t('charity.daily.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {days.map((day) => (
                    <tr key={day.day}>
                      <th scope="row" className="p-3 text-start font-normal">
                        <time dateTime={day.day}>{named(day.day)}</time>
                      </th>
                      <td className="p-3 text-end tabular-nums">{money(day.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
