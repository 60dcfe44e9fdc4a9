// Decision 025: a campaign that stops accepting donations while a donor is at the checkout. Its
// open checkouts are expired at the provider, and a payment that still arrives for it is refunded
// at once, never counted, and the donor is told why, once: on the sandbox and on Stripe's stand-in.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, notifications, refunds, type users } from '../../db/schema.ts';
import { createUser } from '../../seed/factories.ts';
import { LANGS, type Lang, signedInUser, signIn, t } from '../../test/expectations.ts';
import { type FakeStripe, signedStripeEvent } from '../../test/fake-stripe.ts';
import {
  deliver,
  deliverStripe,
  expectExactTotals,
  openCampaign,
  paymentWithDonations,
  sandboxEvent,
  settle,
  startStripeServer,
} from '../../test/giving.ts';
import type { TestServer } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import { outboxFor } from '../../test/outbox.ts';
import { closeCampaignCheckouts } from './closed-campaigns.ts';
import { movePayment } from './transitions.ts';

const SECRET_KEY = 'sk_test_closed_campaigns';
const WEBHOOK_SECRET = 'whsec_test_closed_campaigns';

let fake: FakeStripe;
let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  ({ fake, server } = await startStripeServer(SECRET_KEY, WEBHOOK_SECRET));
  adminToken = (await signedInUser(server, { userType: 'admin' })).token;
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

type Gateway = 'sandbox' | 'stripe';

/** A charity of its own for each test (one of them is rejected), signed in. */
async function newCharity() {
  const charity = await createUser(server.db, { userType: 'charity' });
  return { charity, token: await signIn(server, charity.email) };
}
type Charity = Awaited<ReturnType<typeof newCharity>>;

const editCampaign = (id: number, owner: Charity, status: string) =>
  server.request(`/charity/campaigns/${id}`, { token: owner.token, raw: multipart([['status', status]]) });

/** Every way a published campaign stops accepting donations while a checkout is open. */
const CLOSINGS = {
  'the charity deletes it': (id: number, owner: Charity) =>
    server.request(`/charity/campaigns/${id}`, { method: 'DELETE', token: owner.token }),
  'the charity cancels it': (id: number, owner: Charity) => editCampaign(id, owner, 'cancelled'),
  'the charity pauses it': (id: number, owner: Charity) => editCampaign(id, owner, 'paused'),
  'the staff take it down': (id: number) =>
    server.request(`/admin/campaigns/${id}/reject`, {
      token: adminToken,
      body: { reason: 'The licence number on the campaign page belongs to another charity.' },
    }),
  'the staff reject its charity': (_id: number, owner: Charity) =>
    server.request(`/admin/charities/${owner.charity.id}/reject`, {
      token: adminToken,
      body: { reason: 'The registration certificate has expired.' },
    }),
};
type Closing = keyof typeof CLOSINGS;

/** Runs the jobs until none is due: the expiries, the payment events and the refunds they cause. */
async function runJobs() {
  for (let pass = 0; pass < 50; pass++) {
    await settle(server);
    if ((await server.ctx.jobs.runDue()) === 0) return;
  }
  throw new Error('jobs did not settle');
}

async function campaignRow(id: number) {
  const [row] = await server.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}

/** A signed-in donor's checkout for these campaigns, in English: one through POST /donations, several through the cart. */
async function openCheckout(
  donorToken: string,
  gateway: Gateway,
  parts: Array<{ id: number; amount: number }>,
) {
  const total = parts.reduce((sum, part) => sum + part.amount, 0);
  const answer =
    parts.length === 1
      ? await server.request('/donations', {
          token: donorToken,
          lang: 'en',
          body: { campaign_id: parts[0]!.id, amount: total, gateway },
        })
      : await server.request('/visitor/cart', {
          token: donorToken,
          lang: 'en',
          body: { total_amount: total, campaign: parts, gateway },
        });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const reference = answer.body.result.reference as string;
  const session = [...fake.sessions.values()].find((each) => each.client_reference_id === reference);
  return { reference, session };
}

const sandboxPage = async (reference: string, lang: Lang = 'en') =>
  (await fetch(`${server.url}/api/v1/payments/sandbox/${reference}?lang=${lang}`)).text();

const payOnSandboxPage = (reference: string) =>
  server.request(`/payments/sandbox/${reference}`, { body: { outcome: 'paid' } });

const expireCalls = (sessionId: string) =>
  fake.calls.filter(
    (call) => call.method === 'POST' && call.path === `/v1/checkout/sessions/${sessionId}/expire`,
  );

