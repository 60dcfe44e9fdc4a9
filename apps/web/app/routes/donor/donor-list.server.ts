import type { Paginated } from '@ataa/contract/pagination';
import { type ApiFetch, apiGet } from '../../lib/api.server.ts';
import { requestLocale } from '../../lib/i18n.ts';

/**
 * One page of a donor's list (`/doner/index`, `/doner/campaigns`, `/doner/donations`), the page
 * and the filters the address asks for passed on as they are: the API reads them leniently.
 */
export function loadDonorList<T>(
  context: { apiFetch?: ApiFetch },
  request: Request,
  endpoint: string,
  filters: readonly string[] = [],
) {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of ['page', ...filters]) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  const search = query.size > 0 ? `?${query}` : '';
  return apiGet<Paginated<T>>(context, request, `${endpoint}${search}`, requestLocale(request));
}
