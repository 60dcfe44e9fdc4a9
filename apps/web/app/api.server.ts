import type { SuccessEnvelope } from '@ataa/contract/envelope';
import type { Locale } from '@ataa/contract/locale';

/** How the page server reaches the API: in process when served by the one server, else over HTTP. */
export type ApiFetch = (path: string, init: { lang: Locale }) => Promise<Response>;

declare module 'react-router' {
  interface AppLoadContext {
    apiFetch?: ApiFetch;
  }
}

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export async function apiGet<T>(context: { apiFetch?: ApiFetch }, path: string, lang: Locale): Promise<T> {
  const response = context.apiFetch
    ? await context.apiFetch(path, { lang })
    : await fetch(`${API_ORIGIN}/api/v1${path}`, { headers: { lang, accept: 'application/json' } });
  if (!response.ok) throw new Response('API unavailable', { status: 503 });
  const body = (await response.json()) as SuccessEnvelope<T>;
  return body.result;
}
