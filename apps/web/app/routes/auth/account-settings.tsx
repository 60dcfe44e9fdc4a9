import { changePasswordBody, profileBody } from '@ataa/contract/schemas/auth';
import type { country, user } from '@ataa/contract/schemas/entities';
import type { EmailType } from '@ataa/contract/schemas/notifications';
import { translate } from '@ataa/contract/translate';
import type { z } from '@ataa/contract/validation';
import { FileText } from 'lucide-react';
import { useEffect } from 'react';
import { data, useFetcher } from 'react-router';
import { NewPasswordFields, SelectField } from '../../components/account-fields.tsx';
import { SchemaForm, SubmitButton, TextField, useSchemaForm } from '../../components/form.tsx';
import { toast } from '../../components/toasts.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { DOCUMENTS_ANCHOR } from '../../lib/charity-documents.ts';
import { apiFailure, type FormFailure, parseForm } from '../../lib/form-action.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/account-settings';

type User = z.infer<typeof user>;
type Country = z.infer<typeof country>;

// The layout has already checked the role; the account itself is read fresh for its documents.
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const [account, countries, preferences] = await Promise.all([
    api.read('GET /me'),
    api.read('GET /countries'),
    api.read('GET /notifications/preferences'),
  ]);
  return { account, countries: countries.data, emails: preferences.email };
}

type SettingsAnswer = FormFailure & { done?: string; intent: string };

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const api = apiFor(context, request, locale);
  const intent = String(form.get('intent'));
  if (intent === 'emails') {
    // Every type the page offered is said outright: a box left empty turns that e-mail off.
    const email = Object.fromEntries(
      form.getAll('offered').map((type) => [String(type), form.has(`email.${type}`)]),
    );
    const answer = await api.call('POST /notifications/preferences', { json: { email } });
    return answer.ok
      ? data({ intent, fieldErrors: {}, done: answer.message })
      : withIntent(apiFailure(answer, form), intent);
  }
  if (intent === 'password') {
    const parsed = parseForm(changePasswordBody, form, locale);
    if (!parsed.ok) return withIntent(parsed.failure, intent);
    const answer = await api.call('POST /change/password', { json: parsed.value });
    return answer.ok
      ? data({ intent, fieldErrors: {}, done: answer.message })
      : withIntent(apiFailure(answer, form), intent);
  }
  const parsed = parseForm(profileBody, form, locale);
  if (!parsed.ok) return withIntent(parsed.failure, intent);
  // Files go to the API as they came; only chosen files are sent (an empty input sends nothing).
  const upload = new FormData();
  for (const [key, value] of form) {
    if (key === 'intent') continue;
    if (typeof value === 'string' || value.size > 0) upload.append(key, value);
  }
  const answer = await api.call('POST /edit/profile', { form: upload });
  if (!answer.ok) return withIntent(apiFailure(answer, form), intent);
  // Documents sent with the profile are what the charity came for: the toast says they arrived.
  const sentDocuments = upload.getAll(DOCUMENTS_FIELD).length > 0;
  const done = sentDocuments ? translate(locale, 'account.settings.documents_received') : answer.message;
  return data({ intent, fieldErrors: {}, done });
}

/** The charity's documents input (contract: `file[]`). */
const DOCUMENTS_FIELD = 'file[]';

function withIntent(failure: ReturnType<typeof data<FormFailure>>, intent: string) {
  return data<SettingsAnswer>({ ...failure.data, intent }, failure.init ?? undefined);
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'site.dashboard.settings'), noindex: true });
}

/** Each section posts on its own, so a mistake in one never empties the other. */
function useSection(intent: string) {
  const fetcher = useFetcher<SettingsAnswer>();
  const answer = fetcher.data?.intent === intent ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.done) toast.success(answer.done);
  }, [answer]);
  return { fetcher, answer };
}

