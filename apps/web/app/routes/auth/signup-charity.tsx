import { charitySignupForm } from '@ataa/contract/schemas/auth';
import { translate } from '@ataa/contract/translate';
import { Link } from 'react-router';
import { NewAccountFields } from '../../components/account-fields.tsx';
import { AuthCard } from '../../components/auth-card.tsx';
import { SchemaForm, SubmitButton, TextField, useSchemaForm } from '../../components/form.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import { signupAction, signupLoader } from '../../lib/signup.server.ts';
import type { Route } from './+types/signup-charity';

export const loader = ({ request, context }: Route.LoaderArgs) => signupLoader(context, request);
export const action = ({ request, context }: Route.ActionArgs) =>
  signupAction(context, request, charitySignupForm, (fields) => ({ ...fields, user_type: 'charity' }));

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'account.signup_charity.title'), noindex: true });
}

export default function SignupCharity({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const form = useSchemaForm(charitySignupForm, actionData);
  return (
    <AuthCard title={t('account.signup_charity.title')} lead={t('account.signup_charity.lead')}>
      <SchemaForm form={form} failure={actionData}>
        <TextField
          name="charity_name:ar"
          lang="ar"
          dir="rtl"
          label={t('account.fields.charity_name_ar')}
          autoComplete="organization"
        />
        <TextField name="charity_name:en" lang="en" dir="ltr" label={t('account.fields.charity_name_en')} />
        <NewAccountFields countries={loaderData.countries} />
        <SubmitButton>{t('account.signup_charity.submit')}</SubmitButton>
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
