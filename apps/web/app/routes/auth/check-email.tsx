import { resetPasswordForm } from '@ataa/contract/schemas/auth';
import { translate } from '@ataa/contract/translate';
import { redirect, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../components/account-fields.tsx';
import { AuthCard } from '../../components/auth-card.tsx';
import { SchemaForm, SubmitButton, TextField, useSchemaForm } from '../../components/form.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { apiFailure, parseForm } from '../../lib/form-action.server.ts';
import { localizePath, requestLocale, useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/check-email';

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const parsed = parseForm(resetPasswordForm, form, locale);
  if (!parsed.ok) return parsed.failure;
  const answer = await apiFor(context, request).call('POST /reset-password', {
    json: parsed.value,
    token: null,
  });
  if (!answer.ok) return apiFailure(answer, form);
  return redirect(`${localizePath('/login', locale)}?reset=1`);
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'account.check_email.title'), noindex: true });
}

/** The second step of a reset: the code from the e-mail and the new password. */
export default function CheckEmail({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const form = useSchemaForm(resetPasswordForm, actionData, { email });
  return (
    <AuthCard
      title={t('account.check_email.title')}
      lead={email ? t('account.check_email.lead', { email }) : t('account.check_email.lead_plain')}
    >
      <SchemaForm form={form} failure={actionData}>
        <TextField name="email" type="email" label={t('account.fields.email')} autoComplete="email" />
        <TextField
          name="code"
          label={t('account.fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <NewPasswordFields label={t('account.fields.new_password')} />
        <SubmitButton>{t('account.check_email.submit')}</SubmitButton>
      </SchemaForm>
    </AuthCard>
  );
}
