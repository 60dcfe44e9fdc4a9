import type { Locale } from '@ataa/contract/locale';
import type { Infrastructure } from '../../context.ts';
import type { blogs, stories, users, videos } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import { displayName } from '../accounts/index.ts';

/** What a blog card shows, all its lists read (not the long content in both languages). */
export type BlogCardRow = Pick<
  typeof blogs.$inferSelect,
  'id' | 'imagePath' | 'titleAr' | 'titleEn' | 'descriptionAr' | 'descriptionEn' | 'createdAt'
>;
type Story = typeof stories.$inferSelect;
export type VideoCardRow = Pick<
  typeof videos.$inferSelect,
  'id' | 'thumbnailPath' | 'titleAr' | 'titleEn' | 'createdAt'
>;
type User = typeof users.$inferSelect;

const fileUrl = (ctx: Pick<Infrastructure, 'storage'>, path: string | null) =>
  path ? ctx.storage.url(path) : null;

export const blogCard = (ctx: Pick<Infrastructure, 'storage'>, locale: Locale, row: BlogCardRow) => ({
  id: row.id,
  image: fileUrl(ctx, row.imagePath),
  title: pick(locale, row.titleAr, row.titleEn),
  description: pick(locale, row.descriptionAr, row.descriptionEn),
  created_at: row.createdAt.toISOString(),
});

export const storyCard = (ctx: Pick<Infrastructure, 'storage'>, locale: Locale, row: Story) => ({
  id: row.id,
  image: fileUrl(ctx, row.imagePath),
  title: pick(locale, row.titleAr, row.titleEn),
  content: pick(locale, row.contentAr, row.contentEn),
  created_at: row.createdAt.toISOString(),
});

export const videoCard = (ctx: Pick<Infrastructure, 'storage'>, locale: Locale, row: VideoCardRow) => ({
  id: row.id,
  thumbnail: fileUrl(ctx, row.thumbnailPath),
  title: pick(locale, row.titleAr, row.titleEn),
  created_at: row.createdAt.toISOString(),
});

/** The author block of blogs and videos: `{id, name, full_name}`. */
export const author = (locale: Locale, user: User | null) =>
  user
    ? { id: user.id, name: user.firstName ?? displayName(user, locale), full_name: displayName(user, locale) }
    : null;

/** Pages and FAQs alike: a localised title over a localised text. */
export const presentTitledText = (
  locale: Locale,
  row: { id: number; titleAr: string; titleEn: string; contentAr: string; contentEn: string },
) => ({
  id: row.id,
  title: pick(locale, row.titleAr, row.titleEn),
  content: pick(locale, row.contentAr, row.contentEn),
});
