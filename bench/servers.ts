// The two servers a benchmark compares, in one child process: the real one (port from
// BENCH_REAL_PORT) and a bare Fastify server (BENCH_BARE_PORT) on the same database.
//
// - BENCH_PATHS: comma-separated GET paths; the bare server answers each with exactly the bytes
//   (and content type) the real server answered, fetched once. `:campaign` in a path stands for
//   a published demo campaign that accepts donations (chosen here, after seeding).
// - BENCH_WEB_BUILD=<dir>: the real server also serves the web app from that build (a private copy,
//   see snapshotWebBuild in common.ts); its pages are server-rendered on every request. Pages asked
//   with `Accept-Encoding: br` get, from the bare server, the same page compressed once at the
//   quality the real server uses per request.
// - BENCH_BARE_INSERT=1: the bare server also has `POST /bare/insert`, which inserts one row into
//   a table of the same database (the baseline of the donations benchmark).
// - BENCH_WORKERS=<n> (PostgreSQL): the real server runs as n cluster workers on one port
//   (bench/real-worker.ts), as `npm run serve` does, instead of in this process.
// - A path ending in `?donor` is asked with a demo donor's session cookie (a page rendered for a
//   signed-in donor, never from the page cache); the cookie is sent to the parent as `donorCookie`.
//
// Messages from the parent: `{ type: 'totals' }` is answered with every campaign's raised total
// beside the sum of its paid donations, and the benchmark's payments by state.
import cluster from 'node:cluster';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { SESSION_COOKIE } from '@ataa/contract/cookies';
import Fastify from 'fastify';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/seed/seed.ts';
import { buildServer } from '../apps/api/src/server.ts';
import { registerWebApp } from '../apps/api/src/web/web-app.ts';
import { BENCH_EMAIL_PREFIX } from './common.ts';
import { benchServerConfig } from './server-config.ts';

let cleanup: () => Promise<void> = async () => {};

