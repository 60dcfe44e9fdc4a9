import { charityCampaignsQuery } from '@ataa/contract/schemas/charity';
import { translate } from '@ataa/contract/translate';
import { SquarePlus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { CharityCampaignRow } from '../../components/charity/campaign-row.tsx';
import { CampaignStatusFilter, ListFilters, SearchField } from '../../components/charity/list-filters.tsx';
import { DonorList } from '../../components/donor/donor-list.tsx';
import { EmptyNote } from '../../components/donor/empty-note.tsx';
import { PageIntro } from '../../components/donor/page-intro.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { chosenFilters } from '../../lib/list-query.server.ts';
import { assertPageExists, requestedPage } from '../../lib/page-address.server.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/charity-campaigns';

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = chosenFilters(request, charityCampaignsQuery, ['q', 'status']);
  const campaigns = await apiFor(context, request).read('GET /charity/campaigns', {
    query: { ...filters, page: requestedPage(request) },
  });
  assertPageExists(campaigns);
  return { campaigns, filters };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'charity.nav.campaigns'), noindex: true });
}

function CampaignFilterForm({ q = '', status = '' }: { q?: string; status?: string }) {
  const { t } = useI18n();
  const ids = useId();
  return (
    <ListFilters
      label={t('charity.campaigns.filter')}
      active={Boolean(q || status)}
      className="sm:grid-cols-[2fr_1fr_auto]"
    >
      <SearchField
        id={`${ids}-q`}
        label={t('charity.campaigns.search')}
        hint={t('charity.campaigns.search_hint')}
        value={q}
      />
      <CampaignStatusFilter id={`${ids}-status`} value={status} />
    </ListFilters>
  );
}

/** The charity's campaigns (contract §10), searched and filtered by status in the address. */
export default function CharityCampaigns({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { campaigns, filters } = loaderData;
  const filtered = Object.keys(filters).length > 0;
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={t('charity.nav.campaigns')}
        lead={t('charity.campaigns.lead')}
        action={
          <Link to={path('/start-campaign')} className="btn">
            <SquarePlus aria-hidden="true" className="size-5" />
            {t('charity.nav.start')}
          </Link>
        }
      />
      {campaigns.meta.total === 0 && !filtered ? (
        <EmptyNote text={t('charity.campaigns.empty')} to="/start-campaign" label={t('charity.nav.start')} />
      ) : (
        <>
          <CampaignFilterForm {...filters} />
          <DonorList
            summary={
              campaigns.meta.total === 0
                ? t('charity.campaigns.empty_filtered')
                : t('charity.campaigns.count', { count: campaigns.meta.total })
            }
            list={campaigns}
          >
            {(campaign) => <CharityCampaignRow campaign={campaign} />}
          </DonorList>
        </>
      )}
    </div>
  );
}
