import { direction, intlLocale, type Locale, SITE_TIME_ZONE } from '@ataa/contract/locale';
import { isolateCurrency } from '@ataa/contract/money';
import { type MessageKey, type MessageParams, translate } from '@ataa/contract/translate';
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { dateFormat, numberFormat } from './formats.ts';

export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** English pages live under /en; every other path is Arabic (the default). */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ar';
}

/** The language of the page a request is for. */
export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

/** The path without its language prefix: `/en/blogs/3` → `/blogs/3`. */
export function barePath(pathname: string): string {
  if (pathname === '/en') return '/';
  return pathname.startsWith('/en/') ? pathname.slice(3) : pathname;
}

/** A site path in a language: `localizePath('/blogs', 'en')` → `/en/blogs`. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === 'ar') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/**
 * A part of a page shown in the other language (the campaign form's preview of both cards): the
 * components inside read their words, paths and formats in it. Its messages must be loaded.
 */
export const LocaleScope = createContext<Locale | null>(null);

export function useLocale(): Locale {
  const scoped = useContext(LocaleScope);
  const fromPath = localeFromPath(useLocation().pathname);
  return scoped ?? fromPath;
}

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Text, paths and formats for the page's language. */
export function useI18n() {
  const locale = useLocale();
  return i18nFor(locale);
}

export function i18nFor(locale: Locale) {
  const tag = intlLocale(locale);
  return {
    locale,
    dir: direction(locale),
    t: ((key, params) => translate(locale, key, params)) as Translate,
    path: (path: string) => localizePath(path, locale),
    number: (value: number) => numberFormat(tag, {}).format(value),
    date: (value: string | Date) =>
      dateFormat(tag, { dateStyle: 'long', timeZone: SITE_TIME_ZONE }).format(new Date(value)),
    /** An instant's day and time of day, in the site's time zone (the audit log). */
    dateTime: (value: string | Date) =>
      dateFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: SITE_TIME_ZONE }).format(
        new Date(value),
      ),
    /** An hour of a day, in the site's time zone (the forecast of schedules' charges). */
    hour: (value: string | Date) =>
      dateFormat(tag, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: SITE_TIME_ZONE,
      }).format(new Date(value)),
    /** A calendar day (`YYYY-MM-DD`), such as the last day of a campaign (`lastDayOf`). */
    day: (value: string) =>
      dateFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`)),
    /** The same day on the Umm al-Qura calendar, e.g. "1 Ramadan 1448 AH". */
    hijriDay: (value: string) =>
      dateFormat(tag, { dateStyle: 'long', timeZone: 'UTC', calendar: 'islamic-umalqura' }).format(
        new Date(`${value}T00:00:00Z`),
      ),
    money: (value: number, currency: string) =>
      isolateCurrency(
        numberFormat(tag, { style: 'currency', currency, maximumFractionDigits: 0 }).formatToParts(value),
      ),
  };
}
