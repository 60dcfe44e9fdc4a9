import { formatMinor } from '@ataa/contract/money';
import type { Schedule } from '@ataa/contract/schemas/schedules';
import { translate } from '@ataa/contract/translate';
import { redirectDocument } from 'react-router';
import { ErrorScreen } from '../../components/error-screen.tsx';
import { type IntentAnswer, useIntentFetcher } from '../../components/intent-fetcher.ts';
import { Logo } from '../../components/logo.tsx';
import { LanguageSwitcher } from '../../components/preferences.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { apiFailure } from '../../lib/form-action.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/schedule-manage';

type Intent = 'amount' | 'pause' | 'resume' | 'skip_next' | 'method' | 'cancel';
type Answer = IntentAnswer<Intent>;

/** The schedule a guest's signed link names (contract §17); a bad link is the 404 page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return apiFor(context, request).read('GET /schedules/manage/:token', { params: { token: params.token } });
}

/** One of the page's forms, by its intent: the same calls the owner makes, through the link. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent')) as Intent;
  const api = apiFor(context, request, requestLocale(request));
  const token = { token: params.token };
  if (intent === 'method') {
    const answer = await api.call('POST /schedules/manage/:token/payment-method', {
      params: token,
      json: {},
    });
    if (answer.ok) return redirectDocument(answer.result.gateway_url);
    return withIntent(intent, apiFailure(answer, form));
  }
  const answer =
    intent === 'cancel'
      ? await api.call('POST /schedules/manage/:token/cancel', { params: token })
      : await api.call('POST /schedules/manage/:token', {
          params: token,
          json: intent === 'amount' ? { amount: String(form.get('amount') ?? '') } : { action: intent },
        });
  if (!answer.ok) return withIntent(intent, apiFailure(answer, form));
  return { intent, done: answer.message, fieldErrors: {} } satisfies Answer;
}

/** A refusal answered to the form that asked. */
function withIntent(intent: Intent, failure: ReturnType<typeof apiFailure>) {
  failure.data = { ...failure.data, intent } as Answer;
  return failure;
}

// The page of one person's schedule: never listed by search engines.
export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'giving.schedule_manage.title'), noindex: true });
}

export default function ScheduleManagePage({ loaderData: schedule }: Route.ComponentProps) {
  const { t } = useI18n();
  const ended = schedule.status === 'cancelled' || schedule.status === 'completed';
  return (
    <main id="main" className="min-h-dvh bg-sand/60 px-3 py-4 sm:px-6 sm:py-8">
      <nav className="mx-auto mb-4 flex max-w-2xl items-center justify-between gap-2">
        <Logo />
        <LanguageSwitcher />
      </nav>
      <article className="card mx-auto flex max-w-2xl flex-col gap-5 p-4 sm:p-6">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{t('giving.schedule_manage.title')}</h1>
          <p className="text-muted">{t('giving.schedule_manage.lead')}</p>
        </header>
        <Summary schedule={schedule} />
        {ended ? null : <Actions schedule={schedule} />}
        <History schedule={schedule} />
      </article>
    </main>
  );
}

/** An amount of the schedule's currency, as the API sends it (major units). */
function useMoney(schedule: Schedule) {
  const { locale } = useI18n();
  const { code, minor_units: minorUnits } = schedule.currency;
  return (amount: number) => formatMinor(locale, Math.round(amount * 10 ** minorUnits), { code, minorUnits });
}

