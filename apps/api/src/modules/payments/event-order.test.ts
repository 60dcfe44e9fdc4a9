import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliver,
  donate,
  expectExactTotals,
  openCampaign,
  paymentWithDonations,
  sandboxEvent,
  settle,
} from '../../test/giving.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

type Outcome = 'paid' | 'failed' | 'cancelled' | 'refunded';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function orders<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    orders([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

/** A guest's payment to a fresh campaign, with the events in `order`, each delivered three times. */
async function playOrder(order: Outcome[]) {
  const campaign = await openCampaign(server);
  const reference = await donate(server, { campaign_id: campaign.id, amount: 40 });
  for (const outcome of order) {
    const event = sandboxEvent(reference, outcome);
    for (let delivery = 0; delivery < 3; delivery++) expect((await deliver(server, event)).status).toBe(200);
    await settle(server);
  }
  const { payment, donations: rows } = await paymentWithDonations(server, reference);
  return { payment, states: rows.map((row) => row.state) };
}

describe('payment events in every order, three times each', () => {
  it('end refunded whenever the payment was paid, the refund waiting for the paid event', async () => {
    for (const order of orders<Outcome>(['paid', 'failed', 'cancelled', 'refunded'])) {
      const { payment, states } = await playOrder(order);
      expect(payment.state, order.join(' → ')).toBe('refunded');
      expect(payment.paidAt, order.join(' → ')).not.toBeNull();
      expect(states, order.join(' → ')).toEqual(['refunded']);
    }
    await expectExactTotals(server.db);
  });

  it('end paid without a refund, whatever failed or cancelled said', async () => {
    for (const order of orders<Outcome>(['paid', 'failed', 'cancelled'])) {
      const { payment, states } = await playOrder(order);
      expect(payment.state, order.join(' → ')).toBe('paid');
      expect(states, order.join(' → ')).toEqual(['paid']);
    }
    await expectExactTotals(server.db);
  });

  it('keep a refund of a payment never paid waiting, the payment and its donations agreeing', async () => {
    for (const order of orders<Outcome>(['failed', 'refunded'])) {
      const { payment, states } = await playOrder(order);
      expect(payment.state, order.join(' → ')).toBe('failed');
      expect(states, order.join(' → ')).toEqual(['failed']);
    }
    const { payment, states } = await playOrder(['refunded']);
    expect(payment.state).toBe('pending');
    expect(states).toEqual(['pending']);
    await expectExactTotals(server.db);
  });
});