function ProfileSection({ account, countries }: { account: User; countries: Country[] }) {
  const { t } = useI18n();
  const { fetcher, answer } = useSection('profile');
  const charity = account.user_type === 'charity';
  const names = Object.fromEntries(
    (account.charity_name_translations ?? []).map((item) => [item.locale, item.charity_name]),
  );
  const form = useSchemaForm(profileBody, answer, {
    first_name: account.first_name ?? undefined,
    last_name: account.last_name ?? undefined,
    'charity_name:ar': names.ar,
    'charity_name:en': names.en,
    email: account.email,
    mobile: account.mobile,
    country_id: String(account.country_id),
  });
  return (
    <section aria-labelledby="profile-heading" className="card p-6">
      <h2 id="profile-heading" className="mb-4 text-xl font-bold">
        {t('account.settings.profile')}
      </h2>
      <SchemaForm form={form} failure={answer} fetcher={fetcher} encType="multipart/form-data">
        <input type="hidden" name="intent" value="profile" />
        <div className="flex items-center gap-4">
          {account.photo ? (
            <img
              src={account.photo}
              alt={t('account.settings.current_photo')}
              width={72}
              height={72}
              className="size-18 rounded-full object-cover"
            />
          ) : null}
          <div className="grow">
            <label className="field-label" htmlFor="photo">
              {t('account.settings.photo')}
            </label>
            <input
              id="photo"
              name="photo"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="field-input"
              aria-describedby="photo-hint"
            />
            <p id="photo-hint" className="field-hint">
              {t('account.settings.photo_hint')}
            </p>
          </div>
        </div>
        {charity ? (
          <>
            <TextField
              name="charity_name:ar"
              lang="ar"
              dir="rtl"
              label={t('account.fields.charity_name_ar')}
            />
            <TextField
              name="charity_name:en"
              lang="en"
              dir="ltr"
              label={t('account.fields.charity_name_en')}
            />
          </>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="first_name" label={t('account.fields.first_name')} autoComplete="given-name" />
            <TextField name="last_name" label={t('account.fields.last_name')} autoComplete="family-name" />
          </div>
        )}
        <TextField
          name="email"
          type="email"
          label={t('account.fields.email')}
          hint={t('account.settings.email_hint')}
          autoComplete="email"
        />
        <TextField name="mobile" type="tel" label={t('account.fields.mobile')} autoComplete="tel" />
        <SelectField
          name="country_id"
          label={t('account.fields.country')}
          placeholder={t('account.fields.country_choose')}
          options={countries.map((item) => ({ value: String(item.id), label: item.name }))}
        />
        {charity ? (
          <div id={DOCUMENTS_ANCHOR} className="scroll-mt-24">
            <label className="field-label" htmlFor="documents">
              {t('account.settings.documents_add')}
            </label>
            <input
              id="documents"
              name={DOCUMENTS_FIELD}
              type="file"
              multiple
              accept="application/pdf,image/jpeg,image/png"
              className="field-input"
              aria-describedby="documents-hint"
            />
            <p id="documents-hint" className="field-hint">
              {t('account.settings.documents_hint')}
            </p>
          </div>
        ) : null}
        <SubmitButton>{t('account.settings.save')}</SubmitButton>
      </SchemaForm>
    </section>
  );
}

function DocumentsSection({ documents }: { documents: NonNullable<User['documents']> }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="documents-heading" className="card p-6">
      <h2 id="documents-heading" className="mb-4 text-xl font-bold">
        {t('account.settings.documents')}
      </h2>
      {documents.length === 0 ? (
        <p className="text-muted">{t('account.settings.no_documents')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {documents.map((doc) => (
            <li key={doc.id}>
              <a className="nav-link" href={`/documents/${doc.id}`} target="_blank" rel="noopener">
                <FileText aria-hidden="true" className="size-4" />
                {doc.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PasswordSection() {
  const { t } = useI18n();
  const { fetcher, answer } = useSection('password');
  const form = useSchemaForm(changePasswordBody, answer);
  useEffect(() => {
    if (answer?.done) form.reset({ current_password: '', password: '', password_confirmation: '' });
  }, [answer, form]);
  return (
    <section aria-labelledby="password-heading" className="card p-6">
      <h2 id="password-heading" className="mb-4 text-xl font-bold">
        {t('account.settings.password')}
      </h2>
      <SchemaForm form={form} failure={answer} fetcher={fetcher}>
        <input type="hidden" name="intent" value="password" />
        <TextField
          name="current_password"
          type="password"
          label={t('account.fields.current_password')}
          autoComplete="current-password"
        />
        <NewPasswordFields label={t('account.fields.new_password')} />
        <SubmitButton>{t('account.settings.change_password')}</SubmitButton>
      </SchemaForm>
    </section>
  );
}

/** Which notification e-mails the account receives; the site's notifications always appear. */
function EmailsSection({ emails }: { emails: Partial<Record<EmailType, boolean>> }) {
  const { t } = useI18n();
  const { fetcher, answer } = useSection('emails');
  const types = Object.keys(emails) as EmailType[];
  if (types.length === 0) return null;
  return (
    <section aria-labelledby="emails-heading" className="card p-6">
      <h2 id="emails-heading" className="text-xl font-bold">
        {t('account.settings.emails.title')}
      </h2>
      <p className="mb-4 text-muted">{t('account.settings.emails.lead')}</p>
      <fetcher.Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="emails" />
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('account.settings.emails.title')}</legend>
          {types.map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-3">
              <input type="hidden" name="offered" value={type} />
              <input
                type="checkbox"
                name={`email.${type}`}
                defaultChecked={emails[type]}
                className="size-5"
              />
              {t(`account.settings.emails.types.${type}`)}
            </label>
          ))}
        </fieldset>
        {answer?.formError ? (
          <p role="alert" className="field-error">
            {answer.formError}
          </p>
        ) : null}
        <button type="submit" className="btn self-start" disabled={fetcher.state !== 'idle'}>
          {t('account.settings.emails.save')}
        </button>
      </fetcher.Form>
    </section>
  );
}

export default function AccountSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { account, countries, emails } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-primary-dark">{t('site.dashboard.settings')}</h1>
      <ProfileSection account={account} countries={countries} />
      {account.user_type === 'charity' ? <DocumentsSection documents={account.documents ?? []} /> : null}
      <EmailsSection emails={emails} />
      <PasswordSection />
    </div>
  );
}
