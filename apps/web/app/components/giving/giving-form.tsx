import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FormFailure } from '../../lib/form-action.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useRootData } from '../../lib/root-data.ts';
import { SchemaForm, SubmitButton } from '../form.tsx';
import { firstSuggestion } from './amount-fields.tsx';
import { type Gateway, GatewayChoice } from './gateway-choice.tsx';
import { GiftFields } from './gift-fields.tsx';
import { GiverFields } from './giver-fields.tsx';
import { useGivingDraft } from './giving-draft.ts';
import { useDonorName } from './use-donor-name.ts';

/** Where every giving form starts: the visitor's currency (from the header) and its middle suggestion. */
export function useGivingDefaults() {
  const { currencies, currencyId } = useRootData();
  return {
    currency_id: currencyId === null ? '' : String(currencyId),
    preset: firstSuggestion(currencies.find((item) => item.id === currencyId)),
  };
}

/** What a giving page's loader and action hand its form: the ways to pay, its key, a refusal. */
export interface CheckoutSetup {
  gateways: Gateway[];
  idempotencyKey: string;
  failure: FormFailure | undefined;
}

interface GivingFormProps {
  /** The id of the form's (hidden) heading, which names its section. */
  id: string;
  title: string;
  form: UseFormReturn<FieldValues>;
  setup: CheckoutSetup;
  /** What is given, and to what: the amount, and for several campaigns the choice of them. */
  children: ReactNode;
  /** The one charity given to, named in the e-mail sharing choice; none for several campaigns. */
  charityName?: string;
}

/**
 * A giving form: what is given, then who gives, the gift, the way to pay and the button. Its
 * Idempotency-Key goes with it, so a double click or a resent form makes one payment.
 */
export function GivingForm({ id, title, form, setup, children, charityName }: GivingFormProps) {
  const { t } = useI18n();
  const { gateways, idempotencyKey, failure } = setup;
  const keepDraft = useGivingDraft(form);
  // A plan is given on its dates, not as a gift card; its checkout saves the way to pay.
  const plan = form.watch('plan') as string | undefined;
  const planned = plan !== undefined && plan !== 'once';
  return (
    <>
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      {/* The submit event passes here on its way to the form, with what was typed. */}
      <div onSubmitCapture={keepDraft}>
        <SchemaForm form={form} failure={failure} className="giving-form flex flex-col gap-8">
          <input type="hidden" name="idempotency_key" value={idempotencyKey} />
          {children}
          <GiverFields donorName={useDonorName()} charityName={charityName} />
          {planned ? null : <GiftFields />}
          <GatewayChoice gateways={gateways} />
          <div className="flex flex-col gap-3 border-t border-line pt-5">
            {/* A field checked on blur may show its error and move the button before the click
              lands: the pointer keeps focus where it is until then. */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops the pointer moving focus; the button does the rest. */}
            <div role="presentation" onMouseDown={(event) => event.preventDefault()}>
              <SubmitButton>
                <LockKeyhole aria-hidden="true" className="size-5" />
                {t('giving.form.submit')}
              </SubmitButton>
            </div>
            <p className="text-center text-sm text-muted">
              {t(planned ? 'giving.plan.saved_method' : 'giving.form.secure')}
            </p>
          </div>
        </SchemaForm>
      </div>
    </>
  );
}
