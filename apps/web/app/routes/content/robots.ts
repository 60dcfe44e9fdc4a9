import { siteOrigin } from '../../lib/site.server.ts';
import type { Route } from './+types/robots';

/** Everything public may be indexed; dashboards and account steps may not. */
export function loader({ request }: Route.LoaderArgs) {
  const privatePaths = [
    '/dashboard/',
    '/login',
    '/signup',
    '/verify-email',
    '/checkemail',
    '/forgetpassword',
    '/pending',
    '/start-campaign',
  ];
  const lines = [
    'User-agent: *',
    ...privatePaths.flatMap((path) => [`Disallow: ${path}`, `Disallow: /en${path}`]),
    '',
    `Sitemap: ${siteOrigin(request)}/sitemap.xml`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
