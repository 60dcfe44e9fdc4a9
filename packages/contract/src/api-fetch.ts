import type { HttpMethod } from './endpoints.ts';

/** One request from the pages' server to the API: the same shape in process and over HTTP. */
export interface ApiRequestInit {
  method: HttpMethod;
  headers: Record<string, string>;
  body?: Buffer;
  /** The answer is a file to pass on as it comes: its body must not be gathered in memory first. */
  stream?: true;
}

/** How the pages' server reaches the API: in process when served by the one server, else over HTTP. */
export type ApiFetch = (path: string, init: ApiRequestInit) => Promise<Response>;
