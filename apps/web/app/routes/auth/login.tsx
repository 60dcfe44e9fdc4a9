import { loginBody } from '@ataa/contract/schemas/auth';
import { translate } from '@ataa/contract/translate';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/auth-card.tsx';
import { SchemaForm, SubmitButton, TextField, useSchemaForm } from '../../components/form.tsx';
import { requireGuest } from '../../lib/access.server.ts';
import { enterAccount } from '../../lib/account.server.ts';
import { apiFor } from '../../lib/api.server.ts';
import { apiFailure, parseForm } from '../../lib/form-action.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/login';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(context, request, requestLocale(request));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const form = await request.formData();
  const parsed = parseForm(loginBody, form, locale);
  if (!parsed.ok) return parsed.failure;
  const answer = await apiFor(context, request).call('POST /login', {
    json: { ...parsed.value, remember_me: parsed.value.remember_me ? 'yes' : 'no' },
    token: null,
  });
  if (!answer.ok) return apiFailure(answer, form);
  return enterAccount(
    request,
    locale,
    { ...answer.result, errorCode: answer.errorCode },
    { remember: parsed.value.remember_me === true, back: url.searchParams.get('redirect') },
  );
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'account.login.title'), noindex: true });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const [params] = useSearchParams();
  const form = useSchemaForm(loginBody, actionData);
  return (
    <AuthCard title={t('account.login.title')} lead={t('account.login.lead')}>
      {params.get('reset') === '1' ? (
        <p role="status" className="mb-4 rounded-lg bg-primary/10 p-3 text-primary-dark">
          {t('auth.password_reset')}
        </p>
      ) : null}
      <SchemaForm form={form} failure={actionData}>
        <TextField name="account" label={t('account.fields.account')} autoComplete="username" dir="ltr" />
        <TextField
          name="password"
          type="password"
          label={t('account.fields.password')}
          autoComplete="current-password"
        />
        <label className="flex items-center gap-2">
          <input type="checkbox" name="remember_me" value="yes" className="size-5 accent-primary" />
          {t('account.login.remember')}
        </label>
        <SubmitButton>{t('account.login.submit')}</SubmitButton>
      </SchemaForm>
      <div className="mt-6 flex flex-col gap-2 text-center">
        <Link className="text-primary-dark underline" to={path('/forgetpassword')}>
          {t('account.login.forgot')}
        </Link>
        <p>
          {t('account.login.no_account')}{' '}
          <Link className="text-primary-dark underline" to={path('/signup')}>
            {t('account.login.sign_up_donor')}
          </Link>{' '}
          ·{' '}
          <Link className="text-primary-dark underline" to={path('/signup-charity')}>
            {t('account.login.sign_up_charity')}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
