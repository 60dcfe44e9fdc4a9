/**
 * A stand-in for the site's own origin: targets are resolved against it as a browser resolves a
 * `Location`. Only a path is ever accepted, so any origin of ours would resolve it the same way.
 */
const SITE = 'http://site.invalid';
/** Longer targets are no path of this site's; they only make the answer's headers large. */
const MAX_TARGET_LENGTH = 2048;
/** Control characters (tab and newline among them, which browsers drop) and backslashes (read as `/`). */
const UNSAFE_CHARACTERS = /[\p{Cc}\\]/u;

/**
 * Where to send a browser back to, from a target the request names (`?redirect=`, a form's
 * `back`): a path of this site, or `fallback`. The target is judged after it is resolved, since
 * dot segments can make a host of it (`/.//evil.example` resolves to `//evil.example`); what is
 * given back is the resolved, percent-encoded path, query and fragment, never the raw input.
 */
export function safeReturnPath(target: string | null | undefined, fallback: string): string {
  if (!target || target.length > MAX_TARGET_LENGTH || UNSAFE_CHARACTERS.test(target)) return fallback;
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  const resolved = URL.parse(target, SITE);
  if (!resolved || resolved.origin !== SITE || /^\/[/\\]/.test(resolved.pathname)) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
