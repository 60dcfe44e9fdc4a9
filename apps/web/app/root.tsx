import { LANGUAGE_COOKIE, readCookie } from '@ataa/contract/cookies';
import { direction } from '@ataa/contract/locale';
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import type { ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  ScrollRestoration,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorScreen } from './components/error-screen.tsx';
import { NavigationProgress } from './components/navigation-progress.tsx';
import { NewBuildCheck, reloadAfterChunkFailure } from './components/new-build-check.tsx';
import { PageScripts } from './components/page-scripts.tsx';
import { Toasts } from './components/toasts.tsx';
import { loadCatalogue } from './lib/catalogue.ts';
import { serializeCookie } from './lib/cookies.ts';
import { FIRST_FONT } from './lib/fonts.ts';
import {
  barePath,
  LANGUAGE_COOKIE_MAX_AGE,
  localeFromPath,
  localizePath,
  requestLocale,
  useLocale,
} from './lib/i18n.ts';
import { useNonce } from './lib/nonce.ts';
import { safeReturnPath } from './lib/safe-return-path.ts';
import { clearSessionCookie } from './lib/session.server.ts';
import { loadSiteFrame, siteOrigin } from './lib/site.server.ts';
import { loadViewer } from './lib/viewer.server.ts';
import './app.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const chosen = url.searchParams.get('lang');
  if (chosen === 'ar' || chosen === 'en') {
    // The language switcher without scripts: remember the choice, then show the clean address.
    // The address is the request's, so it may be written to leave the site (`/en//evil.example`).
    url.searchParams.delete('lang');
    const target = localizePath(barePath(url.pathname), chosen) + (url.search || '');
    throw redirect(safeReturnPath(target, localizePath('/', chosen)), {
      headers: {
        'Set-Cookie': serializeCookie(LANGUAGE_COOKIE, chosen, { maxAge: LANGUAGE_COOKIE_MAX_AGE }),
      },
    });
  }
  if (url.pathname === '/' && readCookie(request.headers.get('cookie'), LANGUAGE_COOKIE) === 'en') {
    throw redirect('/en');
  }
  const { viewer, staleCookie } = await loadViewer(context, request, locale);
  const frame = await loadSiteFrame(context, request, locale, viewer);
  const headers = staleCookie ? { 'Set-Cookie': clearSessionCookie(request) } : undefined;
  return data({ locale, origin: siteOrigin(request), viewer, ...frame }, { headers });
}

/** A move to the other language fetches its messages along with the frame. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [frame] = await Promise.all([serverLoader(), loadCatalogue(requestLocale(request))]);
  return frame;
}

/**
 * The frame (account, content pages, currencies) is fetched again only when it can have changed:
 * after a form was sent, when the language changes, or when a page asks for it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== 'GET') return true;
  if (localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname)) return true;
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search)
    return defaultShouldRevalidate;
  return false;
};

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const nonce = useNonce();
  return (
    <html lang={locale} dir={direction(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3e7e41" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="preload" href={FIRST_FONT[locale]} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        <Links />
      </head>
      <body>
        <NavigationProgress />
        {children}
        <Toasts dir={direction(locale)} />
        <ScrollRestoration nonce={nonce} />
        <PageScripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <NewBuildCheck />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) reloadAfterChunkFailure(error);
  return <ErrorScreen error={error} />;
}
