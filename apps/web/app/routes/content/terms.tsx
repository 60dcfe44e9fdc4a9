import { translate } from '@ataa/contract/translate';
import { PlainTextPage } from '../../components/content/plain-text-page.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { WITH_DONATE_ALL_BUTTON } from '../../lib/donate-all-button.ts';
import { publicPageHeaders } from '../../lib/public-page.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/terms';

/** The terms are the content page seeded with the slug "terms", which the API also finds by it. */
export const headers = publicPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await apiFor(context, request).read('GET /pages/:id', { params: { id: 'terms' } });
  return { page };
}

export const handle = WITH_DONATE_ALL_BUTTON;

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
