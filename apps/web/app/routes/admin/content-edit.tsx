import { CONTENT_RESOURCES, contentSchemas } from '@ataa/contract/schemas/admin-content';
import { translate } from '@ataa/contract/translate';
import { Trash2 } from 'lucide-react';
import { Link, redirect } from 'react-router';
import { startingValues } from '../../components/admin/content-fields.tsx';
import { ContentForm } from '../../components/admin/content-form.tsx';
import { ConfirmForm } from '../../components/admin/review-forms.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { localizePath, requestLocale, useI18n } from '../../lib/i18n.ts';
import { itemId } from '../../lib/page-address.server.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/content-edit';
import { contentApi, resourceOf } from './content-api.server.ts';
import { done, sendContent } from './content-form.server.ts';
import { reviewOutcome, unconfirmed } from './review-action.server.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const resource = resourceOf(params.resource);
  const item = params.id
    ? await contentApi(apiFor(context, request), resource).read(itemId(params.id))
    : null;
  return { resource, item };
}

/** Add or save the item (its pictures with it), or delete it once the box is ticked. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const resource = resourceOf(params.resource);
  const api = contentApi(apiFor(context, request, locale), resource);
  const form = await request.formData();
  const list = localizePath(`/admin/content/${resource}`, locale);
  if (form.get('intent') === 'delete' && params.id) {
    const refused = unconfirmed('delete', form, locale);
    if (refused) return refused;
    const answer = await api.remove(itemId(params.id));
    return answer.ok ? redirect(list) : reviewOutcome('delete', answer, form);
  }
  const setup = { fields: CONTENT_RESOURCES[resource], rules: contentSchemas[resource].create, locale };
  const id = params.id ? itemId(params.id) : null;
  const result = await sendContent(form, setup, (upload) =>
    id ? api.update(id, upload) : api.create(upload),
  );
  if ('refused' in result) return result.refused;
  // A new item opens its own page, where it can be edited further.
  if (!id) return redirect(`${list}/${result.saved.result.id}`);
  return done(result.saved.message);
}

export function meta(args: Route.MetaArgs) {
  const locale = metaLocale(args);
  const resource = args.data?.resource;
  const title = resource ? translate(locale, `back_office.resources.${resource}`) : '';
  return seo(args, { title: `${title} · ${translate(locale, 'back_office.nav.content')}`, noindex: true });
}

/** One content item, added or edited in both languages side by side, and deleted. */
export default function ContentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { resource, item } = loaderData;
  const fields = CONTENT_RESOURCES[resource];
  const name = t(`back_office.resource.${resource}`);
  const answer = actionData && !('intent' in actionData) ? actionData : undefined;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to={path(`/admin/content/${resource}`)}
          className="text-sm font-bold text-primary-dark underline"
        >
          {t('back_office.content.all')}
        </Link>
        <h1 className="text-2xl font-bold text-primary-dark">
          {t(item ? 'back_office.content.edit_title' : 'back_office.content.new_title', { resource: name })}
        </h1>
      </div>
      <ContentForm
        key={item ? JSON.stringify(item) : 'new'}
        fields={fields}
        rules={() =>
          import('@ataa/contract/schemas/admin-content').then(
            (module) => module.contentSchemas[resource].create,
          )
        }
        start={startingValues(fields, item)}
        answer={answer}
        submit={t(item ? 'back_office.content.save' : 'back_office.content.create')}
      />
      {item ? (
        <div className="max-w-xl">
          <ConfirmForm
            intent="delete"
            title={t('back_office.content.delete')}
            text={t('back_office.content.delete_text')}
            icon={Trash2}
          />
        </div>
      ) : null}
    </div>
  );
}
