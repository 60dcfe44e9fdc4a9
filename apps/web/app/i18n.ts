import { type Locale, parseLocale } from '@ataa/contract/locale';

/** English pages live under /en; every other path is Arabic (the default). */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : parseLocale('ar');
}