/** The checkout can no longer be paid: the sandbox's page offers no Pay, Stripe was asked to expire it. */
async function expectExpired(gateway: Gateway, reference: string, sessionId: string | undefined) {
  if (gateway === 'sandbox') {
    const page = await sandboxPage(reference);
    expect(page).not.toContain('value="paid"');
    expect(page).toContain(t('en', 'payments.sandbox_page.closed'));
    expect((await payOnSandboxPage(reference)).status).toBe(409);
  } else {
    expect(expireCalls(sessionId!)).toHaveLength(1);
    expect(fake.sessions.get(sessionId!)!.status).toBe('expired');
  }
}

/**
 * The provider says paid after all: three deliveries of the event racing the donor's return page.
 * On Stripe the donor paid in the moment before the expiry, and the refund Stripe is asked for is
 * confirmed by its charge.refunded event, delivered three times too.
 */
async function latePayment(gateway: Gateway, reference: string, donorToken: string, sessionId?: string) {
  const returnPage = () =>
    server.request(`/donations/callback?session=${reference}`, { method: 'POST', token: donorToken });
  let event: { body: string; signature: string };
  let send: (event: { body: string; signature: string }) => ReturnType<TestServer['request']>;
  if (gateway === 'sandbox') {
    event = sandboxEvent(reference, 'paid');
    send = (each) => deliver(server, each);
  } else {
    if (fake.sessions.get(sessionId!)!.status !== 'complete') fake.pay(sessionId!);
    event = signedStripeEvent(WEBHOOK_SECRET, {
      type: 'checkout.session.completed',
      object: { ...fake.sessions.get(sessionId!)! },
    });
    send = (each) => deliverStripe(server, each);
  }
  const answers = await Promise.all([send(event), returnPage(), send(event), send(event)]);
  for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await runJobs();
}

/** Stripe's confirmation of the refunds asked for this session, delivered three times. */
async function confirmStripeRefunds(sessionId: string) {
  const refunded = signedStripeEvent(WEBHOOK_SECRET, {
    type: 'charge.refunded',
    object: fake.settleRefunds(sessionId),
  });
  for (let i = 0; i < 3; i++) expect((await deliverStripe(server, refunded)).status).toBe(200);
  await runJobs();
}

const refundsOf = (donationId: number) =>
  server.db.select().from(refunds).where(eq(refunds.donationId, donationId));

const notificationsOf = (userId: number, type: string) =>
  server.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

const mailsTo = async (email: string, subject: string) =>
  (await outboxFor(server.db, email)).filter((mail) => mail.subject === subject);

/** The donor was told once, in the site and by e-mail in their language, why their money came back. */
async function expectToldOnce(
  donor: { user: typeof users.$inferSelect; token: string },
  campaign: typeof campaigns.$inferSelect,
  donationId: number,
) {
  expect(await notificationsOf(donor.user.id, 'donation_campaign_closed')).toHaveLength(1);
  for (const lang of LANGS) {
    const list = await server.request('/notifications', { token: donor.token, lang });
    const told = list.body.result.data.filter(
      (each: { type: string }) => each.type === 'donation_campaign_closed',
    );
    expect(told).toEqual([
      expect.objectContaining({
        title: t(lang, 'notifications.types.donation_campaign_closed.title'),
        body: t(lang, 'notifications.types.donation_campaign_closed.body', {
          campaign: lang === 'ar' ? campaign.nameAr : campaign.nameEn,
        }),
        data: { donation_id: donationId, campaign_id: campaign.id },
      }),
    ]);
  }
  const mails = await mailsTo(donor.user.email, t('en', 'refunds.mail_subject'));
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain(
    t('en', 'refunds.mail_intro_campaign_closed', { campaign: campaign.nameEn }),
  );
  expect(mails[0]!.attachments).toEqual([
    expect.objectContaining({ kind: 'receipt', donationId, locale: 'en' }),
  ]);
}

/**
 * A 120 SAR donation to a closed campaign, paid after all: refunded once, never counted, the donor
 * told once why, and no notice or receipt of a gift that did not stand.
 */
