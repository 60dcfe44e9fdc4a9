import { translate } from '@ataa/contract/translate';
import { PlainTextPage } from '../../components/content/plain-text-page.tsx';
import { excerpt, paragraphs } from '../../components/content/text.ts';
import { apiFor } from '../../lib/api.server.ts';
import { WITH_DONATE_ALL_BUTTON } from '../../lib/donate-all-button.ts';
import { itemId } from '../../lib/page-address.server.ts';
import { publicPageHeaders } from '../../lib/public-page.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/content-page';

export const headers = publicPageHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await apiFor(context, request).read('GET /pages/:id', { params: { id: itemId(params.id) } });
  return { page };
}

export const handle = WITH_DONATE_ALL_BUTTON;

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page;
  if (!page) return seo(args, { title: translate(metaLocale(args), 'site.not_found.title'), noindex: true });
  return seo(args, {
    title: page.title,
    description: excerpt(paragraphs(page.content)[0] ?? '', 160) || undefined,
  });
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <PlainTextPage page={loaderData.page} />;
}
