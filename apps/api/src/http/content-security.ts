import { randomBytes } from 'node:crypto';

/**
 * The site's Content-Security-Policy (decision 019). Pages may run only the site's own script
 * files and the inline scripts carrying the page's nonce, a fresh random value per render; styles
 * stay open to inline `style` attributes, which React writes.
 */
const PAGE_DIRECTIVES: ReadonlyArray<[string, string]> = [
  ['default-src', "'self'"],
  ['base-uri', "'self'"],
  ['font-src', "'self' data:"],
  ['img-src', "'self' data: https://i.ytimg.com"],
  ['frame-src', 'https://www.youtube-nocookie.com'],
  ['connect-src', "'self'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['object-src', "'none'"],
  ['script-src-attr', "'none'"],
  ['frame-ancestors', "'self'"],
];

export const CONTENT_SECURITY_POLICY = 'Content-Security-Policy';

export interface PagePolicyOptions {
  /** Allows the inline scripts that carry it (React Router's, the page-scripts loader). */
  nonce?: string;
  /** Where the page's forms may lead besides the site itself. */
  formAction?: readonly string[];
}

/** The policy of an HTML document. */
export function pagePolicy({ nonce, formAction = [] }: PagePolicyOptions = {}): string {
  const script = nonce ? `'self' 'nonce-${nonce}'` : "'self'";
  return [...PAGE_DIRECTIVES, ['script-src', script], ['form-action', ["'self'", ...formAction].join(' ')]]
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** For HTML the API itself serves (its documentation, the development outbox): no inline scripts. */
export const DEFAULT_POLICY = pagePolicy();

/** JSON is never rendered as a document: nothing may load or run, and nothing may frame it. */
export const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A nonce for one page render: 128 random bits. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}
