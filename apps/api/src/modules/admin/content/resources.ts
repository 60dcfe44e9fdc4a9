import { CONTENT_RESOURCES, type ContentResourceName } from '@ataa/contract/schemas/admin-content';
import { currencyRules } from './currency-rules.ts';
import { columnNaming } from './fields.ts';
import { categoryUsed } from './resource-queries.ts';
import type { Row, TableResource } from './resource-shape.ts';

const createdAt = (_ctx: unknown, row: Row) => ({ created_at: (row.createdAt as Date).toISOString() });
const author = (actorId: number) => ({ authorId: actorId });

export const RESOURCES: Record<ContentResourceName, TableResource> = {
  blogs: {
    name: 'blogs',
    fields: CONTENT_RESOURCES.blogs,
    naming: columnNaming(),
    objectType: 'blog',
    tag: 'content',
    onCreate: author,
    extra: createdAt,
  },
  stories: {
    name: 'stories',
    fields: CONTENT_RESOURCES.stories,
    naming: columnNaming(),
    objectType: 'story',
    tag: 'content',
    extra: createdAt,
  },
  videos: {
    name: 'videos',
    fields: CONTENT_RESOURCES.videos,
    naming: columnNaming(),
    objectType: 'video',
    tag: 'content',
    onCreate: author,
    extra: createdAt,
  },
  pages: {
    name: 'pages',
    fields: CONTENT_RESOURCES.pages,
    naming: columnNaming(),
    objectType: 'page',
    tag: 'content',
    extra: (ctx, row) => ({ slug: row.slug ?? null, ...createdAt(ctx, row) }),
    // The site links some pages by name (the terms): removing one would break those links.
    deletion: async (_tx, _ctx, row) => (row.slug ? 'errors.page_linked' : 'delete'),
  },
  faqs: {
    name: 'faqs',
    fields: CONTENT_RESOURCES.faqs,
    naming: columnNaming(),
    objectType: 'faq',
    tag: 'content',
  },
  partners: {
    name: 'partners',
    fields: CONTENT_RESOURCES.partners,
    naming: columnNaming(),
    objectType: 'partner',
    tag: 'lookups',
  },
  socials: {
    name: 'socials',
    fields: CONTENT_RESOURCES.socials,
    naming: columnNaming(),
    objectType: 'social',
    tag: 'lookups',
  },
  categories: {
    name: 'categories',
    fields: CONTENT_RESOURCES.categories,
    naming: columnNaming(),
    objectType: 'category',
    tag: 'lookups',
    // In use while a campaign that is not deleted has it; deleted campaigns keep it soft-deleted.
    deletion: async (tx, _ctx, row) => {
      if (await categoryUsed(tx, row.id, true)) return 'errors.category_in_use';
      return (await categoryUsed(tx, row.id, false)) ? 'soft' : 'delete';
    },
  },
  currencies: {
    name: 'currencies',
    fields: CONTENT_RESOURCES.currencies,
    naming: columnNaming({ currency_name: 'name', currency_symbol: 'symbol' }),
    objectType: 'currency',
    tag: 'lookups',
    extra: (ctx, row) => ({ is_base: row.code === ctx.config.BASE_CURRENCY }),
    unique: {
      currencies_code_unique: { field: 'code', message: 'validation.currency_code_taken' },
      currencies_default_unique: { field: 'is_default', message: 'validation.default_currency_changed' },
    },
    ...currencyRules,
  },
};
