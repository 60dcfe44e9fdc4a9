import type { Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/translate';
import type { MetaDescriptor } from 'react-router';
import { barePath, localeFromPath, localizePath } from './i18n.ts';
import type { RootData } from './root-data.ts';

interface SeoArgs {
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

interface PageSeo {
  title: string;
  description?: string;
  image?: string | null;
  /** Pages nobody should find through a search engine: forms, dashboards, the 404. */
  noindex?: boolean;
}

/**
 * The head of a page (DESIGN §4): title, description, canonical address, the ar/en/x-default
 * alternates, and Open Graph and Twitter cards, all in the page's language.
 */
export function seo(args: SeoArgs, page: PageSeo): MetaDescriptor[] {
  const locale = localeFromPath(args.location.pathname);
  const root = args.matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  const origin = root?.origin ?? '';
  const bare = barePath(args.location.pathname);
  // Only the page number changes what a list shows; other parameters are not part of the address.
  const pageNumber = new URLSearchParams(args.location.search).get('page');
  const query = pageNumber && pageNumber !== '1' ? `?page=${pageNumber}` : '';
  const address = (target: Locale) => `${origin}${localizePath(bare, target)}${query}`;
  const brand = translate(locale, 'site.brand');
  const title = page.title === brand ? brand : `${page.title} | ${brand}`;
  const description = page.description ?? translate(locale, 'site.description');
  const image = page.image ?? `${origin}/images/og-default.png`;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: address(locale) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: address('ar') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: address('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: address('ar') },
    { property: 'og:site_name', content: brand },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: address(locale) },
    { property: 'og:locale', content: locale === 'ar' ? 'ar_SA' : 'en_US' },
    { property: 'og:locale:alternate', content: locale === 'ar' ? 'en_US' : 'ar_SA' },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** The page's language, for meta functions that only have the location. */
export function metaLocale(args: { location: { pathname: string } }): Locale {
  return localeFromPath(args.location.pathname);
}
