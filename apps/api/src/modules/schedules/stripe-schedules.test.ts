// Contract §17 on Stripe, against a stand-in of Stripe's API over HTTP: the checkout that saves the
// card (with the first charge, or a setup session alone), the card read back from Stripe, and
// later charges as off-session PaymentIntents with the occurrence's idempotency key.
import { addDays } from '@ataa/contract/civil-days';
import { SITE_TIME_ZONE } from '@ataa/contract/locale';
import { wallClockIn, zonedInstant } from '@ataa/contract/schedules/zoned-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, schedules } from '../../db/schema.ts';
import { signedInUser } from '../../test/expectations.ts';
import { type FakeStripe, type SavedCardBehaviour, signedStripeEvent } from '../../test/fake-stripe.ts';
import {
  deliverStripe,
  openCampaign,
  settle,
  startStripeServer,
  totalsAgainstDonations,
} from '../../test/giving.ts';
import type { TestServer } from '../../test/harness.ts';
import {
  at,
  DAY,
  dayFromNow,
  HOUR,
  MINUTE,
  occurrencesOf,
  postSchedule,
  quiet,
  scheduleRow,
} from '../../test/schedules.ts';
import { chargeDue } from './charging.ts';
import { readSavedMethods } from './methods-from-providers.ts';

const SECRET_KEY = 'sk_test_schedules';
const WEBHOOK_SECRET = 'whsec_test_schedules';

