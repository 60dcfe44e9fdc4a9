import { type CampaignSort, campaignListQuery } from '@ataa/contract/schemas/campaigns';

/** The list's filters as its address and its form hold them: text, empty when not chosen. */
export interface CampaignFilters {
  q: string;
  category_id: string;
  status: string;
  sort: CampaignSort;
}

export const FILTER_KEYS = ['q', 'category_id', 'status', 'sort'] as const;
export const DEFAULT_SORT: CampaignSort = 'newest';

/**
 * Reads the filters from an address with the API's own query schema, so the page asks only what
 * the API accepts. `drop` names the keys the address is better without: those the API would
 * refuse (an unknown sort, say) and the empty ones a form sent without scripts leaves behind.
 */
export function readFilters(params: URLSearchParams): { filters: CampaignFilters | null; drop: string[] } {
  const raw = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]));
  const parsed = campaignListQuery.safeParse(raw);
  if (!parsed.success) {
    const refused = new Set(parsed.error.issues.map((issue) => issue.path[0]));
    return { filters: null, drop: FILTER_KEYS.filter((key) => refused.has(key)) };
  }
  const filters: CampaignFilters = {
    q: parsed.data.q ?? '',
    category_id: parsed.data.category_id ? String(parsed.data.category_id) : '',
    status: parsed.data.status?.join(',') ?? '',
    sort: parsed.data.sort,
  };
  const kept = filterParams(filters);
  return { filters, drop: FILTER_KEYS.filter((key) => params.has(key) && !kept.has(key)) };
}

/** The filters worth writing into an address or an API query: chosen ones only. */
export function filterParams(values: Partial<Record<keyof CampaignFilters, string>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = values[key]?.trim();
    if (value && !(key === 'sort' && value === DEFAULT_SORT)) params.set(key, value);
  }
  return params;
}

export function hasFilters(filters: CampaignFilters): boolean {
  return filterParams(filters).size > 0;
}
