// Scheduled giving's hardest hour (issue 23): `npm run bench:schedules`, on PostgreSQL only
// (DATABASE_URL names the server; the run makes and drops its own database).
//
// BENCH_SCHEDULES (default 100000) active schedules, each with one occurrence due in the same
// minute and a card saved at a stand-in of Stripe over real HTTP that answers every call in
// BENCH_PROVIDER_MS (default 300) ms, are charged by the real server as `npm start` runs it
// (BENCH_WORKERS cluster workers, by default one per core, each with its job runner). Measured:
// - how long until every occurrence is paid, and the rate;
// - a visitor's campaign page (`/en/campaigns/<id>`, the server-rendered page) asked
//   BENCH_PAGE_RATE times a second (default 20) while it charges: p50 and p99;
// - BENCH_KILL=1: the server (its primary and workers) is killed (SIGKILL) when half are paid,
//   and started again.
// Afterwards: Stripe made exactly one charge per occurrence (a replay under the same key is not a
// charge), each occurrence is one paid payment of one donation, and every campaign's total equals
// its paid donations to the minor unit. SCHEDULE_CHARGES_IN_FLIGHT (per worker) is passed to the
// server as set. On a PostgreSQL without autovacuum the bench vacuums the tables a charge writes
// every 30 s, as autovacuum would; the report says which.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startFakeStripe } from '../apps/api/src/test/fake-stripe.ts';
import { ROOT } from './common.ts';

const COUNT = Number(process.env.BENCH_SCHEDULES ?? 100_000);
const PROVIDER_MS = Number(process.env.BENCH_PROVIDER_MS ?? 300);
const PAGE_RATE = Number(process.env.BENCH_PAGE_RATE ?? 20);
const KILL = process.env.BENCH_KILL === '1';
const IN_FLIGHT = process.env.SCHEDULE_CHARGES_IN_FLIGHT ?? '32';
/** Empty: one per core, as `npm start` and `npm run serve` choose on PostgreSQL. */
const WORKERS = process.env.BENCH_WORKERS ?? '';
/** How often the bench vacuums the tables a charge writes when the server's autovacuum is off. */
const VACUUM_EVERY_MS = 30_000;
const PORT = 3910;
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_bench', STRIPE_WEBHOOK_SECRET: 'whsec_test_bench' };

if (!process.env.DATABASE_URL) {
  console.error(
    'bench:schedules runs on PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
  );
  process.exit(2);
}

