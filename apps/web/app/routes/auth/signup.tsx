import { donorSignupForm } from '@ataa/contract/schemas/auth';
import { translate } from '@ataa/contract/translate';
import { Link } from 'react-router';
import { NewAccountFields } from '../../components/account-fields.tsx';
import { AuthCard } from '../../components/auth-card.tsx';
import { SchemaForm, SubmitButton, TextField, useSchemaForm } from '../../components/form.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import { signupAction, signupLoader } from '../../lib/signup.server.ts';
import type { Route } from './+types/signup';

export const loader = ({ request, context }: Route.LoaderArgs) => signupLoader(context, request);
export const action = ({ request, context }: Route.ActionArgs) =>
  signupAction(context, request, donorSignupForm, (fields) => ({ ...fields, user_type: 'dooner' }));

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'account.signup.title'), noindex: true });
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const form = useSchemaForm(donorSignupForm, actionData);
  return (
    <AuthCard title={t('account.signup.title')} lead={t('account.signup.lead')}>
      <SchemaForm form={form} failure={actionData}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="first_name" label={t('account.fields.first_name')} autoComplete="given-name" />
          <TextField name="last_name" label={t('account.fields.last_name')} autoComplete="family-name" />
        </div>
        <NewAccountFields countries={loaderData.countries} />
        <SubmitButton>{t('account.signup.submit')}</SubmitButton>
      </SchemaForm>
      <p className="mt-6 text-center">
        {t('account.signup.have_account')}{' '}
        <Link className="text-primary-dark underline" to={path('/login')}>
          {t('account.login.submit')}
        </Link>
      </p>
    </AuthCard>
  );
}
