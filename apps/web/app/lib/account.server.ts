import { readCookie } from '@ataa/contract/cookies';
import type { Locale } from '@ataa/contract/locale';
import { redirect } from 'react-router';
import { serializeCookie } from './cookies.ts';
import { dashboardPath } from './dashboard.ts';
import { localizePath } from './i18n.ts';
import { type ApiUserType, roleOf } from './roles.ts';
import { safeReturnPath } from './safe-return-path.ts';
import { isHttps, sessionCookie } from './session.server.ts';

/**
 * The code the API hands back when it has no e-mail transport (demo mode, contract §1.10): kept
 * for the verify page for as long as the code lives, out of page scripts' reach.
 */
export const DEMO_CODE_COOKIE = 'ataa_demo_code';
const CODE_LIFETIME = 15 * 60;

export function demoCodeCookie(request: Request, code: string | null | undefined): string {
  return serializeCookie(DEMO_CODE_COOKIE, code ?? '', {
    maxAge: code ? CODE_LIFETIME : 0,
    httpOnly: true,
    secure: isHttps(request),
  });
}

export function readDemoCode(request: Request): string | null {
  return readCookie(request.headers.get('cookie'), DEMO_CODE_COOKIE) || null;
}

interface SignedIn {
  token: string;
  user: { user_type: ApiUserType };
  errorCode?: number;
}

/**
 * After login or registration: keep the token in the session cookie and send the account where
 * it belongs: the verify step (301), the approval wait (302), the page of this site it came for
 * (`back`, as the request named it), or its dashboard.
 */
export function enterAccount(
  request: Request,
  locale: Locale,
  answer: SignedIn,
  options: { remember: boolean; back?: string | null; demoCode?: string | null },
) {
  const headers = new Headers();
  headers.append('Set-Cookie', sessionCookie(request, answer.token, options.remember));
  if (options.demoCode !== undefined) headers.append('Set-Cookie', demoCodeCookie(request, options.demoCode));
  if (answer.errorCode === 301) return redirect(localizePath('/verify-email', locale), { headers });
  if (answer.errorCode === 302) return redirect(localizePath('/pending', locale), { headers });
  return redirect(safeReturnPath(options.back, dashboardPath(roleOf(answer.user.user_type), locale)), {
    headers,
  });
}
