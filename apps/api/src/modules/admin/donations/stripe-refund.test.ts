// Contract §13 on Stripe: a refund is asked of Stripe for one donation's amount, and the donation
// becomes refunded when Stripe's webhook confirms it: replayed, out of order with the checkout's
// completion, and for one donation of a payment to several campaigns.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, campaigns, paymentEvents, payments, type users } from '../../../db/schema.ts';
import { createUser } from '../../../seed/factories.ts';
import { expectFailure, fieldErrors, LANGS, signIn, t } from '../../../test/expectations.ts';
import { type FakeStripe, signedStripeEvent } from '../../../test/fake-stripe.ts';
import {
  deliverStripe,
  expectExactTotals,
  GUEST,
  openCampaign,
  paymentWithDonations,
  settle,
  startStripeServer,
} from '../../../test/giving.ts';
import type { TestServer } from '../../../test/harness.ts';
import { outboxFor } from '../../../test/outbox.ts';

const SECRET_KEY = 'sk_test_refunds';
const WEBHOOK_SECRET = 'whsec_test_refunds';

let fake: FakeStripe;
let server: TestServer;
let admin: typeof users.$inferSelect;
let token: string;
beforeAll(async () => {
  ({ fake, server } = await startStripeServer(SECRET_KEY, WEBHOOK_SECRET));
  admin = await createUser(server.db, { userType: 'admin' });
  token = await signIn(server, admin.email);
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const deliver = (event: { body: string; signature: string }) => deliverStripe(server, event);

const refund = (id: number, reason = 'Charged twice') =>
  server.request(`/admin/donations/${id}/refund`, { method: 'POST', token, lang: 'en', body: { reason } });
const read = async (id: number) => (await server.request(`/admin/donations/${id}`, { token })).body.result;

async function campaignRow(id: number) {
  const [row] = await server.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}

/** A Stripe checkout for these campaigns (one: POST /donations; several: the guest cart), paid at Stripe. */
async function stripePayment(parts: Array<{ id: number; amount: number }>) {
  const total = parts.reduce((sum, part) => sum + part.amount, 0);
  const answer =
    parts.length === 1
      ? await server.request('/donations', {
          body: { ...GUEST, campaign_id: parts[0]!.id, amount: total, gateway: 'stripe' },
        })
      : await server.request('/visitor/cart', {
          body: { ...GUEST, total_amount: total, campaign: parts, gateway: 'stripe' },
        });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const reference = answer.body.result.reference as string;
  const session = [...fake.sessions.values()].find((each) => each.client_reference_id === reference)!;
  fake.pay(session.id);
  const { payment, donations: rows } = await paymentWithDonations(server, reference);
  const completed = signedStripeEvent(WEBHOOK_SECRET, {
    type: 'checkout.session.completed',
    object: { ...session },
  });
  return { reference, session, payment, donations: rows, completed };
}

/** A paid Stripe checkout of 60 and 40 to two new campaigns, its completion delivered. */
async function paidToTwoCampaigns() {
  const first = await openCampaign(server);
  const second = await openCampaign(server);
  const paid = await stripePayment([
    { id: first.id, amount: 60 },
    { id: second.id, amount: 40 },
  ]);
  await deliver(paid.completed);
  await settle(server);
  return { first, second, ...paid };
}

describe('a refund through Stripe', () => {
  it('asks Stripe for the amount, waits for charge.refunded, and applies it once, interleaved with checkout.session.completed', async () => {
    const campaign = await openCampaign(server);
    const before = await campaignRow(campaign.id);
    const {
      reference,
      session,
      donations: made,
      completed,
    } = await stripePayment([{ id: campaign.id, amount: 75 }]);
    const id = made[0]!.id;
    // Paid by the return page before any webhook came.
    const returned = await server.request(`/visitor/donations/callback?session=${reference}`, {
      method: 'POST',
    });
    expect(returned.body.result.payment_status).toBe('paid');
    expect((await campaignRow(campaign.id)).raisedMinor).toBe(before.raisedMinor + 7500);

    const answer = await refund(id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(t('en', 'refunds.requested'));
    expect(answer.body.result).toMatchObject({
      state: 'paid',
      refunds: [{ amount: 75, reason: 'Charged twice', status: 'requested' }],
    });
    expect(fake.refunds.filter((each) => each.payment_intent === session.payment_intent)).toEqual([
      expect.objectContaining({
        amount: 7500,
        metadata: { reference, donation_id: String(id), admin_id: String(admin.id), reason: 'Charged twice' },
      }),
    ]);
    expect(fake.calls.at(-1)?.headers['idempotency-key']).toBe(`refund-${reference}-${id}`);
    // Nothing changes until Stripe confirms. Asked again meanwhile (the webhook late), Stripe is
    // asked again under the same key and answers the same refund: nothing more is refunded.
    expect((await campaignRow(campaign.id)).raisedMinor).toBe(before.raisedMinor + 7500);
    const again = await refund(id, 'Still waiting');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.result.refunds).toMatchObject([{ reason: 'Charged twice', status: 'requested' }]);
    expect(fake.calls.at(-1)?.headers['idempotency-key']).toBe(`refund-${reference}-${id}`);
    expect(fake.refunds.filter((each) => each.payment_intent === session.payment_intent)).toHaveLength(1);

    const refunded = signedStripeEvent(WEBHOOK_SECRET, {
      type: 'charge.refunded',
      object: fake.settleRefunds(session.id),
    });
    for (const event of [refunded, completed, refunded, completed, completed, refunded]) {
      expect((await deliver(event)).status).toBe(200);
    }
    await settle(server);

    expect(await read(id)).toMatchObject({ state: 'refunded', refunds: [{ status: 'succeeded' }] });
    expect(await campaignRow(campaign.id)).toMatchObject({
      raisedMinor: before.raisedMinor,
      donorsCount: before.donorsCount,
    });
    const audit = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'donation'), eq(auditLog.objectId, id)))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'donation.refund_request',
        reason: 'Charged twice',
      }),
      expect.objectContaining({
        actorId: admin.id,
        action: 'donation.refund_request',
        reason: 'Still waiting',
      }),
      expect.objectContaining({ actorId: admin.id, action: 'donation.refund', reason: 'Charged twice' }),
    ]);
    const told = await outboxFor(server.db, GUEST.email);
    expect(told.filter((mail) => mail.subject === t('ar', 'refunds.mail_subject'))).toHaveLength(1);
    await expectExactTotals(server.db);
  });

  it('applies charge.refunded that comes after checkout.session.completed, three times, once', async () => {
    const campaign = await openCampaign(server);
    const { session, donations: made, completed } = await stripePayment([{ id: campaign.id, amount: 20 }]);
    for (let i = 0; i < 3; i++) await deliver(completed);
    await settle(server);
    const paid = await campaignRow(campaign.id);
    expect((await refund(made[0]!.id)).body.result.state).toBe('paid');
    const refunded = signedStripeEvent(WEBHOOK_SECRET, {
      type: 'charge.refunded',
      object: fake.settleRefunds(session.id),
    });
    for (let i = 0; i < 3; i++) expect((await deliver(refunded)).body.result.duplicate).toBe(i > 0);
    await settle(server);
    expect((await read(made[0]!.id)).state).toBe('refunded');
    expect((await campaignRow(campaign.id)).raisedMinor).toBe(paid.raisedMinor - 2000);
    await expectExactTotals(server.db);
  });

  it('refunds one donation of a payment to two campaigns: only its amount, the other donation stays paid', async () => {
    const { first, second, session, payment, completed, donations: made } = await paidToTwoCampaigns();
    const [one, other] = made;

    expect((await refund(one!.id)).status).toBe(200);
    expect(fake.refunds.filter((each) => each.payment_intent === session.payment_intent)).toEqual([
      expect.objectContaining({ amount: 6000 }),
    ]);
    // Newer API versions send the charge without its refund list: the amount refunded tells.
    const charge = fake.settleRefunds(session.id, false);
    expect(charge).toMatchObject({ refunded: false, amount_refunded: 6000 });
    const refunded = signedStripeEvent(WEBHOOK_SECRET, { type: 'charge.refunded', object: charge });
    const refundUpdated = signedStripeEvent(WEBHOOK_SECRET, {
      type: 'refund.updated',
      object: { ...fake.refunds.at(-1)! },
    });
    for (const event of [refunded, refundUpdated, refunded, completed, refundUpdated, refunded]) {
      await deliver(event);
    }
    await settle(server);

    expect((await read(one!.id)).state).toBe('refunded');
    expect((await read(other!.id)).state).toBe('paid');
    const [after] = await server.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after!.state).toBe('paid');
    expect((await campaignRow(first.id)).raisedMinor).toBe(0);
    expect((await campaignRow(second.id)).raisedMinor).toBe(4000);
    await expectExactTotals(server.db);
  });

  it('answers 500 with the provider message when Stripe fails, and the refund can be asked again', async () => {
    const campaign = await openCampaign(server);
    const { donations: made, completed } = await stripePayment([{ id: campaign.id, amount: 30 }]);
    await deliver(completed);
    await settle(server);
    fake.setMode('error');
    const failed = await refund(made[0]!.id);
    fake.setMode('normal');
    expect(failed.status).toBe(500);
    expect(failed.body.message).toBe(t('en', 'payments.errors.provider_unavailable'));
    expect((await read(made[0]!.id)).refunds).toEqual([]);
    expect((await refund(made[0]!.id)).body.result.refunds).toMatchObject([{ status: 'requested' }]);
  });

  it('takes a refund Stripe reports failed as failed, and asks again as a new attempt under a new key', async () => {
    const campaign = await openCampaign(server);
    const {
      reference,
      session,
      donations: made,
      completed,
    } = await stripePayment([{ id: campaign.id, amount: 40 }]);
    await deliver(completed);
    await settle(server);
    const id = made[0]!.id;
    expect((await refund(id)).status).toBe(200);
    const first = fake.refunds.at(-1)!;
    first.status = 'failed';
    const failed = signedStripeEvent(WEBHOOK_SECRET, { type: 'refund.updated', object: { ...first } });
    expect((await deliver(failed)).status).toBe(200);
    await settle(server);
    expect(await read(id)).toMatchObject({ state: 'paid', refunds: [{ status: 'failed' }] });

    const answer = await refund(id, 'Second try');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result.refunds).toMatchObject([{ reason: 'Second try', status: 'requested' }]);
    expect(fake.calls.at(-1)?.headers['idempotency-key']).toBe(`refund-${reference}-${id}-2`);
    const second = fake.refunds.at(-1)!;
    expect(second.id).not.toBe(first.id);
    const refunded = signedStripeEvent(WEBHOOK_SECRET, {
      type: 'charge.refunded',
      object: fake.settleRefunds(session.id),
    });
    await deliver(refunded);
    await settle(server);
    expect(await read(id)).toMatchObject({ state: 'refunded', refunds: [{ status: 'succeeded' }] });
    await expectExactTotals(server.db);
  });

  it('answers 409 with a clear message, in both languages, when Stripe refuses the refund for good', async () => {
    const campaign = await openCampaign(server);
    const { session, donations: made, completed } = await stripePayment([{ id: campaign.id, amount: 25 }]);
    await deliver(completed);
    await settle(server);
    const id = made[0]!.id;
    // Refunded in Stripe's dashboard before the staff asked here.
    fake.refunds.push({
      id: 're_dashboard',
      object: 'refund',
      amount: 2500,
      currency: session.currency,
      payment_intent: session.payment_intent!,
      reason: null,
      metadata: {},
      status: 'succeeded',
    });
    for (const lang of LANGS) {
      const answer = await server.request(`/admin/donations/${id}/refund`, {
        method: 'POST',
        token,
        lang,
        body: { reason: 'Charged twice' },
      });
      expectFailure(answer, 409, {}, t(lang, 'refunds.refused'));
    }
    expect(await read(id)).toMatchObject({ state: 'paid', refunds: [{ status: 'failed' }] });
  });

  it("applies a partial refund made in Stripe's dashboard to the payment's one donation, once however often it is told", async () => {
    const campaign = await openCampaign(server);
    const { session, donations: made, completed } = await stripePayment([{ id: campaign.id, amount: 80 }]);
    await deliver(completed);
    await settle(server);
    const id = made[0]!.id;
    const paid = await campaignRow(campaign.id);
    // Made in the dashboard: none of our metadata on the refund.
    const dashboard = {
      id: 're_dashboard_part',
      object: 'refund' as const,
      amount: 3000,
      currency: session.currency,
      payment_intent: session.payment_intent!,
      reason: null,
      metadata: {},
      status: 'succeeded',
    };
    fake.refunds.push(dashboard);
    const charge = fake.settleRefunds(session.id);
    const refunded = signedStripeEvent(WEBHOOK_SECRET, { type: 'charge.refunded', object: charge });
    // The same event three times, and another event naming the same refund (a new event id).
    const again = signedStripeEvent(WEBHOOK_SECRET, { type: 'charge.refunded', object: charge });
    const created = signedStripeEvent(WEBHOOK_SECRET, { type: 'refund.created', object: { ...dashboard } });
    for (const event of [refunded, created, refunded, again, refunded]) {
      expect((await deliver(event)).status).toBe(200);
    }
    await settle(server);

    expect(await read(id)).toMatchObject({
      state: 'paid',
      refunded_amount: 30,
      refundable_amount: 50,
      refunds: [{ amount: 30, reason: t('ar', 'refunds.reason_provider'), status: 'succeeded' }],
    });
    expect((await campaignRow(campaign.id)).raisedMinor).toBe(paid.raisedMinor - 3000);
    const told = await outboxFor(server.db, GUEST.email);
    expect(told.filter((mail) => mail.subject === t('ar', 'refunds.mail_subject_partial'))).toHaveLength(1);

    // The staff then ask for more than is left: refused, Stripe not asked.
    const asked = fake.refunds.length;
    const over = await server.request(`/admin/donations/${id}/refund`, {
      method: 'POST',
      token,
      lang: 'en',
      body: { reason: 'Too much', amount: 50.01 },
    });
    expectFailure(over, 422, fieldErrors('en', [['amount', 'refunds.amount_over', { left: 50 }]]));
    expect(fake.refunds).toHaveLength(asked);
    await expectExactTotals(server.db);
  });

  it('counts a waiting refund as taken, and applies a dashboard refund from a charge without its refund list once', async () => {
    const campaign = await openCampaign(server);
    const { session, donations: made, completed } = await stripePayment([{ id: campaign.id, amount: 100 }]);
    await deliver(completed);
    await settle(server);
    const id = made[0]!.id;
    const paid = await campaignRow(campaign.id);
    const part = await server.request(`/admin/donations/${id}/refund`, {
      method: 'POST',
      token,
      lang: 'en',
      body: { reason: 'Part', amount: 60 },
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.message).toBe(t('en', 'refunds.requested_part'));
    expect(part.body.result).toMatchObject({ state: 'paid', refunded_amount: 0, refundable_amount: 40 });
    const over = await server.request(`/admin/donations/${id}/refund`, {
      method: 'POST',
      token,
      lang: 'en',
      body: { reason: 'Too much', amount: 41 },
    });
    expectFailure(over, 422, fieldErrors('en', [['amount', 'refunds.amount_over', { left: 40 }]]));

    fake.refunds.push({
      id: 're_dashboard_nolist',
      object: 'refund',
      amount: 1500,
      currency: session.currency,
      payment_intent: session.payment_intent!,
      reason: null,
      metadata: {},
      status: 'succeeded',
    });
    const charge = fake.settleRefunds(session.id, false);
    expect(charge).toMatchObject({ refunded: false, amount_refunded: 7500 });
    const first = signedStripeEvent(WEBHOOK_SECRET, { type: 'charge.refunded', object: charge });
    const second = signedStripeEvent(WEBHOOK_SECRET, { type: 'charge.refunded', object: charge });
    for (const event of [first, first, second, first]) await deliver(event);
    await settle(server);
    expect(await read(id)).toMatchObject({
      state: 'paid',
      refunded_amount: 75,
      refundable_amount: 25,
      refunds: [
        { amount: 60, status: 'succeeded' },
        { amount: 15, status: 'succeeded' },
      ],
    });
    expect((await campaignRow(campaign.id)).raisedMinor).toBe(paid.raisedMinor - 7500);
    await expectExactTotals(server.db);
  });

  it('leaves a dashboard refund of a payment to several campaigns to the staff, noted with its event', async () => {
    const { first, session, reference, donations: made } = await paidToTwoCampaigns();
    fake.refunds.push({
      id: 're_dashboard_several',
      object: 'refund',
      amount: 1000,
      currency: session.currency,
      payment_intent: session.payment_intent!,
      reason: null,
      metadata: {},
      status: 'succeeded',
    });
    await deliver(
      signedStripeEvent(WEBHOOK_SECRET, { type: 'charge.refunded', object: fake.settleRefunds(session.id) }),
    );
    await settle(server);
    for (const donation of made)
      expect(await read(donation.id)).toMatchObject({ state: 'paid', refunded_amount: 0 });
    expect((await campaignRow(first.id)).raisedMinor).toBe(6000);
    const [event] = await server.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentReference, reference), eq(paymentEvents.type, 'charge.refunded')));
    expect(event!.lastError).toContain('re_dashboard_several');
    await expectExactTotals(server.db);
  });
});
