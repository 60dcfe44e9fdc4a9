import type { CampaignSort } from '@ataa/contract/campaign-filters';

/** The list's filters as its address and its form hold them: text, empty when not chosen. */
export interface CampaignFilters {
  q: string;
  category_id: string;
  status: string;
  sort: CampaignSort;
}

export const FILTER_KEYS = ['q', 'category_id', 'status', 'sort'] as const;
export const DEFAULT_SORT: CampaignSort = 'newest';

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
