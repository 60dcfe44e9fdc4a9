import { translate } from '@ataa/contract/translate';
import { Clock, UserRound } from 'lucide-react';
import { ContentCard, CoverImage, PublishedDate } from '../components/content/cards.tsx';
import { itemId } from '../components/content/loaders.server.ts';
import { PageHeader } from '../components/content/page-header.tsx';
import { Related } from '../components/content/related.tsx';
import { RichText } from '../components/content/rich-text.tsx';
import { ShareButtons } from '../components/content/share-buttons.tsx';
import { htmlToText, readingMinutes } from '../components/content/text.ts';
import type { Blog } from '../components/content/types.ts';
import { apiGet } from '../lib/api.server.ts';
import { localeFromPath, useI18n } from '../lib/i18n.ts';
import { publicPageHeaders } from '../lib/public-page.ts';
import { metaLocale, seo } from '../lib/seo.ts';
import type { Route } from './+types/blog';

const SIMILAR = 3;

export const headers = publicPageHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const blog = await apiGet<Blog>(context, request, `/blogs/${itemId(params.id)}`, locale);
  return { blog, minutes: readingMinutes(htmlToText(blog.content)) };
}

export function meta(args: Route.MetaArgs) {
  const blog = args.loaderData?.blog;
  if (!blog) return seo(args, { title: translate(metaLocale(args), 'site.not_found.title'), noindex: true });
  return seo(args, { title: blog.title, description: blog.description || undefined, image: blog.image });
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { blog, minutes } = loaderData;
  return (
    <main id="main">
      <article>
        <PageHeader
          title={blog.title}
          crumbs={[{ label: t('content.blogs.title'), to: path('/blogs') }, { label: blog.title }]}
          width="narrow"
        >
          <p className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
            <PublishedDate value={blog.created_at} />
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {t('content.common.reading_time', { minutes })}
            </span>
            {blog.user ? (
              <span className="inline-flex items-center gap-1.5">
                <UserRound aria-hidden="true" className="size-4" />
                {t('content.blogs.by', { name: blog.user.full_name || blog.user.name })}
              </span>
            ) : null}
          </p>
        </PageHeader>
        <div className="mx-auto max-w-3xl px-4 pt-8 sm:pt-10">
          {blog.image ? (
            <CoverImage src={blog.image} alt={blog.title} load="first" className="rounded-3xl shadow-md" />
          ) : null}
          {blog.description ? (
            <p className="mt-8 border-s-4 border-accent/70 ps-4 text-xl leading-relaxed font-bold text-ink">
              {blog.description}
            </p>
          ) : null}
          <RichText html={blog.content} className="mt-6 text-lg" />
          <div className="mt-10 border-t border-line pt-6">
            <ShareButtons title={blog.title} />
          </div>
        </div>
      </article>
      {blog.similar_blogs.length > 0 ? (
        <Related
          id="blog-similar"
          title={t('content.blogs.similar')}
          action={{ to: path('/blogs'), label: t('content.blogs.all') }}
        >
          {blog.similar_blogs.slice(0, SIMILAR).map((item) => (
            <li key={item.id}>
              <ContentCard
                to={path(`/blogs/${item.id}`)}
                title={item.title}
                image={item.image}
                date={item.created_at}
                excerpt={item.description}
              />
            </li>
          ))}
        </Related>
      ) : null}
    </main>
  );
}
