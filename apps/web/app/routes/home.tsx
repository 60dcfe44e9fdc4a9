import { parseLocale } from '@ataa/contract/locale';
import { type MessageKey, translate } from '@ataa/contract/messages';
import { Link } from 'react-router';
import { apiGet } from '../api.server.ts';
import { localeFromPath } from '../i18n.ts';
import type { Route } from './+types/home';

interface BannerStatistics {
  total_collected: number;
  total_donors: number;
  total_campaigns: number;
  currency: { code: string; symbol: string };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const stats = await apiGet<BannerStatistics>(context, '/banner/statistics', locale);
  return { locale, stats };
}

export function meta({ data }: Route.MetaArgs) {
  const locale = parseLocale(data?.locale);
  return [
    { title: translate(locale, 'home.title') },
    { name: 'description', content: translate(locale, 'home.tagline') },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { locale, stats } = loaderData;
  const t = (key: MessageKey) => translate(locale, key);
  const money = new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en', {
    style: 'currency',
    currency: stats.currency.code,
  });
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold text-primary">{t('home.title')}</h1>
      <p className="mt-3 text-lg">{t('home.tagline')}</p>
      <dl className="mt-6 grid grid-cols-2 gap-4">
        <div className="rounded-lg bg-sand p-4">
          <dt>{t('home.collected')}</dt>
          <dd className="text-2xl font-bold">{money.format(stats.total_collected)}</dd>
        </div>
        <div className="rounded-lg bg-sand p-4">
          <dt>{t('home.campaigns')}</dt>
          <dd className="text-2xl font-bold">{stats.total_campaigns}</dd>
        </div>
      </dl>
      <Link className="mt-6 inline-block text-primary underline" to={locale === 'ar' ? '/en' : '/'}>
        {t('home.other_language')}
      </Link>
    </main>
  );
}
