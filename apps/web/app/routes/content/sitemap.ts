import { apiFor } from '../../lib/api.server.ts';
import { siteOrigin } from '../../lib/site.server.ts';
import type { Route } from './+types/sitemap';

const FIXED_PATHS = [
  '/',
  '/about',
  '/contact',
  '/faqs',
  '/terms-conditions',
  '/blogs',
  '/stories',
  '/videos',
];
const LIST_PAGE_SIZE = 100;

/** Every public page in both languages, each listing its alternate (hreflang) address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request, 'ar');
  const ids = (answer: { ok: boolean; result: { data: Array<{ id: number }> } }) =>
    answer.ok ? answer.result.data.map((item) => item.id) : [];
  const query = { per_page: LIST_PAGE_SIZE };
  const [pages, blogs, stories, videos] = await Promise.all([
    api.call('GET /pages').then(ids),
    api.call('GET /blogs', { query }).then(ids),
    api.call('GET /stories', { query }).then(ids),
    api.call('GET /videos', { query }).then(ids),
  ]);
  const paths = [
    ...FIXED_PATHS,
    ...pages.map((id) => `/page/${id}`),
    ...blogs.map((id) => `/blogs/${id}`),
    ...stories.map((id) => `/stories/${id}`),
    ...videos.map((id) => `/videos/${id}`),
  ];
  const origin = siteOrigin(request);
  const address = (path: string, english: boolean) =>
    `${origin}${english ? (path === '/' ? '/en' : `/en${path}`) : path}`;
  const entry = (path: string, english: boolean) =>
    `<url><loc>${address(path, english)}</loc>` +
    `<xhtml:link rel="alternate" hreflang="ar" href="${address(path, false)}"/>` +
    `<xhtml:link rel="alternate" hreflang="en" href="${address(path, true)}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${address(path, false)}"/></url>`;
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    paths.flatMap((path) => [entry(path, false), entry(path, true)]).join('') +
    '</urlset>\n';
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
