import { afterAll, beforeAll, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CORS_ORIGINS: 'https://app.example' });
});
afterAll(() => server.close());

it('probe', async () => {
  const d = await fetch(`${server.url}/api/v1/docs`);
  console.log(await d.text());
  for (const p of ['/docs/static/swagger-ui.css', '/api/v1/docs/static/swagger-ui.css', '/api/v1/docs/static/swagger-initializer.js', '/api/v1/docs/json', '/api/v1/docs/static/index.html']) {
    const r = await fetch(`${server.url}${p}`);
    console.log(p, r.status, (await r.text()).slice(0, 300));
  }
  const r = await fetch(`${server.url}/api/v1/blogs`, { headers: { origin: 'https://app.example' } });
  console.log('vary single origin', r.headers.get('vary'));
  const o = await server.request('/openapi.json');
  console.log(Object.keys(o.body.paths).join(' '));
  console.log(JSON.stringify(o.body.paths['/contact']));
});