/** On PostgreSQL each run seeds its own new database on the given server, dropped on exit. */
async function freshDatabase(serverUrl: string | undefined): Promise<string | undefined> {
  if (!serverUrl) return undefined;
  const name = `ataa_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const previous = cleanup;
  cleanup = async () => {
    await previous();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const barePort = Number(process.env.BENCH_BARE_PORT);
const webBuild = process.env.BENCH_WEB_BUILD || undefined;
const workers = Number(process.env.BENCH_WORKERS || 1);
const dataDir = await mkdtemp(path.join(tmpdir(), 'ataa-bench-'));
cleanup = async () => rm(dataDir, { recursive: true, force: true });
process.env.BENCH_DATA_DIR = dataDir;
// Workers read the fresh database's address from the environment they inherit.
const fresh = await freshDatabase(process.env.DATABASE_URL || undefined);
if (fresh) process.env.DATABASE_URL = fresh;
const config = benchServerConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
await database.migrate();
const app = await buildServer({ config, database, web: false });
if (webBuild) await registerWebApp(app, webBuild);
/** The database's own client (a pg pool or PGlite; both take `$1` parameters). */
const client = (
  database.db as unknown as {
    $client: { query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }> };
  }
).$client;
await seedDemoData(app.ctx);

interface CampaignCard {
  id: number;
  status: string;
  accepts_donations: boolean;
}
const list = await app.inject({ method: 'GET', url: '/api/v1/campaigns', headers: { lang: 'ar' } });
const cards = (list.json() as { result: { data: CampaignCard[] } }).result.data;
const campaign = cards.find((card) => card.status === 'published' && card.accepts_donations) ?? cards[0];
if (!campaign) throw new Error('the demo data has no campaign');

// A signed-in donor's session, for the `?donor` rows.
const login = await app.inject({
  method: 'POST',
  url: '/api/v1/login',
  headers: { lang: 'ar' },
  payload: { account: 'donor1@ataa.example', password: 'Donor12345' },
});
const donorCookie = `${SESSION_COOKIE}=${(login.json() as { result: { token: string } }).result.token}`;
const headersFor = (url: string) => ({
  lang: 'ar',
  ...(url.endsWith('?donor') ? { cookie: donorCookie } : {}),
});

// The bare route answers exactly the bytes the real server answers, fetched once.
const bare = Fastify();
interface Fixed {
  type: string;
  /** Bytes, not text: the baseline must not encode a long page on every request. */
  body: Buffer;
  brotli?: Buffer;
}
const answers = new Map<string, Fixed>();
const paths = (process.env.BENCH_PATHS ?? '')
  .split(',')
  .filter(Boolean)
  .map((url) => url.replace(':campaign', String(campaign.id)));
for (const url of paths) {
  const response = await app.inject({ method: 'GET', url, headers: headersFor(url) });
  if (response.statusCode !== 200)
    throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
  const type = String(response.headers['content-type'] ?? 'application/json; charset=utf-8');
  const fixed: Fixed = { type, body: response.rawPayload };
  if (type.startsWith('text/html')) {
    fixed.brotli = zlib.brotliCompressSync(response.rawPayload, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    });
  }
  answers.set(url, fixed);
}
bare.get('/*', (request, reply) => {
  const fixed = answers.get(request.url);
  if (!fixed) return reply.code(404).send();
  reply.type(fixed.type);
  if (fixed.brotli && String(request.headers['accept-encoding'] ?? '').includes('br')) {
    return reply.header('Content-Encoding', 'br').send(fixed.brotli);
  }
  return reply.send(fixed.body);
});

if (process.env.BENCH_BARE_INSERT === '1') {
  await client.query(`
    create table if not exists bench_baseline (
      id serial primary key, campaign_id integer not null, name text not null, email text not null,
      mobile text not null, amount_minor bigint not null, created_at timestamptz not null default now()
    )`);
  bare.post<{ Body: { campaign_id: number; name: string; email: string; mobile: string; amount: number } }>(
    '/bare/insert',
    async (request, reply) => {
      const body = request.body;
      const { rows } = await client.query<{ id: number }>(
        `insert into bench_baseline (campaign_id, name, email, mobile, amount_minor)
        values ($1, $2, $3, $4, $5) returning id`,
        [body.campaign_id, body.name, body.email, body.mobile, Math.round(body.amount * 100)],
      );
      const [row] = rows;
      return reply.code(201).send({ status: true, result: { id: row!.id } });
    },
  );
}
await bare.listen({ host: '127.0.0.1', port: barePort });

// The real server: this process's own, or (PostgreSQL only) BENCH_WORKERS cluster workers on the
// same database and port, as `npm run serve` runs it on every core.
if (workers > 1) {
  if (database.kind !== 'postgres') throw new Error('BENCH_WORKERS above 1 needs DATABASE_URL');
  cluster.setupPrimary({
    exec: path.join(import.meta.dirname, 'real-worker.ts'),
    execArgv: process.execArgv,
  });
  await Promise.all(
    Array.from(
      { length: workers },
      () => new Promise((resolve) => cluster.fork(process.env).once('listening', resolve)),
    ),
  );
} else {
  await app.listen({ host: '127.0.0.1', port: config.PORT });
}

/** Each campaign's raised total beside the sum of its paid donations, and the bench's payments. */
async function totals() {
  const { rows: campaigns } = await client.query<{
    id: number;
    raised: string;
    paid_sum: string;
    paid_count: string;
  }>(`
      select c.id, c.raised_minor as raised,
        coalesce(sum(d.campaign_amount_minor) filter (where d.state = 'paid'), 0) as paid_sum,
        count(d.id) filter (where d.state = 'paid') as paid_count
      from campaigns c left join donations d on d.campaign_id = c.id
      group by c.id order by c.id`);
  const { rows: payments } = await client.query<{ state: string; payments: string; donations: string }>(
    `select p.state, count(distinct p.id) as payments, count(d.id) as donations
      from payments p left join donations d on d.payment_id = p.id
      where p.email like $1
      group by p.state`,
    [`${BENCH_EMAIL_PREFIX}%`],
  );
  return {
    campaigns: campaigns.map((row) => ({
      id: Number(row.id),
      raised: Number(row.raised),
      paidSum: Number(row.paid_sum),
      paidCount: Number(row.paid_count),
    })),
    payments: payments.map((row) => ({
      state: row.state,
      payments: Number(row.payments),
      donations: Number(row.donations),
    })),
  };
}

const stop = async () => {
  for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
  await app.close();
  await bare.close();
  await database.close();
  await cleanup();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

process.on('message', async (message: { type?: string }) => {
  if (message?.type === 'totals') process.send?.({ type: 'totals', ...(await totals()) });
});

process.send?.({
  ready: true,
  kind: database.kind,
  campaignId: campaign.id,
  donorCookie,
  paths,
  sizes: Object.fromEntries([...answers].map(([k, v]) => [k, Buffer.byteLength(v.body)])),
  brotliSizes: Object.fromEntries(
    [...answers].filter(([, v]) => v.brotli).map(([k, v]) => [k, v.brotli!.length]),
  ),
});
