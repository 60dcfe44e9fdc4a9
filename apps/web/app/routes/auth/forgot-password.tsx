import { forgotPasswordBody } from '@ataa/contract/schemas/auth';
import { translate } from '@ataa/contract/translate';
import { redirect } from 'react-router';
import { AuthCard } from '../../components/auth-card.tsx';
import { SchemaForm, SubmitButton, TextField, useSchemaForm } from '../../components/form.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { apiFailure, parseForm } from '../../lib/form-action.server.ts';
import { localizePath, requestLocale, useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/forgot-password';

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const parsed = parseForm(forgotPasswordBody, form, locale);
  if (!parsed.ok) return parsed.failure;
  // Sent without the session: a signed-in unverified account would get a verification code instead.
  const answer = await apiFor(context, request).call('POST /forgot-password', {
    json: parsed.value,
    token: null,
  });
  if (!answer.ok) return apiFailure(answer, form);
  return redirect(`${localizePath('/checkemail', locale)}?email=${encodeURIComponent(parsed.value.email)}`);
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'account.forgot.title'), noindex: true });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const form = useSchemaForm(forgotPasswordBody, actionData);
  return (
    <AuthCard title={t('account.forgot.title')} lead={t('account.forgot.lead')}>
      <SchemaForm form={form} failure={actionData}>
        <TextField name="email" type="email" label={t('account.fields.email')} autoComplete="email" />
        <SubmitButton>{t('account.forgot.submit')}</SubmitButton>
      </SchemaForm>
    </AuthCard>
  );
}
