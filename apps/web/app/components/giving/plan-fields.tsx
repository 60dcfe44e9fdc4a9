import { lazy, Suspense, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  GIVING_CHOICES,
  givingChoiceOf,
  ODD_NIGHTS_MULTIPLIERS,
  type PlanDates,
  type PlanTable,
  planKey,
} from '../../lib/giving-plans.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { RootData } from '../../lib/root-data.ts';
import { useChargeDates } from './charge-dates.ts';

/** What a giving page's loader hands its plan choice: when each plan would charge. */
export interface PlanSetup {
  table: PlanTable;
}

type Currency = RootData['currencies'][number];

// Shown once a plan is chosen: its code comes then, not with the page (decision 011's budget).
const CommitmentSummary = lazy(() => import('./commitment-summary.tsx'));

/**
 * Once or a plan (contract §17), each with when it charges, and, for a plan, what it commits the
 * donor to as the amount changes. Plain radio buttons and a select: sent without scripts too.
 */
export function PlanFields({
  setup,
  amount,
  currencies,
}: {
  setup: PlanSetup;
  /** Each charge's amount as typed or chosen ("٥٠", "1,000"): what the summary multiplies. */
  amount: unknown;
  currencies: Currency[];
}) {
  const { t } = useI18n();
  // Held by the form as the suggested amounts are, so the checked one is always the one sent.
  const { setValue, watch } = useFormContext();
  const id = useId();
  const chosen = givingChoiceOf(watch('plan'));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-lg font-bold">{t('giving.plan.legend')}</legend>
      <div className="flex flex-col gap-2">
        {GIVING_CHOICES.map((choice) => (
          <div key={choice} className="group">
            <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border border-line bg-white px-4 py-3 has-checked:border-primary has-checked:bg-primary/5">
              <input
                type="radio"
                name="plan"
                value={choice}
                checked={choice === chosen}
                onChange={() => setValue('plan', choice)}
                className="mt-1 size-5 shrink-0 accent-primary"
                // Named by its title alone; when it charges is its description.
                aria-labelledby={`${id}-${choice}`}
                aria-describedby={`${id}-${choice}-hint`}
              />
              <span className="flex flex-col">
                <span id={`${id}-${choice}`} className="font-bold">
                  {t(`giving.plan.choice.${choice}`)}
                </span>
                <span id={`${id}-${choice}-hint`} className="text-sm text-muted">
                  <PlanSpan dates={setup.table[planKey(choice)]} />
                </span>
              </span>
            </label>
            {choice === 'last_ten_nights' ? <MultiplierField /> : null}
          </div>
        ))}
      </div>
      {chosen === 'once' ? null : (
        <Suspense fallback={null}>
          <CommitmentSummary choice={chosen} setup={setup} amount={amount} currencies={currencies} />
        </Suspense>
      )}
    </fieldset>
  );
}

/**
 * The odd nights' amount, under the last ten nights; shown while that plan is chosen, by the
 * stylesheet, so it is there without scripts too (a checked radio: its own options are
 * `:checked` as well when selected).
 */
function MultiplierField() {
  const { t, number } = useI18n();
  const { register, formState } = useFormContext();
  const id = useId();
  const initial = String(formState.defaultValues?.odd_nights_multiplier ?? '1');
  return (
    <div className="mt-2 hidden ps-12 group-has-[input:checked]:block">
      <label htmlFor={id} className="field-label">
        {t('giving.plan.multiplier')}
      </label>
      <select id={id} defaultValue={initial} className="field-input" {...register('odd_nights_multiplier')}>
        {ODD_NIGHTS_MULTIPLIERS.map((times) => (
          <option key={times} value={times}>
            {times === 1
              ? t('giving.plan.multiplier_same')
              : times === 2
                ? t('giving.plan.multiplier_double')
                : times === 3
                  ? t('giving.plan.multiplier_triple')
                  : t('giving.plan.multiplier_times', { times: number(times) })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** When a plan charges, whatever the amount: how many times and from when to when. */
function PlanSpan({ dates }: { dates: PlanDates | undefined }) {
  const { t } = useI18n();
  const format = useChargeDates();
  const first = dates?.charges[0];
  const last = dates?.charges.at(-1);
  if (!dates || !first || !last) return <>{t('giving.plan.hint_once')}</>;
  if (!dates.finite) return <>{t('giving.plan.hint_open', { first: format.civil(first) })}</>;
  return (
    <>
      {t('giving.plan.hint_finite', {
        count: dates.charges.length,
        first: format.civil(first),
        last: format.civil(last),
      })}
    </>
  );
}
