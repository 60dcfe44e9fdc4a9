import { charityDonationFilters } from '@ataa/contract/schemas/charity';
import { requireRole } from '../../lib/access.server.ts';
import { apiFor } from '../../lib/api.server.ts';
import { requestLocale } from '../../lib/i18n.ts';
import { chosenFilters } from '../../lib/list-query.server.ts';
import type { Route } from './+types/charity-donations-export';
import { DONATION_FILTERS } from './donation-filters.ts';

/**
 * The donations the page's filters select, as a CSV file in the page's language, fetched with
 * the charity's session and passed through as the API streams it (decision 021).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(context, request, requestLocale(request), { role: 'charity' });
  const query = chosenFilters(request, charityDonationFilters, DONATION_FILTERS);
  return apiFor(context, request).file('GET /charity/donations/export', { query });
}
