// The original client's own requests (contract §6, §16), exactly as it sends them: it must work
// against this API unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../seed/factories.ts';
import { expectFailure, fieldErrors, LANGS } from '../../test/expectations.ts';
import { GUEST, openCampaign } from '../../test/giving.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a one-time donation as the original client sends it', () => {
  it('is accepted with "ongoing_charity": "no" and "charity_amount": 0, which it always sends', async () => {
    const campaign = await openCampaign(server);
    for (const charityAmount of [0, '0', '', 'not a number']) {
      const answer = await server.request('/donations', {
        body: {
          ...GUEST,
          campaign_id: campaign.id,
          amount: 25,
          ongoing_charity: 'no',
          charity_amount: charityAmount,
          love_donation: 'no',
          anonymous: 'no',
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.result.gateway_url).toEqual(expect.any(String));
    }
  });

  it('still checks the recurring amount of an ongoing donation, and creates nothing when it is wrong', async () => {
    const campaign = await openCampaign(server);
    const before = await countRows(server.db, 'payments');
    for (const lang of LANGS) {
      const zero = await server.request('/donations', {
        lang,
        body: { ...GUEST, campaign_id: campaign.id, amount: 25, ongoing_charity: 'yes', charity_amount: 0 },
      });
      expectFailure(zero, 422, fieldErrors(lang, [['charity_amount', 'payments.errors.amount_positive']]));
      const different = await server.request('/donations', {
        lang,
        body: { ...GUEST, campaign_id: campaign.id, amount: 25, ongoing_charity: 'yes', charity_amount: 30 },
      });
      expectFailure(
        different,
        422,
        fieldErrors(lang, [['charity_amount', 'payments.errors.charity_amount']]),
      );
    }
    expect(await countRows(server.db, 'payments')).toBe(before);
    const same = await server.request('/donations', {
      body: { ...GUEST, campaign_id: campaign.id, amount: 25, ongoing_charity: 'yes', charity_amount: '25' },
    });
    expect(same.status).toBe(201);
  });
});
