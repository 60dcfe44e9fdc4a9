import { type Locale, parseLocale } from '@ataa/contract/locale';
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

// The site shell and its catalogues arrive with the web app; this page proves the one server end to end.
const TEXT: Record<
  Locale,
  { title: string; tagline: string; campaigns: string; collected: string; other: string }
> = {
  ar: {
    title: 'عطاء — حملات رمضان الخيرية',
    tagline: 'تبرّع لحملات رمضان الخيرية بأمان، أو أهدِ تبرعك لمن تحب.',
    campaigns: 'حملة قائمة',
    collected: 'إجمالي التبرعات',
    other: 'English',
  },
  en: {
    title: 'Ataa — Ramadan charity campaigns',
    tagline: 'Give safely to Ramadan charity campaigns, or give in the name of someone you love.',
    campaigns: 'live campaigns',
    collected: 'Donations so far',
    other: 'العربية',
  },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const stats = await apiGet<BannerStatistics>(context, '/banner/statistics', locale);
  return { locale, stats };
}

export function meta({ data }: Route.MetaArgs) {
  const locale = parseLocale(data?.locale);
  return [{ title: TEXT[locale].title }, { name: 'description', content: TEXT[locale].tagline }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { locale, stats } = loaderData;
  const text = TEXT[locale];
  const money = new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en', {
    style: 'currency',
    currency: stats.currency.code,
  });
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold text-primary">{text.title}</h1>
      <p className="mt-3 text-lg">{text.tagline}</p>
      <dl className="mt-6 grid grid-cols-2 gap-4">
        <div className="rounded-lg bg-sand p-4">
          <dt>{text.collected}</dt>
          <dd className="text-2xl font-bold">{money.format(stats.total_collected)}</dd>
        </div>
        <div className="rounded-lg bg-sand p-4">
          <dt>{text.campaigns}</dt>
          <dd className="text-2xl font-bold">{stats.total_campaigns}</dd>
        </div>
      </dl>
      <Link className="mt-6 inline-block text-primary underline" to={locale === 'ar' ? '/en' : '/'}>
        {text.other}
      </Link>
    </main>
  );
}
