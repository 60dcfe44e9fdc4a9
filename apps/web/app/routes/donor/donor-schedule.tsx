import { amount } from '@ataa/contract/schemas/giving';
import type { Schedule } from '@ataa/contract/schemas/schedules';
import { translate } from '@ataa/contract/translate';
import { z } from '@ataa/contract/validation';
import { CreditCard, FastForward, FileText, Pause, Play, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { data, Form, Link, redirectDocument, useNavigation } from 'react-router';
import { OccurrenceList } from '../../components/donor/schedule-occurrences.tsx';
import { ScheduleFacts, ScheduleHold, ScheduleStatusBadge } from '../../components/donor/schedule-parts.tsx';
import { SchemaForm, SubmitButton, TextField, useSchemaForm } from '../../components/form.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { type IntentOutcome, intentOutcome } from '../../lib/form-action.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { itemId } from '../../lib/page-address.server.ts';
import { hourLabel, planWords, zoneName } from '../../lib/schedule-words.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/donor-schedule';
import { donorListQuery } from './donor-list.server.ts';

/** The address that asks "cancel this schedule?" before the button that does it. */
const CONFIRM_CANCEL = 'cancel';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const schedule = await apiFor(context, request).read('GET /schedules/:id', {
    params: { id: itemId(params.id) },
    query: donorListQuery(request),
  });
  return {
    schedule,
    confirmingCancel: new URL(request.url).searchParams.get('confirm') === CONFIRM_CANCEL,
    // The instant the next charge is told from, the same on the server and in the hydrated page.
    renderedAt: new Date().toISOString(),
  };
}

const CHANGES = { pause: 'pause', resume: 'resume', skip: 'skip_next' } as const;

/** What one of the page's forms asks of the API: a change of the schedule, or its end. */
function askedOf(intent: string, form: FormData) {
  if (intent === 'cancel') return { key: 'POST /schedules/:id/cancel' as const };
  if (intent === 'card') return { key: 'POST /schedules/:id/payment-method' as const };
  if (intent in CHANGES)
    return { key: 'POST /schedules/:id' as const, json: { action: CHANGES[intent as keyof typeof CHANGES] } };
  // Typed as people type it (Arabic digits, separators): the API reads it with the site's amount rule.
  if (intent === 'amount')
    return { key: 'POST /schedules/:id' as const, json: { amount: String(form.get('amount') ?? '') } };
  if (intent === 'hour')
    return { key: 'POST /schedules/:id' as const, json: { hour: String(form.get('hour') ?? '') } };
  return null;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const asked = askedOf(intent, form);
  if (!asked)
    return data<IntentOutcome>(
      { intent, fieldErrors: {}, formError: translate(locale, 'validation.invalid') },
      { status: 400 },
    );
  const api = apiFor(context, request, locale);
  const id = itemId(params.id);
  // A new card is saved on the provider's page (the schedule's own provider): the browser goes there.
  if (asked.key === 'POST /schedules/:id/payment-method') {
    const page = await api.call(asked.key, { params: { id }, json: {} });
    if (page.ok) return redirectDocument(page.result.gateway_url);
    return intentOutcome(intent, page, form);
  }
  const answer =
    asked.key === 'POST /schedules/:id/cancel'
      ? await api.call(asked.key, { params: { id } })
      : await api.call(asked.key, { params: { id }, json: asked.json });
  return intentOutcome(intent, answer, form);
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'donor.schedules.title'), noindex: true });
}

/** The answer to a form, for the form named `intent`. */
const answerFor = (answer: IntentOutcome | undefined, intent: string) =>
  answer?.intent === intent ? answer : undefined;

function useBusy() {
  return useNavigation().state === 'submitting';
}

