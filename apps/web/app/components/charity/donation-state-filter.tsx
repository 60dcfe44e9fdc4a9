import { PAYMENT_STATES } from '@ataa/contract/schemas/donor';
import { useI18n } from '../../lib/i18n.ts';
import { Field } from '../campaigns/filters.tsx';

// Apart from the other filters: the states come with the donor schemas (and zod), which only the
// donation lists need.

/**
 * A donation list's state filter; `any` adds a choice of every state, for lists that allow it, sent
 * as `anyValue` (nothing, unless the list reads nothing as one state).
 */
export function DonationStateFilter({
  id,
  value,
  any,
  anyValue = '',
}: {
  id: string;
  value: string;
  any?: string;
  anyValue?: string;
}) {
  const { t } = useI18n();
  return (
    <Field id={id} label={t('charity.donations.state')}>
      <select id={id} name="state" defaultValue={value} className="field-input">
        {any ? <option value={anyValue}>{any}</option> : null}
        {PAYMENT_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`donor.history.states.${state}`)}
          </option>
        ))}
      </select>
    </Field>
  );
}
