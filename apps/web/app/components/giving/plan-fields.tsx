import { intlLocale } from '@ataa/contract/locale';
import { toMajor } from '@ataa/contract/money';
import type { RamadanDatesAnswer } from '@ataa/contract/schemas/ramadan';
import { Star } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { dateFormat } from '../../lib/formats.ts';
import {
  type Commitment,
  commitmentParts,
  GIVING_CHOICES,
  type GivingChoice,
  givingChoiceOf,
  ODD_NIGHTS_MULTIPLIERS,
  type PlannedCharge,
  planCommitment,
  QADR_NIGHT,
} from '../../lib/giving-plans.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { RootData } from '../../lib/root-data.ts';
import { currencyOf, typedOrPreset } from './amount-rules.ts';

/** What a giving page's loader hands its plan choice: Ramadan's dates and the server's clock. */
export interface PlanSetup {
  ramadan: RamadanDatesAnswer | null;
  /** ISO 8601: the page works out the plans from the time the server will count from. */
  now: string;
}

type Currency = RootData['currencies'][number];

/**
 * Once or a plan (contract §17), each with when it charges, and, for a plan, what it commits the
 * donor to as the amount changes. Plain radio buttons and a select: sent without scripts too.
 */
export function PlanFields({
  setup,
  amountName,
  currencies,
}: {
  setup: PlanSetup;
  amountName: 'amount' | 'total_amount';
  currencies: Currency[];
}) {
  const { t } = useI18n();
  // Held by the form as the suggested amounts are, so the checked one is always the one sent.
  const { setValue, watch } = useFormContext();
  const id = useId();
  const chosen = givingChoiceOf(watch('plan'));
  const now = useMemo(() => new Date(setup.now), [setup.now]);
  // The days each plan charges on do not depend on the amount: worked out once per page.
  const spans = useMemo(
    () =>
      new Map(
        GIVING_CHOICES.map((choice) => [
          choice,
          planCommitment({ choice, amount: 0, minorUnits: 0, now, ramadan: setup.ramadan }),
        ]),
      ),
    [now, setup.ramadan],
  );
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
                  <PlanSpan choice={choice} commitment={spans.get(choice) ?? null} />
                </span>
              </span>
            </label>
            {choice === 'last_ten_nights' ? <MultiplierField /> : null}
          </div>
        ))}
      </div>
      {chosen === 'once' ? null : (
        <CommitmentSummary choice={chosen} setup={setup} amountName={amountName} currencies={currencies} />
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

/** A civil day as "7 March", and the charge's night or Hijri day beside it. */
function useChargeDates() {
  const { t, locale, hijriDay, number } = useI18n();
  const civil = dateFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    civil: (charge: PlannedCharge) => civil.format(new Date(`${charge.day}T00:00:00Z`)),
    hijri: (charge: PlannedCharge) =>
      charge.night === null ? hijriDay(charge.day) : t('giving.plan.night', { night: number(charge.night) }),
  };
}

/** When a plan charges, whatever the amount: how many times and from when to when. */
function PlanSpan({ choice, commitment }: { choice: GivingChoice; commitment: Commitment | null }) {
  const { t } = useI18n();
  const dates = useChargeDates();
  if (choice === 'once' || !commitment) return <>{t('giving.plan.hint_once')}</>;
  const first = commitment.charges[0];
  const last = commitment.charges.at(-1);
  if (!first || !last) return null;
  if (commitment.count === null) return <>{t('giving.plan.hint_open', { first: dates.civil(first) })}</>;
  return (
    <>
      {t('giving.plan.hint_finite', {
        count: commitment.count,
        first: dates.civil(first),
        last: dates.civil(last),
      })}
    </>
  );
}

/** What the chosen plan commits the donor to at the amount chosen, and each of its charges. */
function CommitmentSummary({
  choice,
  setup,
  amountName,
  currencies,
}: {
  choice: GivingChoice;
  setup: PlanSetup;
  amountName: 'amount' | 'total_amount';
  currencies: Currency[];
}) {
  const { t, money, number } = useI18n();
  const dates = useChargeDates();
  const { watch } = useFormContext();
  const currency = currencyOf(currencies, watch('currency_id'));
  const units = currency?.minor_units ?? 0;
  const commitment = planCommitment({
    choice,
    amount: typedOrPreset(watch(amountName), watch('preset')),
    minorUnits: units,
    oddNightsMultiplier: watch('odd_nights_multiplier'),
    now: new Date(setup.now),
    ramadan: setup.ramadan,
  });
  const first = commitment?.charges[0];
  const last = commitment?.charges.at(-1);
  if (!commitment || !first || !last || !currency) return null;
  const shown = (minor: number) => money(toMajor(minor, units), currency.code);
  const nights = commitment.charges.every((charge) => charge.night !== null);
  const amountChosen = first.amountMinor > 0;
  return (
    <section
      aria-live="polite"
      className="rounded-xl border-2 border-primary/30 bg-white p-4"
      aria-labelledby="plan-summary"
    >
      <h3 id="plan-summary" className="font-bold">
        {t('giving.plan.summary_title')}
      </h3>
      {!amountChosen ? (
        <p className="mt-1 text-muted">{t('giving.plan.summary_no_amount')}</p>
      ) : commitment.totalMinor === null ? (
        <p className="mt-1 text-lg">
          {t('giving.plan.summary_open', { amount: shown(first.amountMinor), first: dates.civil(first) })}
        </p>
      ) : (
        <p className="mt-1 text-lg font-bold tabular-nums">
          {commitmentParts(commitment.charges)
            .map((part) =>
              t(nights ? 'giving.plan.part_nights' : 'giving.plan.part_charges', {
                count: part.count,
                amount: shown(part.amountMinor),
              }),
            )
            .join(' + ')}{' '}
          = {shown(commitment.totalMinor)}
        </p>
      )}
      <p className="mt-1">
        {t('giving.plan.summary_first', { day: dates.civil(first), hijri: dates.hijri(first) })}
        {commitment.count === null
          ? null
          : ` ${t('giving.plan.summary_last', { day: dates.civil(last), hijri: dates.hijri(last) })}`}
      </p>
      {commitment.charges.some((charge) => charge.night === QADR_NIGHT) ? (
        <p className="mt-1 flex items-center gap-1 font-bold">
          <Star aria-hidden="true" className="size-4 shrink-0 text-accent" />
          {t('giving.plan.summary_qadr', { night: number(QADR_NIGHT) })}
        </p>
      ) : null}
      {commitment.count === null ? null : (
        <details className="mt-2">
          <summary className="cursor-pointer font-bold text-primary-dark">
            {t('giving.plan.summary_list', { count: number(commitment.count) })}
          </summary>
          <ol className="mt-2 flex flex-col gap-1">
            {commitment.charges.map((charge) => (
              <li
                key={charge.day}
                className={`flex flex-wrap justify-between gap-x-3 rounded-lg px-2 py-1 ${charge.night === QADR_NIGHT ? 'bg-accent/15 font-bold' : ''}`}
              >
                <span>
                  {charge.night === QADR_NIGHT ? (
                    <Star aria-hidden="true" className="me-1 inline size-4 text-accent" />
                  ) : null}
                  {dates.hijri(charge)} · {dates.civil(charge)}
                  {charge.night === QADR_NIGHT ? ` · ${t('giving.plan.qadr')}` : null}
                </span>
                {amountChosen ? <span className="tabular-nums">{shown(charge.amountMinor)}</span> : null}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
