import {
  blog,
  blogCard as blogCardSchema,
  dataList,
  envelope,
  faq,
  mainVideo,
  page,
  pageSummary,
  paginated,
  story,
  storyCard as storyCardSchema,
  video,
  videoCard as videoCardSchema,
} from '@ataa/contract/schemas/entities';
import { asc, count, desc, eq, getTableColumns, ne } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { blogs, faqs, pages, stories, users, videos } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { pick } from '../../http/localize.ts';
import { pageRequest, paginate } from '../../http/paginate.ts';
import { pathId } from '../../http/params.ts';
import { readSetting } from '../settings.ts';
import { author, blogCard, blogCardColumns, storyCard, videoCard, videoCardColumns } from './present.ts';

type BlogCardRow = Parameters<typeof blogCard>[2];
type StoryRow = Parameters<typeof storyCard>[2];
type VideoCardRow = Parameters<typeof videoCard>[2];

const tags = ['Content'];
const SIMILAR_ITEMS = 4;
type IdParams = { Params: { id: string } };

/** Pages the site links by name, such as the terms, are also found by their slug (NEW, additive). */
const PAGE_SLUG = /^[a-z][a-z0-9-]{0,49}$/;
function pageKey(value: string) {
  return PAGE_SLUG.test(value) ? eq(pages.slug, value) : eq(pages.id, pathId(value));
}

/** Blogs, stories and videos are all listed newest first and paginated the same way. */
type Publication = typeof blogs | typeof stories | typeof videos;

function newestFirst(table: Publication) {
  return [desc(table.createdAt), desc(table.id)];
}

/** One page of a publication, newest first, reading only `columns`; `excludeId` leaves one out. */
function newest<Row>(
  db: Queryable,
  table: Publication,
  columns: SelectedFields,
  page: { limit: number; offset?: number; excludeId?: number },
): Promise<Row[]> {
  let query = db
    .select(columns)
    .from(table as typeof blogs)
    .$dynamic();
  if (page.excludeId !== undefined) query = query.where(ne(table.id, page.excludeId));
  return query
    .orderBy(...newestFirst(table))
    .limit(page.limit)
    .offset(page.offset ?? 0) as unknown as Promise<Row[]>;
}

export async function contentRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx;

  function listRoute<Row>(
    path: string,
    table: Publication,
    columns: SelectedFields,
    item: z.ZodType,
    present: (request: FastifyRequest, row: Row) => unknown,
  ) {
    app.get(path, { schema: { tags, response: { 200: envelope(paginated(item)) } } }, async (request) => {
      const result = await paginate(
        pageRequest(request),
        (limit, offset) => newest<Row>(db, table, columns, { limit, offset }),
        async () => (await db.select({ total: count() }).from(table as typeof blogs))[0]!.total,
        (row) => present(request, row),
      );
      return success(request.locale, result);
    });
  }

  listRoute('/blogs', blogs, blogCardColumns, blogCardSchema, (request, row: BlogCardRow) =>
    blogCard(ctx, request.locale, row),
  );
  listRoute('/stories', stories, getTableColumns(stories), storyCardSchema, (request, row: StoryRow) =>
    storyCard(ctx, request.locale, row),
  );
  listRoute('/videos', videos, videoCardColumns, videoCardSchema, (request, row: VideoCardRow) =>
    videoCard(ctx, request.locale, row),
  );

  app.get<IdParams>(
    '/blogs/:id',
    { schema: { tags, response: { 200: envelope(blog) } } },
    async (request) => {
      const id = pathId(request.params.id);
      const [found] = await db
        .select()
        .from(blogs)
        .leftJoin(users, eq(users.id, blogs.authorId))
        .where(eq(blogs.id, id));
      if (!found) throw AppError.notFound();
      const similar = await newest<BlogCardRow>(db, blogs, blogCardColumns, {
        limit: SIMILAR_ITEMS,
        excludeId: id,
      });
      const { locale } = request;
      return success(locale, {
        ...blogCard(ctx, locale, found.blogs),
        content: pick(locale, found.blogs.contentAr, found.blogs.contentEn),
        user: author(locale, found.users),
        similar_blogs: similar.map((row) => blogCard(ctx, locale, row)),
      });
    },
  );

  app.get<IdParams>(
    '/stories/:id',
    { schema: { tags, response: { 200: envelope(story) } } },
    async (request) => {
      const id = pathId(request.params.id);
      const [found] = await db.select().from(stories).where(eq(stories.id, id));
      if (!found) throw AppError.notFound();
      const similar = await newest<StoryRow>(db, stories, getTableColumns(stories), {
        limit: SIMILAR_ITEMS,
        excludeId: id,
      });
      const { locale } = request;
      return success(locale, {
        ...storyCard(ctx, locale, found),
        similar_stories: similar.map((row) => storyCard(ctx, locale, row)),
      });
    },
  );

  app.get<IdParams>(
    '/videos/:id',
    { schema: { tags, response: { 200: envelope(video) } } },
    async (request) => {
      const id = pathId(request.params.id);
      const [found] = await db
        .select()
        .from(videos)
        .leftJoin(users, eq(users.id, videos.authorId))
        .where(eq(videos.id, id));
      if (!found) throw AppError.notFound();
      const { locale } = request;
      return success(locale, {
        ...videoCard(ctx, locale, found.videos),
        video_url: found.videos.videoUrl,
        user: author(locale, found.users),
      });
    },
  );

  app.get(
    '/pages',
    { schema: { tags, response: { 200: envelope(dataList(pageSummary)) } } },
    async (request) => {
      const rows = await db
        .select({ id: pages.id, titleAr: pages.titleAr, titleEn: pages.titleEn })
        .from(pages)
        .orderBy(asc(pages.sort), asc(pages.id));
      const data = rows.map((row) => ({ id: row.id, title: pick(request.locale, row.titleAr, row.titleEn) }));
      return success(request.locale, { data });
    },
  );

  app.get<IdParams>(
    '/pages/:id',
    { schema: { tags, response: { 200: envelope(page) } } },
    async (request) => {
      const [row] = await db.select().from(pages).where(pageKey(request.params.id));
      if (!row) throw AppError.notFound();
      const { locale } = request;
      return success(locale, {
        id: row.id,
        title: pick(locale, row.titleAr, row.titleEn),
        content: pick(locale, row.contentAr, row.contentEn),
      });
    },
  );

  app.get('/faqs', { schema: { tags, response: { 200: envelope(dataList(faq)) } } }, async (request) => {
    const rows = await db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id));
    const { locale } = request;
    const data = rows.map((row) => ({
      id: row.id,
      title: pick(locale, row.titleAr, row.titleEn),
      content: pick(locale, row.contentAr, row.contentEn),
    }));
    return success(locale, { data });
  });

  app.get('/main/video', { schema: { tags, response: { 200: envelope(mainVideo) } } }, async (request) => {
    const stored = await readSetting(db, 'main_video');
    return success(request.locale, {
      title: pick(request.locale, stored.title_ar, stored.title_en),
      // An empty link means none is set (contract §4: `video_url` is null then).
      video_url: stored.video_url || null,
    });
  });
}
