import { translate } from '@ataa/contract/translate';
import { CardGrid, ContentCard, gridImageLoad } from '../components/content/cards.tsx';
import { ListEmpty, listTitle } from '../components/content/list.tsx';
import {
  assertPageExists,
  LIST_PAGE_SIZE,
  requestedPage,
  summarizeStory,
} from '../components/content/loaders.server.ts';
import { PageHeader } from '../components/content/page-header.tsx';
import { Pager } from '../components/content/pagination.tsx';
import type { Paginated, StoryCard } from '../components/content/types.ts';
import { apiGet } from '../lib/api.server.ts';
import { localeFromPath, useI18n } from '../lib/i18n.ts';
import { publicPageHeaders } from '../lib/public-page.ts';
import { metaLocale, seo } from '../lib/seo.ts';
import type { Route } from './+types/stories';

export const headers = publicPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const page = requestedPage(request);
  const stories = await apiGet<Paginated<StoryCard>>(
    context,
    request,
    `/stories?page=${page}&per_page=${LIST_PAGE_SIZE}`,
    locale,
  );
  assertPageExists(stories);
  // The cards only need an excerpt, not each story's whole HTML.
  return { stories: { data: stories.data.map(summarizeStory), meta: stories.meta } };
}

export function meta(args: Route.MetaArgs) {
  const locale = metaLocale(args);
  return seo(args, {
    title: listTitle(locale, translate(locale, 'content.stories.title'), args.loaderData?.stories.meta),
    description: translate(locale, 'content.stories.lead'),
  });
}

export default function Stories({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { data, meta } = loaderData.stories;
  return (
    <main id="main">
      <PageHeader title={t('content.stories.title')} lead={t('content.stories.lead')}>
        <p className="mt-4 text-sm font-bold text-primary-dark">
          {t('content.stories.count', { count: meta.total })}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pt-10 sm:pt-12">
        {data.length === 0 ? (
          <ListEmpty>{t('content.stories.empty')}</ListEmpty>
        ) : (
          <CardGrid>
            {data.map((story, index) => (
              <li key={story.id}>
                <ContentCard
                  to={path(`/stories/${story.id}`)}
                  title={story.title}
                  image={story.image}
                  date={story.created_at}
                  excerpt={story.excerpt}
                  headingLevel={2}
                  load={gridImageLoad(index)}
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
