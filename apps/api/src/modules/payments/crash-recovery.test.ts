// A server process killed in the middle of a burst of payments loses nothing once restarted
// (issue: guarantees). Real processes, real HTTP, a real database directory or server.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { donations, payments } from '../../db/schema.ts';
import { GUEST, sandboxEvent, totalsAgainstDonations } from '../../test/giving.ts';
import { freePort, templateCopyForProcess } from '../../test/harness.ts';
import { killServerProcessesAfterAll, startServerProcess } from '../../test/processes.ts';

killServerProcessesAfterAll();
const startProcess = startServerProcess;

async function call(
  origin: string,
  route: string,
  init: { body?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${origin}/api/v1${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body,
  });
  // biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary envelope shapes
  return { status: response.status, body: (await response.json()) as any };
}

it('keeps every stored event and counts each payment once after a kill and a restart', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'ataa-crash-'));
  const env = await templateCopyForProcess(dir);
  const port = await freePort();
  const first = await startProcess(env, port);

  const campaigns = (await fetch(`${first.origin}/api/v1/all-campaigns`).then((r) => r.json())) as {
    result: Array<{ id: number }>;
  };
  const targets = campaigns.result.slice(0, 3).map((campaign) => campaign.id);
  expect(targets.length).toBeGreaterThan(0);
  const references: string[] = [];
  for (let i = 0; i < 30; i++) {
    const answer = await call(first.origin, '/donations', {
      body: JSON.stringify({ ...GUEST, campaign_id: targets[i % targets.length], amount: 7 + i }),
    });
    expect(answer.status).toBe(201);
    references.push(answer.body.result.reference);
  }
  const events = references.map((reference) => sandboxEvent(reference, 'paid'));
  const send = (origin: string, event: (typeof events)[number]) =>
    call(origin, '/payments/webhook/sandbox', {
      body: event.body,
      headers: { 'x-sandbox-signature': event.signature },
    }).catch(() => null);

  // Deliveries race a kill: some are stored and processed, some stored only, some never arrive.
  const inFlight = events.flatMap((event) => [send(first.origin, event), send(first.origin, event)]);
  await new Promise((resolve) => setTimeout(resolve, 150));
  first.child.kill('SIGKILL');
  await Promise.all(inFlight);
  await first.exited;

  // The provider delivers again what was not acknowledged; here, everything once more.
  const second = await startProcess(env, port);
  for (const event of events) {
    const answer = await send(second.origin, event);
    expect(answer?.status).toBe(200);
  }
  for (const reference of references) {
    let state = 'pending';
    for (let i = 0; i < 100 && state !== 'paid'; i++) {
      const answer = await call(second.origin, `/visitor/donations/callback?session=${reference}`);
      state = answer.body.result.payment_status;
      if (state !== 'paid') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(state).toBe('paid');
  }
  second.child.kill('SIGTERM');
  await second.exited;

  // Read back from the database itself: one paid donation per payment, and totals that add up.
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
  });
  const paid = await database.db
    .select({ reference: payments.reference, donations: count(donations.id) })
    .from(payments)
    .innerJoin(donations, eq(donations.paymentId, payments.id))
    .where(and(inArray(payments.reference, references), eq(donations.state, 'paid')))
    .groupBy(payments.reference);
  expect(paid).toHaveLength(references.length);
  for (const row of paid) expect(row.donations).toBe(1);
  for (const row of await totalsAgainstDonations(database.db)) {
    expect(row.raised, `campaign ${row.id}`).toBe(row.paidSum);
    expect(row.donors, `campaign ${row.id}`).toBe(row.paidDonors);
  }
  await database.close();
  await rm(dir, { recursive: true, force: true });
}, 120_000);
