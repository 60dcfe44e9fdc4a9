import { SESSION_COOKIE } from '@ataa/contract/cookies';
import { serializeCookie } from './cookies.ts';

const LONG_SESSION = 30 * 24 * 60 * 60;
const SHORT_SESSION = 24 * 60 * 60;

/** Secure cookies when the visitor reached us over HTTPS (directly or through a proxy). */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

/** Matches the API token's lifetime: 30 days with "remember me", otherwise 24 hours. */
export function sessionCookie(request: Request, token: string, remember: boolean): string {
  return serializeCookie(SESSION_COOKIE, token, {
    maxAge: remember ? LONG_SESSION : SHORT_SESSION,
    httpOnly: true,
    secure: isHttps(request),
  });
}

export function clearSessionCookie(request: Request): string {
  return serializeCookie(SESSION_COOKIE, '', { maxAge: 0, httpOnly: true, secure: isHttps(request) });
}
