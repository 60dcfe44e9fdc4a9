import { apiFile } from '../../lib/api.server.ts';
import { requestLocale } from '../../lib/i18n.ts';
import type { Route } from './+types/donor-receipt';

/** A donation's PDF receipt in the page's language, fetched with the donor's session (contract §6). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw new Response('Not found', { status: 404 });
  const locale = requestLocale(request);
  return apiFile(context, request, `/donations/${params.id}/receipt`, locale);
}
