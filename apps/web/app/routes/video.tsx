import { translate } from '@ataa/contract/translate';
import { ContentCard, PublishedDate } from '../components/content/cards.tsx';
import { itemId } from '../components/content/loaders.server.ts';
import { PageHeader } from '../components/content/page-header.tsx';
import { Related } from '../components/content/related.tsx';
import { ShareButtons } from '../components/content/share-buttons.tsx';
import type { Paginated, Video, VideoCard } from '../components/content/types.ts';
import { ClickToPlay } from '../components/content/video-player.tsx';
import { apiGet } from '../lib/api.server.ts';
import { localeFromPath, useI18n } from '../lib/i18n.ts';
import { publicPageHeaders } from '../lib/public-page.ts';
import { metaLocale, seo } from '../lib/seo.ts';
import type { Route } from './+types/video';

/** The other latest videos shown under a video: the API has no "similar videos". */
const MORE = 3;

export const headers = publicPageHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const id = itemId(params.id);
  const [video, latest] = await Promise.all([
    apiGet<Video>(context, request, `/videos/${id}`, locale),
    apiGet<Paginated<VideoCard>>(context, request, `/videos?page=1&per_page=${MORE + 1}`, locale),
  ]);
  return { video, more: latest.data.filter((item) => item.id !== video.id).slice(0, MORE) };
}

export function meta(args: Route.MetaArgs) {
  const video = args.loaderData?.video;
  if (!video) return seo(args, { title: translate(metaLocale(args), 'site.not_found.title'), noindex: true });
  return seo(args, {
    title: video.title,
    description: translate(metaLocale(args), 'content.videos.item_description', { title: video.title }),
    image: video.thumbnail,
  });
}

export default function VideoPage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { video, more } = loaderData;
  return (
    <main id="main">
      <article>
        <PageHeader
          title={video.title}
          crumbs={[{ label: t('content.videos.title'), to: path('/videos') }, { label: video.title }]}
        >
          <p className="mt-5 text-sm text-muted">
            <PublishedDate value={video.created_at} />
          </p>
        </PageHeader>
        <div className="mx-auto max-w-5xl px-4 pt-8 sm:pt-10">
          <ClickToPlay
            videoUrl={video.video_url}
            title={video.title}
            thumbnail={video.thumbnail}
            load="first"
          />
          <div className="mt-8 border-t border-line pt-6">
            <ShareButtons title={video.title} />
          </div>
        </div>
      </article>
      {more.length > 0 ? (
        <Related
          id="video-more"
          title={t('content.videos.more')}
          action={{ to: path('/videos'), label: t('content.videos.all') }}
        >
          {more.map((item) => (
            <li key={item.id}>
              <ContentCard
                to={path(`/videos/${item.id}`)}
                title={item.title}
                image={item.thumbnail}
                date={item.created_at}
                kind="video"
              />
            </li>
          ))}
        </Related>
      ) : null}
    </main>
  );
}
