import {
  bannerBody,
  mainVideoBody,
  SINGLE_RECORDS,
  type SingleRecordName,
} from '@ataa/contract/schemas/admin-content';
import { translate } from '@ataa/contract/translate';
import { startingValues } from '../../components/admin/content-fields.tsx';
import { ContentForm } from '../../components/admin/content-form.tsx';
import { PageIntro } from '../../components/donor/page-intro.tsx';
import type { Api } from '../../lib/api.server.ts';
import { apiFor } from '../../lib/api.server.ts';
import { barePath, requestLocale, useI18n } from '../../lib/i18n.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/single-record';
import { done, sendContent } from './content-form.server.ts';

/** Which record the address names: `/admin/main-video` or `/admin/banner`. */
const recordOf = (request: Request): SingleRecordName =>
  barePath(new URL(request.url).pathname) === '/admin/banner' ? 'banner' : 'main-video';

const read = (api: Api, record: SingleRecordName) =>
  record === 'banner' ? api.read('GET /admin/banner') : api.read('GET /admin/main-video');

export async function loader({ request, context }: Route.LoaderArgs) {
  const record = recordOf(request);
  return { record, item: await read(apiFor(context, request), record) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const api = apiFor(context, request, locale);
  const record = recordOf(request);
  const setup = {
    fields: SINGLE_RECORDS[record],
    rules: record === 'banner' ? bannerBody : mainVideoBody,
    locale,
  };
  const result = await sendContent<unknown>(await request.formData(), setup, (form) =>
    record === 'banner'
      ? api.call('PUT /admin/banner', { form })
      : api.call('PUT /admin/main-video', { form }),
  );
  return 'refused' in result ? result.refused : done(result.saved.message);
}

export function meta(args: Route.MetaArgs) {
  const record = args.data?.record ?? 'banner';
  return seo(args, { title: translate(metaLocale(args), `back_office.resources.${record}`), noindex: true });
}

/** The home page's main video or its banner: one record each, edited in both languages. */
export default function SingleRecord({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { record, item } = loaderData;
  const fields = SINGLE_RECORDS[record];
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t(`back_office.resources.${record}`)} lead={t('back_office.content.lead')} />
      <ContentForm
        key={JSON.stringify(item)}
        fields={fields}
        rules={() =>
          import('@ataa/contract/schemas/admin-content').then((module) =>
            record === 'banner' ? module.bannerBody : module.mainVideoBody,
          )
        }
        start={startingValues(fields, item as unknown as Record<string, unknown>)}
        answer={actionData}
        submit={t('back_office.content.save')}
      />
    </div>
  );
}
