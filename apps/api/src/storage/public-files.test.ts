// Public uploads over real HTTP: what another origin's front end needs to show them.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST, openCampaign } from '../test/giving.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, undefined, { overHttp: true });
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

/** A request with its own Host header, as a browser at that address sends it (fetch keeps its own). */
function send(base: string, path: string, host: string, body?: unknown) {
  const { port } = new URL(base);
  const headers: Record<string, string> = { host };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise<{ status: number; location?: string; body: { result: unknown } }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method: body === undefined ? 'GET' : 'POST', headers },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            location: response.headers.location,
            body: JSON.parse(text || '{}'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('picture addresses in the local demo', () => {
  it('are built from the address the site was opened at, so a phone on the network sees them', async () => {
    const demo = await startTestServer({ DEMO_MODE: 'true' });
    try {
      const port = new URL(demo.url).port;
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
        const { data } = (await send(demo.url, '/api/v1/campaigns', host)).body.result as {
          data: Array<{ image: string }>;
        };
        expect(new URL(data[0]!.image).host).toBe(host);
      }
    } finally {
      await demo.close();
    }
  });

  it('send a phone to the checkout and back at the address it opened the demo at', async () => {
    const demo = await startTestServer({ DEMO_MODE: 'true' });
    try {
      const host = `192.168.1.20:${new URL(demo.url).port}`;
      const campaign = await openCampaign(demo);
      const opened = await send(demo.url, '/api/v1/donations', host, {
        ...GUEST,
        campaign_id: campaign.id,
        amount: 50,
      });
      expect(opened.status).toBe(201);
      const checkout = new URL((opened.body.result as { gateway_url: string }).gateway_url);
      expect(checkout.host).toBe(host);
      const paid = await send(demo.url, `${checkout.pathname}${checkout.search}`, host, { outcome: 'paid' });
      const back = (paid.body.result as { redirect_url: string }).redirect_url;
      expect(new URL(back).host).toBe(host);
      expect(new URL(back).pathname).toBe('/visitor/donations/callback');
    } finally {
      await demo.close();
    }
  });

  it('stay on PUBLIC_ORIGIN outside the demo', async () => {
    const list = await server.request('/campaigns');
    expect(new URL(list.body.result.data[0].image as string).origin).toBe('http://localhost:3000');
  });
});
