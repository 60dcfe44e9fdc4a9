// The site's content (contract §4): blogs, stories and videos with their lists, the pages, the
// FAQs and the home page's main video.
import type { Locale } from '@ataa/contract/locale';
import type { PageRequest } from '@ataa/contract/pagination';
import type { Infrastructure } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { pick } from '../../http/localize.ts';
import { paginate } from '../../http/paginate.ts';
import { pathId } from '../../http/params.ts';
import {
  author,
  type BlogCardRow,
  blogCard,
  presentTitledText,
  storyCard,
  type VideoCardRow,
  videoCard,
} from './present.ts';
import {
  allFaqs,
  countPublications,
  findBlog,
  findPage,
  findStory,
  findVideo,
  newest,
  type Publication,
  pageTitles,
  publicationTables,
} from './queries.ts';
import { readSetting } from './site-settings.ts';

const SIMILAR_ITEMS = 4;

type StoryRow = Parameters<typeof storyCard>[2];

/** How each kind of publication is read for its cards and shown as one. */
interface Kind<Row, Card> {
  source: Publication;
  card: (ctx: Pick<Infrastructure, 'storage'>, locale: Locale, row: Row) => Card;
}

const blogKind: Kind<BlogCardRow, ReturnType<typeof blogCard>> = {
  source: publicationTables.blogs,
  card: blogCard,
};
const storyKind: Kind<StoryRow, ReturnType<typeof storyCard>> = {
  source: publicationTables.stories,
  card: storyCard,
};
const videoKind: Kind<VideoCardRow, ReturnType<typeof videoCard>> = {
  source: publicationTables.videos,
  card: videoCard,
};
export const publications = { blogs: blogKind, stories: storyKind, videos: videoKind };

/** One page of a publication's cards, newest first. */
export function listPublications<Row, Card>(
  ctx: Pick<Infrastructure, 'db' | 'storage'>,
  locale: Locale,
  kind: Kind<Row, Card>,
  page: PageRequest,
) {
  return paginate(
    page,
    (limit, offset) => newest<Row>(ctx.db, kind.source, { limit, offset }),
    () => countPublications(ctx.db, kind.source),
    (row) => kind.card(ctx, locale, row),
  );
}

/** The newest cards of a kind other than the one shown. */
async function similarTo<Row, Card>(
  ctx: Pick<Infrastructure, 'db' | 'storage'>,
  locale: Locale,
  kind: Kind<Row, Card>,
  id: number,
) {
  const rows = await newest<Row>(ctx.db, kind.source, { limit: SIMILAR_ITEMS, excludeId: id });
  return rows.map((row) => kind.card(ctx, locale, row));
}

export async function blogDetail(ctx: Pick<Infrastructure, 'db' | 'storage'>, locale: Locale, id: number) {
  const found = await findBlog(ctx.db, id);
  if (!found) throw AppError.notFound();
  return {
    ...blogCard(ctx, locale, found.blogs),
    content: pick(locale, found.blogs.contentAr, found.blogs.contentEn),
    user: author(locale, found.users),
    similar_blogs: await similarTo(ctx, locale, blogKind, id),
  };
}

export async function storyDetail(ctx: Pick<Infrastructure, 'db' | 'storage'>, locale: Locale, id: number) {
  const found = await findStory(ctx.db, id);
  if (!found) throw AppError.notFound();
  return {
    ...storyCard(ctx, locale, found),
    similar_stories: await similarTo(ctx, locale, storyKind, id),
  };
}

export async function videoDetail(ctx: Pick<Infrastructure, 'db' | 'storage'>, locale: Locale, id: number) {
  const found = await findVideo(ctx.db, id);
  if (!found) throw AppError.notFound();
  return {
    ...videoCard(ctx, locale, found.videos),
    video_url: found.videos.videoUrl,
    user: author(locale, found.users),
  };
}

export async function pageList(ctx: Pick<Infrastructure, 'db'>, locale: Locale) {
  const rows = await pageTitles(ctx.db);
  return rows.map((row) => ({ id: row.id, title: pick(locale, row.titleAr, row.titleEn) }));
}

/** Pages the site links by name, such as the terms, are also found by their slug (NEW, additive). */
const PAGE_SLUG = /^[a-z][a-z0-9-]{0,49}$/;

export async function pageDetail(ctx: Pick<Infrastructure, 'db'>, locale: Locale, idOrSlug: string) {
  const key = PAGE_SLUG.test(idOrSlug) ? { slug: idOrSlug } : { id: pathId(idOrSlug) };
  const row = await findPage(ctx.db, key);
  if (!row) throw AppError.notFound();
  return presentTitledText(locale, row);
}

export async function faqList(ctx: Pick<Infrastructure, 'db'>, locale: Locale) {
  return (await allFaqs(ctx.db)).map((row) => presentTitledText(locale, row));
}

export async function mainVideo(ctx: Pick<Infrastructure, 'db'>, locale: Locale) {
  const stored = await readSetting(ctx.db, 'main_video');
  return {
    title: pick(locale, stored.title_ar, stored.title_en),
    // An empty link means none is set (contract §4: `video_url` is null then).
    video_url: stored.video_url || null,
  };
}
