// The two servers a benchmark compares, in one child process: the real one (port from
// BENCH_REAL_PORT) and a bare Fastify route answering fixed bytes (BENCH_BARE_PORT).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/seed/seed.ts';
import { buildServer } from '../apps/api/src/server.ts';

/** On PostgreSQL each run seeds its own new database on the given server, dropped on exit. */
async function freshDatabase(serverUrl: string | undefined): Promise<string | undefined> {
  if (!serverUrl) return undefined;
  const name = `ataa_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  process.once('SIGTERM', async () => {
    await app.close();
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    process.exit(0);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const realPort = Number(process.env.BENCH_REAL_PORT);
const barePort = Number(process.env.BENCH_BARE_PORT);
const dataDir = await mkdtemp(path.join(tmpdir(), 'ataa-bench-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  // Production mode for React and the server; demo mode so no e-mail server or public address is needed.
  DEMO_MODE: 'true',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  PORT: String(realPort),
  RATE_LIMITS_ENABLED: 'false',
});
const database = await openDatabase({ databaseUrl: await freshDatabase(config.DATABASE_URL), dataDir });
await database.migrate();
const app = await buildServer({ config, database, web: false });
await seedDemoData(app.ctx);
await app.listen({ host: '127.0.0.1', port: realPort });

// The bare route answers exactly the bytes the real endpoint answers, fetched once.
const bare = Fastify();
const bodies = new Map<string, string>();
for (const url of (process.env.BENCH_PATHS ?? '').split(',')) {
  const response = await app.inject({ method: 'GET', url });
  bodies.set(url, response.body);
}
bare.get('/*', (request, reply) => {
  reply.type('application/json; charset=utf-8').send(bodies.get(request.url));
});
await bare.listen({ host: '127.0.0.1', port: barePort });
process.send?.({
  ready: true,
  kind: database.kind,
  sizes: Object.fromEntries([...bodies].map(([k, v]) => [k, v.length])),
});
