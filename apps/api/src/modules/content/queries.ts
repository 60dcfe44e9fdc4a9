// The content tables (contract §4): blogs, stories and videos newest first, pages and FAQs in
// their admin order; and the site settings, one row per key.
import { asc, desc, eq, getTableColumns, ne } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { blogs, faqs, pages, siteSettings, stories, users, videos } from '../../db/schema.ts';
import type { BlogCardRow, VideoCardRow } from './present.ts';

/** The columns a blog card needs: lists read these only, not the (long) content in both languages. */
const blogCardColumns = {
  id: blogs.id,
  imagePath: blogs.imagePath,
  titleAr: blogs.titleAr,
  titleEn: blogs.titleEn,
  descriptionAr: blogs.descriptionAr,
  descriptionEn: blogs.descriptionEn,
  createdAt: blogs.createdAt,
} satisfies Record<keyof BlogCardRow, unknown>;
const videoCardColumns = {
  id: videos.id,
  thumbnailPath: videos.thumbnailPath,
  titleAr: videos.titleAr,
  titleEn: videos.titleEn,
  createdAt: videos.createdAt,
} satisfies Record<keyof VideoCardRow, unknown>;

/** Blogs, stories and videos are all listed newest first and paginated the same way. */
export interface Publication {
  table: typeof blogs | typeof stories | typeof videos;
  /** What a card of it reads. */
  columns: SelectedFields;
}

/** Each kind of publication: its table and the columns its cards read. */
export const publicationTables = {
  blogs: { table: blogs, columns: blogCardColumns },
  stories: { table: stories, columns: getTableColumns(stories) },
  videos: { table: videos, columns: videoCardColumns },
} satisfies Record<string, Publication>;

/** One page of a publication, newest first, reading only its card's columns; `excludeId` leaves one out. */
export function newest<Row>(
  db: Queryable,
  { table, columns }: Publication,
  page: { limit: number; offset?: number; excludeId?: number },
): Promise<Row[]> {
  let query = db
    .select(columns)
    .from(table as typeof blogs)
    .$dynamic();
  if (page.excludeId !== undefined) query = query.where(ne(table.id, page.excludeId));
  return query
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(page.limit)
    .offset(page.offset ?? 0) as unknown as Promise<Row[]>;
}

export async function countPublications(db: Queryable, { table }: Publication): Promise<number> {
  return db.$count(table as typeof blogs);
}

export async function findBlog(db: Queryable, id: number) {
  const [found] = await db
    .select()
    .from(blogs)
    .leftJoin(users, eq(users.id, blogs.authorId))
    .where(eq(blogs.id, id));
  return found;
}

export async function findStory(db: Queryable, id: number) {
  const [found] = await db.select().from(stories).where(eq(stories.id, id));
  return found;
}

export async function findVideo(db: Queryable, id: number) {
  const [found] = await db
    .select()
    .from(videos)
    .leftJoin(users, eq(users.id, videos.authorId))
    .where(eq(videos.id, id));
  return found;
}

export function pageTitles(db: Queryable) {
  return db
    .select({ id: pages.id, titleAr: pages.titleAr, titleEn: pages.titleEn })
    .from(pages)
    .orderBy(asc(pages.sort), asc(pages.id));
}

export async function findPage(db: Queryable, key: { id: number } | { slug: string }) {
  const [row] = await db
    .select()
    .from(pages)
    .where('slug' in key ? eq(pages.slug, key.slug) : eq(pages.id, key.id));
  return row;
}

export function allFaqs(db: Queryable) {
  return db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id));
}

export async function findSetting(db: Queryable, key: string) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key));
  return row;
}

export async function upsertSetting(db: Queryable, key: string, value: unknown) {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}
