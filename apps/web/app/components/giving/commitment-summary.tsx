import { toMajor } from '@ataa/contract/money';
import { Star } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import {
  commitmentAt,
  commitmentParts,
  type GivingChoice,
  planKey,
  QADR_NIGHT,
} from '../../lib/giving-plans.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { RootData } from '../../lib/root-data.ts';
import { amountInMinor } from '../../lib/typed-amount.ts';
import { currencyOf } from './amount-rules.ts';
import { useChargeDates } from './charge-dates.ts';
import type { PlanSetup } from './plan-fields.tsx';

type Currency = RootData['currencies'][number];

/** What the chosen plan commits the donor to at the amount chosen, and each of its charges. */
export default function CommitmentSummary({
  choice,
  setup,
  amount,
  currencies,
}: {
  choice: GivingChoice;
  setup: PlanSetup;
  amount: unknown;
  currencies: Currency[];
}) {
  const { t, money, number } = useI18n();
  const dates = useChargeDates();
  const { watch } = useFormContext();
  const currency = currencyOf(currencies, watch('currency_id'));
  const units = currency?.minor_units ?? 0;
  const planned = setup.table[planKey(choice, watch('odd_nights_multiplier'))];
  const amountMinor = amountInMinor(amount, units);
  const commitment = planned ? commitmentAt(planned, amountMinor) : null;
  const first = commitment?.charges[0];
  const last = commitment?.charges.at(-1);
  if (!commitment || !first || !last || !currency) return null;
  const shown = (minor: number) => money(toMajor(minor, units), currency.code);
  const nights = commitment.charges.every((charge) => charge.night !== null);
  const amountChosen = amountMinor > 0;
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
