// The server renders pages in both languages, so it loads both catalogues (a browser loads one).
import '@ataa/contract/messages';
import { CURRENCY_COOKIE, readCookie } from '@ataa/contract/cookies';
import type { Locale } from '@ataa/contract/locale';
import type { currency, pageSummary, social } from '@ataa/contract/schemas/entities';
import type { z } from '@ataa/contract/validation';
import { type Api, type ApiFetch, apiFor } from './api.server.ts';
import type { Viewer } from './viewer.server.ts';

export type Currency = z.infer<typeof currency>;
export type PageLink = z.infer<typeof pageSummary>;
export type SocialLink = z.infer<typeof social>;

/** What every page's header and footer show: content pages, socials, currencies, the cart, the unread count. */
export async function loadSiteFrame(
  context: { apiFetch?: ApiFetch },
  request: Request,
  locale: Locale,
  viewer: Viewer | null,
) {
  const api = apiFor(context, request, locale);
  const [pages, socials, currencies, cartCount, unreadCount] = await Promise.all([
    api.read('GET /pages'),
    api.read('GET /socials'),
    api.read('GET /currencies', { query: { lang: locale } }),
    viewer?.role === 'donor' && viewer.verified ? cartItemCount(api) : Promise.resolve(0),
    viewer ? unreadNotifications(api) : Promise.resolve(0),
  ]);
  return {
    pages: pages.data,
    socials: socials.data,
    currencies,
    currencyId: chosenCurrency(request, currencies),
    cartCount,
    unreadCount,
  };
}

async function cartItemCount(api: Api) {
  const answer = await api.call('GET /doner/cart/count');
  return answer.ok ? answer.result : 0;
}

async function unreadNotifications(api: Api) {
  const answer = await api.call('GET /notifications/unread-count');
  return answer.ok ? answer.result : 0;
}

/** The visitor's stored choice when it is still offered, otherwise the default currency. */
function chosenCurrency(request: Request, currencies: Currency[]): number | null {
  const stored = Number(readCookie(request.headers.get('cookie'), CURRENCY_COOKIE));
  const match =
    currencies.find((item) => item.id === stored) ?? currencies.find((item) => item.is_default === 'yes');
  return match?.id ?? null;
}

/** The address pages are known by: PUBLIC_ORIGIN in production, else the one asked for. */
export function siteOrigin(request: Request): string {
  return process.env.PUBLIC_ORIGIN?.replace(/\/$/, '') || new URL(request.url).origin;
}
