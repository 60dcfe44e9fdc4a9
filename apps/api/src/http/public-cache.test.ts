import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlog, createStory } from '../seed/factories.ts';
import { signIn } from '../test/expectations.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_CACHE_TTL_MS: '60000' }, undefined, { overHttp: true });
});
afterAll(() => server.close());

describe('public cache', () => {
  it('keeps the language of the cached answer and never marks errors as cacheable', async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await server.request('/currencies?lang=en', { lang: 'ar' });
      expect(answer.headers.get('content-language'), `answer ${i + 1}`).toBe('en');
      expect(answer.body.result[0].currency_name).toBe('Saudi riyal');
    }
    const missing = await server.request('/blogs/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  it('serves anonymous public reads from a short cache, per language, with Cache-Control', async () => {
    const first = await server.request('/blogs?per_page=1', { lang: 'en' });
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=360');
    await createBlog(server.db, { titleEn: 'Written after the first read' });

    const cached = await server.request('/blogs?per_page=1', { lang: 'en' });
    expect(cached.body).toEqual(first.body);
    const nullToken = await server.request('/blogs?per_page=1', { lang: 'en', token: 'null' });
    expect(nullToken.body).toEqual(first.body);

    // Another language is another entry, read fresh: it already counts the new blog.
    const arabic = await server.request('/blogs?per_page=1', { lang: 'ar' });
    expect(arabic.body.result.meta.total).toBe(first.body.result.meta.total + 1);
  });

  it('never caches answers for a signed-in caller', async () => {
    const token = await signIn(server, 'donor1@ataa.example', 'Donor12345');
    const before = await server.request('/stories?per_page=1', { token });
    expect(before.headers.get('cache-control')).toBe('private, no-store');
    await server.request('/stories?per_page=1');
    const story = await createStory(server.db);
    const after = await server.request('/stories?per_page=1', { token });
    expect(after.body.result.data[0].id).toBe(story.id);
  });
});
