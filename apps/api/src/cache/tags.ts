/**
 * What a cached public answer was read from, and what a write changed. Reads are tagged by route
 * group (`cachedPublicReads` in http/public-cache.ts), writes name the data they changed
 * (`ctx.caches.invalidate`), and every entry carrying one of those tags is dropped. The tags are
 * coarse on purpose: a campaign's total shows on its page, in every list, on home and in the
 * related campaigns of other campaigns' pages, so a finer tag would drop almost the same entries.
 */
export const CACHE_TAGS = [
  /** Campaigns, their charities and their donations: totals, donor counts, banner, top donors. */
  'campaigns',
  /** Blogs, stories, videos, pages, FAQs and the site's settings. */
  'content',
  /** Countries, currencies and their rates, categories, partners, social links. */
  'lookups',
] as const;

export type CacheTag = (typeof CACHE_TAGS)[number];

/** The header an anonymous API answer names its tags in, so a page rendered from it inherits them. */
export const CACHE_TAG_HEADER = 'cache-tag';

const known = new Set<string>(CACHE_TAGS);

export function isCacheTag(value: string): value is CacheTag {
  return known.has(value);
}

/** Tags as they travel in a header or a notification: comma-separated. */
export const formatTags = (tags: Iterable<CacheTag>) => [...tags].join(',');

/** The known tags in a header or a notification; anything else is ignored. */
export function parseTags(text: string | undefined): CacheTag[] {
  return (text ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(isCacheTag);
}
