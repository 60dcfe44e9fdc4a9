import { adminDonationsQuery, DONATION_GATEWAYS } from '@ataa/contract/schemas/admin-donations';
import { translate } from '@ataa/contract/translate';
import { useId } from 'react';
import { Link } from 'react-router';
import { AdminListPage } from '../../components/admin/list-page.tsx';
import { Field } from '../../components/campaigns/filters.tsx';
import { DonationStateFilter } from '../../components/charity/donation-state-filter.tsx';
import { DayFilter, ListFilters, SearchField } from '../../components/charity/list-filters.tsx';
import { DonationStateBadge } from '../../components/donor/donation-state.tsx';
import { useExactMoney } from '../../components/giving/amounts.ts';
import { apiFor } from '../../lib/api.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { chosenFilters } from '../../lib/list-query.server.ts';
import { assertPageExists, requestedPage } from '../../lib/page-address.server.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/donations';

const FILTERS = [
  'q',
  'state',
  'gateway',
  'date_from',
  'date_to',
  'campaign_id',
  'charity_id',
  'currency_id',
] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;
/** Filters that arrive from links (a campaign's, a charity's), kept while the others change. */
const LINKED = ['campaign_id', 'charity_id', 'currency_id'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters: Filters = chosenFilters(request, adminDonationsQuery, FILTERS);
  const donations = await apiFor(context, request).read('GET /admin/donations', {
    query: { ...filters, page: requestedPage(request) },
  });
  assertPageExists(donations);
  return { donations, filters };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'back_office.nav.donations'), noindex: true });
}

function DonationFilters({ filters }: { filters: Filters }) {
  const { t } = useI18n();
  const ids = useId();
  return (
    <ListFilters
      label={t('back_office.nav.donations')}
      active={Object.keys(filters).length > 0}
      className="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
    >
      {LINKED.map((name) =>
        filters[name] ? <input key={name} type="hidden" name={name} value={filters[name]} /> : null,
      )}
      <SearchField
        id={`${ids}-q`}
        label={t('back_office.common.search')}
        hint={t('back_office.donations.search_hint')}
        value={filters.q}
      />
      <DonationStateFilter
        id={`${ids}-state`}
        value={filters.state ?? ''}
        any={t('back_office.common.any')}
      />
      <Field id={`${ids}-gateway`} label={t('back_office.donations.gateway')}>
        <select
          id={`${ids}-gateway`}
          name="gateway"
          defaultValue={filters.gateway ?? ''}
          className="field-input"
        >
          <option value="">{t('back_office.common.any')}</option>
          {DONATION_GATEWAYS.map((gateway) => (
            <option key={gateway} value={gateway}>
              {gateway}
            </option>
          ))}
        </select>
      </Field>
      {(['date_from', 'date_to'] as const).map((name) => (
        <DayFilter
          key={name}
          id={`${ids}-${name}`}
          name={name}
          label={t(name === 'date_from' ? 'charity.donations.from' : 'charity.donations.to')}
          value={filters[name]}
        />
      ))}
    </ListFilters>
  );
}

type Donation = Route.ComponentProps['loaderData']['donations']['data'][number];

function DonationRow({ donation }: { donation: Donation }) {
  const { t, path, date } = useI18n();
  const exact = useExactMoney();
  return (
    <article className="card flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="font-bold">
          <Link to={path(`/admin/donations/${donation.id}`)} className="underline-offset-4 hover:underline">
            <bdi>{donation.name}</bdi>
          </Link>{' '}
          {donation.anonymous ? (
            <span className="ms-2 text-sm font-normal text-muted">
              {t('back_office.donations.anonymous')}
            </span>
          ) : null}
        </h2>
        <p className="text-sm text-muted">
          <bdi dir="ltr">{donation.email}</bdi> · {date(donation.created_at)}
        </p>
        <p className="text-sm">
          {t('back_office.donations.to_campaign', { campaign: donation.campaign_name })} ·{' '}
          <bdi>{donation.chairty_name}</bdi>
        </p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <span className="font-bold tabular-nums">{exact(donation.total_amount, donation.currency)}</span>
        <DonationStateBadge state={donation.state} />
      </div>
    </article>
  );
}

/** Every donation, searched and filtered in the address; each opens its full record. */
export default function AdminDonations({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { donations, filters } = loaderData;
  return (
    <AdminListPage
      title={t('back_office.nav.donations')}
      lead={t('back_office.donations.lead')}
      filters={<DonationFilters filters={filters} />}
      list={donations}
      count={(total) => t('back_office.donations.count', { count: total })}
      empty={t('back_office.donations.empty')}
    >
      {(donation) => <DonationRow donation={donation} />}
    </AdminListPage>
  );
}