/** One change of the schedule: what it does, and its button. */
function StepForm({
  intent,
  title,
  text,
  icon,
  children,
}: {
  intent: string;
  title: string;
  text: string;
  icon: ReactNode;
  children?: ReactNode;
}) {
  const busy = useBusy();
  const id = useId();
  return (
    <Form
      method="post"
      preventScrollReset
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-line p-4"
    >
      <input type="hidden" name="intent" value={intent} />
      <h3 id={`${id}-title`} className="font-bold">
        {title}
      </h3>
      <p className="text-sm text-muted">{text}</p>
      {children}
      <button
        type="submit"
        className="btn btn-outline self-start"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {icon}
        {title}
      </button>
    </Form>
  );
}

const amountRule = z.object({ amount: amount() });

/** The amount of each charge, typed as people type it, checked with the giving forms' own rule. */
function AmountForm({ schedule, answer }: { schedule: Schedule; answer?: IntentOutcome }) {
  const { t } = useI18n();
  const form = useSchemaForm(amountRule, answer, { amount: String(schedule.amount) });
  return (
    <SchemaForm
      form={form}
      failure={answer}
      className="flex flex-col gap-3 rounded-xl border border-line p-4"
    >
      <input type="hidden" name="intent" value="amount" />
      <TextField
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
        label={t('donor.schedules.amount', { currency: schedule.currency.code })}
        hint={t('donor.schedules.amount_hint')}
      />
      <div className="sm:self-start">
        <SubmitButton>{t('donor.schedules.save_amount')}</SubmitButton>
      </div>
    </SchemaForm>
  );
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The hour of each charge, on the schedule's own clock. */
function HourForm({ schedule, answer }: { schedule: Schedule; answer?: IntentOutcome }) {
  const { t, locale } = useI18n();
  const busy = useBusy();
  const id = useId();
  const error = answer?.fieldErrors.hour?.[0];
  return (
    <Form method="post" preventScrollReset className="flex flex-col gap-3 rounded-xl border border-line p-4">
      <input type="hidden" name="intent" value="hour" />
      <div>
        <label htmlFor={`${id}-hour`} className="field-label">
          {t('donor.schedules.hour')}
        </label>
        <select
          id={`${id}-hour`}
          name="hour"
          defaultValue={String(answer?.values?.hour ?? schedule.hour)}
          className="field-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hourLabel(locale, hour)}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="field-hint">
          {t('donor.schedules.hour_hint', { zone: zoneName(locale, schedule.time_zone) })}
        </p>
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="btn btn-outline self-start"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {t('donor.schedules.save_hour')}
      </button>
    </Form>
  );
}

/**
 * Cancelling asks first, on a page of its own (`?confirm=cancel`), so it is never one slip of a
 * finger, with or without scripts; the question takes the focus when it appears.
 */
function CancelStep({ confirming }: { confirming: boolean }) {
  const { t } = useI18n();
  const busy = useBusy();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming) heading.current?.focus();
  }, [confirming]);
  if (!confirming)
    return (
      <Link
        to={`?confirm=${CONFIRM_CANCEL}`}
        preventScrollReset
        className="btn self-start bg-danger hover:bg-[#8f1c13]"
      >
        <X aria-hidden="true" className="size-4" />
        {t('donor.schedules.cancel')}
      </Link>
    );
  return (
    <Form
      method="post"
      aria-labelledby="cancel-confirm-title"
      className="flex flex-col gap-3 rounded-xl border border-danger/40 bg-danger/5 p-4"
    >
      <input type="hidden" name="intent" value="cancel" />
      <h3 id="cancel-confirm-title" ref={heading} tabIndex={-1} className="font-bold text-danger">
        {t('donor.schedules.cancel_confirm_title')}
      </h3>
      <p>{t('donor.schedules.cancel_confirm_text')}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className="btn bg-danger hover:bg-[#8f1c13]"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {t('donor.schedules.cancel_yes')}
        </button>
        <Link to="." preventScrollReset className="btn btn-outline">
          {t('donor.schedules.cancel_keep')}
        </Link>
      </div>
    </Form>
  );
}

