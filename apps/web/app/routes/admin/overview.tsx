import type { AdminStatistics } from '@ataa/contract/schemas/admin';
import { translate } from '@ataa/contract/translate';
import { Building2, CalendarClock, HandCoins, Mail, Megaphone, ReceiptText, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Figure } from '../../components/dashboard-figure.tsx';
import { PageIntro } from '../../components/donor/page-intro.tsx';
import { useExactMoney } from '../../components/giving/amounts.ts';
import { apiFor } from '../../lib/api.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/overview';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { statistics: await apiFor(context, request).read('GET /admin/statistics') };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'back_office.title'), noindex: true });
}

type Period = AdminStatistics['today'];

/** One period's money, donations and new donors. */
function PeriodFigures({
  title,
  figures,
  currency,
}: {
  title: string;
  figures: Period;
  currency: AdminStatistics['currency'];
}) {
  const { t, number } = useI18n();
  const exact = useExactMoney();
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="font-bold">{title}</h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure
          className="col-span-2 sm:col-span-1"
          icon={<HandCoins aria-hidden="true" className="size-6" />}
          label={t('back_office.overview.raised')}
          value={exact(figures.raised, currency)}
        />
        <Figure
          icon={<ReceiptText aria-hidden="true" className="size-6" />}
          label={t('back_office.overview.donations')}
          value={number(figures.donations)}
        />
        <Figure
          icon={<UserPlus aria-hidden="true" className="size-6" />}
          label={t('back_office.overview.new_donors')}
          value={number(figures.new_donors)}
        />
      </dl>
    </section>
  );
}

/** The next Ramadan: its days in both calendars, how far off it is, and the campaigns that start in it. */
function ComingRamadan({ coming }: { coming: AdminStatistics['coming_ramadan'] }) {
  const { t, path, day, hijriDay } = useI18n();
  return (
    <section aria-labelledby="coming-ramadan" className="card flex flex-col gap-3 p-4">
      <h2 id="coming-ramadan" className="flex items-center gap-2 text-xl font-bold">
        <CalendarClock aria-hidden="true" className="size-6 text-primary" />
        {t('back_office.overview.coming')}
      </h2>
      <p className="text-lg font-bold text-primary-dark">
        {t('back_office.overview.days_until', { count: coming.days_until })}
      </p>
      <p>
        {t('back_office.overview.span', { from: hijriDay(coming.from), to: hijriDay(coming.to) })}
        <br />
        <span className="text-muted">
          {t('back_office.overview.span', { from: day(coming.from), to: day(coming.to) })}
        </span>
      </p>
      <h3 className="font-bold">{t('back_office.overview.ready')}</h3>
      <ul className="flex flex-col gap-1">
        <li>{t('back_office.overview.ready_approved', { count: coming.campaigns.approved })}</li>
        <li>
          <Link to={path('/admin/campaigns?status=pending')} className="underline">
            {t('back_office.overview.ready_pending', { count: coming.campaigns.pending })}
          </Link>
        </li>
      </ul>
    </section>
  );
}

/**
 * The back office's overview: what waits for the staff, the coming Ramadan when none is in
 * progress, then the platform's figures (the current Ramadan's, or the last one's).
 */
export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { t, path, day } = useI18n();
  const { statistics } = loaderData;
  const waiting = [
    {
      to: '/admin/charities?approval_status=pending',
      text: t('back_office.overview.charities', { count: statistics.waiting.charities }),
      count: statistics.waiting.charities,
      icon: Building2,
    },
    {
      to: '/admin/campaigns?status=pending',
      text: t('back_office.overview.campaigns', { count: statistics.waiting.campaigns }),
      count: statistics.waiting.campaigns,
      icon: Megaphone,
    },
    {
      to: '/admin/contacts?unread=1',
      text: t('back_office.overview.contacts', { count: statistics.waiting.contacts }),
      count: statistics.waiting.contacts,
      icon: Mail,
    },
  ];
  return (
    <div className="flex flex-col gap-8">
      <PageIntro title={t('back_office.title')} lead={t('back_office.overview.lead')} />
      <section aria-labelledby="waiting" className="flex flex-col gap-3">
        <h2 id="waiting" className="text-xl font-bold">
          {t('back_office.overview.waiting')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {waiting.map(({ to, text, count, icon: Icon }) => (
            <li key={to}>
              <Link
                to={path(to)}
                className={`card flex h-full items-center gap-3 p-4 font-bold hover:ring-2 hover:ring-primary ${count > 0 ? 'text-primary-dark' : 'text-muted'}`}
              >
                <span className="rounded-full bg-primary/10 p-2.5">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {text}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {statistics.ramadan_in_progress ? null : <ComingRamadan coming={statistics.coming_ramadan} />}
      <section aria-labelledby="figures" className="flex flex-col gap-4">
        <h2 id="figures" className="text-xl font-bold">
          {t('back_office.overview.figures')}
        </h2>
        <PeriodFigures
          title={t('back_office.overview.today')}
          figures={statistics.today}
          currency={statistics.currency}
        />
        <PeriodFigures
          title={t('back_office.overview.week')}
          figures={statistics.week}
          currency={statistics.currency}
        />
        <PeriodFigures
          title={t(
            statistics.ramadan_in_progress
              ? 'back_office.overview.ramadan'
              : 'back_office.overview.last_ramadan',
            {
              from: day(statistics.ramadan.from),
              to: day(statistics.ramadan.to),
            },
          )}
          figures={statistics.ramadan}
          currency={statistics.currency}
        />
      </section>
    </div>
  );
}
