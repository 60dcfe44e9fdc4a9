import { translate } from '@ataa/contract/translate';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageIntro } from '../../components/donor/page-intro.tsx';
import { useExactMoney } from '../../components/giving/amounts.ts';
import { apiFor } from '../../lib/api.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/schedule-forecast';

/** The hours the page looks ahead: two nights, what the staff watch during Ramadan. */
const HOURS = 48;

export async function loader({ request, context }: Route.LoaderArgs) {
  const hours = await apiFor(context, request).read('GET /admin/schedules/forecast', {
    query: { hours: String(HOURS) },
  });
  return { hours };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, {
    title: translate(metaLocale(args), 'back_office.schedules.forecast.title', { hours: HOURS }),
    noindex: true,
  });
}

/**
 * What active schedules will charge, hour by hour, for the next 48 hours: a table a screen reader
 * reads row by row, each amount drawn as a bar beside it for the eye.
 */
export default function AdminScheduleForecast({ loaderData }: Route.ComponentProps) {
  const { t, path, number, hour, dir } = useI18n();
  const exact = useExactMoney();
  const { hours } = loaderData;
  const base = hours[0]?.base_currency;
  const largest = Math.max(...hours.map((row) => row.amount_base), 0);
  const total = hours.reduce((sum, row) => sum + row.amount_base, 0);
  const count = hours.reduce((sum, row) => sum + row.occurrences, 0);
  const Back = dir === 'rtl' ? ArrowRight : ArrowLeft;
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={t('back_office.schedules.forecast.title', { hours: HOURS })}
        lead={t('back_office.schedules.forecast.lead', { currency: base?.name ?? '' })}
        action={
          <Link to={path('/admin/schedules')} className="btn btn-outline">
            <Back aria-hidden="true" className="size-4" />
            {t('back_office.schedules.forecast.back')}
          </Link>
        }
      />
      <p className="font-bold">
        {t('back_office.schedules.forecast.total', {
          count,
          amount: base ? exact(total, base) : number(total),
        })}
      </p>
      {count === 0 ? <p className="text-muted">{t('back_office.schedules.forecast.empty')}</p> : null}
      <div className="card overflow-x-auto p-2">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('back_office.schedules.forecast.title', { hours: HOURS })}</caption>
          <thead>
            <tr className="border-b border-line text-start">
              <th scope="col" className="p-2 text-start">
                {t('back_office.schedules.forecast.hour')}
              </th>
              <th scope="col" className="p-2 text-end">
                {t('back_office.schedules.forecast.occurrences')}
              </th>
              <th scope="col" className="p-2 text-end">
                {t('back_office.schedules.forecast.amount')}
              </th>
              <th scope="col" className="w-1/3 p-2">
                <span className="sr-only">{t('back_office.schedules.forecast.amount')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {hours.map((row) => (
              <tr key={row.hour} className="border-b border-line last:border-0">
                <th scope="row" className="p-2 text-start font-normal">
                  <time dateTime={row.hour}>{hour(row.hour)}</time>
                </th>
                <td className="p-2 text-end tabular-nums">{number(row.occurrences)}</td>
                <td className="p-2 text-end tabular-nums">{exact(row.amount_base, row.base_currency)}</td>
                <td className="p-2" aria-hidden="true">
                  <div
                    className="h-3 rounded-full bg-primary"
                    style={{ inlineSize: `${largest === 0 ? 0 : (row.amount_base / largest) * 100}%` }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
