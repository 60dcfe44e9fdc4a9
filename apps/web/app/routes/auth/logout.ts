import { parseLocale } from '@ataa/contract/locale';
import { redirect } from 'react-router';
import { apiFor } from '../../lib/api.server.ts';
import { localizePath } from '../../lib/i18n.ts';
import { clearSessionCookie } from '../../lib/session.server.ts';
import type { Route } from './+types/logout';

/** Sign out (spec §4): the API revokes the token, the cookie goes, and the visitor lands home. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = parseLocale(form.get('locale'));
  await apiFor(context, request, locale).call('POST /logout');
  return redirect(localizePath('/', locale), { headers: { 'Set-Cookie': clearSessionCookie(request) } });
}

export function loader() {
  return redirect('/');
}
