// Notifications with several server processes (contract §12): the end-date schedule fires once
// across two servers on one database, a stream on one server hears a payment applied by the other
// and ends when its session logs out there, and a process killed amid a burst of payments notifies
// each once after a restart. Run with DATABASE_URL for two PostgreSQL pools and listening
// connections (PGlite shares one in process).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { donations, notifications, payments } from '../../db/schema.ts';
import { createCampaign, createUser } from '../../seed/factories.ts';
import { signedInUser, signIn } from '../../test/expectations.ts';
import { deliver, donate, GUEST, openCampaign, sandboxEvent } from '../../test/giving.ts';
import { freePort, startTestServer, type TestServer, templateCopyForProcess } from '../../test/harness.ts';
import { killServerProcessesAfterAll, startServerProcess } from '../../test/processes.ts';
import { openStream, waitForStreams } from '../../test/streams.ts';

const EVERY = { NOTIFICATIONS_END_CHECK_INTERVAL_MS: '200' };

describe('two server processes on one database', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer(EVERY);
    second = await startTestServer(EVERY, undefined, { sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('tells a charity once that its campaigns ended, however many processes run the schedule', async () => {
    const charity = await createUser(first.db, { userType: 'charity' });
    const ended = await Promise.all(
      [1, 2, 3].map(() =>
        createCampaign(first.db, { charityId: charity.id, endAt: new Date(Date.now() - 1000) }),
      ),
    );
    const told = () =>
      first.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, charity.id), eq(notifications.type, 'campaign_ended')));
    for (let i = 0; i < 100 && (await told()).length < 3; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    // Many more intervals, both runners polling, and both asked to run what is due at once.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await Promise.all([first.ctx.jobs.runDue(), second.ctx.jobs.runDue(), first.ctx.jobs.runDue()]);
    const rows = await told();
    expect(rows.map((row) => (row.data as { campaign_id: number }).campaign_id).sort()).toEqual(
      ended.map((campaign) => campaign.id).sort(),
    );
    // One schedule row for both processes.
    expect(await first.ctx.jobs.list('notifications.campaigns-ended')).toHaveLength(1);
  });

  it('sends the new count to a stream on one server when the other applies the payment', async () => {
    const donor = await signedInUser(first, { locale: 'en' });
    const stream = await openStream(second.url, { authorization: `Bearer ${donor.token}` });
    await stream.waitFor(0);
    const campaign = await openCampaign(first);
    const reference = await donate(first, { campaign_id: campaign.id, amount: 30 }, { token: donor.token });
    await deliver(first, sandboxEvent(reference, 'paid'));
    await stream.waitFor(1);
    stream.close();
  });

  it('ends a stream on one server when its session logs out on the other', async () => {
    const donor = await signedInUser(first, { locale: 'ar' });
    const laptop = await signIn(first, donor.user.email);
    const phone = await openStream(second.url, { cookie: `ataa_session=${encodeURIComponent(donor.token)}` });
    const onLaptop = await openStream(second.url, { authorization: `Bearer ${laptop}` });
    for (const stream of [phone, onLaptop]) await stream.waitFor(0);
    expect((await first.request('/logout', { method: 'POST', token: donor.token, body: {} })).status).toBe(
      200,
    );
    await phone.waitForEnd(2000);
    await waitForStreams(second.ctx.notifications.live, 1);
    expect(onLaptop.ended()).toBe(false);
    onLaptop.close();
  });
});

killServerProcessesAfterAll();
const startProcess = startServerProcess;

const post = (origin: string, route: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api/v1${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })
    .then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { result: { reference: string; payment_status: string } },
    }))
    .catch(() => null);

it('notifies each charity once per paid donation after a kill amid the webhooks and a restart', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'ataa-notify-crash-'));
  const env = await templateCopyForProcess(dir);
  const port = await freePort();
  const first = await startProcess(env, port);
  const all = (await fetch(`${first.origin}/api/v1/all-campaigns`).then((r) => r.json())) as {
    result: Array<{ id: number }>;
  };
  const targets = all.result.slice(0, 3).map((campaign) => campaign.id);
  const references: string[] = [];
  for (let i = 0; i < 20; i++) {
    const answer = await post(
      first.origin,
      '/donations',
      JSON.stringify({ ...GUEST, campaign_id: targets[i % targets.length], amount: 5 + i }),
    );
    expect(answer?.status).toBe(201);
    references.push(answer!.body.result.reference);
  }
  const events = references.map((reference) => sandboxEvent(reference, 'paid'));
  const send = (origin: string, event: (typeof events)[number]) =>
    post(origin, '/payments/webhook/sandbox', event.body, { 'x-sandbox-signature': event.signature });
  const inFlight = events.flatMap((event) => [
    send(first.origin, event),
    send(first.origin, event),
    send(first.origin, event),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 150));
  first.child.kill('SIGKILL');
  await Promise.all(inFlight);
  await first.exited;

  const second = await startProcess(env, port);
  for (const event of events) expect((await send(second.origin, event))?.status).toBe(200);
  for (const reference of references) {
    let state = 'pending';
    for (let i = 0; i < 100 && state !== 'paid'; i++) {
      state =
        (await post(second.origin, `/visitor/donations/callback?session=${reference}`, ''))?.body.result
          .payment_status ?? 'pending';
      if (state !== 'paid') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(state).toBe('paid');
  }
  second.child.kill('SIGTERM');
  await second.exited;

  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const paid = await database.db
    .select({ id: donations.id, charityId: donations.charityId })
    .from(donations)
    .innerJoin(payments, eq(payments.id, donations.paymentId))
    .where(inArray(payments.reference, references));
  expect(paid).toHaveLength(references.length);
  const told = await database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.type, 'donation_received'),
        inArray(notifications.userId, [...new Set(paid.map((row) => row.charityId))]),
      ),
    );
  for (const donation of paid) {
    const mine = told.filter((row) => (row.data as { donation_id: number }).donation_id === donation.id);
    expect(mine, `donation ${donation.id}`).toHaveLength(1);
    expect(mine[0]!.userId).toBe(donation.charityId);
  }
  await database.close();
  await rm(dir, { recursive: true, force: true });
}, 120_000);
