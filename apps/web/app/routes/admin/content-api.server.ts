import type { Paginated } from '@ataa/contract/pagination';
import {
  type AdminContentItem,
  CONTENT_RESOURCE_NAMES,
  type ContentResourceName,
} from '@ataa/contract/schemas/admin-content';
import type { Api, ApiAnswer } from '../../lib/api.server.ts';

/** The resource an address names, or the 404 page. */
export function resourceOf(name: string | undefined): ContentResourceName {
  if (!CONTENT_RESOURCE_NAMES.includes(name as ContentResourceName))
    throw new Response('Not found', { status: 404 });
  return name as ContentResourceName;
}

/**
 * The five operations of one content resource. The endpoint map types each resource's paths
 * apart; the pages are the same for all nine, so they speak to them through one resource's
 * types (the shapes differ only in their fields, which the form reads from the definitions).
 */
export function contentApi<R extends ContentResourceName>(api: Api, resource: R) {
  type Item = AdminContentItem<R>;
  const call = api.call.bind(api) as (key: string, input?: object) => Promise<ApiAnswer<unknown>>;
  const read = api.read.bind(api) as (key: string, input?: object) => Promise<unknown>;
  return {
    list: (query: Record<string, string | number>) =>
      read(`GET /admin/${resource}`, { query }) as Promise<Paginated<Item>>,
    read: (id: string) => read(`GET /admin/${resource}/:id`, { params: { id } }) as Promise<Item>,
    create: (form: FormData) => call(`POST /admin/${resource}`, { form }) as Promise<ApiAnswer<Item>>,
    update: (id: string, form: FormData) =>
      call(`POST /admin/${resource}/:id`, { params: { id }, form }) as Promise<ApiAnswer<Item>>,
    remove: (id: string) => call(`DELETE /admin/${resource}/:id`, { params: { id } }),
  };
}
