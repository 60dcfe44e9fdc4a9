import { translate } from '@ataa/contract/translate';
import { Plus, Save } from 'lucide-react';
import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { ContentAnswer } from '../../components/admin/content-form.tsx';
import { Refusal } from '../../components/admin/review-forms.tsx';
import { PageIntro } from '../../components/donor/page-intro.tsx';
import { toast } from '../../components/toasts.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { apiFailure } from '../../lib/form-action.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/currencies';
import { done } from './content-form.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const currencies = await apiFor(context, request).read('GET /admin/currencies', {
    query: { per_page: 100 },
  });
  return { currencies: currencies.data };
}

/** Every rate in one request: all are saved, or none (the API checks them together). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const ids = form.getAll('id').map(String);
  const rates = form.getAll('rate_to_base').map(String);
  const answer = await apiFor(context, request, requestLocale(request)).call('PUT /admin/currencies/rates', {
    json: { rates: ids.map((id, index) => ({ id, rate_to_base: rates[index] ?? '' })) },
  });
  return answer.ok ? done(answer.message) : apiFailure(answer, form);
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'back_office.nav.currencies'), noindex: true });
}

/** The currencies with their rates to the base, edited together; the base currency's is fixed at 1. */
export default function AdminCurrencies({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { currencies } = loaderData;
  const answer = actionData as ContentAnswer | undefined;
  const busy = useNavigation().state === 'submitting';
  useEffect(() => {
    if (answer?.done) toast.success(answer.done);
  }, [answer]);
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={t('back_office.nav.currencies')}
        lead={t('back_office.currencies.lead')}
        action={
          <Link to={path('/admin/content/currencies/new')} className="btn">
            <Plus aria-hidden="true" className="size-4" />
            {t('back_office.content.new')}
          </Link>
        }
      />
      <Form method="post" className="card flex flex-col gap-4 p-4" aria-labelledby="rates">
        <h2 id="rates" className="text-xl font-bold">
          {t('back_office.currencies.rates')}
        </h2>
        <ul className="flex flex-col divide-y divide-line">
          {currencies.map((currency, index) => {
            const error = answer?.fieldErrors[`rates.${index}.rate_to_base`]?.[0];
            const inputId = `rate-${currency.id}`;
            return (
              <li key={currency.id} className="grid items-center gap-2 py-3 sm:grid-cols-[1fr_12rem_auto]">
                <div className="min-w-0">
                  <label htmlFor={inputId} className="font-bold">
                    <bdi>{currency.currency_name}</bdi> <span dir="ltr">({currency.code})</span>
                  </label>
                  <p className="text-sm text-muted">
                    {currency.is_base ? t('back_office.currencies.base') : null}
                    {currency.is_active ? null : t('back_office.currencies.inactive')}
                  </p>
                </div>
                <div>
                  <input type="hidden" name="id" value={currency.id} />
                  <input
                    id={inputId}
                    name="rate_to_base"
                    dir="ltr"
                    inputMode="decimal"
                    defaultValue={String(currency.rate_to_base)}
                    readOnly={currency.is_base}
                    aria-invalid={error ? true : undefined}
                    className="field-input"
                  />
                  <Refusal message={error} />
                </div>
                <Link
                  to={path(`/admin/content/currencies/${currency.id}`)}
                  className="text-sm font-bold text-primary-dark underline"
                >
                  {t('back_office.currencies.edit', { code: currency.code })}
                </Link>
              </li>
            );
          })}
        </ul>
        <Refusal message={answer?.formError} />
        <button type="submit" className="btn self-start" disabled={busy}>
          <Save aria-hidden="true" className="size-4" />
          {t('back_office.currencies.save_rates')}
        </button>
      </Form>
    </div>
  );
}
