import { asc, count, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { blogs, faqs, pages, stories, users, videos } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { pick } from '../../http/localize.ts';
import { pageRequest, paginate } from '../../http/paginate.ts';
import { pathId } from '../../http/params.ts';
import { readSetting } from '../settings.ts';
import { author, blogCard, storyCard, videoCard } from './present.ts';

const tags = ['Content'];
const SIMILAR_ITEMS = 4;
type IdParams = { Params: { id: string } };

export async function contentRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx;
  const newestFirst = (table: typeof blogs | typeof stories | typeof videos) => [
    desc(table.createdAt),
    desc(table.id),
  ];

  app.get('/pages', { schema: { tags } }, async (request) => {
    const rows = await db
      .select({ id: pages.id, titleAr: pages.titleAr, titleEn: pages.titleEn })
      .from(pages)
      .orderBy(asc(pages.sort), asc(pages.id));
    const data = rows.map((row) => ({ id: row.id, title: pick(request.locale, row.titleAr, row.titleEn) }));
    return success(request.locale, { data });
  });

  app.get<IdParams>('/pages/:id', { schema: { tags } }, async (request) => {
    const [row] = await db
      .select()
      .from(pages)
      .where(eq(pages.id, pathId(request.params.id)));
    if (!row) throw AppError.notFound();
    const { locale } = request;
    return success(locale, {
      id: row.id,
      title: pick(locale, row.titleAr, row.titleEn),
      content: pick(locale, row.contentAr, row.contentEn),
    });
  });

  app.get('/faqs', { schema: { tags } }, async (request) => {
    const rows = await db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id));
    const { locale } = request;
    const data = rows.map((row) => ({
      id: row.id,
      title: pick(locale, row.titleAr, row.titleEn),
      content: pick(locale, row.contentAr, row.contentEn),
    }));
    return success(locale, { data });
  });

  app.get('/blogs', { schema: { tags } }, async (request) => {
    const result = await paginate(
      pageRequest(request),
      (limit, offset) =>
        db
          .select()
          .from(blogs)
          .orderBy(...newestFirst(blogs))
          .limit(limit)
          .offset(offset),
      async () => (await db.select({ total: count() }).from(blogs))[0]!.total,
      (row) => blogCard(ctx, request.locale, row),
    );
    return success(request.locale, result);
  });

  app.get<IdParams>('/blogs/:id', { schema: { tags } }, async (request) => {
    const id = pathId(request.params.id);
    const [found] = await db
      .select()
      .from(blogs)
      .leftJoin(users, eq(users.id, blogs.authorId))
      .where(eq(blogs.id, id));
    if (!found) throw AppError.notFound();
    const similar = await db
      .select()
      .from(blogs)
      .where(ne(blogs.id, id))
      .orderBy(...newestFirst(blogs))
      .limit(SIMILAR_ITEMS);
    const { locale } = request;
    return success(locale, {
      ...blogCard(ctx, locale, found.blogs),
      content: pick(locale, found.blogs.contentAr, found.blogs.contentEn),
      user: author(locale, found.users),
      similar_blogs: similar.map((row) => blogCard(ctx, locale, row)),
    });
  });

  app.get('/stories', { schema: { tags } }, async (request) => {
    const result = await paginate(
      pageRequest(request),
      (limit, offset) =>
        db
          .select()
          .from(stories)
          .orderBy(...newestFirst(stories))
          .limit(limit)
          .offset(offset),
      async () => (await db.select({ total: count() }).from(stories))[0]!.total,
      (row) => storyCard(ctx, request.locale, row),
    );
    return success(request.locale, result);
  });

  app.get<IdParams>('/stories/:id', { schema: { tags } }, async (request) => {
    const id = pathId(request.params.id);
    const [story] = await db.select().from(stories).where(eq(stories.id, id));
    if (!story) throw AppError.notFound();
    const similar = await db
      .select()
      .from(stories)
      .where(ne(stories.id, id))
      .orderBy(...newestFirst(stories))
      .limit(SIMILAR_ITEMS);
    const { locale } = request;
    return success(locale, {
      ...storyCard(ctx, locale, story),
      similar_stories: similar.map((row) => storyCard(ctx, locale, row)),
    });
  });

  app.get('/videos', { schema: { tags } }, async (request) => {
    const result = await paginate(
      pageRequest(request),
      (limit, offset) =>
        db
          .select()
          .from(videos)
          .orderBy(...newestFirst(videos))
          .limit(limit)
          .offset(offset),
      async () => (await db.select({ total: count() }).from(videos))[0]!.total,
      (row) => videoCard(ctx, request.locale, row),
    );
    return success(request.locale, result);
  });

  app.get<IdParams>('/videos/:id', { schema: { tags } }, async (request) => {
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
  });

  app.get('/main/video', { schema: { tags } }, async (request) => {
    const video = await readSetting(db, 'main_video');
    return success(request.locale, {
      title: pick(request.locale, video.title_ar, video.title_en),
      // An empty link means none is set (contract §4: `video_url` is null then).
      video_url: video.video_url || null,
    });
  });
}
