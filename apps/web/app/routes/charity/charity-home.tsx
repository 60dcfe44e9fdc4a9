import { MAX_PER_PAGE } from '@ataa/contract/pagination';
import { translate } from '@ataa/contract/translate';
import { HandCoins, Megaphone, SquarePlus } from 'lucide-react';
import { Link } from 'react-router';
import { type AttentionGroup, CampaignsNeedingAttention } from '../../components/charity/attention.tsx';
import { DailyChart } from '../../components/charity/daily-chart.tsx';
import { CharityDonationsTable } from '../../components/charity/donations-table.tsx';
import { CharityFigures } from '../../components/charity/figures.tsx';
import { DashboardWelcome } from '../../components/dashboard-welcome.tsx';
import { MonthlyChart } from '../../components/monthly-chart.tsx';
import { requireRole } from '../../lib/access.server.ts';
import { apiFor } from '../../lib/api.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/charity-home';

/** Campaigns shown per reason for attention, and donations in the latest list. */
const SHOWN = 5;
/** "Ending soon" is within a week. */
const ENDING_DAYS = 7;

/** The campaign the daily chart was asked for (`?campaign=`), or none for the API's default. */
function chartedCampaign(request: Request): number | undefined {
  const asked = new URL(request.url).searchParams.get('campaign') ?? '';
  return /^[1-9][0-9]{0,9}$/.test(asked) ? Number(asked) : undefined;
}

/** The charity's home needs the platform's approval; before that the charity waits on /pending. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(context, request, requestLocale(request), {
    role: 'charity',
    approved: true,
  });
  const api = apiFor(context, request);
  const own = (status: AttentionGroup['status'], perPage = SHOWN) =>
    api.read('GET /charity/campaigns', { query: { status, per_page: perPage } });
  const [statistics, daily, campaigns, pending, rejected, reached, running, latest] = await Promise.all([
    api.read('GET /charity/statistics'),
    api.read('GET /charity/statistics/daily', { query: { campaign_id: chartedCampaign(request) } }),
    // The daily chart's choices: every campaign of the charity, by name.
    api.read('GET /charity/campaigns', { query: { per_page: MAX_PER_PAGE } }),
    own('pending'),
    own('rejected'),
    own('completed'),
    // The list cannot ask for an end date: the running campaigns are read and the near ends kept.
    own('published', MAX_PER_PAGE),
    api.read('GET /charity/donations', { query: { per_page: SHOWN } }),
  ]);
  const ending = running.data.filter((campaign) => campaign.remaining_days <= ENDING_DAYS);
  const attention: AttentionGroup[] = [
    { kind: 'pending', status: 'pending', campaigns: pending.data, total: pending.meta.total },
    { kind: 'rejected', status: 'rejected', campaigns: rejected.data, total: rejected.meta.total },
    { kind: 'ending', status: 'published', campaigns: ending.slice(0, SHOWN), total: ending.length },
    { kind: 'reached', status: 'completed', campaigns: reached.data, total: reached.meta.total },
  ];
  return {
    statistics,
    daily,
    campaigns: campaigns.data.map(({ id, name }) => ({ id, name })),
    attention,
    latest: latest.data,
  };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'account.dashboard.charity_title'), noindex: true });
}

/** The charity's overview: its figures, donations by day and by month, what needs it, and the latest donations. */
export default function CharityHome({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { statistics, daily, campaigns, attention, latest } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <DashboardWelcome
        status={t('account.dashboard.charity_status')}
        links={[
          {
            to: '/dashboard/charity/campaigns',
            title: t('charity.nav.campaigns'),
            text: t('charity.home.campaigns_text'),
            icon: <Megaphone aria-hidden="true" />,
          },
          {
            to: '/dashboard/charity/donations',
            title: t('charity.nav.donations'),
            text: t('charity.home.donations_text'),
            icon: <HandCoins aria-hidden="true" />,
          },
          {
            to: '/start-campaign',
            title: t('charity.nav.start'),
            text: t('charity.home.start_text'),
            icon: <SquarePlus aria-hidden="true" />,
          },
        ]}
      />
      <CharityFigures statistics={statistics} />
      <DailyChart daily={daily} campaigns={campaigns} />
      <MonthlyChart monthly={statistics.monthly} currency={statistics.currency} words="charity.chart" />
      <CampaignsNeedingAttention groups={attention} />
      <section aria-labelledby="latest-donations" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="latest-donations" className="text-xl font-bold">
            {t('charity.home.latest')}
          </h2>
          <Link
            to={path('/dashboard/charity/donations')}
            className="text-sm font-bold text-primary-dark underline"
          >
            {t('charity.home.see_donations')}
          </Link>
        </div>
        {latest.length === 0 ? (
          <p className="card p-5 text-muted">{t('charity.home.latest_empty')}</p>
        ) : (
          <CharityDonationsTable donations={latest} labelledBy="latest-donations" />
        )}
      </section>
    </div>
  );
}
