// The reconcile job (contract §6): pending payments are asked about, unfinished ones expire.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paymentEvents, payments } from '../../db/schema.ts';
import { donate, openCampaign, paymentState, sandboxEvent } from '../../test/giving.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { reconcilePending } from './reconcile.ts';
import { createSandboxProvider } from './sandbox.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Makes a payment look as if it had been opened `minutes` ago. */
async function age(reference: string, minutes: number) {
  await server.db
    .update(payments)
    .set({
      createdAt: sql`now() - make_interval(mins => ${minutes})`,
      expiresAt: sql`now() - make_interval(mins => ${minutes - 60})`,
    })
    .where(eq(payments.reference, reference));
}

it('cancels checkouts left unfinished for 60 minutes, and takes a paid answer from the provider first', async () => {
  const campaign = await openCampaign(server);
  const abandoned = await donate(server, { campaign_id: campaign.id, amount: 10 });
  const paidLate = await donate(server, { campaign_id: campaign.id, amount: 20 });
  const young = await donate(server, { campaign_id: campaign.id, amount: 30 });
  await age(abandoned, 61);
  await age(paidLate, 61);
  // The provider knows the second was paid, though its webhook never came through.
  const event = sandboxEvent(paidLate, 'paid');
  const provider = createSandboxProvider({
    secret: server.ctx.config.SANDBOX_WEBHOOK_SECRET,
    publicOrigin: () => '',
    db: server.db,
  });
  const parsed = provider.parseWebhook(Buffer.from(event.body), { 'x-sandbox-signature': event.signature });
  await server.db.insert(paymentEvents).values({
    provider: 'sandbox',
    eventId: parsed.eventId,
    type: parsed.type,
    paymentReference: paidLate,
    reportedState: 'paid',
    payload: {},
    // Marked done so only the reconcile job can apply it.
    processedAt: new Date(),
  });

  const result = await reconcilePending(server.ctx);
  expect(result.expired).toBe(1);
  expect(await paymentState(server, abandoned)).toBe('cancelled');
  expect(await paymentState(server, paidLate)).toBe('paid');
  expect(await paymentState(server, young)).toBe('pending');
  const callback = await server.request(`/visitor/donations/callback?session=${abandoned}`, {
    method: 'POST',
  });
  expect(callback.body.result.payment_status).toBe('cancelled');
});
