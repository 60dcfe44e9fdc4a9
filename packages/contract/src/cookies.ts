// The site's cookies, named once: the pages set and read them, and the server's page cache must
// know them too (a page for a session is never shared; language and currency change a page).

/** The API token, kept where page scripts cannot read it. */
export const SESSION_COOKIE = 'ataa_session';
/** The language the visitor chose (its name is the original client's). */
export const LANGUAGE_COOKIE = 'i18n_redirected';
/** The currency amounts are shown in. */
export const CURRENCY_COOKIE = 'currency_id';

/** One cookie's value from a Cookie header (or `document.cookie`). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
