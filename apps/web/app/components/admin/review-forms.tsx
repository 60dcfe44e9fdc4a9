import { CircleCheck, type LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useI18n } from '../../lib/i18n.ts';
import { type IntentAnswer, useIntentFetcher } from '../intent-fetcher.ts';

/** A refusal from the API, under the button that asked. */
export function Refusal({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="field-error">
      {message}
    </p>
  ) : null;
}

interface ActionText {
  intent: string;
  title: string;
  text: string;
}

const TONES = {
  give: {
    frame: 'border-primary/30 bg-primary/5',
    title: 'text-primary-dark',
    button: 'btn self-start',
  },
  take: {
    frame: 'border-danger/40 bg-danger/5',
    title: 'text-danger',
    button: 'btn self-start bg-danger hover:bg-[#8f1c13]',
  },
} as const;

/**
 * One step of a review, posted without leaving the page: its title and what it does, its own
 * fields, and the button named like the step. A step that takes something away is red and asks
 * for the "I am sure" box.
 */
function StepForm({
  intent,
  title,
  text,
  icon: Icon,
  tone,
  fields,
}: ActionText & {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  fields?: (answer: IntentAnswer<string> | undefined) => ReactNode;
}) {
  const id = useId();
  const { fetcher, answer, busy } = useIntentFetcher<IntentAnswer<string>>(intent);
  const look = TONES[tone];
  const form = useRef<HTMLFormElement>(null);
  // A step that takes something away is emptied once done (amount, reason, the ticked box), so a
  // second tap cannot repeat it: a partial refund would otherwise be one tap from a second.
  useEffect(() => {
    if (tone === 'take' && answer?.done) form.current?.reset();
  }, [tone, answer]);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      aria-labelledby={`${id}-title`}
      className={`flex flex-col gap-3 rounded-xl border p-4 ${look.frame}`}
    >
      <input type="hidden" name="intent" value={intent} />
      <h3 id={`${id}-title`} className={`font-bold ${look.title}`}>
        {title}
      </h3>
      <p>{text}</p>
      {fields?.(answer)}
      {tone === 'take' ? <SureBox error={answer?.fieldErrors.confirm?.[0]} /> : null}
      <button type="submit" className={look.button} disabled={busy}>
        <Icon aria-hidden="true" className="size-4" />
        {title}
      </button>
      <Refusal message={answer?.formError} />
    </fetcher.Form>
  );
}

/** A review's positive step (approve): one button, after any fields it needs; a rejection can undo it. */
export function ApproveForm(
  step: ActionText & { fields?: (answer: IntentAnswer<string> | undefined) => ReactNode },
) {
  return <StepForm {...step} icon={CircleCheck} tone="give" />;
}

/** The reason a take-away step asks for, which the person concerned reads. */
function ReasonField({ hint, error }: { hint: string; error?: string }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div>
      <label htmlFor={`${id}-reason`} className="field-label">
        {t('back_office.common.reason')}
      </label>
      <textarea
        id={`${id}-reason`}
        name="reason"
        required
        maxLength={500}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-reason-error` : ''}`}
        className="field-input"
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-reason-error`} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A step that takes something away (reject, take down, refund): it needs a reason, which the
 * person concerned reads, and a ticked box, checked by the browser and again by the action, so it
 * is never one slip of a finger on a phone.
 */
export function ReasonForm({
  hint,
  before,
  ...step
}: ActionText & {
  icon: LucideIcon;
  hint: string;
  /** Fields the step asks for before the reason (a refund's amount). */
  before?: (answer: IntentAnswer<string> | undefined) => ReactNode;
}) {
  return (
    <StepForm
      {...step}
      tone="take"
      fields={(answer) => (
        <>
          {before?.(answer)}
          <ReasonField hint={hint} error={answer?.fieldErrors.reason?.[0]} />
        </>
      )}
    />
  );
}

/** A step that takes something away for good and needs no reason (a delete): a ticked box, then the button. */
export function ConfirmForm(step: ActionText & { icon: LucideIcon }) {
  return <StepForm {...step} tone="take" />;
}

/** "I am sure": required by the browser, and checked again by the page's action. */
function SureBox({ error }: { error?: string }) {
  const { t } = useI18n();
  return (
    <>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="confirm" value="yes" required className="size-5 accent-[#b42318]" />
        <span className="font-bold">{t('back_office.common.confirm')}</span>
      </label>
      <Refusal message={error} />
    </>
  );
}