async function expectRefundedNeverCounted(given: {
  reference: string;
  donationId: number;
  campaign: typeof campaigns.$inferSelect;
  before: typeof campaigns.$inferSelect;
  donor: { user: typeof users.$inferSelect; token: string };
  owner: Charity;
}) {
  const { reference, donationId, campaign, before, donor, owner } = given;
  const after = await paymentWithDonations(server, reference);
  expect(after.donations.map((each) => each.state)).toEqual(['refunded']);
  expect(after.payment.state).toBe('refunded');
  expect(await refundsOf(donationId)).toEqual([
    expect.objectContaining({ amountMinor: 12_000, status: 'succeeded', adminId: null }),
  ]);
  const row = await campaignRow(campaign.id);
  expect([row.raisedMinor, row.donorsCount]).toEqual([before.raisedMinor, before.donorsCount]);
  await expectExactTotals(server.db);
  await expectToldOnce(donor, campaign, donationId);
  expect(await notificationsOf(donor.user.id, 'donation_paid')).toHaveLength(0);
  expect(await notificationsOf(owner.charity.id, 'donation_received')).toHaveLength(0);
  expect(await mailsTo(donor.user.email, t('en', 'receipt.mail.receipt_subject'))).toHaveLength(0);
}

describe.each<Gateway>(['sandbox', 'stripe'])('a checkout on %s for a campaign that closes', (gateway) => {
  it.each(Object.keys(CLOSINGS) as Closing[])(
    '%s: the checkout is expired, and a late payment is refunded once, never counted, the donor told once',
    async (closing) => {
      const owner = await newCharity();
      const campaign = await openCampaign(server, 'SAR', { charityId: owner.charity.id });
      const donor = await signedInUser(server);
      const { reference, session } = await openCheckout(donor.token, gateway, [
        { id: campaign.id, amount: 120 },
      ]);
      const [donation] = (await paymentWithDonations(server, reference)).donations;
      if (gateway === 'sandbox') expect(await sandboxPage(reference)).toContain('value="paid"');
      else expect(session!.status).toBe('open');

      const closed = await CLOSINGS[closing](campaign.id, owner);
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      // The donation is withdrawn with the campaign's change, in the same transaction.
      expect((await paymentWithDonations(server, reference)).donations[0]!.state).toBe('cancelled');
      await runJobs();
      await expectExpired(gateway, reference, session?.id);
      expect((await paymentWithDonations(server, reference)).payment.state).toBe('cancelled');
      const before = await campaignRow(campaign.id);

      await latePayment(gateway, reference, donor.token, session?.id);
      if (gateway === 'stripe') {
        const asked = fake.refunds.filter((each) => each.payment_intent === session!.payment_intent);
        expect(asked).toEqual([
          expect.objectContaining({
            amount: 12_000,
            metadata: expect.objectContaining({ reference, donation_id: String(donation!.id) }),
          }),
        ]);
        const refundCall = fake.calls.filter((call) => call.path === '/v1/refunds').at(-1);
        expect(refundCall?.headers['idempotency-key']).toBe(`refund-${reference}-${donation!.id}`);
        await confirmStripeRefunds(session!.id);
      }

      await expectRefundedNeverCounted({
        reference,
        donationId: donation!.id,
        campaign,
        before,
        donor,
        owner,
      });
    },
  );
});

