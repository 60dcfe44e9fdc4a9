import { translate } from '@ataa/contract/translate';
import { Clock, UserRound } from 'lucide-react';
import { ContentCard, CoverImage, PICTURE_SIZES, PublishedDate } from '../../components/content/cards.tsx';
import { PageHeader } from '../../components/content/page-header.tsx';
import { Related } from '../../components/content/related.tsx';
import { RichText } from '../../components/content/rich-text.tsx';
import { ShareButtons } from '../../components/content/share-buttons.tsx';
import { ClickToPlay } from '../../components/content/video-player.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { WITH_DONATE_ALL_BUTTON } from '../../lib/donate-all-button.ts';
import { useI18n } from '../../lib/i18n.ts';
import { itemId } from '../../lib/page-address.server.ts';
import { publicPageHeaders } from '../../lib/public-page.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/content-item';
import {
  type ArticleContent,
  type ContentItem,
  loadContentItem,
  type VideoContent,
} from './content-items.server.ts';
import { CONTENT_KINDS, contentKind } from './content-kinds.ts';

// A blog post, story or video: one page, its kind read from the address.

export const headers = publicPageHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const kind = contentKind(new URL(request.url).pathname);
  const item = await loadContentItem(apiFor(context, request), kind, itemId(params.id));
  return { kind, item };
}

export const handle = WITH_DONATE_ALL_BUTTON;

export function meta(args: Route.MetaArgs) {
  const item = args.loaderData?.item;
  if (!item) return seo(args, { title: translate(metaLocale(args), 'site.not_found.title'), noindex: true });
  return seo(args, { title: item.title, description: item.description, image: item.image });
}

export default function ContentItemPage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { kind, item } = loaderData;
  const { body } = item;
  const related = CONTENT_KINDS[kind].related;
  return (
    <main id="main">
      <article>
        <PageHeader
          title={item.title}
          crumbs={[{ label: t(`content.${kind}.title`), to: path(`/${kind}`) }, { label: item.title }]}
          width={body.type === 'article' ? 'narrow' : 'wide'}
        >
          {body.type === 'article' ? (
            <p className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
              <PublishedDate value={item.created_at} />
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4" />
                {t('content.common.reading_time', { minutes: body.minutes })}
              </span>
              {body.author ? (
                <span className="inline-flex items-center gap-1.5">
                  <UserRound aria-hidden="true" className="size-4" />
                  {t('content.blogs.by', { name: body.author })}
                </span>
              ) : null}
            </p>
          ) : (
            <p className="mt-5 text-sm text-muted">
              <PublishedDate value={item.created_at} />
            </p>
          )}
        </PageHeader>
        {body.type === 'article' ? (
          <ArticleBody item={item} body={body} />
        ) : (
          <VideoBody item={item} body={body} />
        )}
      </article>
      {item.related.length > 0 ? (
        <Related
          id={related.id}
          title={t(related.title)}
          action={{ to: path(`/${kind}`), label: t(`content.${kind}.all`) }}
        >
          {item.related.map((card) => (
            <li key={card.id}>
              <ContentCard
                to={path(`/${kind}/${card.id}`)}
                title={card.title}
                image={card.image}
                date={card.created_at}
                excerpt={card.excerpt}
                kind={CONTENT_KINDS[kind].card}
              />
            </li>
          ))}
        </Related>
      ) : null}
    </main>
  );
}

function ArticleBody({ item, body: { lead, html } }: { item: ContentItem; body: ArticleContent }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 sm:pt-10">
      {item.image ? (
        <CoverImage
          src={item.image}
          alt={item.title}
          load="first"
          sizes={PICTURE_SIZES.article}
          className="rounded-3xl shadow-md"
        />
      ) : null}
      {lead ? (
        <p className="mt-8 border-s-4 border-accent/70 ps-4 text-xl leading-relaxed font-bold text-ink">
          {lead}
        </p>
      ) : null}
      <RichText html={html} className={`${lead ? 'mt-6' : 'mt-8'} text-lg`} />
      <div className="mt-10 border-t border-line pt-6">
        <ShareButtons title={item.title} />
      </div>
    </div>
  );
}

function VideoBody({ item, body }: { item: ContentItem; body: VideoContent }) {
  return (
    <div className="mx-auto max-w-5xl px-4 pt-8 sm:pt-10">
      <ClickToPlay videoUrl={body.url} title={item.title} thumbnail={item.image} load="first" />
      <div className="mt-8 border-t border-line pt-6">
        <ShareButtons title={item.title} />
      </div>
    </div>
  );
}
