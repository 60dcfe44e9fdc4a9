import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { baseCurrencyProblem } from './base-currency.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the base currency check at start-up', () => {
  it('accepts the seeded base currency, whose rate is 1', async () => {
    expect(await baseCurrencyProblem(server.db, 'SAR')).toBeNull();
  });

  it('names the setting when the base is missing or its rate is not 1', async () => {
    expect(await baseCurrencyProblem(server.db, 'JPY')).toMatch(/^BASE_CURRENCY: JPY is not one of/);
    expect(await baseCurrencyProblem(server.db, 'USD')).toMatch(/^BASE_CURRENCY: USD has a rate of 3\.75/);
  });
});
