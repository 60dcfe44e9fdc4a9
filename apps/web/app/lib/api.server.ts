import type { ApiFetch, ApiRequestInit } from '@ataa/contract/api-fetch';
import { readCookie, SESSION_COOKIE } from '@ataa/contract/cookies';
import {
  type BodyInput,
  type EndpointKey,
  type endpoints,
  type FileEndpoint,
  type HttpMethod,
  isSharedRead,
  type JsonEndpoint,
  type PathParamName,
  pathFor,
  type QueryInput,
  type ResultOf,
  routeOf,
} from '@ataa/contract/endpoints';
import type { Locale } from '@ataa/contract/locale';
import { API_DOWN_STATUS } from './api-status.ts';
import { requestLocale } from './i18n.ts';

export type { ApiFetch };

declare module 'react-router' {
  interface AppLoadContext {
    apiFetch?: ApiFetch;
    /** This render's script nonce, named by the page's Content-Security-Policy. */
    nonce?: string;
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
  method?: HttpMethod;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart, for forms with files. */
  form?: FormData;
  /** Overrides the session cookie, e.g. right after login. */
  token?: string | null;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  /** A file passed on as it comes (see ApiRequestInit). */
  stream?: true;
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
  const init: ApiRequestInit = {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    stream: options.stream,
  };
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
async function callApi<T>(
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

/**
 * A file from the API (a private document, a receipt, an export), passed through as it comes:
 * its bytes go on to the visitor while the API writes them, so a large file is never held whole.
 */
async function apiFile(context: { apiFetch?: ApiFetch }, request: Request, path: string, locale: Locale) {
  const response = await send(context, request, path, { locale, stream: true });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Response('Not found', { status: 404 });
  }
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  for (const name of ['content-type', 'content-disposition', 'content-length']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { headers });
}

type ParamsInput<K extends EndpointKey> = [PathParamName<K>] extends [never]
  ? { params?: never }
  : { params: { [Name in PathParamName<K>]: string | number } };
type QueryPart<K extends EndpointKey> = [QueryInput<K>] extends [never]
  ? { query?: never }
  : { query?: QueryInput<K> };
/** A body as JSON, or (where the operation takes files) as multipart form data. */
type BodyPart<K extends EndpointKey> = [BodyInput<K>] extends [never]
  ? { json?: never; form?: never }
  : (typeof endpoints)[K] extends { multipart: true }
    ? { json: BodyInput<K>; form?: never } | { form: FormData; json?: never }
    : { json: BodyInput<K>; form?: never };

/** What one call sends besides its path: typed from the operation's entry in the endpoint map. */
export type ApiInput<K extends EndpointKey> = ParamsInput<K> &
  QueryPart<K> &
  BodyPart<K> & {
    /** Overrides the session cookie, e.g. right after login; `null` calls as a visitor. */
    token?: string | null;
    /** Extra request headers, e.g. an Idempotency-Key. */
    headers?: Record<string, string>;
  };
/** The input may be left out when the operation needs neither parameters nor a body. */
type InputArgs<K extends EndpointKey> = [PathParamName<K>] extends [never]
  ? [BodyInput<K>] extends [never]
    ? [input?: ApiInput<K>]
    : [input: ApiInput<K>]
  : [input: ApiInput<K>];

function requestPath<K extends EndpointKey>(key: K, input: ApiInput<K> | undefined): string {
  const path = input?.params ? pathFor(key, input.params as never) : routeOf(key).path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input?.query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function optionsOf<K extends EndpointKey>(
  key: K,
  locale: Locale,
  input: ApiInput<K> | undefined,
): CallOptions {
  return {
    locale,
    method: routeOf(key).method,
    json: input?.json,
    form: input?.form,
    // A read that is the same for everyone goes without the session, so the API's public cache
    // answers it for a signed-in visitor too.
    token: input?.token !== undefined ? input.token : isSharedRead(key) ? null : undefined,
    headers: input?.headers,
  };
}

/** The typed client one page's loader or action holds. */
export type Api = ReturnType<typeof apiFor>;

/**
 * The API as one visitor's page sees it: every operation of the endpoint map, by its key, with
 * the parameters, query, body and answer typed from the map, in the page's language.
 */
export function apiFor(
  context: { apiFetch?: ApiFetch },
  request: Request,
  locale: Locale = requestLocale(request),
) {
  return {
    /** The language the API answers in. */
    locale,
    /** The answer whatever its status, for the page to decide. */
    call<K extends JsonEndpoint>(key: K, ...[input]: InputArgs<K>): Promise<ApiAnswer<ResultOf<K>>> {
      return callApi<ResultOf<K>>(context, request, requestPath(key, input), optionsOf(key, locale, input));
    },
    /** A read that must succeed; a missing item becomes the 404 page. */
    async read<K extends JsonEndpoint>(key: K, ...[input]: InputArgs<K>): Promise<ResultOf<K>> {
      const answer = await this.call(key, ...([input] as InputArgs<K>));
      if (answer.status === 404) throw new Response('Not found', { status: 404 });
      if (!answer.ok) throw new Response(answer.message, { status: answer.status });
      return answer.result;
    },
    /** A file (a private document, a receipt), passed through as it came. */
    file<K extends FileEndpoint>(key: K, ...[input]: InputArgs<K>): Promise<Response> {
      return apiFile(context, request, requestPath(key, input), locale);
    },
  };
}
