import { apiFor } from '../../lib/api.server.ts';
import type { Route } from './+types/donor-receipt';

/** A donation's PDF receipt in the page's language, fetched with the donor's session (contract §6). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw new Response('Not found', { status: 404 });
  return apiFor(context, request).file('GET /donations/:id/receipt', { params: { id: params.id } });
}
