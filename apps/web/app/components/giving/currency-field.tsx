import { useI18n } from '../../lib/i18n.ts';
import type { RootData } from '../../lib/root-data.ts';
import { SelectField } from '../account-fields.tsx';

/** The currency a gift is paid in, among those the platform takes (its name and symbol). */
export function CurrencyField({ currencies }: { currencies: RootData['currencies'] }) {
  const { t } = useI18n();
  return (
    <SelectField
      name="currency_id"
      label={t('giving.form.currency')}
      placeholder={t('giving.form.currency_choose')}
      options={currencies.map((item) => ({
        value: item.id,
        label: `${item.currency_name} (${item.currency_symbol})`,
      }))}
    />
  );
}