describe('a cart with a campaign that closes', () => {
  it('expires the whole checkout; paid after all, the open campaign keeps its donation and only the closed one is refunded', async () => {
    const open = await openCampaign(server);
    const owner = await newCharity();
    const closing = await openCampaign(server, 'SAR', { charityId: owner.charity.id });
    const donor = await signedInUser(server);
    const { reference } = await openCheckout(donor.token, 'sandbox', [
      { id: open.id, amount: 50 },
      { id: closing.id, amount: 30 },
    ]);
    const openBefore = await campaignRow(open.id);
    const closingBefore = await campaignRow(closing.id);

    expect((await CLOSINGS['the charity cancels it'](closing.id, owner)).status).toBe(200);
    await runJobs();
    await expectExpired('sandbox', reference, undefined);
    const expired = await paymentWithDonations(server, reference);
    expect(expired.payment.state).toBe('cancelled');

    await latePayment('sandbox', reference, donor.token);
    const after = await paymentWithDonations(server, reference);
    const [kept, returned] = after.donations;
    expect(after.payment.state).toBe('paid');
    expect([kept!.campaignId, kept!.state]).toEqual([open.id, 'paid']);
    expect([returned!.campaignId, returned!.state]).toEqual([closing.id, 'refunded']);
    expect((await campaignRow(open.id)).raisedMinor).toBe(openBefore.raisedMinor + 5_000);
    expect((await campaignRow(closing.id)).raisedMinor).toBe(closingBefore.raisedMinor);
    expect(await refundsOf(kept!.id)).toEqual([]);
    expect(await refundsOf(returned!.id)).toEqual([
      expect.objectContaining({ amountMinor: 3_000, status: 'succeeded', adminId: null }),
    ]);
    await expectExactTotals(server.db);
    await expectToldOnce(donor, closing, returned!.id);
    expect(await notificationsOf(donor.user.id, 'donation_paid')).toEqual([
      expect.objectContaining({ data: { donation_id: kept!.id, campaign_id: open.id } }),
    ]);
    // The receipt names the donation the open campaign kept, and only that one.
    const receipts = await mailsTo(donor.user.email, t('en', 'receipt.mail.receipt_subject'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.attachments).toEqual([expect.objectContaining({ donationId: kept!.id })]);
  });
});

describe('a Stripe checkout paid in the moment before the campaign closed', () => {
  it('finds the checkout paid when it asks Stripe to expire it, and refunds the donation once', async () => {
    const owner = await newCharity();
    const campaign = await openCampaign(server, 'SAR', { charityId: owner.charity.id });
    const donor = await signedInUser(server);
    const { reference, session } = await openCheckout(donor.token, 'stripe', [
      { id: campaign.id, amount: 75 },
    ]);
    const [donation] = (await paymentWithDonations(server, reference)).donations;
    fake.pay(session!.id);

    expect((await CLOSINGS['the charity deletes it'](campaign.id, owner)).status).toBe(200);
    await runJobs();
    expect(expireCalls(session!.id)).toHaveLength(1);
    expect(fake.sessions.get(session!.id)!.status).toBe('complete');
    expect(fake.refunds.filter((each) => each.payment_intent === session!.payment_intent)).toEqual([
      expect.objectContaining({ amount: 7_500 }),
    ]);
    // Stripe's own event for the payment, late, changes nothing more.
    await latePayment('stripe', reference, donor.token, session!.id);
    await confirmStripeRefunds(session!.id);

    const after = await paymentWithDonations(server, reference);
    expect(after.donations.map((each) => each.state)).toEqual(['refunded']);
    expect(fake.refunds.filter((each) => each.payment_intent === session!.payment_intent)).toHaveLength(1);
    expect((await campaignRow(campaign.id)).raisedMinor).toBe(0);
    await expectExactTotals(server.db);
    await expectToldOnce(donor, campaign, donation!.id);
  });
});

// Only PostgreSQL runs two transactions at once (PGlite is one connection in one process).
describe.runIf(process.env.DATABASE_URL)('a payment applied in the moment its campaign closes', () => {
  it('writes its donations, waits for the closing under the campaigns’ lock, sees it and undoes them: refunded once, never counted', async () => {
    const owner = await newCharity();
    const campaign = await openCampaign(server, 'SAR', { charityId: owner.charity.id });
    const donor = await signedInUser(server);
    const { reference } = await openCheckout(donor.token, 'sandbox', [{ id: campaign.id, amount: 120 }]);
    const [donation] = (await paymentWithDonations(server, reference)).donations;
    const before = await campaignRow(campaign.id);

    // The charity pauses the campaign: its transaction holds the campaign's row while the payment
    // arrives, and withdraws the pending checkouts only once the payment waits for that row.
    let paymentWaits!: () => void;
    const waited = new Promise<void>((resolve) => {
      paymentWaits = resolve;
    });
    let closingHolds!: () => void;
    const holds = new Promise<void>((resolve) => {
      closingHolds = resolve;
    });
    const closing = server.db.transaction(async (tx) => {
      const which = eq(campaigns.id, campaign.id);
      await tx.update(campaigns).set({ charityChoice: 'paused' }).where(which);
      closingHolds();
      await waited;
      await closeCampaignCheckouts(tx, server.ctx, which);
    });
    await holds;
    // The provider's answer applied as its event's job applies it, in a transaction of its own: a
    // deadlock with the closing would fail it here rather than in a job that is tried again.
    const paying = server.db.transaction((tx) => movePayment(tx, server.ctx, donation!.paymentId, 'paid'));
    const waitingOnARow = async () => {
      const answer = (await server.db.execute(sql`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      return answer.rows[0]!.n;
    };
    await expect.poll(waitingOnARow, { timeout: 10_000 }).toBe(1);
    paymentWaits();
    await closing;
    expect(await paying).toBe(true);
    await runJobs();

    // What the payment wrote for its donation before it saw the change is gone with it.
    await expectRefundedNeverCounted({ reference, donationId: donation!.id, campaign, before, donor, owner });
  });
});
