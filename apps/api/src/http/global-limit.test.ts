import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, t } from '../test/expectations.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { RATE_LIMITS_ENABLED: 'true', RATE_LIMIT_GLOBAL_PER_MINUTE: '3' },
    undefined,
    { overHttp: true },
  );
});
afterAll(() => server.close());

describe('the global per-IP limit', () => {
  it('answers 429 with Retry-After once an address is over the limit', async () => {
    for (let i = 0; i < 3; i++) expect((await server.request('/categories')).status).toBe(200);
    const limited = await server.request('/categories', { lang: 'en' });
    expectFailure(limited, 429, {}, t('en', 'errors.rate_limited'));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('does not count the pages’ own in-process calls, which all come from this process', async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await server.app.inject({ method: 'GET', url: '/api/v1/categories' });
      expect(answer.statusCode).toBe(200);
    }
  });
});
