// The original client's own requests (contract §6, §16), exactly as it sends them: it must work
// against this API unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../seed/factories.ts';
import { expectFailure, fieldErrors, LANGS } from '../../test/expectations.ts';
import { GUEST, openCampaign } from '../../test/giving.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

/** Where the original client runs: a front end on another origin, allowed by CORS. */
const CLIENT = 'http://client.example:3001';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CORS_ORIGINS: CLIENT });
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

describe('the return from the checkout to the original client', () => {
  it('comes back to the client that opened the payment, with the reference under every name, and its page reads it', async () => {
    const campaign = await openCampaign(server);
    // The client's own guest checkout: its Origin, no gateway, English, the cart of one campaign.
    const opened = await server.request('/visitor/cart', {
      lang: 'en',
      headers: { origin: CLIENT },
      body: { ...GUEST, total_amount: 40, campaign: [{ id: campaign.id, amount: 40 }] },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const { reference, url } = opened.body.result as { reference: string; url: string };

    // The sandbox page lets its form lead back to that client, and nowhere else.
    const page = await fetch(`${server.url}${new URL(url).pathname}`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`form-action 'self' ${CLIENT}`);

    const chosen = await fetch(`${server.url}/api/v1/payments/sandbox/${reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(chosen.status).toBe(303);
    const back = new URL(chosen.headers.get('location')!);
    // No /en prefix: that is this site's routing, not the client's.
    expect(`${back.origin}${back.pathname}`).toBe(`${CLIENT}/visitor/donations/callback`);
    for (const name of ['session', 'razorpay_payment_link_id', 'paymentResponse']) {
      expect(back.searchParams.get(name), name).toBe(reference);
    }

    // The client's return page asks with `paymentResponse`.
    const status = await server.request(`/visitor/donations/callback?paymentResponse=${reference}`, {
      method: 'POST',
      headers: { origin: CLIENT },
    });
    expect(status.status).toBe(200);
    expect(status.body.result.reference).toBe(reference);
  });

  it('comes back to this site, in the page language, for a request from no allowed origin', async () => {
    const campaign = await openCampaign(server);
    const opened = await server.request('/donations', {
      lang: 'en',
      headers: { origin: 'http://elsewhere.example' },
      body: { ...GUEST, campaign_id: campaign.id, amount: 10 },
    });
    expect(opened.status).toBe(201);
    const chosen = await server.request(`/payments/sandbox/${opened.body.result.reference}`, {
      body: { outcome: 'cancelled' },
    });
    const back = new URL(chosen.body.result.redirect_url);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/en/visitor/donations/callback');
  });
});
