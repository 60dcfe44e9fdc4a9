// Public uploads over real HTTP: what another origin's front end needs to show them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a public picture under /uploads', () => {
  it('may be loaded by a page on another origin, while the API and pages stay same-origin', async () => {
    const list = await server.request('/campaigns');
    const image = new URL(list.body.result.data[0].image as string);
    expect(image.pathname).toMatch(/^\/uploads\//);
    const picture = await fetch(`${server.url}${image.pathname}`, {
      headers: { origin: 'http://client.example' },
    });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    const health = await fetch(`${server.url}/healthz`);
    expect(health.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
