import { useI18n } from '../lib/i18n.ts';
import { FieldFrame, TextField, useField } from './form.tsx';

interface Country {
  id: number;
  name: string;
  mob_code: string;
}

/** A labelled list of choices, checked like the text fields. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
}: {
  name: string;
  label: string;
  options: { value: string | number; label: string }[];
  placeholder: string;
}) {
  const field = useField(name);
  return (
    <FieldFrame id={field.id} label={label} message={field.message}>
      <select className="field-input" defaultValue={field.initial ?? ''} {...field.control}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** The fields every new account fills in: e-mail, mobile, country and the password twice. */
export function NewAccountFields({ countries }: { countries: Country[] }) {
  const { t } = useI18n();
  return (
    <>
      <TextField name="email" type="email" label={t('account.fields.email')} autoComplete="email" />
      <TextField
        name="mobile"
        type="tel"
        label={t('account.fields.mobile')}
        hint={t('account.fields.mobile_hint')}
        autoComplete="tel"
      />
      <SelectField
        name="country_id"
        label={t('account.fields.country')}
        placeholder={t('account.fields.country_choose')}
        options={countries.map((country) => ({ value: country.id, label: country.name }))}
      />
      <NewPasswordFields label={t('account.fields.password')} />
    </>
  );
}

/** A new password with its rules and its confirmation (signup, reset, settings). */
export function NewPasswordFields({ label }: { label: string }) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={label}
        hint={t('account.fields.password_hint')}
        autoComplete="new-password"
      />
      <TextField
        name="password_confirmation"
        type="password"
        label={t('account.fields.password_confirmation')}
        autoComplete="new-password"
      />
    </>
  );
}
