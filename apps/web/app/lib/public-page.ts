import type { HeadersFunction } from 'react-router';

/**
 * For routes whose page is the same for every anonymous visitor (per language and currency): the
 * server may then keep it for a few seconds and send it to all of them (DESIGN §7), and never for
 * a signed-in visitor. Browsers and proxies must still ask each time (`no-cache`), so nobody sees
 * a page from before they signed in or out.
 */
export const publicPageHeaders: HeadersFunction = () => ({ 'Cache-Control': 'public, no-cache' });
