import { afterAll, describe, expect, it } from 'vitest';
import { t } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

describe('GET /payments/gateways', () => {
  it('lists the configured providers as a bare array, the default first, in the reader language', async () => {
    const server = await startTestServer();
    servers.push(server);
    for (const lang of ['ar', 'en'] as const) {
      const { status, body } = await server.request('/payments/gateways', { lang, token: 'null' });
      expect(status).toBe(200);
      expect(body.result).toEqual([{ code: 'sandbox', name: t(lang, 'payments.sandbox') }]);
    }
  });

  it('leaves the sandbox out when it is disabled, and never lists the aliases', async () => {
    const server = await startTestServer({ PAYMENTS_SANDBOX_ENABLED: 'false' });
    servers.push(server);
    const { body } = await server.request('/payments/gateways');
    expect(body.result).toEqual([]);
    expect(JSON.stringify(body.result)).not.toMatch(/curlec|2c2p/);
  });
});
