import { campaignNewsFields } from '@ataa/contract/schemas/charity';
import { translate } from '@ataa/contract/translate';
import { ArrowLeft } from 'lucide-react';
import { Link, redirect } from 'react-router';
import { NewsFields } from '../../components/charity/news-form.tsx';
import { SchemaForm, SubmitButton, useSchemaForm } from '../../components/form.tsx';
import { requireRole } from '../../lib/access.server.ts';
import { apiFor } from '../../lib/api.server.ts';
import { apiFailure, parseForm } from '../../lib/form-action.server.ts';
import { uploadOf } from '../../lib/form-upload.server.ts';
import { localizePath, requestLocale, useI18n } from '../../lib/i18n.ts';
import { itemId } from '../../lib/page-address.server.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/news-edit';

/** Editing needs an approved charity (contract §15.3); another charity's news is the 404 page. */
const requireApprovedCharity = (context: Route.LoaderArgs['context'], request: Request) =>
  requireRole(context, request, requestLocale(request), { role: 'charity', approved: true });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireApprovedCharity(context, request);
  const updateId = Number(itemId(params.updateId));
  const campaign = await apiFor(context, request).read('GET /charity/campaigns/:id', {
    params: { id: itemId(params.id) },
  });
  const update = campaign.updates.data.find((item) => item.id === updateId);
  if (!update) throw new Response('Not found', { status: 404 });
  return { campaign: { id: campaign.id, name: campaign.name }, update };
}

/** Saves the edit (the API checks the owner again), then goes back to the campaign's news. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireApprovedCharity(context, request);
  const locale = requestLocale(request);
  const ids = { id: itemId(params.id), updateId: itemId(params.updateId) };
  const form = await request.formData();
  const parsed = parseForm(campaignNewsFields, form, locale);
  if (!parsed.ok) return parsed.failure;
  const answer = await apiFor(context, request, locale).call('PUT /charity/campaigns/:id/updates/:updateId', {
    params: ids,
    form: uploadOf(form, () => false),
  });
  if (!answer.ok) return apiFailure(answer, form);
  return redirect(
    localizePath(`/dashboard/charity/campaigns/${ids.id}/edit?news_saved=1#campaign-news`, locale),
  );
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'campaign_form.news.edit_title'), noindex: true });
}

/** The words of each language as they are now. */
function currentValues(update: Route.ComponentProps['loaderData']['update']) {
  const values: Record<string, string> = {};
  for (const { locale, title, content } of update.translations) {
    values[`title:${locale}`] = title;
    values[`content:${locale}`] = content;
  }
  return values;
}

/** One news update's words in both languages and its picture, changed without a script if need be. */
export default function NewsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { campaign, update } = loaderData;
  const form = useSchemaForm(campaignNewsFields, actionData, currentValues(update));
  const back = path(`/dashboard/charity/campaigns/${campaign.id}/edit#campaign-news`);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link to={back} className="inline-flex items-center gap-1 font-bold text-accent">
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('campaign_form.news.back')}
        </Link>
        <h1 className="text-2xl leading-tight font-bold text-primary-dark sm:text-3xl">
          {t('campaign_form.news.edit_title')}
        </h1>
        <p className="text-muted">{campaign.name}</p>
      </div>
      <section className="card flex flex-col gap-4 p-4 sm:p-6">
        <p>{t('campaign_form.news.edit_lead')}</p>
        <SchemaForm form={form} failure={actionData} encType="multipart/form-data">
          {update.image ? (
            <figure className="flex flex-col gap-2 sm:max-w-xs">
              <figcaption className="font-bold">{t('campaign_form.news.current_image')}</figcaption>
              <img
                src={update.image}
                alt=""
                width={320}
                height={180}
                className="aspect-video w-full rounded-lg bg-sand object-cover"
              />
              <label className="flex cursor-pointer items-center gap-3">
                <input type="checkbox" name="image_remove" value="yes" className="size-5 shrink-0" />
                <span>{t('campaign_form.news.image_remove')}</span>
              </label>
            </figure>
          ) : null}
          <NewsFields imageLabel={update.image ? t('campaign_form.news.image_replace') : undefined} />
          <div className="sm:max-w-xs">
            <SubmitButton>{t('campaign_form.news.save')}</SubmitButton>
          </div>
        </SchemaForm>
      </section>
    </div>
  );
}
