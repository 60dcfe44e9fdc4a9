import type { Paginated } from '@ataa/contract/pagination';
import { redirect } from 'react-router';

// What a page's address asks for, read the same way by every page that lists or shows items.

/**
 * The list page a visitor asked for (`?page=N`, contract §1.5). `?page=1` is the first page (its
 * canonical address has no query, see seo.ts); anything that is not a page number goes to the
 * list's clean address rather than being indexed under a junk address.
 */
export function requestedPage(request: Request): number {
  const url = new URL(request.url);
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  if (/^[1-9]\d{0,5}$/.test(raw)) return Number(raw);
  url.searchParams.delete('page');
  throw redirect(`${url.pathname}${url.search}`, 301);
}

/** A page past the end of a list is not a page: the visitor gets the 404 page. */
export function assertPageExists(list: Paginated<unknown>): void {
  if (list.data.length === 0 && list.meta.current_page > 1) throw new Response('Not found', { status: 404 });
}

/** An item id from the address; anything but a positive integer is an unknown page. */
export function itemId(value: string | undefined): string {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw new Response('Not found', { status: 404 });
  return value;
}
