import { DONATION_LIMITS } from '@ataa/contract/donation-limits';
import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useI18n } from '../../lib/i18n.ts';
import type { RootData } from '../../lib/root-data.ts';
import { TextField } from '../form.tsx';
import { currencyOf } from './amount-rules.ts';
import { suggestedAmounts } from './amounts.ts';
import { CurrencyField } from './currency-field.tsx';

type Currency = RootData['currencies'][number];

/** The suggestion picked before the visitor chooses: the second, a middle figure. */
export function firstSuggestion(currency: Currency | undefined): string {
  const suggestions = currency ? suggestedAmounts(currency.rate_to_base) : [];
  return String(suggestions[1] ?? suggestions[0] ?? '');
}

/**
 * The amount: suggested figures for the chosen currency, another amount typed in (which wins),
 * and the currency. Without scripts the suggestions are plain radio buttons the action reads.
 */
export function AmountFields({
  name,
  label,
  currencies,
}: {
  name: 'amount' | 'total_amount';
  label: string;
  currencies: Currency[];
}) {
  const { t, money, number } = useI18n();
  const { watch, setValue, getValues } = useFormContext();
  const currency = currencyOf(currencies, watch('currency_id'));
  const suggestions = currency ? suggestedAmounts(currency.rate_to_base) : [];
  const typed = watch(name);
  const preset = String(watch('preset') ?? '');
  // Typing an amount sets the suggestions aside.
  useEffect(() => {
    if (typed) setValue('preset', '');
  }, [typed, setValue]);
  // Another currency brings its own suggestions, and its own middle one is picked.
  const currencyId = currency?.id;
  const fallback = firstSuggestion(currency);
  const shownFor = useRef(currencyId);
  useEffect(() => {
    if (shownFor.current === currencyId) return;
    shownFor.current = currencyId;
    if (getValues('preset')) setValue('preset', fallback);
  }, [currencyId, fallback, getValues, setValue]);

  const choose = (value: string) => {
    setValue('preset', value);
    setValue(name, '', { shouldValidate: true });
  };
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-4 text-lg font-bold">{label}</legend>
      {currency && suggestions.length > 0 ? (
        <fieldset>
          <legend className="field-label">{t('giving.form.suggestions')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {suggestions.map((value) => (
              <label
                key={value}
                className="flex min-h-12 cursor-pointer items-center justify-center rounded-xl border border-line bg-white px-2 text-lg font-bold tabular-nums transition hover:border-primary has-checked:border-primary has-checked:bg-primary has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
              >
                <input
                  type="radio"
                  name="preset"
                  value={value}
                  checked={preset === String(value)}
                  onChange={() => choose(String(value))}
                  className="sr-only"
                />
                {money(value, currency.code)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name={name}
          inputMode="decimal"
          autoComplete="transaction-amount"
          label={t('giving.form.other_amount')}
          hint={t('giving.form.amount_hint', {
            min: number(DONATION_LIMITS.min),
            max: number(DONATION_LIMITS.max),
          })}
          maxLength={7}
        />
        <CurrencyField currencies={currencies} />
      </div>
    </fieldset>
  );
}
