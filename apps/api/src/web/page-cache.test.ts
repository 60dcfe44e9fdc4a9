import { SESSION_COOKIE } from '@ataa/contract/cookies';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCachedPage, PageCache } from './page-cache.ts';

const request = (url: string, cookie?: string) =>
  ({ method: 'GET', protocol: 'http', host: 'site.test', url, headers: { cookie } }) as FastifyRequest;

const publicPage = (body: string) =>
  new Response(body, { headers: { 'content-type': 'text/html', 'cache-control': 'public, no-cache' } });

/** A page cache whose changed pages are shown at the next request unless `refreshMs` says otherwise. */
const pageCache = (ttlMs: number, refreshMs = 0) =>
  new PageCache({
    ttlMs,
    refreshMs,
    onBackgroundError: (error) => {
      throw error;
    },
  });

const bodyOf = (answer: Awaited<ReturnType<PageCache['serve']>>) =>
  isCachedPage(answer) ? answer.body.toString() : 'not kept';

describe('page cache', () => {
  // Tests that stop the clock (`vi.setSystemTime`) give it back.
  afterEach(() => vi.useRealTimers());

  it('serves a kept page until it expires, then renders again', async () => {
    const start = Date.now();
    vi.setSystemTime(start);
    const cache = pageCache(40);
    const key = cache.keyOf(request('/campaigns'))!;
    let renders = 0;
    const render = async () => publicPage(`render ${++renders}`);
    const first = await cache.serve(key, render);
    vi.setSystemTime(start + 39);
    const second = await cache.serve(key, render);
    expect(isCachedPage(first) && isCachedPage(second) && second.body.toString()).toBe('render 1');
    vi.setSystemTime(start + 40);
    const third = await cache.serve(key, render);
    expect(isCachedPage(third) && third.body.toString()).toBe('render 2');
  });

  it('lets go of expired pages when it keeps the next one, not only when the same address returns', async () => {
    const start = Date.now();
    vi.setSystemTime(start);
    const cache = pageCache(40);
    for (const path of ['/a', '/b', '/c'])
      await cache.serve(cache.keyOf(request(path))!, async () => publicPage(path));
    expect(cache.size).toBe(3);
    vi.setSystemTime(start + 40);
    await cache.serve(cache.keyOf(request('/d'))!, async () => publicPage('/d'));
    expect(cache.size).toBe(1);
  });

  it('never keys a request with a session, nor keeps a page that is not public', async () => {
    const cache = pageCache(1000);
    expect(cache.keyOf(request('/', `${SESSION_COOKIE}=abc`))).toBeNull();
    const key = cache.keyOf(request('/donate'))!;
    const answer = await cache.serve(
      key,
      async () => new Response('private', { headers: { 'cache-control': 'private' } }),
    );
    expect(isCachedPage(answer)).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('drops the pages rendered from changed data at once, and does not keep a render that overlapped a change', async () => {
    const cache = pageCache(60_000);
    const renderReading = (tag: 'campaigns' | 'content', body: string) => async (tags: Set<string>) => {
      tags.add(tag);
      return publicPage(body);
    };
    await cache.serve(cache.keyOf(request('/campaigns'))!, renderReading('campaigns', 'campaigns'));
    await cache.serve(cache.keyOf(request('/blogs'))!, renderReading('content', 'blogs'));
    cache.drop(['campaigns']);
    expect(
      bodyOf(await cache.serve(cache.keyOf(request('/blogs'))!, renderReading('content', 'again'))),
    ).toBe('blogs');

    const key = cache.keyOf(request('/campaigns'))!;
    await cache.serve(key, async (tags) => {
      tags.add('campaigns');
      cache.drop(['campaigns']);
      return publicPage('read before the change committed');
    });
    const next = await cache.serve(key, renderReading('campaigns', 'read after'));
    expect(isCachedPage(next) && next.body.toString()).toBe('read after');
  });

  describe('under a stream of changes (decision 043)', () => {
    /**
     * A cache refreshing changed pages once a second, on a clock stopped at `start`; its renders
     * of `/campaigns` read campaigns, take `renderMs` of that clock and say which render they
     * were, and whether in the background.
     */
    const stoppedClock = ({ ttlMs = 60_000, renderMs = 0 } = {}) => {
      const start = Date.now();
      vi.setSystemTime(start);
      const cache = pageCache(ttlMs, 1000);
      const backgrounds: boolean[] = [];
      const render = async (tags: Set<string>, inBackground: boolean) => {
        backgrounds.push(inBackground);
        tags.add('campaigns');
        vi.setSystemTime(Date.now() + renderMs);
        return publicPage(`render ${backgrounds.length}`);
      };
      const key = cache.keyOf(request('/campaigns'))!;
      const show = async () => bodyOf(await cache.serve(key, render));
      return { cache, key, backgrounds, show, at: (ms: number) => vi.setSystemTime(start + ms) };
    };

    it('shows a page changed within a second of its render as it was, and renders it again once in the background after that second', async () => {
      const { cache, backgrounds, show, at } = stoppedClock();
      expect(await show()).toBe('render 1');

      cache.drop(['campaigns']);
      at(999);
      expect(await show()).toBe('render 1');
      expect(backgrounds).toEqual([false]);

      // A second after its render: the visitors keep getting it while one render runs behind them.
      at(1000);
      expect(await Promise.all([show(), show()])).toEqual(['render 1', 'render 1']);
      expect(backgrounds).toEqual([false, true]);
      await vi.waitFor(async () => expect(await show()).toBe('render 2'));
      expect(backgrounds).toEqual([false, true]);
    });

    it('renders while the visitor waits a changed page older than two seconds, as on a quiet site', async () => {
      const { cache, backgrounds, show, at } = stoppedClock();
      await show();
      cache.drop(['campaigns']);
      at(2000);
      expect(await show()).toBe('render 2');
      expect(backgrounds).toEqual([false, false]);
    });

    it('renders a page again no sooner than ten times its last render took, when that is longer than a second', async () => {
      // 300 ms a render: its page is rendered again after 3 s, not 1 s.
      const { cache, backgrounds, show, at } = stoppedClock({ renderMs: 300 });
      await show();
      cache.drop(['campaigns']);
      at(2999);
      expect(await show()).toBe('render 1');
      expect(backgrounds).toEqual([false]);
      at(3000);
      expect(await show()).toBe('render 1');
      expect(backgrounds).toEqual([false, true]);
    });

    it('starts that render by half the TTL, so that visitors never wait for an expired page', async () => {
      // 300 ms a render: ten times it is 3 s, past half the TTL.
      const { cache, backgrounds, show, at } = stoppedClock({ ttlMs: 4000, renderMs: 300 });
      await show();
      cache.drop(['campaigns']);
      at(2000);
      expect(await show()).toBe('render 1');
      expect(backgrounds).toEqual([false, true]);
    });

    it('keeps a render that overlapped a change as already out of date', async () => {
      const { cache, key, backgrounds, show, at } = stoppedClock();
      await cache.serve(key, async (tags) => {
        tags.add('campaigns');
        cache.drop(['campaigns']);
        return publicPage('read before the change committed');
      });
      // Shown within its second, then rendered again.
      expect(await show()).toBe('read before the change committed');
      at(1000);
      expect(await show()).toBe('read before the change committed');
      await vi.waitFor(async () => expect(await show()).toBe('render 1'));
      expect(backgrounds).toEqual([true]);
    });
  });
});
