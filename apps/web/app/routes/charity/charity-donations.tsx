import { MAX_PER_PAGE } from '@ataa/contract/pagination';
import { charityDonationFilters } from '@ataa/contract/schemas/charity';
import { translate } from '@ataa/contract/translate';
import { FileDown } from 'lucide-react';
import { useId } from 'react';
import { Field } from '../../components/campaigns/filters.tsx';
import { DonationStateFilter } from '../../components/charity/donation-state-filter.tsx';
import { CharityDonationsTable } from '../../components/charity/donations-table.tsx';
import { DayFilter, ListFilters } from '../../components/charity/list-filters.tsx';
import { Pager } from '../../components/content/pagination.tsx';
import { PageIntro } from '../../components/donor/page-intro.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { chosenFilters } from '../../lib/list-query.server.ts';
import { assertPageExists, requestedPage } from '../../lib/page-address.server.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/charity-donations';
import { DONATION_FILTERS, type DonationFilters } from './donation-filters.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = chosenFilters(request, charityDonationFilters, DONATION_FILTERS);
  const api = apiFor(context, request);
  const [donations, campaigns] = await Promise.all([
    api.read('GET /charity/donations', { query: { ...filters, page: requestedPage(request) } }),
    // The campaign filter's choices: every campaign of the charity, by name.
    api.read('GET /charity/campaigns', { query: { per_page: MAX_PER_PAGE } }),
  ]);
  assertPageExists(donations);
  return { donations, campaigns: campaigns.data.map(({ id, name }) => ({ id, name })), filters };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'charity.nav.donations'), noindex: true });
}

function DonationFilterForm({
  filters,
  campaigns,
}: {
  filters: DonationFilters;
  campaigns: Array<{ id: number; name: string }>;
}) {
  const { t } = useI18n();
  const ids = useId();
  return (
    <ListFilters
      label={t('charity.donations.filter')}
      active={Object.keys(filters).length > 0}
      className="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <Field id={`${ids}-campaign`} label={t('charity.donations.campaign')}>
        <select
          id={`${ids}-campaign`}
          name="campaign_id"
          defaultValue={filters.campaign_id ?? ''}
          className="field-input"
        >
          <option value="">{t('charity.donations.any_campaign')}</option>
          {campaigns.map((campaign) => (
            <option key={campaign.id} value={campaign.id}>
              {campaign.name}
            </option>
          ))}
        </select>
      </Field>
      {/* The API lists paid donations unless asked for another state, or for all of them. */}
      <DonationStateFilter
        id={`${ids}-state`}
        value={filters.state ?? 'paid'}
        any={t('charity.donations.all_states')}
        anyValue="all"
      />
      {(['from', 'to'] as const).map((name) => (
        <DayFilter
          key={name}
          id={`${ids}-${name}`}
          name={name}
          label={t(`charity.donations.${name}`)}
          value={filters[name]}
        />
      ))}
    </ListFilters>
  );
}

/** The file of every donation the filters select, in the page's language (decision 021). */
function ExportLink({ filters }: { filters: DonationFilters }) {
  const { t, path } = useI18n();
  const query = new URLSearchParams(filters as Record<string, string>).toString();
  return (
    <div className="flex flex-col gap-1">
      <a
        href={`${path('/dashboard/charity/donations/export')}${query ? `?${query}` : ''}`}
        download
        className="btn btn-outline self-start"
      >
        <FileDown aria-hidden="true" className="size-5" />
        {t('charity.donations.export')}
      </a>
      <p className="text-sm text-muted">{t('charity.donations.export_hint')}</p>
    </div>
  );
}

/** Donations to the charity's campaigns (contract §10): filters in the address, pages, and the CSV file. */
export default function CharityDonations({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { donations, campaigns, filters } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('charity.nav.donations')} lead={t('charity.donations.lead')} />
      <DonationFilterForm filters={filters} campaigns={campaigns} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p id="donations-found" role="status" className="font-bold">
          {donations.meta.total > 0
            ? t('charity.donations.count', { count: donations.meta.total })
            : t(Object.keys(filters).length > 0 ? 'charity.donations.empty' : 'charity.donations.empty_paid')}
        </p>
        {donations.meta.total > 0 ? <ExportLink filters={filters} /> : null}
      </div>
      {donations.meta.total > 0 ? (
        <CharityDonationsTable donations={donations.data} labelledBy="donations-found" />
      ) : null}
      <Pager meta={donations.meta} />
    </div>
  );
}
