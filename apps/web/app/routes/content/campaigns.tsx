import { translate } from '@ataa/contract/translate';
import { Link, redirect } from 'react-router';
import { CampaignGrid } from '../../components/campaigns/campaign-card.tsx';
import { CampaignFiltersForm } from '../../components/campaigns/filters.tsx';
import { filterParams, hasFilters } from '../../components/campaigns/list-query.ts';
import { ListEmpty, listTitle } from '../../components/content/list.tsx';
import { PageHeader } from '../../components/content/page-header.tsx';
import { Pager } from '../../components/content/pagination.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { WITH_DONATE_ALL_BUTTON } from '../../lib/donate-all-button.ts';
import { useI18n } from '../../lib/i18n.ts';
import { assertPageExists, requestedPage } from '../../lib/page-address.server.ts';
import { publicPageHeaders } from '../../lib/public-page.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/campaigns';
import { cartAction } from './cart-action.server.ts';
import { readFilters } from './read-filters.server.ts';

/** Four rows of three on a wide screen; divides evenly into two columns too. */
const PAGE_SIZE = 12;

export const headers = publicPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { filters, drop } = readFilters(url.searchParams);
  if (drop.length > 0 || !filters) {
    // A filter the API would refuse is dropped rather than shown as an error, and empty ones go.
    for (const key of drop) url.searchParams.delete(key);
    throw redirect(`${url.pathname}${url.search}`);
  }
  const query = {
    ...Object.fromEntries(filterParams(filters)),
    page: requestedPage(request),
    per_page: PAGE_SIZE,
  };
  const api = apiFor(context, request);
  const [campaigns, categories] = await Promise.all([
    api.read('GET /campaigns', { query }),
    api.read('GET /categories'),
  ]);
  assertPageExists(campaigns);
  return { campaigns, categories: categories.data, filters };
}

/** The cart buttons of every campaign card post here (see cart.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(context, request);
}

export const handle = WITH_DONATE_ALL_BUTTON;

export function meta(args: Route.MetaArgs) {
  const locale = metaLocale(args);
  return seo(args, {
    title: listTitle(locale, translate(locale, 'campaigns.title'), args.loaderData?.campaigns.meta),
    description: translate(locale, 'campaigns.lead'),
  });
}

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { campaigns, categories, filters } = loaderData;
  const filtered = hasFilters(filters);
  return (
    <main id="main">
      <PageHeader title={t('campaigns.title')} lead={t('campaigns.lead')} />
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:pt-10">
        <CampaignFiltersForm filters={filters} categories={categories} />
        <div className="mt-6 mb-5 flex flex-wrap items-center justify-between gap-x-4">
          {/* Read out as results change while someone types or chooses. */}
          <p role="status" className="text-sm font-bold text-primary-dark">
            {t('campaigns.count', { count: campaigns.meta.total })}
          </p>
          {filtered ? (
            <Link
              to={path('/campaigns')}
              preventScrollReset
              className="inline-flex min-h-11 items-center rounded-lg text-sm font-bold text-primary-dark underline"
            >
              {t('campaigns.filters.clear')}
            </Link>
          ) : null}
        </div>
        {campaigns.data.length === 0 ? (
          <ListEmpty>{filtered ? t('campaigns.empty') : t('campaigns.none')}</ListEmpty>
        ) : (
          <CampaignGrid campaigns={campaigns.data} list />
        )}
        <Pager meta={campaigns.meta} />
      </div>
    </main>
  );
}
