import { SESSION_COOKIE } from '@ataa/contract/cookies';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isCachedPage, PageCache } from './page-cache.ts';

const request = (url: string, cookie?: string) =>
  ({ method: 'GET', protocol: 'http', host: 'site.test', url, headers: { cookie } }) as FastifyRequest;

const publicPage = (body: string) =>
  new Response(body, { headers: { 'content-type': 'text/html', 'cache-control': 'public, no-cache' } });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('page cache', () => {
  it('serves a kept page until it expires, then renders again', async () => {
    const cache = new PageCache(40);
    const key = cache.keyOf(request('/campaigns'))!;
    let renders = 0;
    const render = async () => publicPage(`render ${++renders}`);
    const first = await cache.serve(key, render);
    const second = await cache.serve(key, render);
    expect(isCachedPage(first) && isCachedPage(second) && second.body.toString()).toBe('render 1');
    await wait(60);
    const third = await cache.serve(key, render);
    expect(isCachedPage(third) && third.body.toString()).toBe('render 2');
  });

  it('lets go of expired pages when it keeps the next one, not only when the same address returns', async () => {
    const cache = new PageCache(40);
    for (const path of ['/a', '/b', '/c'])
      await cache.serve(cache.keyOf(request(path))!, async () => publicPage(path));
    expect(cache.size).toBe(3);
    await wait(60);
    await cache.serve(cache.keyOf(request('/d'))!, async () => publicPage('/d'));
    expect(cache.size).toBe(1);
  });

  it('never keys a request with a session, nor keeps a page that is not public', async () => {
    const cache = new PageCache(1000);
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
    const cache = new PageCache(60_000);
    const renderReading = (tag: 'campaigns' | 'content', body: string) => async (tags: Set<string>) => {
      tags.add(tag);
      return publicPage(body);
    };
    await cache.serve(cache.keyOf(request('/campaigns'))!, renderReading('campaigns', 'campaigns'));
    await cache.serve(cache.keyOf(request('/blogs'))!, renderReading('content', 'blogs'));
    cache.drop(['campaigns']);
    expect(cache.size).toBe(1);

    const key = cache.keyOf(request('/campaigns'))!;
    await cache.serve(key, async (tags) => {
      tags.add('campaigns');
      cache.drop(['campaigns']);
      return publicPage('read before the change committed');
    });
    const next = await cache.serve(key, renderReading('campaigns', 'read after'));
    expect(isCachedPage(next) && next.body.toString()).toBe('read after');
  });
});
