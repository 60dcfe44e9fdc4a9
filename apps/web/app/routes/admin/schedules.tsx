import { PLANS } from '@ataa/contract/schedules/plans';
import { adminSchedulesQuery } from '@ataa/contract/schemas/admin-schedules';
import { SCHEDULE_STATUSES } from '@ataa/contract/schemas/schedules';
import { translate } from '@ataa/contract/translate';
import { ChartColumn, Zap } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { ContentAnswer } from '../../components/admin/content-form.tsx';
import { AdminListPage } from '../../components/admin/list-page.tsx';
import { Refusal } from '../../components/admin/review-forms.tsx';
import { Field } from '../../components/campaigns/filters.tsx';
import { ListFilters, SearchField, ToggleFilter } from '../../components/charity/list-filters.tsx';
import { useExactMoney } from '../../components/giving/amounts.ts';
import { toast } from '../../components/toasts.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { apiFailure } from '../../lib/form-action.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { chosenFilters } from '../../lib/list-query.server.ts';
import { assertPageExists, requestedPage } from '../../lib/page-address.server.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/schedules';
import { done } from './content-form.server.ts';

const FILTERS = ['q', 'status', 'plan', 'failing'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters: Filters = chosenFilters(request, adminSchedulesQuery, FILTERS);
  const schedules = await apiFor(context, request).read('GET /admin/schedules', {
    query: { ...filters, page: requestedPage(request) },
  });
  assertPageExists(schedules);
  return { schedules, filters };
}

/** Charges what is due now (the job's work at once) and says how many charges went out. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = requestLocale(request);
  const answer = await apiFor(context, request, locale).call('POST /admin/schedules/charge-due');
  if (!answer.ok) return apiFailure(answer, form);
  return done(translate(locale, 'back_office.schedules.charged_now', { count: answer.result.charged }));
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'back_office.nav.schedules'), noindex: true });
}

function ScheduleFilters({ filters }: { filters: Filters }) {
  const { t } = useI18n();
  const ids = useId();
  return (
    <ListFilters
      label={t('back_office.nav.schedules')}
      active={Object.keys(filters).length > 0}
      className="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
    >
      <SearchField
        id={`${ids}-q`}
        label={t('back_office.common.search')}
        hint={t('back_office.schedules.search_hint')}
        value={filters.q}
      />
      <Field id={`${ids}-status`} label={t('back_office.schedules.status')}>
        <select
          id={`${ids}-status`}
          name="status"
          defaultValue={filters.status ?? ''}
          className="field-input"
        >
          <option value="">{t('back_office.common.any')}</option>
          {SCHEDULE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`back_office.schedules.statuses.${status}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${ids}-plan`} label={t('back_office.schedules.plan')}>
        <select id={`${ids}-plan`} name="plan" defaultValue={filters.plan ?? ''} className="field-input">
          <option value="">{t('back_office.common.any')}</option>
          {PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {t(`back_office.schedules.plans.${plan}`)}
            </option>
          ))}
        </select>
      </Field>
      <ToggleFilter
        name="failing"
        label={t('back_office.schedules.failing_only')}
        on={filters.failing !== undefined}
      />
    </ListFilters>
  );
}

/** The staff's button that runs the charges due now, as the server does each minute. */
function ChargeDueNow({ answer }: { answer: ContentAnswer | undefined }) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  useEffect(() => {
    if (answer?.done) toast.success(answer.done);
  }, [answer]);
  return (
    <Form method="post" className="card flex flex-col gap-3 p-4" aria-labelledby="charge-now">
      <h2 id="charge-now" className="text-lg font-bold">
        {t('back_office.schedules.charge_now')}
      </h2>
      <p className="text-sm text-muted">{t('back_office.schedules.charge_now_text')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn" disabled={busy}>
          <Zap aria-hidden="true" className="size-4" />
          {t('back_office.schedules.charge_now')}
        </button>
        <p role="status" className="font-bold">
          {answer?.done ?? ''}
        </p>
      </div>
      <Refusal message={answer?.formError} />
    </Form>
  );
}

type Schedule = Route.ComponentProps['loaderData']['schedules']['data'][number];

function ScheduleRow({ schedule }: { schedule: Schedule }) {
  const { t, dateTime } = useI18n();
  const exact = useExactMoney();
  const money = (value: number) => exact(value, schedule.currency);
  const target =
    schedule.target.type === 'all'
      ? t('back_office.schedules.to_all')
      : schedule.target.campaigns.map((campaign) => campaign.name).join(' · ');
  return (
    <article
      className={`card flex flex-wrap items-start justify-between gap-3 p-4 ${schedule.failing ? 'ring-2 ring-danger/50' : ''}`}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="flex flex-wrap items-center gap-2 font-bold">
          <bdi>{schedule.donor.name}</bdi>
          {schedule.donor.id === null ? (
            <span className="text-sm font-normal text-muted">{t('back_office.schedules.guest')}</span>
          ) : null}
          {schedule.failing ? (
            <span className="rounded-full bg-danger px-2.5 py-0.5 text-sm font-bold text-white">
              {t('back_office.schedules.failing')}
            </span>
          ) : null}
        </h2>
        <p className="text-sm text-muted">
          <bdi dir="ltr">{schedule.donor.email}</bdi> · <bdi dir="ltr">+{schedule.donor.mobile}</bdi>
        </p>
        <p className="text-sm">
          {t(`back_office.schedules.plans.${schedule.plan}`)} · <bdi>{target}</bdi>
        </p>
        <p className="text-sm text-muted">
          {schedule.next_charge_at
            ? t('back_office.schedules.next_charge', { when: dateTime(schedule.next_charge_at) })
            : t('back_office.schedules.no_next')}
          {schedule.next_night ? ` · ${schedule.next_night.label}` : ''}
        </p>
      </div>
      <div className="flex flex-col items-end gap-1 text-end">
        <span className="font-bold tabular-nums">
          {t('back_office.schedules.per_charge', { amount: money(schedule.amount) })}
        </span>
        <span className="text-sm">
          {schedule.paused_reason
            ? t(`back_office.schedules.paused_reasons.${schedule.paused_reason}`)
            : t(`back_office.schedules.statuses.${schedule.status}`)}
        </span>
        <span className="text-sm text-muted">
          {t('back_office.schedules.charged', {
            count: schedule.charged_count,
            amount: money(schedule.charged_amount),
          })}
        </span>
        <span className="text-sm text-muted">
          {schedule.remaining_count === null || schedule.remaining_amount === null
            ? t('back_office.schedules.open_ended')
            : t('back_office.schedules.remaining', {
                count: schedule.remaining_count,
                amount: money(schedule.remaining_amount),
              })}
        </span>
      </div>
    </article>
  );
}

/** Every donor's schedule, failing ones first, searched and filtered in the address. */
export default function AdminSchedules({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { schedules, filters } = loaderData;
  return (
    <AdminListPage
      title={t('back_office.nav.schedules')}
      lead={t('back_office.schedules.lead')}
      action={
        <Link to={path('/admin/schedules/forecast')} className="btn btn-outline">
          <ChartColumn aria-hidden="true" className="size-4" />
          {t('back_office.schedules.forecast_link')}
        </Link>
      }
      filters={
        <>
          <ChargeDueNow answer={actionData as ContentAnswer | undefined} />
          <ScheduleFilters filters={filters} />
        </>
      }
      list={schedules}
      count={(total) => t('back_office.schedules.count', { count: total })}
      empty={t('back_office.schedules.empty')}
    >
      {(schedule) => <ScheduleRow schedule={schedule} />}
    </AdminListPage>
  );
}
