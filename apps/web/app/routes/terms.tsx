import { translate } from '@ataa/contract/messages';
import { PlainTextPage } from '../components/content/plain-text-page.tsx';
import type { ContentPage } from '../components/content/types.ts';
import { apiGet } from '../lib/api.server.ts';
import { localeFromPath } from '../lib/i18n.ts';
import { metaLocale, seo } from '../lib/seo.ts';
import type { Route } from './+types/terms';

/**
 * The terms are one of the site's content pages (contract §11, seeded with the slug "terms"). The
 * API's page list carries no slug, so the page is the one titled like the site's terms link in
 * this language; when none is, there are no terms to show.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { data } = await apiGet<{ data: { id: number; title: string }[] }>(
    context,
    request,
    '/pages',
    locale,
  );
  const wanted = normalize(translate(locale, 'site.nav.terms'));
  const match = data.find((page) => normalize(page.title) === wanted);
  if (!match) throw new Response('Not found', { status: 404 });
  const page = await apiGet<ContentPage>(context, request, `/pages/${match.id}`, locale);
  return { page };
}

function normalize(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, ' ');
}

export function meta(args: Route.MetaArgs) {
  const locale = metaLocale(args);
  return seo(args, {
    title: args.loaderData?.page.title ?? translate(locale, 'site.nav.terms'),
    description: translate(locale, 'content.terms.description'),
  });
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <PlainTextPage page={loaderData.page} />;
}
