import { translate } from '@ataa/contract/translate';
import { Clock } from 'lucide-react';
import { ContentCard, CoverImage, PublishedDate } from '../components/content/cards.tsx';
import { itemId, summarizeStory } from '../components/content/loaders.server.ts';
import { PageHeader } from '../components/content/page-header.tsx';
import { Related } from '../components/content/related.tsx';
import { RichText } from '../components/content/rich-text.tsx';
import { ShareButtons } from '../components/content/share-buttons.tsx';
import { excerpt, htmlToText, readingMinutes } from '../components/content/text.ts';
import type { Story } from '../components/content/types.ts';
import { apiGet } from '../lib/api.server.ts';
import { localeFromPath, useI18n } from '../lib/i18n.ts';
import { publicPageHeaders } from '../lib/public-page.ts';
import { metaLocale, seo } from '../lib/seo.ts';
import type { Route } from './+types/story';

const SIMILAR = 3;

export const headers = publicPageHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { similar_stories: similar, ...story } = await apiGet<Story>(
    context,
    request,
    `/stories/${itemId(params.id)}`,
    locale,
  );
  const text = htmlToText(story.content);
  return {
    story,
    summary: excerpt(text, 160),
    minutes: readingMinutes(text),
    similar: similar.slice(0, SIMILAR).map(summarizeStory),
  };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (!data) return seo(args, { title: translate(metaLocale(args), 'site.not_found.title'), noindex: true });
  return seo(args, {
    title: data.story.title,
    description: data.summary || undefined,
    image: data.story.image,
  });
}

export default function StoryPage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { story, minutes, similar } = loaderData;
  return (
    <main id="main">
      <article>
        <PageHeader
          title={story.title}
          crumbs={[{ label: t('content.stories.title'), to: path('/stories') }, { label: story.title }]}
          width="narrow"
        >
          <p className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
            <PublishedDate value={story.created_at} />
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {t('content.common.reading_time', { minutes })}
            </span>
          </p>
        </PageHeader>
        <div className="mx-auto max-w-3xl px-4 pt-8 sm:pt-10">
          {story.image ? (
            <CoverImage src={story.image} alt={story.title} load="first" className="rounded-3xl shadow-md" />
          ) : null}
          <RichText html={story.content} className="mt-8 text-lg" />
          <div className="mt-10 border-t border-line pt-6">
            <ShareButtons title={story.title} />
          </div>
        </div>
      </article>
      {similar.length > 0 ? (
        <Related
          id="story-similar"
          title={t('content.stories.similar')}
          action={{ to: path('/stories'), label: t('content.stories.all') }}
        >
          {similar.map((item) => (
            <li key={item.id}>
              <ContentCard
                to={path(`/stories/${item.id}`)}
                title={item.title}
                image={item.image}
                date={item.created_at}
                excerpt={item.excerpt}
              />
            </li>
          ))}
        </Related>
      ) : null}
    </main>
  );
}
