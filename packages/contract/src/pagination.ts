// Pagination is lenient by contract (§1.5): bad values fall back to defaults instead of failing.
export const DEFAULT_PER_PAGE = 15;
export const MAX_PER_PAGE = 100;
/** Pages beyond any real list (e.g. page=1e20) are read as this one: still empty, still an integer. */
const MAX_PAGE = 2_147_483_647;

export interface PageRequest {
  page: number;
  perPage: number;
}

export interface PageMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface Paginated<T> {
  data: T[];
  meta: PageMeta;
}

/** Plain decimal digits only: `0x10`, `1e1` or `2.0` are not numbers here and mean the default. */
function positiveInt(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d+$/.test(text.trim())) return undefined;
  const parsed = Number(text);
  return parsed >= 1 ? parsed : undefined;
}

export function readPageRequest(
  query: Record<string, unknown>,
  defaultPerPage = DEFAULT_PER_PAGE,
): PageRequest {
  const page = Math.min(positiveInt(query.page) ?? 1, MAX_PAGE);
  const perPage = Math.min(positiveInt(query.per_page) ?? defaultPerPage, MAX_PER_PAGE);
  return { page, perPage };
}

export function pageMeta(request: PageRequest, total: number): PageMeta {
  return {
    current_page: request.page,
    per_page: request.perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / request.perPage)),
  };
}