function Summary({ schedule }: { schedule: Route.ComponentProps['loaderData'] }) {
  const { t, dateTime } = useI18n();
  const money = useMoney(schedule);
  const target =
    schedule.target.type === 'all'
      ? t('giving.schedule_manage.every_campaign')
      : schedule.target.campaigns.map((campaign) => campaign.name).join(t('receipt.schedule.separator'));
  const rows: Array<[string, string]> = [
    [
      t(`giving.schedule_manage.plan.${schedule.plan}`),
      t(`giving.schedule_manage.status.${schedule.status}`),
    ],
    [t('giving.schedule_manage.per_charge'), money(schedule.amount)],
    [t('giving.schedule_manage.for'), target],
    [
      t('giving.schedule_manage.next'),
      schedule.next_charge_at
        ? [dateTime(schedule.next_charge_at), schedule.next_night?.label].filter(Boolean).join(' · ')
        : t('giving.schedule_manage.none'),
    ],
    [
      t('giving.schedule_manage.charged'),
      t('giving.schedule_manage.charged_value', {
        amount: money(schedule.charged_amount),
        count: schedule.charged_count,
      }),
    ],
    [
      t('giving.schedule_manage.method'),
      schedule.payment_method
        ? [schedule.payment_method.label, schedule.payment_method.last4].filter(Boolean).join(' •••• ')
        : t('giving.schedule_manage.no_method'),
    ],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-bold">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Actions({ schedule }: { schedule: Schedule }) {
  const { t } = useI18n();
  return (
    <section className="flex flex-col gap-3">
      <AmountForm />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {schedule.status === 'active' ? (
          <ActionButton intent="pause" label={t('giving.schedule_manage.pause')} />
        ) : null}
        {schedule.status === 'paused' && schedule.paused_reason !== 'payment_failed' ? (
          <ActionButton intent="resume" label={t('giving.schedule_manage.resume')} />
        ) : null}
        {schedule.status === 'active' ? (
          <ActionButton intent="skip_next" label={t('giving.schedule_manage.skip')} />
        ) : null}
        <ActionButton intent="method" label={t('giving.schedule_manage.new_method')} />
        <ActionButton intent="cancel" label={t('giving.schedule_manage.cancel')} danger />
      </div>
    </section>
  );
}

function AmountForm() {
  const { t } = useI18n();
  const { fetcher, answer, busy } = useIntentFetcher<Answer>('amount');
  const problem = answer?.fieldErrors.amount?.[0] ?? answer?.formError;
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <input type="hidden" name="intent" value="amount" />
      <label className="flex grow flex-col gap-1">
        <span className="text-sm font-bold">{t('giving.schedule_manage.amount')}</span>
        <input
          name="amount"
          className="field-input"
          inputMode="decimal"
          dir="ltr"
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'amount-problem' : undefined}
        />
      </label>
      <button type="submit" className="btn" disabled={busy}>
        {t('giving.schedule_manage.save')}
      </button>
      {problem ? (
        <p id="amount-problem" role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

function ActionButton({ intent, label, danger }: { intent: Intent; label: string; danger?: boolean }) {
  const { fetcher, answer, busy } = useIntentFetcher<Answer>(intent);
  const problem = answer?.formError;
  return (
    <fetcher.Form method="post" className="flex flex-col gap-1">
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        className={`btn w-full ${danger ? 'btn-outline text-danger' : 'btn-outline'}`}
        disabled={busy}
      >
        {label}
      </button>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

function History({ schedule }: { schedule: Route.ComponentProps['loaderData'] }) {
  const { t, dateTime } = useI18n();
  const money = useMoney(schedule);
  if (schedule.occurrences.data.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-bold">{t('giving.schedule_manage.history')}</h2>
      <ul className="divide-y divide-line">
        {schedule.occurrences.data.map((occurrence) => (
          <li key={occurrence.seq} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              {dateTime(occurrence.due_at)}
              {occurrence.night === null ? null : (
                <span className="text-muted"> · {t('schedules.night', { n: occurrence.night })}</span>
              )}
            </span>
            <span className="flex items-center gap-3">
              <span className="text-sm text-muted">
                {t(`giving.schedule_manage.state.${occurrence.state}`)}
              </span>
              <bdi className="font-bold">{money(occurrence.amount)}</bdi>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

// Its own boundary, so a bad link's page keeps this route's title (the 404 page's).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
