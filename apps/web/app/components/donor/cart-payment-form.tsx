import { type CartItem, cartPaymentForm } from '@ataa/contract/schemas/donor';
import { LockKeyhole } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import type { FormFailure } from '../../lib/form-action.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useRootData } from '../../lib/root-data.ts';
import { SchemaForm, SubmitButton, TextField, useSchemaForm } from '../form.tsx';
import { currencyOf, evenParts } from '../giving/amount-rules.ts';
import { useExactMoney } from '../giving/amounts.ts';
import { CurrencyField } from '../giving/currency-field.tsx';
import { type Gateway, GatewayChoice } from '../giving/gateway-choice.tsx';
import { ShareEmailField } from '../giving/giver-fields.tsx';
import { PlanFields, type PlanSetup } from '../giving/plan-fields.tsx';
import { sumAmounts } from './cart-payment.ts';

// Which way of splitting is chosen is read by CSS from the checked radio, so the page switches
// between them the same with or without scripts.
const MANUAL_ONLY = 'group-has-[#split-automatic:checked]:hidden';
const AUTOMATIC_ONLY = 'hidden group-has-[#split-automatic:checked]:block';
const WHOLE_AMOUNT = /^[0-9]+$/;

function SplitChoice() {
  const { t } = useI18n();
  const { register, formState } = useFormContext();
  const chosen = formState.defaultValues?.amount_split_type;
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-bold">{t('donor.checkout.split')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {(['manual', 'automatic'] as const).map((split) => (
          <label
            key={split}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-4 has-checked:border-primary has-checked:bg-primary/5"
          >
            <input
              id={`split-${split}`}
              type="radio"
              value={split}
              defaultChecked={chosen === split}
              className="size-5 accent-primary"
              {...register('amount_split_type')}
            />
            <span className="font-bold">{t(`donor.checkout.${split}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Each campaign: an amount typed by hand, or its equal share of the total, shown as it changes. */
function CampaignRows({ items, failure }: { items: CartItem[]; failure: FormFailure | undefined }) {
  const { t } = useI18n();
  const exact = useExactMoney();
  const { currencies } = useRootData();
  const { watch } = useFormContext();
  const currency = currencyOf(currencies, watch('currency_id'));
  const shares = evenParts(watch('total_amount'), items.length, currency?.minor_units ?? 0);
  const typed = (watch('campaign') as Array<{ amount?: string }> | undefined) ?? [];
  const amounts = typed.map((row) => row?.amount ?? '').filter((amount) => WHOLE_AMOUNT.test(amount));
  const money = (amount: number) => (currency ? exact(amount, currency) : String(amount));
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-bold">{t('donor.checkout.campaigns')}</legend>
      <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-white">
        {items.map((item, index) => {
          const refused = failure?.fieldErrors[`campaign.${index}.id`]?.[0];
          return (
            <li key={item.id} className="flex flex-col gap-2 p-4">
              <input type="hidden" name={`campaign.${index}.id`} value={item.campaign.id} />
              <p className="font-bold">{item.campaign.name}</p>
              <p className="text-sm text-muted">{t('donor.cart.by', { name: item.campaign.charity_name })}</p>
              {refused ? <p className="field-error">{refused}</p> : null}
              <div className={MANUAL_ONLY}>
                <TextField
                  name={`campaign.${index}.amount`}
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={7}
                  label={t('donor.checkout.amount_for', { name: item.campaign.name })}
                />
              </div>
              <p className={`${AUTOMATIC_ONLY} font-bold text-primary-dark tabular-nums`}>
                {t('donor.checkout.share', { amount: money(shares[index] ?? 0) })}
              </p>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className={`${MANUAL_ONLY} mt-3 text-lg font-bold tabular-nums`}>
        {t('donor.checkout.sum', { amount: money(sumAmounts(amounts)) })}
      </p>
    </fieldset>
  );
}

/** Once or a plan: each charge is the cart's sum typed by hand, or its total split equally. */
function CartPlanFields({ plans }: { plans: PlanSetup }) {
  const { currencies } = useRootData();
  const { watch } = useFormContext();
  const typed = (watch('campaign') as Array<{ amount?: string }> | undefined) ?? [];
  const amounts = typed.map((row) => row?.amount ?? '').filter((amount) => WHOLE_AMOUNT.test(amount));
  const amount = watch('amount_split_type') === 'automatic' ? watch('total_amount') : sumAmounts(amounts);
  return <PlanFields setup={plans} amount={amount} currencies={currencies} />;
}

/** The charity behind every campaign of the cart, when there is just one. */
function onlyCharity(items: CartItem[]): string | undefined {
  const names = new Set(items.map((item) => item.campaign.charity_name));
  return names.size === 1 ? [...names][0] : undefined;
}

interface CartPaymentProps {
  items: CartItem[];
  plans: PlanSetup;
  gateways: Gateway[];
  idempotencyKey: string;
  failure: FormFailure | undefined;
}

/**
 * Paying for the cart: the split, the amounts, the currency and the way to pay. Its
 * Idempotency-Key goes with it, so a double click or a resent form makes one payment.
 */
export function CartPaymentForm({ items, plans, gateways, idempotencyKey, failure }: CartPaymentProps) {
  const { t } = useI18n();
  const { currencies, currencyId } = useRootData();
  const form = useSchemaForm(cartPaymentForm, failure, {
    amount_split_type: 'manual',
    currency_id: currencyId === null ? '' : String(currencyId),
    gateway: gateways[0]?.code,
    total_amount: '',
    plan: 'once',
    odd_nights_multiplier: '1',
    campaign: items.map((item, index) => ({
      id: String(item.campaign.id),
      amount: failure?.values?.[`campaign.${index}.amount`] ?? '',
    })),
  });
  return (
    <SchemaForm form={form} failure={failure} className="group flex flex-col gap-8">
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <SplitChoice />
      <div className={AUTOMATIC_ONLY}>
        <TextField
          name="total_amount"
          inputMode="decimal"
          autoComplete="transaction-amount"
          maxLength={7}
          label={t('donor.checkout.total')}
          hint={t('donor.checkout.total_hint')}
        />
      </div>
      <CurrencyField currencies={currencies} />
      <CampaignRows items={items} failure={failure} />
      <CartPlanFields plans={plans} />
      <ShareEmailField charityName={onlyCharity(items)} />
      <GatewayChoice gateways={gateways} />
      <div className="flex flex-col gap-3 border-t border-line pt-5">
        <SubmitButton>
          <LockKeyhole aria-hidden="true" className="size-5" />
          {t('giving.form.submit')}
        </SubmitButton>
        <p className="text-center text-sm text-muted">
          {t(form.watch('plan') === 'once' ? 'giving.form.secure' : 'giving.plan.saved_method')}
        </p>
      </div>
    </SchemaForm>
  );
}
