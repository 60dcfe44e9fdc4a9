import { readCookie, SESSION_COOKIE } from '@ataa/contract/cookies';
import type { Locale } from '@ataa/contract/locale';
import { API_DOWN_STATUS } from './api-status.ts';

interface ApiRequestInit {
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: Buffer;
}

/** How the page server reaches the API: in process when served by the one server, else over HTTP. */
export type ApiFetch = (path: string, init: ApiRequestInit) => Promise<Response>;

declare module 'react-router' {
  interface AppLoadContext {
    apiFetch?: ApiFetch;
  }
}

/** The contract's envelope (§1.2), as the pages read it. */
export interface ApiAnswer<T> {
  status: number;
  ok: boolean;
  message: string;
  result: T;
  errors: Record<string, string[]>;
  errorCode?: number;
}

interface CallOptions {
  locale: Locale;
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart, for forms with files. */
  form?: FormData;
  /** Overrides the session cookie, e.g. right after login. */
  token?: string | null;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/** Sends one request to the API as the visitor: their language and their forwarded session token. */
async function send(context: { apiFetch?: ApiFetch }, request: Request, path: string, options: CallOptions) {
  const token =
    options.token === undefined ? readCookie(request.headers.get('cookie'), SESSION_COOKIE) : options.token;
  const headers: Record<string, string> = {
    ...options.headers,
    lang: options.locale,
    accept: 'application/json',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: Buffer | undefined;
  if (options.form) {
    // Encoding through a Request gives the multipart body and its boundary.
    const encoded = new Request('http://form.invalid', { method: 'POST', body: options.form });
    headers['content-type'] = encoded.headers.get('content-type')!;
    body = Buffer.from(await encoded.arrayBuffer());
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = Buffer.from(JSON.stringify(options.json));
  }
  const init: ApiRequestInit = { method: options.method ?? (body ? 'POST' : 'GET'), headers, body };
  try {
    return context.apiFetch
      ? await context.apiFetch(path, init)
      : await fetch(`${API_ORIGIN}/api/v1${path}`, {
          ...init,
          body: init.body ? new Uint8Array(init.body) : undefined,
        });
  } catch {
    throw new Response('API unavailable', { status: API_DOWN_STATUS });
  }
}

/**
 * Calls the API as the visitor. The answer is returned whatever its status, for the page to
 * decide; an API that is down or failing becomes the friendly "we will be right back" page.
 */
export async function callApi<T>(
  context: { apiFetch?: ApiFetch },
  request: Request,
  path: string,
  options: CallOptions,
): Promise<ApiAnswer<T>> {
  const response = await send(context, request, path, options);
  if (response.status >= 500 || !response.headers.get('content-type')?.includes('application/json')) {
    throw new Response('API unavailable', { status: API_DOWN_STATUS });
  }
  const envelope = (await response.json()) as Omit<ApiAnswer<T>, 'ok'>;
  return { ...envelope, errors: envelope.errors ?? {}, status: response.status, ok: response.ok };
}

/** A file from the API (a private document), passed through as it came. */
export async function apiFile(
  context: { apiFetch?: ApiFetch },
  request: Request,
  path: string,
  locale: Locale,
) {
  const response = await send(context, request, path, { locale });
  if (!response.ok) throw new Response('Not found', { status: 404 });
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  for (const name of ['content-type', 'content-disposition', 'content-length']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { headers });
}

/** A public read that must succeed; a missing item becomes the 404 page. */
export async function apiGet<T>(
  context: { apiFetch?: ApiFetch },
  request: Request,
  path: string,
  locale: Locale,
): Promise<T> {
  const answer = await callApi<T>(context, request, path, { locale });
  if (answer.status === 404) throw new Response('Not found', { status: 404 });
  if (!answer.ok) throw new Response(answer.message, { status: answer.status });
  return answer.result;
}
