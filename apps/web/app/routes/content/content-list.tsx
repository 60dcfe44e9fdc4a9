import { translate } from '@ataa/contract/translate';
import { CardGrid, ContentCard, gridImageLoad } from '../../components/content/cards.tsx';
import { ListEmpty, listTitle } from '../../components/content/list.tsx';
import { PageHeader } from '../../components/content/page-header.tsx';
import { Pager } from '../../components/content/pagination.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { WITH_DONATE_ALL_BUTTON } from '../../lib/donate-all-button.ts';
import { useI18n } from '../../lib/i18n.ts';
import { assertPageExists, requestedPage } from '../../lib/page-address.server.ts';
import { publicPageHeaders } from '../../lib/public-page.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/content-list';
import { loadContentList } from './content-items.server.ts';
import { CONTENT_KINDS, contentKind } from './content-kinds.ts';

// The blog, story and video lists: one page, its kind read from the address.

export const headers = publicPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const kind = contentKind(new URL(request.url).pathname);
  const list = await loadContentList(apiFor(context, request), kind, requestedPage(request));
  assertPageExists(list);
  return { kind, list };
}

export const handle = WITH_DONATE_ALL_BUTTON;

export function meta(args: Route.MetaArgs) {
  const locale = metaLocale(args);
  const kind = contentKind(args.location.pathname);
  return seo(args, {
    title: listTitle(locale, translate(locale, `content.${kind}.title`), args.loaderData?.list.meta),
    description: translate(locale, `content.${kind}.lead`),
  });
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { kind, list } = loaderData;
  const { data, meta } = list;
  return (
    <main id="main">
      <PageHeader title={t(`content.${kind}.title`)} lead={t(`content.${kind}.lead`)}>
        <p className="mt-4 text-sm font-bold text-primary-dark">
          {t(`content.${kind}.count`, { count: meta.total })}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pt-10 sm:pt-12">
        {data.length === 0 ? (
          <ListEmpty>{t(`content.${kind}.empty`)}</ListEmpty>
        ) : (
          <CardGrid>
            {data.map((item, index) => (
              <li key={item.id}>
                <ContentCard
                  to={path(`/${kind}/${item.id}`)}
                  title={item.title}
                  image={item.image}
                  date={item.created_at}
                  excerpt={item.excerpt}
                  headingLevel={2}
                  load={gridImageLoad(index)}
                  kind={CONTENT_KINDS[kind].card}
                />
              </li>
            ))}
          </CardGrid>
        )}
        <Pager meta={meta} />
      </div>
    </main>
  );
}