/** What the donor may change while the schedule runs: pause or resume, skip, amount, hour, card, cancel. */
function Changes({
  schedule,
  answer,
  confirmingCancel,
}: {
  schedule: Schedule;
  answer?: IntentOutcome;
  confirmingCancel: boolean;
}) {
  const { t } = useI18n();
  const icon = 'size-4';
  const needsCard = schedule.status === 'paused' && schedule.paused_reason === 'payment_failed';
  return (
    <section aria-labelledby="schedule-changes" className="card flex flex-col gap-4 p-4">
      <h2 id="schedule-changes" className="text-lg font-bold">
        {t('donor.schedules.actions')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {schedule.status === 'paused' ? (
          <StepForm
            intent="resume"
            title={t('donor.schedules.resume')}
            text={t('donor.schedules.resume_text')}
            icon={<Play aria-hidden="true" className={icon} />}
          />
        ) : (
          <StepForm
            intent="pause"
            title={t('donor.schedules.pause')}
            text={t('donor.schedules.pause_text')}
            icon={<Pause aria-hidden="true" className={icon} />}
          />
        )}
        {schedule.next_charge_at ? (
          <StepForm
            intent="skip"
            title={t('donor.schedules.skip')}
            text={t('donor.schedules.skip_text')}
            icon={<FastForward aria-hidden="true" className={icon} />}
          />
        ) : null}
        <AmountForm schedule={schedule} answer={answerFor(answer, 'amount')} />
        <HourForm schedule={schedule} answer={answerFor(answer, 'hour')} />
      </div>
      {/* A new card is saved on the provider's page, a whole document the browser goes to. */}
      <form method="post" className="contents">
        <input type="hidden" name="intent" value="card" />
        <button type="submit" className={needsCard ? 'btn self-start' : 'btn btn-outline self-start'}>
          <CreditCard aria-hidden="true" className={icon} />
          {t('donor.schedules.new_card')}
        </button>
      </form>
      <CancelStep confirming={confirmingCancel} />
    </section>
  );
}

/** One schedule (contract §17): its facts, what may change, and its charges, newest first. */
export default function DonorSchedule({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path, locale } = useI18n();
  const { schedule, confirmingCancel, renderedAt } = loaderData;
  const { title } = planWords(locale, schedule);
  const changeable = schedule.status !== 'cancelled' && schedule.status !== 'completed';
  // The amount form says its own refusal beside its field.
  const refusal = actionData?.intent === 'amount' ? undefined : actionData?.formError;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to={path('/dashboard/donor/schedules')}
          className="text-sm font-bold text-primary-dark underline"
        >
          {t('donor.schedules.all')}
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h1 className="text-2xl font-bold text-primary-dark">{title}</h1>
          <ScheduleStatusBadge status={schedule.status} />
        </div>
      </div>
      {/* Always in the page, so what a form did is read out when it appears. */}
      <div role="status">
        {actionData?.done ? (
          <p className="rounded-lg border border-primary/30 bg-primary/5 p-3 font-bold">{actionData.done}</p>
        ) : null}
      </div>
      {refusal ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/5 p-3 text-danger">
          {refusal}
        </p>
      ) : null}
      <section className="card flex flex-col gap-4 p-4">
        <ScheduleHold schedule={schedule} />
        <ScheduleFacts schedule={schedule} renderedAt={renderedAt} />
        {schedule.charged_count > 0 ? (
          <a
            href={path(`/dashboard/donor/schedules/${schedule.id}/receipt`)}
            className="btn btn-outline btn-sm self-start"
          >
            <FileText aria-hidden="true" className="size-4" />
            {t('donor.schedules.receipt')}
          </a>
        ) : null}
      </section>
      {changeable ? (
        <Changes schedule={schedule} answer={actionData} confirmingCancel={confirmingCancel} />
      ) : (
        <p className="card p-4">{t('donor.schedules.actions_closed')}</p>
      )}
      <OccurrenceList schedule={schedule} />
    </div>
  );
}
