import { translate } from '@ataa/contract/translate';
import { data } from 'react-router';
import { NotFound } from '../../components/not-found.tsx';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/not-found';

export function loader() {
  return data(null, { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: translate(metaLocale(args), 'site.not_found.title'), noindex: true });
}

export default function NotFoundPage() {
  return <NotFound />;
}
