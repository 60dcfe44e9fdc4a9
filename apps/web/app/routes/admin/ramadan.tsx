import { translate } from '@ataa/contract/translate';
import { Save } from 'lucide-react';
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
import type { Route } from './+types/ramadan';
import { done } from './content-form.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const year = new URL(request.url).searchParams.get('year') ?? undefined;
  const [ramadan, countries] = await Promise.all([
    api.read('GET /admin/ramadan', { query: { year_hijri: year } }),
    api.read('GET /countries'),
  ]);
  return { ramadan, countries: countries.data };
}

/**
 * The whole year's list in one request. Only the countries given a day are sent; the API's errors,
 * keyed by their place in that list, are put back beside each country's field.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const countryIds = form.getAll('country_id').map(String);
  const firstDays = form.getAll('first_day').map((value) => String(value).trim());
  const days = countryIds
    .map((country_id, index) => ({ country_id, first_day: firstDays[index] ?? '' }))
    .filter((day) => day.first_day !== '');
  const answer = await apiFor(context, request, requestLocale(request)).call('PUT /admin/ramadan', {
    json: { year_hijri: String(form.get('year_hijri') ?? ''), days },
  });
  if (answer.ok) return done(answer.message);
  const errors = Object.fromEntries(
    Object.entries(answer.errors).map(([field, messages]) => {
      const [, index, name] = /^days\.(\d+)\.(\w+)$/.exec(field) ?? [];
      return [index === undefined ? field : `country.${days[Number(index)]?.country_id}.${name}`, messages];
    }),
  );
  // What was typed, by country, so a page shown again without scripts keeps it.
  const typed = new FormData();
  for (const [index, id] of countryIds.entries()) typed.set(`country.${id}`, firstDays[index] ?? '');
  return apiFailure({ ...answer, errors }, typed, (field) => field.startsWith('country.'));
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'back_office.nav.ramadan'), noindex: true });
}

/**
 * The first day of Ramadan per country for one Hijri year: Umm al-Qura's unless the staff set the
 * day a country's moon sighting gave. Schedules' nights follow it.
 */
export default function AdminRamadan({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path, day, hijriDay } = useI18n();
  const { ramadan, countries } = loaderData;
  const answer = actionData as ContentAnswer | undefined;
  const busy = useNavigation().state === 'submitting';
  const setDays = new Map(ramadan.days.map((entry) => [entry.country_id, entry]));
  useEffect(() => {
    if (answer?.done) toast.success(answer.done);
  }, [answer]);
  const calendar = ramadan.umm_al_qura;
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={t('back_office.ramadan.title', { year: ramadan.year_hijri })}
        lead={t('back_office.ramadan.lead')}
      />
      <section className="card flex flex-col gap-1 p-4" aria-labelledby="umm-al-qura">
        <h2 id="umm-al-qura" className="text-lg font-bold">
          {t('back_office.ramadan.umm_al_qura')}
        </h2>
        <p>
          {t('back_office.ramadan.runs', {
            first: day(calendar.first_day),
            last: day(calendar.last_day),
            nights: calendar.nights,
          })}
        </p>
        <p className="text-sm text-muted">
          {hijriDay(calendar.first_day)} – {hijriDay(calendar.last_day)}
        </p>
        <nav className="flex gap-4 pt-2 text-sm font-bold" aria-label={t('back_office.ramadan.years')}>
          <Link
            className="text-primary-dark underline"
            to={path(`/admin/ramadan?year=${ramadan.year_hijri - 1}`)}
          >
            {t('back_office.ramadan.year', { year: ramadan.year_hijri - 1 })}
          </Link>
          <Link
            className="text-primary-dark underline"
            to={path(`/admin/ramadan?year=${ramadan.year_hijri + 1}`)}
          >
            {t('back_office.ramadan.year', { year: ramadan.year_hijri + 1 })}
          </Link>
        </nav>
      </section>
      <Form method="post" className="card flex flex-col gap-4 p-4" aria-labelledby="countries">
        <h2 id="countries" className="text-lg font-bold">
          {t('back_office.ramadan.countries')}
        </h2>
        <p className="text-sm text-muted">{t('back_office.ramadan.countries_hint')}</p>
        <input type="hidden" name="year_hijri" value={ramadan.year_hijri} />
        <ul className="flex flex-col divide-y divide-line">
          {countries.map((country) => {
            const set = setDays.get(country.id);
            const inputId = `first-day-${country.id}`;
            const error =
              answer?.fieldErrors[`country.${country.id}.first_day`]?.[0] ??
              answer?.fieldErrors[`country.${country.id}.country_id`]?.[0];
            return (
              <li key={country.id} className="grid items-center gap-2 py-3 sm:grid-cols-[1fr_12rem]">
                <div className="min-w-0">
                  <label htmlFor={inputId} className="font-bold">
                    <bdi>{country.name}</bdi>
                  </label>
                  <p className="text-sm text-muted">
                    {set
                      ? t('back_office.ramadan.set_runs', {
                          first: day(set.first_day),
                          last: day(set.last_day),
                        })
                      : t('back_office.ramadan.follows_umm_al_qura')}
                  </p>
                </div>
                <div>
                  <input type="hidden" name="country_id" value={country.id} />
                  <input
                    id={inputId}
                    name="first_day"
                    type="date"
                    dir="ltr"
                    defaultValue={answer?.values?.[`country.${country.id}`] ?? set?.first_day}
                    aria-invalid={error ? true : undefined}
                    className="field-input"
                  />
                  <Refusal message={error} />
                </div>
              </li>
            );
          })}
        </ul>
        <Refusal message={answer?.formError} />
        <button type="submit" className="btn self-start" disabled={busy}>
          <Save aria-hidden="true" className="size-4" />
          {t('back_office.ramadan.save')}
        </button>
      </Form>
    </div>
  );
}
