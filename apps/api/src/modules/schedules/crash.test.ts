// Contract §17, "exactly once, never missed", with real processes: a server killed (SIGKILL) in the
// middle of charging a due hour, restarted as two processes at once, charges every
// occurrence once, Stripe's idempotency keys doing their part; a server down at the due time
// catches up within the late window and not beyond it. Stripe is a stand-in over HTTP that
// answers in 300 ms, and goes on with a charge whose caller has gone, as Stripe does.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { campaigns, donations, payments, scheduleOccurrences } from '../../db/schema.ts';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe.ts';
import { totalsAgainstDonations } from '../../test/giving.ts';
import { freePort, templateCopyForProcess } from '../../test/harness.ts';
import { killServerProcessesAfterAll, startServerProcess } from '../../test/processes.ts';
import { dueStripeSchedules } from '../../test/schedules.ts';
import { isAcceptingDonations } from '../campaigns/index.ts';

killServerProcessesAfterAll();

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_crash', STRIPE_WEBHOOK_SECRET: 'whsec_test_crash' };
const HOUR = 3_600_000;
/** Schedules due within the late window, and ones past it. */
const DUE = 60;
const TOO_LATE = 5;

let fake: FakeStripe | undefined;
afterAll(() => fake?.close());

/** Waits until `done` holds, checking every 50 ms, for at most `ms`. */
async function until(done: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end)
      throw new Error(
        `timed out with ${fake?.offSessionCharges.length} charges, ${fake?.calls.length} calls`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Active weekly schedules with a saved card, each with one occurrence due `ago` ms before now. */
async function writeDueSchedules(env: Record<string, string>, stripe: FakeStripe) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const [campaign] = await database.db.select().from(campaigns).where(isAcceptingDonations()).limit(1);
  const campaignId = campaign!.id;
  const now = Date.now();
  const groups = [
    { n: DUE, ago: 5 * HOUR },
    { n: TOO_LATE, ago: 7 * HOUR },
  ];
  const ids: Record<'due' | 'late', number[]> = { due: [], late: [] };
  for (const [index, group] of groups.entries()) {
    ids[index === 0 ? 'due' : 'late'] = await dueStripeSchedules(database.db, {
      campaignId,
      count: group.n,
      dueAt: new Date(now - group.ago),
      savedCard: () => stripe.savedCard(),
    });
  }
  await database.close();
  return ids;
}

// Two processes on one database, so PostgreSQL only (CI's second pass); PGlite is one process's.
it.skipIf(!process.env.DATABASE_URL)(
  'charges every due occurrence once across a SIGKILL mid-charge and a restart, and misses those past the window',
  async () => {
    fake = await startFakeStripe(STRIPE.STRIPE_SECRET_KEY);
    fake.setLatency(300);
    const dir = await mkdtemp(path.join(tmpdir(), 'ataa-schedules-crash-'));
    const env: Record<string, string> = {
      ...(await templateCopyForProcess(dir)),
      ...STRIPE,
      STRIPE_API_URL: fake.url,
      SCHEDULE_CHARGE_INTERVAL_MS: '300',
      SCHEDULE_CHARGE_LEASE_MS: '3000',
      // The killed process's claim on the charging job itself lapses as soon.
      JOBS_LEASE_MS: '3000',
      JOBS_POLL_INTERVAL_MS: '200',
    };
    const port = await freePort();

    // The server was down at the due time; it starts, charges, and is killed part-way.
    const ids = await writeDueSchedules(env, fake);
    const first = await startServerProcess(env, port);
    await until(() => fake!.offSessionCharges.length >= 12, 60_000);
    first.child.kill('SIGKILL');
    await first.exited;
    const chargedBeforeKill = fake.offSessionCharges.length;
    expect(chargedBeforeKill).toBeLessThan(DUE);

    // Restarted as two processes at once, as two machines would be.
    const restarted = await Promise.all([
      startServerProcess(env, port),
      startServerProcess(env, await freePort()),
    ]);
    await until(() => new Set(fake!.offSessionCharges.map((charge) => charge.key)).size >= DUE, 90_000);
    // The last answers written, then the processes stop.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const process of restarted) process.child.kill('SIGTERM');
    await Promise.all(restarted.map((process) => process.exited));

    // Stripe was asked for each due occurrence under its key and charged each once; none of those
    // past the window was asked at all.
    const keys = fake.offSessionCharges.map((charge) => charge.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(ids.due.map((id) => `schedule-${id}-1`).sort());

    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    const rows = await database.db
      .select()
      .from(scheduleOccurrences)
      .where(
        and(
          inArray(scheduleOccurrences.scheduleId, [...ids.due, ...ids.late]),
          eq(scheduleOccurrences.seq, 1),
        ),
      );
    expect(rows).toHaveLength(DUE + TOO_LATE);
    for (const row of rows) {
      expect(row.state, `schedule ${row.scheduleId}`).toBe(
        ids.due.includes(row.scheduleId) ? 'paid' : 'missed',
      );
    }
    // One paid payment of one donation for each, of the occurrence's amount.
    const paid = await database.db
      .select({ id: payments.id, total: payments.totalMinor, donations: count(donations.id) })
      .from(payments)
      .innerJoin(donations, eq(donations.paymentId, payments.id))
      .where(
        and(
          inArray(
            payments.id,
            rows.flatMap((row) => (row.paymentId === null ? [] : [row.paymentId])),
          ),
          eq(payments.state, 'paid'),
        ),
      )
      .groupBy(payments.id);
    expect(paid).toHaveLength(DUE);
    for (const row of paid) expect(row.donations).toBe(1);
    for (const row of await totalsAgainstDonations(database.db)) {
      expect(row.raised, `campaign ${row.id}`).toBe(row.paidSum);
    }
    await database.close();
    await rm(dir, { recursive: true, force: true });
  },
  240_000,
);
