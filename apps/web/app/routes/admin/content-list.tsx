import { adminContentQuery } from '@ataa/contract/schemas/admin-content';
import { translate } from '@ataa/contract/translate';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { AdminListPage } from '../../components/admin/list-page.tsx';
import { ListFilters, SearchField } from '../../components/charity/list-filters.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { chosenFilters } from '../../lib/list-query.server.ts';
import { assertPageExists, requestedPage } from '../../lib/page-address.server.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/content-list';
import { contentApi, resourceOf } from './content-api.server.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const resource = resourceOf(params.resource);
  const filters = chosenFilters(request, adminContentQuery, ['q']);
  const items = await contentApi(apiFor(context, request), resource).list({
    ...filters,
    page: requestedPage(request),
  });
  assertPageExists(items);
  return { resource, items, filters };
}

export function meta(args: Route.MetaArgs) {
  const locale = metaLocale(args);
  const resource = args.data?.resource;
  const title = resource ? translate(locale, `back_office.resources.${resource}`) : '';
  return seo(args, { title: `${title} · ${translate(locale, 'back_office.nav.content')}`, noindex: true });
}

type Item = Route.ComponentProps['loaderData']['items']['data'][number];

/** What names an item in the list, whatever its kind. */
const labelOf = (item: Item) => {
  const named = item as Item & { title?: string; name?: string; currency_name?: string; code?: string };
  return named.title ?? named.name ?? named.currency_name ?? String(item.id);
};
const pictureOf = (item: Item) => {
  const pictured = item as Item & { image?: string | null; thumbnail?: string | null; icon?: string | null };
  return pictured.image ?? pictured.thumbnail ?? pictured.icon ?? null;
};

/** One kind of content, in the site's order, searched; each item opens its editor. */
export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const ids = useId();
  const { resource, items, filters } = loaderData;
  const title = t(`back_office.resources.${resource}`);
  return (
    <AdminListPage
      action={
        <Link to={path(`/admin/content/${resource}/new`)} className="btn">
          <Plus aria-hidden="true" className="size-4" />
          {t('back_office.content.new')}
          <span className="sr-only"> {t(`back_office.resource.${resource}`)}</span>
        </Link>
      }
      title={title}
      lead={t('back_office.content.lead')}
      filters={
        <ListFilters label={title} active={Boolean(filters.q)} className="sm:grid-cols-[2fr_auto]">
          <SearchField
            id={`${ids}-q`}
            label={t('back_office.common.search')}
            hint={t('back_office.content.search_hint')}
            value={filters.q}
          />
        </ListFilters>
      }
      list={items}
      count={(total) => t('back_office.content.count', { count: total })}
      empty={t('back_office.content.empty')}
    >
      {(item) => {
        const picture = pictureOf(item);
        const sort = (item as Item & { sort?: number }).sort;
        return (
          <article className="card flex items-center gap-3 p-3">
            {picture ? (
              <img src={picture} alt="" loading="lazy" className="size-14 shrink-0 rounded-lg object-cover" />
            ) : null}
            <div className="flex min-w-0 flex-col">
              <h2 className="font-bold">
                <Link
                  to={path(`/admin/content/${resource}/${item.id}`)}
                  className="underline-offset-4 hover:underline"
                >
                  <bdi>{labelOf(item)}</bdi>
                </Link>
              </h2>
              {sort !== undefined ? (
                <p className="text-sm text-muted">{t('back_office.content.order', { sort })}</p>
              ) : null}
            </div>
          </article>
        );
      }}
    </AdminListPage>
  );
}
