import { verifyEmailForm } from '@ataa/contract/schemas/auth';
import { translate } from '@ataa/contract/translate';
import { useEffect, useState } from 'react';
import { data, redirect, useFetcher } from 'react-router';
import { AuthCard } from '../../components/auth-card.tsx';
import { SchemaForm, SubmitButton, TextField, useSchemaForm } from '../../components/form.tsx';
import { toast } from '../../components/toasts.tsx';
import { requireAccount } from '../../lib/access.server.ts';
import { demoCodeCookie, readDemoCode } from '../../lib/account.server.ts';
import { apiFor } from '../../lib/api.server.ts';
import { dashboardPath } from '../../lib/dashboard.ts';
import { apiFailure, type FormFailure, parseForm } from '../../lib/form-action.server.ts';
import { localizePath, requestLocale, useI18n } from '../../lib/i18n.ts';
import { roleOf } from '../../lib/roles.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/verify-email';

const RESEND_WAIT_SECONDS = 60;

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const viewer = await requireAccount(context, request, locale);
  if (viewer.verified) throw redirect(dashboardPath(viewer.role, locale));
  // Shown only when the server has no e-mail transport (demo mode, contract §1.10).
  return { demoCode: readDemoCode(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const api = apiFor(context, request, locale);
  if (form.get('intent') === 'resend') {
    const answer = await api.call('POST /verify-email/resend');
    if (!answer.ok) return data({ resent: false, message: answer.message }, { status: answer.status });
    return data(
      { resent: true, message: answer.message },
      { headers: { 'Set-Cookie': demoCodeCookie(request, answer.result.verification_code) } },
    );
  }
  const parsed = parseForm(verifyEmailForm, form, locale);
  if (!parsed.ok) return parsed.failure;
  const answer = await api.call('POST /verify-email', { json: parsed.value });
  if (!answer.ok) return apiFailure(answer, form);
  const target =
    answer.errorCode === 302
      ? localizePath('/pending', locale)
      : dashboardPath(roleOf(answer.result.user.user_type), locale);
  return redirect(target, { headers: { 'Set-Cookie': demoCodeCookie(request, null) } });
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'account.verify.title'), noindex: true });
}

/** Asks for a new code, then waits a minute before offering it again. */
function ResendCode() {
  const { t } = useI18n();
  const fetcher = useFetcher<{ resent: boolean; message: string }>();
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.resent) {
      toast.success(fetcher.data.message);
      setWait(RESEND_WAIT_SECONDS);
    } else toast.error(fetcher.data.message);
  }, [fetcher.data]);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  return (
    <fetcher.Form method="post" className="mt-4 text-center">
      <input type="hidden" name="intent" value="resend" />
      <button type="submit" className="btn btn-outline" disabled={wait > 0 || fetcher.state !== 'idle'}>
        {wait > 0 ? t('account.verify.resend_wait', { seconds: wait }) : t('account.verify.resend')}
      </button>
    </fetcher.Form>
  );
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = actionData && 'fieldErrors' in actionData ? (actionData as FormFailure) : undefined;
  const form = useSchemaForm(verifyEmailForm, failure);
  return (
    <AuthCard title={t('account.verify.title')} lead={t('account.verify.lead')}>
      {loaderData.demoCode ? (
        <p role="status" className="mb-4 rounded-lg border border-dashed border-primary bg-primary/5 p-3">
          {t('account.verify.demo_code')}{' '}
          <strong dir="ltr" className="font-mono text-lg tracking-widest" data-demo-code>
            {loaderData.demoCode}
          </strong>
        </p>
      ) : null}
      <SchemaForm form={form} failure={failure}>
        <TextField
          name="verification_code"
          label={t('account.fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <SubmitButton>{t('account.verify.submit')}</SubmitButton>
      </SchemaForm>
      <ResendCode />
    </AuthCard>
  );
}
