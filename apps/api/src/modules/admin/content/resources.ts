import { CONTENT_RESOURCES, type ContentResourceName } from '@ataa/contract/schemas/admin-content';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  blogs,
  campaigns,
  categories,
  currencies,
  faqs,
  pages,
  partners,
  socials,
  stories,
  videos,
} from '../../../db/schema.ts';
import { currencyRules } from './currency-rules.ts';
import { columnNaming } from './fields.ts';
import type { Row, TableResource } from './resource-shape.ts';

const createdAt = (_ctx: unknown, row: Row) => ({ created_at: (row.createdAt as Date).toISOString() });
const newestFirst = (table: typeof blogs | typeof stories | typeof videos) => [
  desc(table.createdAt),
  desc(table.id),
];
const bySort = (table: { sort: PgColumn; id: PgColumn }) => [asc(table.sort), asc(table.id)];
const author = (actorId: number) => ({ authorId: actorId });

export const RESOURCES: Record<ContentResourceName, TableResource> = {
  blogs: {
    name: 'blogs',
    fields: CONTENT_RESOURCES.blogs,
    table: blogs,
    naming: columnNaming(),
    objectType: 'blog',
    tag: 'content',
    order: newestFirst(blogs),
    onCreate: author,
    extra: createdAt,
  },
  stories: {
    name: 'stories',
    fields: CONTENT_RESOURCES.stories,
    table: stories,
    naming: columnNaming(),
    objectType: 'story',
    tag: 'content',
    order: newestFirst(stories),
    extra: createdAt,
  },
  videos: {
    name: 'videos',
    fields: CONTENT_RESOURCES.videos,
    table: videos,
    naming: columnNaming(),
    objectType: 'video',
    tag: 'content',
    order: newestFirst(videos),
    onCreate: author,
    extra: createdAt,
  },
  pages: {
    name: 'pages',
    fields: CONTENT_RESOURCES.pages,
    table: pages,
    naming: columnNaming(),
    objectType: 'page',
    tag: 'content',
    order: bySort(pages),
    extra: (ctx, row) => ({ slug: row.slug ?? null, ...createdAt(ctx, row) }),
    // The site links some pages by name (the terms): removing one would break those links.
    deletion: async (_tx, _ctx, row) => (row.slug ? 'errors.page_linked' : 'delete'),
  },
  faqs: {
    name: 'faqs',
    fields: CONTENT_RESOURCES.faqs,
    table: faqs,
    naming: columnNaming(),
    objectType: 'faq',
    tag: 'content',
    order: bySort(faqs),
  },
  partners: {
    name: 'partners',
    fields: CONTENT_RESOURCES.partners,
    table: partners,
    naming: columnNaming(),
    objectType: 'partner',
    tag: 'lookups',
    order: bySort(partners),
  },
  socials: {
    name: 'socials',
    fields: CONTENT_RESOURCES.socials,
    table: socials,
    naming: columnNaming(),
    objectType: 'social',
    tag: 'lookups',
    order: bySort(socials),
  },
  categories: {
    name: 'categories',
    fields: CONTENT_RESOURCES.categories,
    table: categories,
    naming: columnNaming(),
    objectType: 'category',
    tag: 'lookups',
    order: bySort(categories),
    deletedAt: categories.deletedAt,
    // In use while a campaign that is not deleted has it; deleted campaigns keep it soft-deleted.
    deletion: async (tx, _ctx, row) => {
      const [live] = await tx
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.categoryId, row.id), isNull(campaigns.deletedAt)))
        .limit(1);
      if (live) return 'errors.category_in_use';
      const [kept] = await tx
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.categoryId, row.id))
        .limit(1);
      return kept ? 'soft' : 'delete';
    },
  },
  currencies: {
    name: 'currencies',
    fields: CONTENT_RESOURCES.currencies,
    table: currencies,
    naming: columnNaming({ currency_name: 'name', currency_symbol: 'symbol' }),
    objectType: 'currency',
    tag: 'lookups',
    order: bySort(currencies),
    extra: (ctx, row) => ({ is_base: row.code === ctx.config.BASE_CURRENCY }),
    unique: {
      currencies_code_unique: { field: 'code', message: 'validation.currency_code_taken' },
      currencies_default_unique: { field: 'is_default', message: 'validation.default_currency_changed' },
    },
    ...currencyRules,
  },
};
