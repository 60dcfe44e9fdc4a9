import { APPROVAL_STATUSES, adminCharitiesQuery } from '@ataa/contract/schemas/admin';
import { translate } from '@ataa/contract/translate';
import { useId } from 'react';
import { Link } from 'react-router';
import { ApprovalBadge } from '../../components/admin/approval-badge.tsx';
import { AdminListPage } from '../../components/admin/list-page.tsx';
import { Field } from '../../components/campaigns/filters.tsx';
import { ListFilters, SearchField } from '../../components/charity/list-filters.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { chosenFilters } from '../../lib/list-query.server.ts';
import { assertPageExists, requestedPage } from '../../lib/page-address.server.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/charities';

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = chosenFilters(request, adminCharitiesQuery, ['q', 'approval_status']);
  const charities = await apiFor(context, request).read('GET /admin/charities', {
    query: { ...filters, page: requestedPage(request) },
  });
  assertPageExists(charities);
  return { charities, filters };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'back_office.nav.charities'), noindex: true });
}

function CharityFilters({ q = '', approval_status = '' }: { q?: string; approval_status?: string }) {
  const { t } = useI18n();
  const ids = useId();
  return (
    <ListFilters
      label={t('back_office.nav.charities')}
      active={Boolean(q || approval_status)}
      className="sm:grid-cols-[2fr_1fr_auto]"
    >
      <SearchField
        id={`${ids}-q`}
        label={t('back_office.common.search')}
        hint={t('back_office.charities.search_hint')}
        value={q}
      />
      <Field id={`${ids}-status`} label={t('back_office.charities.status')}>
        <select
          id={`${ids}-status`}
          name="approval_status"
          defaultValue={approval_status}
          className="field-input"
        >
          <option value="">{t('back_office.common.any')}</option>
          {APPROVAL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`back_office.approval.${status}`)}
            </option>
          ))}
        </select>
      </Field>
    </ListFilters>
  );
}

/** Every charity, searched and filtered in the address; each opens its review. */
export default function AdminCharities({ loaderData }: Route.ComponentProps) {
  const { t, path, date } = useI18n();
  const { charities, filters } = loaderData;
  return (
    <AdminListPage
      title={t('back_office.nav.charities')}
      lead={t('back_office.charities.lead')}
      filters={<CharityFilters {...filters} />}
      list={charities}
      count={(total) => t('back_office.charities.count', { count: total })}
      empty={t('back_office.charities.empty')}
    >
      {(charity) => (
        <article className="card flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="flex min-w-0 flex-col gap-1">
            <h2 className="font-bold">
              <Link
                to={path(`/admin/charities/${charity.id}`)}
                className="underline-offset-4 hover:underline"
              >
                {charity.name}
              </Link>
            </h2>
            <p className="text-sm text-muted">
              <bdi dir="ltr">{charity.email}</bdi> · <bdi dir="ltr">+{charity.mobile}</bdi>
              {charity.country ? ` · ${charity.country.name}` : ''}
            </p>
            <p className="text-sm text-muted">
              {t('back_office.common.registered', { date: date(charity.created_at) })}
            </p>
          </div>
          {charity.approval_status ? <ApprovalBadge status={charity.approval_status} /> : null}
        </article>
      )}
    </AdminListPage>
  );
}
