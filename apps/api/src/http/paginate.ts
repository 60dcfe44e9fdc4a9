import { type PageRequest, type Paginated, pageMeta, readPageRequest } from '@ataa/contract/pagination';
import type { FastifyRequest } from 'fastify';

export function pageRequest(request: FastifyRequest, defaultPerPage?: number): PageRequest {
  return readPageRequest((request.query ?? {}) as Record<string, unknown>, defaultPerPage);
}

/** Runs the page query and the count together and shapes `{data, meta}` (contract §1.5). */
export async function paginate<Row, Item>(
  page: PageRequest,
  fetchRows: (limit: number, offset: number) => Promise<Row[]>,
  count: () => Promise<number>,
  present: (row: Row) => Item,
): Promise<Paginated<Item>> {
  const offset = (page.page - 1) * page.perPage;
  // A page far past the end (e.g. page=1e20) is not a valid SQL offset; it is simply empty (§1.5).
  const rowsQuery = Number.isSafeInteger(offset) ? fetchRows(page.perPage, offset) : Promise.resolve([]);
  const [rows, total] = await Promise.all([rowsQuery, count()]);
  return { data: rows.map(present), meta: pageMeta(page, total) };
}
