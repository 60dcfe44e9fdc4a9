import { intlLocale } from '@ataa/contract/locale';
import { toMajor, toMinor } from '@ataa/contract/money';
import type { CharityStatistics } from '@ataa/contract/schemas/charity';
import { useId } from 'react';
import { useI18n } from '../lib/i18n.ts';
import { useExactMoney } from './giving/amounts.ts';

/** Bar height and width in the chart's own units; the drawing stretches to the page's width. */
const HEIGHT = 100;
const SLOT = 10;
const BAR = 6;

/** "2026-03" as a date in the middle of that month, read in UTC so no zone moves it. */
const monthDate = (month: string) => new Date(`${month}-15T12:00:00Z`);

interface MonthlyChartProps extends Pick<CharityStatistics, 'monthly' | 'currency'> {
  /** Whose money the chart counts: the donor's giving or the charity's donations. */
  words: 'donor.chart' | 'charity.chart';
}

/**
 * Paid money by month (contract §14, `monthly`): an SVG bar chart that reads in the page's
 * direction (the newest month at the inline end: on the left in Arabic), named for screen
 * readers by its summary, with the same figures in a table for anyone who wants them as text.
 */
export function MonthlyChart({ monthly, currency, words }: MonthlyChartProps) {
  const { t, locale, dir } = useI18n();
  const exact = useExactMoney();
  const id = useId();
  const short = new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const money = (amount: number) => exact(amount, currency);
  // Summed on minor units, so the total cannot pick up floating-point dust.
  const totalMinor = monthly.reduce(
    (sum, month) => sum + (toMinor(month.amount, currency.minor_units) ?? 0),
    0,
  );
  const highest = Math.max(...monthly.map((month) => month.amount));
  const width = monthly.length * SLOT;
  const x = (index: number) => (dir === 'rtl' ? monthly.length - 1 - index : index) * SLOT + (SLOT - BAR) / 2;
  return (
    <section aria-labelledby={`${id}-title`} className="card flex flex-col gap-4 p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t(`${words}.title`)}
      </h2>
      {highest > 0 ? (
        <figure className="flex flex-col gap-2">
          {/* biome-ignore lint/a11y/noSvgWithoutTitle: named by the figure's caption (aria-labelledby). */}
          <svg
            role="img"
            aria-labelledby={`${id}-summary`}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-40 w-full border-b border-line"
          >
            {monthly.map((month, index) => {
              const height = (month.amount / highest) * HEIGHT;
              return (
                <rect
                  key={month.month}
                  x={x(index)}
                  y={HEIGHT - height}
                  width={BAR}
                  height={height}
                  rx={1}
                  className="fill-primary"
                >
                  <title>
                    {t(`${words}.bar`, {
                      month: long.format(monthDate(month.month)),
                      amount: money(month.amount),
                    })}
                  </title>
                </rect>
              );
            })}
          </svg>
          {/* The months under their bars; on a phone every third one, so the names keep their room. */}
          <ol
            aria-hidden="true"
            className="grid text-center text-xs text-muted"
            style={{ gridTemplateColumns: `repeat(${monthly.length}, minmax(0, 1fr))` }}
          >
            {monthly.map((month, index) => (
              <li
                key={month.month}
                className={(monthly.length - 1 - index) % 3 === 0 ? '' : 'invisible sm:visible'}
              >
                {short.format(monthDate(month.month))}
              </li>
            ))}
          </ol>
          <figcaption id={`${id}-summary`} className="text-sm text-muted">
            {t(`${words}.summary`, {
              currency: currency.name,
              total: money(toMajor(totalMinor, currency.minor_units)),
            })}
          </figcaption>
        </figure>
      ) : (
        <p className="text-muted">{t(`${words}.empty`)}</p>
      )}
      <details className="rounded-xl border border-line">
        <summary className="cursor-pointer p-3 font-bold text-primary-dark">{t(`${words}.table`)}</summary>
        <table className="w-full text-sm">
          <caption className="sr-only">{t(`${words}.title`)}</caption>
          <thead className="bg-primary/5 text-muted">
            <tr>
              <th scope="col" className="p-3 text-start">
                {t(`${words}.month`)}
              </th>
              <th scope="col" className="p-3 text-end">
                {t(`${words}.amount`)}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {monthly.map((month) => (
              <tr key={month.month}>
                <th scope="row" className="p-3 text-start font-normal">
                  <time dateTime={month.month}>{long.format(monthDate(month.month))}</time>
                </th>
                <td className="p-3 text-end tabular-nums">{money(month.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
