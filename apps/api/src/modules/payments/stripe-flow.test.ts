import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../db/schema.ts';
import { expectFailure, fieldErrors } from '../../test/expectations.ts';
import { type FakeStripe, signedStripeEvent } from '../../test/fake-stripe.ts';
import {
  deliverStripe,
  GUEST,
  openCampaign,
  paymentState,
  settle,
  startStripeServer,
  totalsAgainstDonations,
} from '../../test/giving.ts';
import type { TestServer } from '../../test/harness.ts';

const SECRET_KEY = 'sk_test_flow';
const WEBHOOK_SECRET = 'whsec_test_flow';

let fake: FakeStripe;
let server: TestServer;
beforeAll(async () => {
  ({ fake, server } = await startStripeServer(SECRET_KEY, WEBHOOK_SECRET));
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const deliver = (event: { body: string; signature: string }) => deliverStripe(server, event);

async function raised(campaignId: number) {
  const [row] = await server.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  return row!.raisedMinor;
}

async function storedEvents() {
  const result = await server.db.execute(
    sql`select count(*)::int as n from payment_events where provider = 'stripe'`,
  );
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
}

/** POST /donations through Stripe; returns the answer and the session the fake made for it. */
async function donateWithStripe(campaignId: number, amount: number) {
  const answer = await server.request('/donations', {
    body: { ...GUEST, campaign_id: campaignId, amount, gateway: 'stripe' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const { gateway_url: url, reference } = answer.body.result;
  const session = [...fake.sessions.values()].find(
    (candidate) => candidate.client_reference_id === reference,
  );
  return { url, reference, session: session! };
}

describe('a donation through Stripe', () => {
  it('is paid by a signed checkout.session.completed, once, and the campaign grows by exactly its amount', async () => {
    const campaign = await openCampaign(server);
    const before = await raised(campaign.id);
    const { url, reference, session } = await donateWithStripe(campaign.id, 150.5);

    expect(url).toBe(session.url);
    expect(url.startsWith(`${fake.url}/`)).toBe(true);
    expect(session).toMatchObject({ amount_total: 15_050, currency: 'sar', metadata: { reference } });
    expect(await paymentState(server, reference)).toBe('pending');

    fake.pay(session.id);
    const completed = signedStripeEvent(WEBHOOK_SECRET, {
      type: 'checkout.session.completed',
      object: { ...session },
    });
    const first = await deliver(completed);
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({ received: true, duplicate: false });
    await settle(server);
    expect(await paymentState(server, reference)).toBe('paid');
    expect(await raised(campaign.id)).toBe(before + 15_050);

    const replay = await deliver(completed);
    expect(replay.body.result).toEqual({ received: true, duplicate: true });
    await settle(server);
    expect(await raised(campaign.id)).toBe(before + 15_050);
    for (const row of await totalsAgainstDonations(server.db)) expect(row.raised).toBe(row.paidSum);
  });

  it('is read from Stripe by the return page when no webhook came, and stays pending while Stripe is down', async () => {
    const campaign = await openCampaign(server);
    const { reference, session } = await donateWithStripe(campaign.id, 75);
    const callback = () =>
      server.request(`/visitor/donations/callback?session=${reference}`, { method: 'POST' });

    fake.pay(session.id);
    fake.setMode('error');
    expect((await callback()).body.result.payment_status).toBe('pending');
    fake.setMode('normal');
    expect((await callback()).body.result.payment_status).toBe('paid');
    expect(await raised(campaign.id)).toBe(7500);
  });

  it('refuses a KWD gift, which Stripe cannot take to the fils, with 422 currency_id and asks Stripe nothing', async () => {
    const campaign = await openCampaign(server, 'KWD');
    const calls = fake.calls.length;
    const answer = await server.request('/donations', {
      lang: 'en',
      body: { ...GUEST, campaign_id: campaign.id, amount: 10.555, gateway: 'stripe' },
    });
    expectFailure(answer, 422, fieldErrors('en', [['currency_id', 'payments.errors.currency']]));
    expect(fake.calls).toHaveLength(calls);
  });

  it('answers 400 to a badly signed event and stores nothing', async () => {
    const campaign = await openCampaign(server);
    const { reference, session } = await donateWithStripe(campaign.id, 20);
    const stored = await storedEvents();

    fake.pay(session.id);
    const forged = signedStripeEvent('whsec_not_ours', {
      type: 'checkout.session.completed',
      object: { ...session },
    });
    expect((await deliver(forged)).status).toBe(400);
    await settle(server);
    expect(await storedEvents()).toBe(stored);
    expect(await paymentState(server, reference)).toBe('pending');
  });
});
