import { campaignListQuery } from '@ataa/contract/schemas/campaigns';
import { type CampaignFilters, FILTER_KEYS, filterParams } from '../../components/campaigns/list-query.ts';

// On the server only: the API's query schema brings zod, which the list page need not download.

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
