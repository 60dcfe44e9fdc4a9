import { translate } from '@ataa/contract/translate';
import { CardGrid, ContentCard, gridImageLoad } from '../components/content/cards.tsx';
import { ListEmpty, listTitle } from '../components/content/list.tsx';
import { assertPageExists, LIST_PAGE_SIZE, requestedPage } from '../components/content/loaders.server.ts';
import { PageHeader } from '../components/content/page-header.tsx';
import { Pager } from '../components/content/pagination.tsx';
import type { Paginated, VideoCard } from '../components/content/types.ts';
import { apiGet } from '../lib/api.server.ts';
import { localeFromPath, useI18n } from '../lib/i18n.ts';
import { publicPageHeaders } from '../lib/public-page.ts';
import { metaLocale, seo } from '../lib/seo.ts';
import type { Route } from './+types/videos';

export const headers = publicPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const page = requestedPage(request);
  const videos = await apiGet<Paginated<VideoCard>>(
    context,
    request,
    `/videos?page=${page}&per_page=${LIST_PAGE_SIZE}`,
    locale,
  );
  assertPageExists(videos);
  return { videos };
}

export function meta(args: Route.MetaArgs) {
  const locale = metaLocale(args);
  return seo(args, {
    title: listTitle(locale, translate(locale, 'content.videos.title'), args.loaderData?.videos.meta),
    description: translate(locale, 'content.videos.lead'),
  });
}

export default function Videos({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { data, meta } = loaderData.videos;
  return (
    <main id="main">
      <PageHeader title={t('content.videos.title')} lead={t('content.videos.lead')}>
        <p className="mt-4 text-sm font-bold text-primary-dark">
          {t('content.videos.count', { count: meta.total })}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pt-10 sm:pt-12">
        {data.length === 0 ? (
          <ListEmpty>{t('content.videos.empty')}</ListEmpty>
        ) : (
          <CardGrid>
            {data.map((video, index) => (
              <li key={video.id}>
                <ContentCard
                  to={path(`/videos/${video.id}`)}
                  title={video.title}
                  image={video.thumbnail}
                  date={video.created_at}
                  headingLevel={2}
                  load={gridImageLoad(index)}
                  kind="video"
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
