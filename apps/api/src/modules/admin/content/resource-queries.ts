// The tables of the back office's content resources (the rest of each resource is in `resources.ts`)
// and the one list/read/create/update/delete over any of them.
import type { ContentResourceName } from '@ataa/contract/schemas/admin-content';
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { containing, foldedForSearch } from '../../../db/arabic-search.ts';
import type { Queryable } from '../../../db/client.ts';
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
import type { Row } from './resource-shape.ts';

interface ResourceTable {
  /** Any table with a serial `id`. */
  table: PgTable & { id: PgColumn };
  /** The order the site shows them in. */
  order: SQL[];
  /** A soft-deleted row is gone for the back office as for the public. */
  deletedAt?: PgColumn;
}

const newestFirst = (table: typeof blogs | typeof stories | typeof videos) => [
  desc(table.createdAt),
  desc(table.id),
];
const bySort = (table: { sort: PgColumn; id: PgColumn }) => [asc(table.sort), asc(table.id)];

const TABLES: Record<ContentResourceName, ResourceTable> = {
  blogs: { table: blogs, order: newestFirst(blogs) },
  stories: { table: stories, order: newestFirst(stories) },
  videos: { table: videos, order: newestFirst(videos) },
  pages: { table: pages, order: bySort(pages) },
  faqs: { table: faqs, order: bySort(faqs) },
  partners: { table: partners, order: bySort(partners) },
  socials: { table: socials, order: bySort(socials) },
  categories: { table: categories, order: bySort(categories), deletedAt: categories.deletedAt },
  currencies: { table: currencies, order: bySort(currencies) },
};

// Drizzle types each table's rows precisely; these queries read any of them as plain records.
// biome-ignore lint/suspicious/noExplicitAny: the generic queries address every content table alike
type AnyTable = any;
const from = (name: ContentResourceName) => TABLES[name].table as AnyTable;

/** Words to find, folded for search, in these columns (by their property names, e.g. `titleAr`). */
export interface Search {
  columns: string[];
  folded: string;
}

function matching(name: ContentResourceName, search: Search | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search.folded);
  const columns = search.columns.map((column) => from(name)[column]);
  return or(...columns.map((column) => sql`${foldedForSearch(column)} like ${pattern}`));
}

const live = (name: ContentResourceName) => {
  const { deletedAt } = TABLES[name];
  return deletedAt ? isNull(deletedAt) : undefined;
};

const listed = (name: ContentResourceName, search: Search | undefined) =>
  and(live(name), matching(name, search));

/** A page of the resource's rows, in the site's order. */
export function resourceRows(
  db: Queryable,
  name: ContentResourceName,
  search: Search | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(from(name))
    .where(listed(name, search))
    .orderBy(...TABLES[name].order)
    .limit(limit)
    .offset(offset) as unknown as Promise<Row[]>;
}

export async function countResourceRows(
  db: Queryable,
  name: ContentResourceName,
  search: Search | undefined,
) {
  return db.$count(from(name), listed(name, search));
}

/** Every row of the resource, in the site's order. */
export function allResourceRows(db: Queryable, name: ContentResourceName) {
  return db
    .select()
    .from(from(name))
    .where(live(name))
    .orderBy(...TABLES[name].order) as unknown as Promise<Row[]>;
}

/** The row, unless soft-deleted; locked for update with `lock`. */
export async function resourceRow(db: Queryable, name: ContentResourceName, id: number, lock = false) {
  const query = db
    .select()
    .from(from(name))
    .where(and(eq(TABLES[name].table.id, id), live(name)));
  const [row] = (lock ? await query.for('update') : await query) as Row[];
  return row;
}

export async function insertResourceRow(
  tx: Queryable,
  name: ContentResourceName,
  stored: Record<string, unknown>,
) {
  const [created] = (await tx.insert(from(name)).values(stored).returning()) as Row[];
  return created!;
}

export async function updateResourceRow(
  tx: Queryable,
  name: ContentResourceName,
  id: number,
  stored: Record<string, unknown>,
) {
  await tx.update(from(name)).set(stored).where(eq(TABLES[name].table.id, id));
}

export async function softDeleteResourceRow(tx: Queryable, name: ContentResourceName, id: number) {
  await tx.update(from(name)).set({ deletedAt: new Date() }).where(eq(TABLES[name].table.id, id));
}

export async function deleteResourceRow(tx: Queryable, name: ContentResourceName, id: number) {
  await tx.delete(from(name)).where(eq(TABLES[name].table.id, id));
}

/** Whether a campaign has the category: any campaign, or (with `live`) one not deleted. */
export async function categoryUsed(tx: Queryable, categoryId: number, live: boolean) {
  const [campaign] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.categoryId, categoryId), live ? isNull(campaigns.deletedAt) : undefined))
    .limit(1);
  return campaign !== undefined;
}
