// Searching text in SQL as the contract searches it (§1.6): "contains" patterns, and columns folded
// like `foldForSearch` folds the query, so Arabic letter forms, diacritics and case do not matter.
import { foldForSearch } from '@ataa/contract/search';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** A LIKE pattern for "contains `value`": `%`, `_` and `\` in it are the characters themselves. */
export const containing = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * A column folded for search at query time the way `foldForSearch` folds the query (contract §1.6):
 * lower case, alef forms, alef maqsura and taa marbuta unified, diacritics and tatweel dropped.
 */
export const foldedForSearch = (column: AnyColumn | SQL): SQL =>
  sql`regexp_replace(translate(lower(coalesce(${column}, '')), 'أإآٱىةـ', 'اااايه'), '[\u064B-\u065F\u0670]', '', 'g')`;

/** Whether `column`, folded, contains `query` folded the same way: Arabic letter forms and case ignored. */
export const foldedContains = (column: AnyColumn | SQL, query: string): SQL =>
  sql`${foldedForSearch(column)} like ${containing(foldForSearch(query))}`;