let fake: FakeStripe;
let server: TestServer;
let donor: { token: string; user: { id: number } };
let campaignId: number;
beforeAll(async () => {
  ({ fake, server } = await startStripeServer(SECRET_KEY, WEBHOOK_SECRET));
  donor = await signedInUser(server);
  campaignId = (await openCampaign(server)).id;
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

async function makeSchedule(body: Record<string, unknown>) {
  const created = await postSchedule(
    server,
    { plan: 'weekly', amount: '25', campaign_id: campaignId, gateway: 'stripe', ...body },
    { token: donor.token, lang: 'en' },
  );
  const session = [...fake.sessions.values()].find((each) => each.url === created.gateway_url)!;
  return { created, session, id: created.schedule.id as number };
}

/** A weekly schedule of four charges from three days on, its card saved on a setup session. */
async function savedWeekly(behaviour: SavedCardBehaviour) {
  const start = dayFromNow(3);
  const { id, session } = await makeSchedule({ start_at: start, end_at: addDays(start, 21) });
  fake.completeSetup(session.id, behaviour);
  await readSavedMethods(server.ctx, quiet);
  return { id, firstDue: zonedInstant(start, 21, SITE_TIME_ZONE) };
}

describe('a schedule on Stripe', () => {
  it('saves the card on a setup session when the first charge is days away, and starts once Stripe has it', async () => {
    const start = dayFromNow(3);
    const { created, session, id } = await makeSchedule({ start_at: start, end_at: addDays(start, 21) });
    expect(session).toMatchObject({ mode: 'setup', currency: 'sar', client_reference_id: created.reference });
    const form = fake.calls.find((call) => call.form.client_reference_id === created.reference)!.form;
    expect(form).toMatchObject({
      customer_creation: 'always',
      success_url: expect.stringMatching(/\/en\/dashboard\/donor\/schedules\/\d+$/),
    });
    expect(created.schedule).toMatchObject({ status: 'awaiting_payment_method', payment_method: null });

    // Not finished yet: nothing is kept, and Stripe is asked again next time.
    await readSavedMethods(server.ctx, quiet);
    expect((await scheduleRow(server.db, id)).setupReference).toBe(session.id);

    fake.completeSetup(session.id);
    expect(await readSavedMethods(server.ctx, quiet)).toBeGreaterThanOrEqual(1);
    const row = await scheduleRow(server.db, id);
    expect(row).toMatchObject({
      status: 'active',
      methodBrand: 'visa',
      methodLast4: '4242',
      setupReference: null,
    });
    expect(row.methodReference).toMatch(/^pm_test_/);
    expect(row.methodCustomer).toBe(session.customer);
    const read = await server.request(`/schedules/${id}`, { token: donor.token, lang: 'en' });
    expect(read.body.result.payment_method).toMatchObject({ brand: 'visa', last4: '4242' });
  });

  it('charges the first night at the checkout, keeps the card, and charges later nights off-session once each', async () => {
    const hour = wallClockIn(new Date(), SITE_TIME_ZONE).hour;
    const { created, session, id } = await makeSchedule({ plan: 'daily', hour });
    expect(session.mode).toBe('payment');
    const form = fake.calls.find((call) => call.form.client_reference_id === created.reference)!.form;
    expect(form).toMatchObject({
      'payment_intent_data[setup_future_usage]': 'off_session',
      customer_creation: 'always',
    });

    fake.pay(session.id);
    const completed = signedStripeEvent(WEBHOOK_SECRET, {
      type: 'checkout.session.completed',
      object: fake.sessions.get(session.id)! as unknown as Record<string, unknown>,
    });
    expect((await deliverStripe(server, completed)).status).toBe(200);
    await settle(server);
    await readSavedMethods(server.ctx, quiet);
    expect(await scheduleRow(server.db, id)).toMatchObject({ status: 'active', methodLast4: '4242' });

    const [first, second] = await occurrencesOf(server.db, id);
    expect(first!.state).toBe('paid');
    // The second night, charged twice over by two passes: one PaymentIntent, under its key.
    await chargeDue(server.ctx, quiet, at(second!.dueAt));
    await chargeDue(server.ctx, quiet, at(second!.dueAt));
    const key = `schedule-${id}-${second!.seq}`;
    const charges = fake.offSessionCharges.filter((charge) => charge.key === key);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.intent).toMatchObject({ amount: 2500, currency: 'sar', status: 'succeeded' });
    const [, charged] = await occurrencesOf(server.db, id);
    expect(charged!.state).toBe('paid');
    const [payment] = await server.db.select().from(payments).where(eq(payments.id, charged!.paymentId!));
    expect(payment).toMatchObject({
      state: 'paid',
      providerReference: charges[0]!.intent.id,
      totalMinor: 2500,
    });
    for (const row of await totalsAgainstDonations(server.db)) expect(row.raised).toBe(row.paidSum);
  });

  it('asks Stripe with the same key after a charge whose answer was never written, and Stripe charges once', async () => {
    const { id, firstDue } = await savedWeekly('succeed');
    // Stripe charges, and its answer is lost on the way (the SDK's retry too): the occurrence stays
    // claimed, as it would with a process that died before writing the answer.
    fake.setMode('lose-answers');
    try {
      await chargeDue(server.ctx, quiet, at(firstDue));
    } finally {
      fake.setMode('normal');
    }
    const [claimed] = await occurrencesOf(server.db, id);
    expect(claimed).toMatchObject({ state: 'charging', attempts: 1 });
    // Another process, once the claim's lease is over: the same payment and key, which Stripe
    // answers from its record of the first call.
    await chargeDue(server.ctx, quiet, at(firstDue, 4 * MINUTE));
    const [paid] = await occurrencesOf(server.db, id);
    expect(paid).toMatchObject({ state: 'paid', attempts: 1, paymentId: claimed!.paymentId });
    expect(fake.offSessionCharges.filter((charge) => charge.key === `schedule-${id}-1`)).toHaveLength(1);
  });

  it('tries a declined card once more an hour later with a new key, then fails the night', async () => {
    const { id, firstDue } = await savedWeekly('decline');
    await chargeDue(server.ctx, quiet, at(firstDue));
    const [declined] = await occurrencesOf(server.db, id);
    expect(declined).toMatchObject({ state: 'scheduled', attempts: 1 });
    // The failed payment names the PaymentIntent Stripe declined, not the key it was asked with.
    const [payment] = await server.db.select().from(payments).where(eq(payments.id, declined!.paymentId!));
    expect(payment).toMatchObject({
      state: 'failed',
      providerReference: fake.offSessionCharges.at(-1)!.intent.id,
    });
    await chargeDue(server.ctx, quiet, at(firstDue, HOUR + MINUTE));
    expect((await occurrencesOf(server.db, id))[0]).toMatchObject({ state: 'failed', attempts: 2 });
    const keys = fake.offSessionCharges
      .filter((charge) => charge.key.startsWith(`schedule-${id}-1`))
      .map((charge) => charge.key);
    expect(keys).toEqual([`schedule-${id}-1`, `schedule-${id}-1-2`]);
  });

  it('sends the donor to the bank’s page when it asks for authentication, and pays the night once they have', async () => {
    const { id, firstDue } = await savedWeekly('authenticate');
    await chargeDue(server.ctx, quiet, at(firstDue));
    const [waiting] = await occurrencesOf(server.db, id);
    expect(waiting!.state).toBe('action_required');
    const [payment] = await server.db.select().from(payments).where(eq(payments.id, waiting!.paymentId!));
    const intent = fake.intents.get(payment!.providerReference!)!;
    expect(intent.next_action?.redirect_to_url.url).toBe(`${fake.url}/3ds/${intent.id}`);
    expect(intent.next_action?.redirect_to_url.return_url).toContain(`session=${payment!.reference}`);

    const succeeded = signedStripeEvent(WEBHOOK_SECRET, {
      type: 'payment_intent.succeeded',
      object: fake.authenticate(intent.id) as unknown as Record<string, unknown>,
    });
    expect((await deliverStripe(server, succeeded)).status).toBe(200);
    await settle(server);
    expect((await occurrencesOf(server.db, id))[0]).toMatchObject({ state: 'paid' });
    // Nothing more is asked of Stripe for that night.
    await chargeDue(server.ctx, quiet, at(firstDue, DAY));
    expect(fake.offSessionCharges.filter((charge) => charge.key === `schedule-${id}-1`)).toHaveLength(1);
  });

  it('replaces a card that failed three times on a new setup session, and resumes the schedule', async () => {
    const start = dayFromNow(3);
    const { id, session } = await makeSchedule({ start_at: start, end_at: addDays(start, 35) });
    fake.completeSetup(session.id, 'decline');
    await readSavedMethods(server.ctx, quiet);
    const firstDue = zonedInstant(start, 21, SITE_TIME_ZONE);
    for (let week = 0; week < 3; week++) {
      await chargeDue(server.ctx, quiet, at(firstDue, week * 7 * DAY));
      await chargeDue(server.ctx, quiet, at(firstDue, week * 7 * DAY + HOUR + MINUTE));
    }
    expect(await scheduleRow(server.db, id)).toMatchObject({
      status: 'paused',
      pausedReason: 'payment_failed',
    });

    const answer = await server.request(`/schedules/${id}/payment-method`, {
      token: donor.token,
      body: { gateway: 'stripe' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const replacing = [...fake.sessions.values()].find(
      (each) => each.url === answer.body.result.gateway_url,
    )!;
    expect(replacing.mode).toBe('setup');
    // Until the donor has finished there, the old card stays and the schedule stays paused.
    await readSavedMethods(server.ctx, quiet);
    expect(await scheduleRow(server.db, id)).toMatchObject({ status: 'paused', methodLast4: '0341' });
    fake.completeSetup(replacing.id);
    await readSavedMethods(server.ctx, quiet);
    expect(await scheduleRow(server.db, id)).toMatchObject({
      status: 'active',
      methodLast4: '4242',
      failedInRow: 0,
    });
    await chargeDue(server.ctx, quiet, at(firstDue, 21 * DAY));
    expect((await occurrencesOf(server.db, id))[3]).toMatchObject({ state: 'paid' });
  });

  it('cancels the schedule and answers 500 when Stripe cannot open the page that saves the card', async () => {
    fake.setMode('error');
    try {
      const answer = await server.request('/schedules', {
        token: donor.token,
        lang: 'ar',
        body: {
          plan: 'weekly',
          amount: 10,
          campaign_id: campaignId,
          gateway: 'stripe',
          start_at: dayFromNow(4),
        },
      });
      expect(answer.status).toBe(500);
    } finally {
      fake.setMode('normal');
    }
    const rows = await server.db.select().from(schedules).where(eq(schedules.userId, donor.user.id));
    expect(rows.at(-1)).toMatchObject({ status: 'cancelled' });
  });
});
