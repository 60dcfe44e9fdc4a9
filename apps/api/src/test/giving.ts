// Helpers for tests that give money: a guest's donation, signed sandbox events and settling.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Queryable } from '../db/client.ts';
import { campaigns, currencies, donations, payments } from '../db/schema.ts';
import { signSandboxBody } from '../modules/payments/signing.ts';
import { createCampaign } from '../seed/factories.ts';
import { startFakeStripe } from './fake-stripe.ts';
import { type RequestOptions, startTestServer, type TestServer } from './harness.ts';
import { testConfig } from './test-config.ts';

export const GUEST = { name: 'Huda Saleh', email: 'huda@example.test', mobile: '966512345678' };

/** A campaign that accepts donations, in the currency with this code (SAR unless told). */
export async function openCampaign(
  server: TestServer,
  code = 'SAR',
  overrides: Parameters<typeof createCampaign>[1] = {},
) {
  const [currency] = await server.db.select().from(currencies).where(eq(currencies.code, code));
  return createCampaign(server.db, { currencyId: currency!.id, ...overrides });
}

export async function currencyId(server: TestServer, code: string) {
  const [currency] = await server.db.select().from(currencies).where(eq(currencies.code, code));
  return currency!.id;
}

/** POST /donations as a guest (or with `options`), expecting 201; returns the reference. */
export async function donate(
  server: TestServer,
  body: Record<string, unknown>,
  options: RequestOptions = {},
): Promise<string> {
  const answer = await server.request('/donations', { body: { ...GUEST, ...body }, ...options });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.result.reference as string;
}

/** A sandbox event for a payment, signed as the sandbox signs it (or with another secret). */
export function sandboxEvent(
  reference: string,
  outcome: 'paid' | 'failed' | 'cancelled' | 'refunded',
  options: { id?: string; secret?: string; at?: number } = {},
) {
  const type = outcome === 'refunded' ? 'payment.refunded' : `checkout.${outcome}`;
  const body = JSON.stringify({ id: options.id ?? `evt_${randomBytes(8).toString('hex')}`, type, reference });
  const secret = options.secret ?? testConfig().SANDBOX_WEBHOOK_SECRET;
  return { body, signature: signSandboxBody(secret, body, options.at) };
}

/** Delivers a signed event to POST /payments/webhook/sandbox over HTTP. */
export function deliver(server: TestServer, event: { body: string; signature: string }) {
  return server.request('/payments/webhook/sandbox', {
    method: 'POST',
    raw: { data: event.body, contentType: 'application/json' },
    headers: { 'x-sandbox-signature': event.signature },
  });
}

/** A stand-in for Stripe's API and a test server whose Stripe provider calls it. */
export async function startStripeServer(secretKey: string, webhookSecret: string) {
  const fake = await startFakeStripe(secretKey);
  const server = await startTestServer({
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: fake.url,
  });
  return { fake, server };
}

/** Delivers a signed Stripe event to POST /payments/webhook/stripe over HTTP. */
export function deliverStripe(server: TestServer, event: { body: string; signature: string }) {
  return server.request('/payments/webhook/stripe', {
    method: 'POST',
    raw: { data: event.body, contentType: 'application/json' },
    headers: { 'stripe-signature': event.signature },
  });
}

/** A payment by its reference, with its donations in id order. */
export async function paymentWithDonations(server: TestServer, reference: string) {
  const [payment] = await server.db.select().from(payments).where(eq(payments.reference, reference));
  const rows = await server.db
    .select()
    .from(donations)
    .where(eq(donations.paymentId, payment!.id))
    .orderBy(donations.id);
  return { payment: payment!, donations: rows };
}

/** Waits until every stored event is processed, but refunds waiting for their payment to be paid. */
export async function settle(server: TestServer) {
  for (let i = 0; i < 200; i++) {
    await server.ctx.jobs.runDue();
    const result = await server.db.execute(
      sql`select count(*)::int as n from payment_events e where e.processed_at is null
        and not (e.reported_state = 'refunded' and exists (
          select 1 from payments p where p.reference = e.payment_reference and p.state not in ('paid', 'refunded')))`,
    );
    if (Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('payment events did not settle');
}

export async function paymentState(server: TestServer, reference: string) {
  const [row] = await server.db.select().from(payments).where(eq(payments.reference, reference));
  return row!.state;
}

/**
 * Every campaign's raised total and donor count, next to what its paid donations add up to:
 * the two must always be equal (contract §15.2, DESIGN §7).
 */
export async function totalsAgainstDonations(db: Queryable) {
  const result = await db.execute(sql`
    select c.id, c.raised_minor::bigint as raised, c.donors_count as donors,
      coalesce((select sum(campaign_amount_minor - campaign_refunded_minor) from donations d where d.campaign_id = c.id and d.state = 'paid'), 0)::bigint as paid_sum,
      (select count(distinct coalesce('u' || d.user_id::text, 'e' || lower(d.email))) from donations d
        where d.campaign_id = c.id and d.state = 'paid')::int as paid_donors
    from ${campaigns} c`);
  return (result as unknown as { rows: Array<Record<string, string | number>> }).rows.map((row) => ({
    id: Number(row.id),
    raised: Number(row.raised),
    paidSum: Number(row.paid_sum),
    donors: Number(row.donors),
    paidDonors: Number(row.paid_donors),
  }));
}

/** Every campaign's total and donor count equal what its paid donations add up to. */
export async function expectExactTotals(db: Queryable) {
  for (const row of await totalsAgainstDonations(db)) {
    expect(row.raised, `campaign ${row.id}`).toBe(row.paidSum);
    expect(row.donors, `campaign ${row.id}`).toBe(row.paidDonors);
  }
}