/** A database of its own on the given server, dropped at the end. */
async function freshDatabase(serverUrl: string) {
  const name = `ataa_bench_schedules_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The real server as `npm start` runs it (scripts/start.mjs: BENCH_WORKERS cluster workers, by
 * default one per core as a deployment on PostgreSQL runs), in a process group of its own so that
 * a kill ends the workers with their primary, as a machine that dies would. Resolves once it
 * answers /readyz.
 */
async function startServer(env: Record<string, string>) {
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server, as in common.ts.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      // As `npm start` runs it: React's production build, the demo's outbox instead of SMTP.
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      WEB_CONCURRENCY: WORKERS,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      RATE_LIMITS_ENABLED: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; i < 1200; i++) {
    const ready = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { child, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

/** SIGTERM to the primary, which stops its workers; SIGKILL to the whole group at once. */
async function stop(server: { child: ChildProcess; exited: Promise<unknown> }, signal: NodeJS.Signals) {
  if (signal === 'SIGKILL') process.kill(-server.child.pid!, signal);
  else server.child.kill(signal);
  await server.exited;
}

/** N active weekly schedules to one campaign, each with its card and one occurrence due a minute ago. */
async function writeSchedules(
  client: pg.Client,
  campaignId: number,
  cards: Array<{ customer: string; reference: string }>,
) {
  const { rows } = await client.query<{ id: number }>('select id from currencies where is_default limit 1');
  const currencyId = rows[0]!.id;
  const dueAt = new Date(Date.now() - 60_000);
  for (let start = 0; start < cards.length; start += 5000) {
    const slice = cards.slice(start, start + 5000);
    await client.query(
      `with made as (
         insert into schedules (reference, plan, status, name, email, mobile, amount_minor, currency_id,
           target_type, targets, hour, time_zone, gateway, provider, method_customer, method_reference)
         select r, 'weekly', 'active', 'Bench Giver', 'bench-schedules@example.com', '+966500000000',
           1000 + (ord % 97), $1, 'campaign', $2::jsonb, 21, 'Asia/Riyadh', 'stripe', 'stripe', c, m
         from unnest($3::text[], $4::text[], $5::text[]) with ordinality as t(r, c, m, ord)
         returning id, amount_minor)
       insert into schedule_occurrences (schedule_id, seq, due_at, charge_at, amount_minor)
       select id, 1, $6, $6, amount_minor from made`,
      [
        currencyId,
        JSON.stringify([{ campaignId, amountMinor: null }]),
        slice.map(() => randomBytes(32).toString('base64url')),
        slice.map((card) => card.customer),
        slice.map((card) => card.reference),
        dueAt,
      ],
    );
  }
}

async function paidCount(client: pg.Client) {
  const { rows } = await client.query<{ n: string }>(
    "select count(*) as n from schedule_occurrences where state = 'paid'",
  );
  return Number(rows[0]!.n);
}

/** A visitor's campaign page asked at a steady rate until `stop` resolves: its latencies. */
async function askPage(pagePath: string, until: Promise<unknown>) {
  let finished!: (result: autocannon.Result) => void;
  const done = new Promise<autocannon.Result>((resolve) => {
    finished = resolve;
  });
  const instance = autocannon(
    {
      url: `http://127.0.0.1:${PORT}${pagePath}`,
      connections: 4,
      overallRate: PAGE_RATE,
      duration: 24 * 3600,
      headers: { 'accept-encoding': 'br' },
    },
    (_error, result) => finished(result),
  );
  await until;
  instance.stop();
  const result = await done;
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main() {
  const build = spawnSync(process.execPath, ['scripts/build-web.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web build failed');
  const database = await freshDatabase(process.env.DATABASE_URL!);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ataa-bench-schedules-'));
  const fake = await startFakeStripe(STRIPE.STRIPE_SECRET_KEY);
  const client = new pg.Client({ connectionString: database.url });
  try {
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      ...STRIPE,
      STRIPE_API_URL: fake.url,
      SCHEDULE_CHARGE_INTERVAL_MS: '5000',
      SCHEDULE_CHARGES_IN_FLIGHT: IN_FLIGHT,
      JOBS_POLL_INTERVAL_MS: '500',
    };
    // Migrated and seeded, with no job running, then stopped while the schedules are written.
    const seeding = await startServer({
      ...env,
      SEED_DEMO_DATA: 'true',
      JOBS_ENABLED: 'false',
      WEB_CONCURRENCY: '1',
    });
    const listed = (await fetch(`http://127.0.0.1:${PORT}/api/v1/all-campaigns`).then((r) => r.json())) as {
      result: Array<{ id: number }>;
    };
    await stop(seeding, 'SIGTERM');
    const campaignId = listed.result[0]!.id;
    await client.connect();
    const cards = Array.from({ length: COUNT }, () => fake.savedCard());
    await writeSchedules(client, campaignId, cards);
    // The planner's statistics as a database written over the weeks before would have them (its
    // autovacuum's analyze): without them it reads every schedule for each claim of 50, about 2 s
    // at 10,000. This machine's PostgreSQL runs without autovacuum; the report says so.
    await client.query('analyze');
    const { rows: autovacuum } = await client.query<{ autovacuum: string }>('show autovacuum');
    fake.setLatency(PROVIDER_MS);
    const loadBefore = loadavg();

    let server = await startServer(env);
    // A deployment's PostgreSQL vacuums as rows die: each charge leaves a dead version of its
    // campaign's row (the totals) and of its payment's and donation's. Where autovacuum is off, the
    // bench does that work itself, as often as autovacuum would for a table of a few live rows.
    const vacuum = new pg.Client({ connectionString: database.url });
    await vacuum.connect();
    const vacuuming = setInterval(() => {
      if (autovacuum[0]!.autovacuum === 'off')
        void vacuum
          .query('vacuum (analyze) campaigns, payments, donations, schedule_occurrences')
          .catch(() => {});
    }, VACUUM_EVERY_MS);
    const started = performance.now();
    let finished!: () => void;
    const allPaid = new Promise<void>((resolve) => {
      finished = resolve;
    });
    const page = askPage(`/en/campaigns/${campaignId}`, allPaid);
    let killedAt: number | null = null;
    for (;;) {
      const paid = await paidCount(client);
      if (paid >= COUNT) break;
      if (KILL && killedAt === null && paid >= COUNT / 2) {
        killedAt = paid;
        await stop(server, 'SIGKILL');
        server = await startServer(env);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(vacuuming);
    await vacuum.end().catch(() => {});
    finished();
    const latency = await page;
    const loadAfter = loadavg();
    await stop(server, 'SIGTERM');

    const keys = fake.offSessionCharges.map((charge) => charge.key);
    const { rows: payments } = await client.query<{ bad: string }>(
      `select count(*) as bad from schedule_occurrences o join payments p on p.id = o.payment_id
       where p.state <> 'paid' or (select count(*) from donations d where d.payment_id = p.id) <> 1`,
    );
    const { rows: totals } = await client.query<{ off: string }>(
      `select count(*) as off from campaigns c where c.raised_minor <> coalesce((select sum(d.campaign_amount_minor)
         from donations d where d.campaign_id = c.id and d.state = 'paid'), 0)`,
    );
    const report = {
      schedules: COUNT,
      provider_ms: PROVIDER_MS,
      in_flight: Number(IN_FLIGHT),
      workers: WORKERS || availableParallelism(),
      seconds: Math.round(seconds),
      per_second: Math.round((COUNT / seconds) * 10) / 10,
      killed_at_paid: killedAt,
      provider_charges: keys.length,
      distinct_keys: new Set(keys).size,
      occurrences_not_one_paid_donation: Number(payments[0]!.bad),
      campaigns_off_by_any_minor_unit: Number(totals[0]!.off),
      page: latency,
      autovacuum: autovacuum[0]!.autovacuum,
      vacuum:
        autovacuum[0]!.autovacuum === 'off' ? `the bench's, every ${VACUUM_EVERY_MS / 1000} s` : 'autovacuum',
      load_before: loadBefore.map((n) => n.toFixed(2)).join(' '),
      load_after: loadAfter.map((n) => n.toFixed(2)).join(' '),
    };
    console.log(JSON.stringify(report, null, 2));
    const exact =
      report.provider_charges === COUNT &&
      report.distinct_keys === COUNT &&
      report.occurrences_not_one_paid_donation === 0 &&
      report.campaigns_off_by_any_minor_unit === 0;
    if (!exact) {
      console.error('NOT EXACTLY ONCE');
      process.exitCode = 1;
    }
  } finally {
    await client.end().catch(() => {});
    await fake.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
