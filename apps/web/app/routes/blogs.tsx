import { translate } from '@ataa/contract/translate';
import { CardGrid, ContentCard, gridImageLoad } from '../components/content/cards.tsx';
import { ListEmpty, listTitle } from '../components/content/list.tsx';
import { assertPageExists, LIST_PAGE_SIZE, requestedPage } from '../components/content/loaders.server.ts';
import { PageHeader } from '../components/content/page-header.tsx';
import { Pager } from '../components/content/pagination.tsx';
import type { BlogCard, Paginated } from '../components/content/types.ts';
import { apiGet } from '../lib/api.server.ts';
import { localeFromPath, useI18n } from '../lib/i18n.ts';
import { publicPageHeaders } from '../lib/public-page.ts';
import { metaLocale, seo } from '../lib/seo.ts';
import type { Route } from './+types/blogs';

export const headers = publicPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const page = requestedPage(request);
  const blogs = await apiGet<Paginated<BlogCard>>(
    context,
    request,
    `/blogs?page=${page}&per_page=${LIST_PAGE_SIZE}`,
    locale,
  );
  assertPageExists(blogs);
  return { blogs };
}

export function meta(args: Route.MetaArgs) {
  const locale = metaLocale(args);
  return seo(args, {
    title: listTitle(locale, translate(locale, 'content.blogs.title'), args.loaderData?.blogs.meta),
    description: translate(locale, 'content.blogs.lead'),
  });
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { data, meta } = loaderData.blogs;
  return (
    <main id="main">
      <PageHeader title={t('content.blogs.title')} lead={t('content.blogs.lead')}>
        <p className="mt-4 text-sm font-bold text-primary-dark">
          {t('content.blogs.count', { count: meta.total })}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pt-10 sm:pt-12">
        {data.length === 0 ? (
          <ListEmpty>{t('content.blogs.empty')}</ListEmpty>
        ) : (
          <CardGrid>
            {data.map((blog, index) => (
              <li key={blog.id}>
                <ContentCard
                  to={path(`/blogs/${blog.id}`)}
                  title={blog.title}
                  image={blog.image}
                  date={blog.created_at}
                  excerpt={blog.description}
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
