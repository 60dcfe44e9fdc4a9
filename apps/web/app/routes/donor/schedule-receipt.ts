import { apiFor } from '../../lib/api.server.ts';
import type { Route } from './+types/schedule-receipt';

/** A schedule's PDF receipt of every paid charge, in the page's language, with the donor's session (contract §17). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw new Response('Not found', { status: 404 });
  return apiFor(context, request).file('GET /schedules/:id/receipt', { params: { id: params.id } });
}
