import { apiFor } from '../../lib/api.server.ts';
import type { Route } from './+types/document';

/** A charity's private document, fetched with its session so the link works in the browser. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d+$/.test(params.id)) throw new Response('Not found', { status: 404 });
  return apiFor(context, request, 'ar').file('GET /documents/:id', { params: { id: params.id } });
}
