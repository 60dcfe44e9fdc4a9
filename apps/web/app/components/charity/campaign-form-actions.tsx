import { inBothCalendarsText } from '@ataa/contract/opening-day';
import type { CharityCampaign } from '@ataa/contract/schemas/charity';
import { Ban, Pause, Play } from 'lucide-react';
import { useId } from 'react';
import { useI18n } from '../../lib/i18n.ts';
import { useEditFetcher } from './campaign-edit-answer.ts';
import { FormSection } from './campaign-form-section.tsx';

/** Statuses in which a campaign runs, and may be paused (contract §15.1). */
const RUNNING = new Set<CharityCampaign['status']>(['published', 'completed', 'ended']);

/** A refusal from the API, under the button that asked. */
function Refusal({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="field-error">
      {message}
    </p>
  ) : null;
}

/** Pause or resume a live campaign; one before its first day resumes to open on that day. */
function PauseOrResume({ paused, opensOn }: { paused: boolean; opensOn: string | null }) {
  const { t, locale } = useI18n();
  const intent = paused ? 'resume' : 'pause';
  const { fetcher, answer, busy } = useEditFetcher(intent);
  const text = !paused
    ? t('campaign_form.actions.pause_text')
    : opensOn
      ? t('campaign_form.actions.resume_text_upcoming', { date: inBothCalendarsText(locale, opensOn) })
      : t('campaign_form.actions.resume_text');
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value={intent} />
      <p className="text-muted">{text}</p>
      <button type="submit" className="btn btn-outline self-start" disabled={busy}>
        {paused ? (
          <Play aria-hidden="true" className="size-4" />
        ) : (
          <Pause aria-hidden="true" className="size-4" />
        )}
        {t(paused ? 'campaign_form.actions.resume' : 'campaign_form.actions.pause')}
      </button>
      <Refusal message={answer?.formError} />
    </fetcher.Form>
  );
}

/**
 * Cancelling is final, so the form says so and asks for a ticked box first (checked by the
 * browser and again by the action), which works before scripts run too.
 */
function CancelCampaign() {
  const { t } = useI18n();
  const id = useId();
  const { fetcher, answer, busy } = useEditFetcher('cancel');
  return (
    <fetcher.Form
      method="post"
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-danger/40 bg-danger/5 p-4"
    >
      <input type="hidden" name="intent" value="cancel" />
      <h3 id={`${id}-title`} className="font-bold text-danger">
        {t('campaign_form.actions.cancel_title')}
      </h3>
      <p id={`${id}-text`}>{t('campaign_form.actions.cancel_text')}</p>
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          name="confirm"
          value="yes"
          required
          className="mt-0.5 size-5 shrink-0 accent-danger"
        />
        <span className="font-bold">{t('campaign_form.actions.cancel_confirm')}</span>
      </label>
      <button
        type="submit"
        className="btn self-start bg-danger hover:bg-[#8f1c13]"
        aria-describedby={`${id}-text`}
        disabled={busy}
      >
        <Ban aria-hidden="true" className="size-4" />
        {t('campaign_form.actions.cancel')}
      </button>
      <Refusal message={answer?.formError ?? answer?.fieldErrors.confirm?.[0]} />
    </fetcher.Form>
  );
}

/**
 * What a charity may do to its campaign besides editing it: pause, resume, and cancel for good.
 * While the staff suspend it, pausing and resuming are theirs (decision 029): only cancelling stays.
 */
export function CampaignActions({
  campaign,
}: {
  campaign: Pick<CharityCampaign, 'status' | 'suspended' | 'opens_on'>;
}) {
  const { t } = useI18n();
  const { status } = campaign;
  if (status === 'cancelled') return null;
  const pausable = !campaign.suspended && (RUNNING.has(status) || status === 'paused');
  return (
    <FormSection id="campaign-actions" title={t('campaign_form.actions.title')}>
      {pausable ? <PauseOrResume paused={status === 'paused'} opensOn={campaign.opens_on} /> : null}
      <CancelCampaign />
    </FormSection>
  );
}
