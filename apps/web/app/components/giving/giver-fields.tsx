import { isolate } from '@ataa/contract/bidi';
import { MOBILE_TYPED_MAX } from '@ataa/contract/digits';
import { UserRound } from 'lucide-react';
import { useI18n } from '../../lib/i18n.ts';
import { TextField } from '../form.tsx';
import { CheckboxField } from './checkbox-field.tsx';

/**
 * The giver's choice to let the charity (`charityName`), or each charity of several campaigns
 * (no name), see their e-mail; unticked, nothing is shared (decision 033).
 */
export function ShareEmailField({ charityName }: { charityName?: string }) {
  const { t } = useI18n();
  return (
    <CheckboxField
      name="share_email"
      label={
        charityName === undefined
          ? t('giving.form.share_email_several')
          : t('giving.form.share_email', { charity: charityName })
      }
      hint={t('giving.form.share_email_hint')}
    />
  );
}

/**
 * Who gives. Guests name themselves for the receipt; a signed-in donor is named by the account,
 * so only the choices to hide the name and to share the e-mail are left.
 */
export function GiverFields({ donorName, charityName }: { donorName: string | null; charityName?: string }) {
  const { t } = useI18n();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-4 text-lg font-bold">{t('giving.form.you')}</legend>
      {donorName === null ? (
        <>
          <TextField name="name" label={t('giving.form.name')} autoComplete="name" maxLength={100} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="email" type="email" label={t('giving.form.email')} autoComplete="email" />
            <TextField
              name="mobile"
              type="tel"
              label={t('giving.form.mobile')}
              hint={t('giving.form.mobile_hint')}
              autoComplete="tel"
              maxLength={MOBILE_TYPED_MAX}
            />
          </div>
        </>
      ) : (
        <p className="flex items-center gap-2 rounded-xl bg-sand p-3">
          <UserRound aria-hidden="true" className="size-5 shrink-0 text-primary-dark" />
          {t('giving.form.signed_in', { name: isolate(donorName) })}
        </p>
      )}
      <CheckboxField
        name="anonymous"
        label={t('giving.form.anonymous')}
        hint={t('giving.form.anonymous_hint')}
      />
      <ShareEmailField charityName={charityName} />
    </fieldset>
  );
}
