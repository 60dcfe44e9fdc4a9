import { adminCampaignsQuery } from '@ataa/contract/schemas/admin';
import { translate } from '@ataa/contract/translate';
import { useId } from 'react';
import { Link } from 'react-router';
import { AdminListPage } from '../../components/admin/list-page.tsx';
import { FeaturedBadge, StatusBadge } from '../../components/campaigns/badges.tsx';
import {
  CampaignStatusFilter,
  ListFilters,
  SearchField,
  ToggleFilter,
} from '../../components/charity/list-filters.tsx';
import { useExactMoney } from '../../components/giving/amounts.ts';
import { apiFor } from '../../lib/api.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { chosenFilters } from '../../lib/list-query.server.ts';
import { assertPageExists, requestedPage } from '../../lib/page-address.server.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/campaigns';

const FILTERS = ['q', 'status', 'featured', 'charity_id'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = chosenFilters(request, adminCampaignsQuery, FILTERS);
  const campaigns = await apiFor(context, request).read('GET /admin/campaigns', {
    query: { ...filters, page: requestedPage(request) },
  });
  assertPageExists(campaigns);
  return { campaigns, filters };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'back_office.nav.campaigns'), noindex: true });
}

function CampaignFilters({
  q = '',
  status = '',
  featured = '',
  charity_id,
}: Partial<Record<(typeof FILTERS)[number], string>>) {
  const { t } = useI18n();
  const ids = useId();
  return (
    <ListFilters
      label={t('back_office.nav.campaigns')}
      active={Boolean(q || status || featured || charity_id)}
      className="sm:grid-cols-[2fr_1fr_auto_auto]"
    >
      {charity_id ? <input type="hidden" name="charity_id" value={charity_id} /> : null}
      <SearchField
        id={`${ids}-q`}
        label={t('back_office.common.search')}
        hint={t('back_office.campaigns.search_hint')}
        value={q}
      />
      <CampaignStatusFilter id={`${ids}-status`} value={status} />
      <ToggleFilter name="featured" label={t('back_office.campaigns.featured_only')} on={featured !== ''} />
    </ListFilters>
  );
}

/** Campaigns in every status, pending first when asked; each opens its review. */
export default function AdminCampaigns({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const exact = useExactMoney();
  const { campaigns, filters } = loaderData;
  return (
    <AdminListPage
      title={t('back_office.nav.campaigns')}
      lead={t('back_office.campaigns.lead')}
      filters={<CampaignFilters {...filters} />}
      list={campaigns}
      count={(total) => t('back_office.campaigns.count', { count: total })}
      empty={t('back_office.campaigns.empty')}
    >
      {(campaign) => (
        <article className="card flex gap-3 p-3 sm:p-4">
          <img
            src={campaign.image}
            alt=""
            width={96}
            height={54}
            loading="lazy"
            className="hidden aspect-video w-24 shrink-0 rounded-lg object-cover sm:block"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h2 className="font-bold">
              <Link
                to={path(`/admin/campaigns/${campaign.id}`)}
                className="underline-offset-4 hover:underline"
              >
                {campaign.name}
              </Link>
            </h2>
            <p className="text-sm text-muted">
              {t('back_office.campaigns.by', { name: campaign.charity.name })}
            </p>
            <p className="text-sm tabular-nums">
              {exact(campaign.total_amount, campaign.currency)} /{' '}
              {exact(campaign.price_target, campaign.currency)}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={campaign.status} />
              {campaign.is_featured ? (
                <>
                  <FeaturedBadge />
                  <span className="text-sm text-muted">
                    {t('back_office.campaigns.order', { sort: campaign.featured_sort })}
                  </span>
                </>
              ) : null}
              {campaign.deleted_at ? (
                <span className="text-sm text-danger">{t('back_office.campaigns.deleted')}</span>
              ) : null}
            </div>
          </div>
        </article>
      )}
    </AdminListPage>
  );
}
