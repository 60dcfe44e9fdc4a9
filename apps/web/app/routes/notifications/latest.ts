import { parseLocale } from '@ataa/contract/locale';
import { apiFor } from '../../lib/api.server.ts';
import type { Route } from './+types/latest';

/** How many notifications the header's list shows. */
const LATEST = 5;

/**
 * The header bell's data, for the signed-in account: the unread count, and with it (unless only
 * the count is asked for) the latest few notifications in the page's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const api = apiFor(context, request, parseLocale(url.searchParams.get('lang')));
  const count = await api.call('GET /notifications/unread-count');
  if (!count.ok) return Response.json({ count: 0, latest: [] }, { status: count.status });
  const latest = url.searchParams.has('count')
    ? []
    : (await api.read('GET /notifications', { query: { per_page: LATEST } })).data;
  return Response.json(
    { count: count.result, latest },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}
