// Public uploads over real HTTP: what another origin's front end needs to show them.
import http from 'node:http';
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

/** A GET with its own Host header, as a browser at that address sends it (fetch keeps its own). */
function getJson(base: string, path: string, host: string) {
  const { port } = new URL(base);
  return new Promise<{ result: unknown }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve(JSON.parse(text)));
      })
      .on('error', reject);
  });
}

describe('picture addresses in the local demo', () => {
  it('are built from the address the site was opened at, so a phone on the network sees them', async () => {
    const demo = await startTestServer({ DEMO_MODE: 'true' });
    try {
      const port = new URL(demo.url).port;
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
        const { data } = (await getJson(demo.url, '/api/v1/campaigns', host)).result as {
          data: Array<{ image: string }>;
        };
        expect(new URL(data[0]!.image).host).toBe(host);
      }
    } finally {
      await demo.close();
    }
  });

  it('stay on PUBLIC_ORIGIN outside the demo', async () => {
    const list = await server.request('/campaigns');
    expect(new URL(list.body.result.data[0].image as string).origin).toBe('http://localhost:3000');
  });
});
