// `npm start` with two workers on one PostgreSQL database (WEB_CONCURRENCY=2), as a 2-core machine
// runs it: the workers share the port, and every state a visitor or donor relies on: rate limits (counted in the primary
// without Redis), the caches a payment drops, the live notifications, and jobs that run once.
// Each request below goes on a new connection, so Node's cluster hands them to the workers in turn.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { notifications, users } from './db/schema.ts';
import { createCampaign } from './seed/factories.ts';
import { DEMO_PASSWORDS } from './seed/seed.ts';
import { sandboxEvent } from './test/giving.ts';
import { freePort, templateCopyForProcess } from './test/harness.ts';
import { openStream } from './test/streams.ts';
import { TEST_SECRETS } from './test/test-config.ts';

const START = path.resolve(import.meta.dirname, '../../../scripts/start.mjs');

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the envelopes' fields
  body: any;
}

/** One request on a connection of its own (no keep-alive), so that the cluster picks its worker. */
function onNewConnection(
  origin: string,
  route: string,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}${route}`,
      {
        agent: false,
        method: options.method ?? 'GET',
        headers: { 'content-type': 'application/json', 'accept-language': 'en', ...options.headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text || 'null') }));
      },
    );
    request.once('error', reject);
    request.end(options.body);
  });
}

const describeOnPostgres = inject('template').kind === 'postgres' ? describe : describe.skip;

describeOnPostgres('npm start with two workers on PostgreSQL', () => {
  let primary: ChildProcess;
  let origin: string;
  let database: DatabaseHandle;
  const logLines: Array<{ pid: number; url?: string }> = [];

  /** The workers (their process ids) that logged a request for `url`. */
  const workersThatServed = (url: string) =>
    new Set(logLines.filter((line) => line.url === url).map((line) => line.pid));

  beforeAll(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ataa-workers-'));
    const { DATABASE_URL: url } = await templateCopyForProcess(dir);

    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    primary = spawn(process.execPath, [START], {
      env: {
        ...process.env,
        ...TEST_SECRETS,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_ORIGIN: origin,
        DATABASE_URL: url!,
        REDIS_URL: '',
        WEB_CONCURRENCY: '2',
        SEED_DEMO_DATA: 'false',
        RATE_LIMITS_ENABLED: 'true',
        NOTIFICATIONS_END_CHECK_INTERVAL_MS: '200',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let pending = '';
    primary.stdout!.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as { pid: number; req?: { url?: string }; url?: string };
          logLines.push({ pid: entry.pid, url: entry.req?.url ?? entry.url });
        } catch {
          // Not a log line.
        }
      }
    });
    database = await openDatabase({ databaseUrl: url! });
    // Ready when both workers answer.
    const deadline = Date.now() + 150_000;
    while (workersThatServed('/readyz').size < 2) {
      if (Date.now() > deadline || primary.exitCode !== null) throw new Error('the workers did not start');
      await onNewConnection(origin, '/readyz').catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    if (primary && primary.exitCode === null) {
      const exited = new Promise((resolve) => primary.once('exit', resolve));
      primary.kill('SIGTERM');
      await exited;
    }
  });

  it('counts a rate limit across the workers: the 11th wrong password in 15 minutes is refused whichever answers', async () => {
    const login = (password: string) =>
      onNewConnection(origin, '/api/v1/login', {
        method: 'POST',
        body: JSON.stringify({ account: 'donor3@ataa.example', password }),
      });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await login(`wrong-${i}`)).status);
    expect(answers.every((status) => status !== 429)).toBe(true);
    expect(workersThatServed('/api/v1/login').size).toBe(2);
    const refused = await login(DEMO_PASSWORDS.donor);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBeTruthy();
  });

  it('tells a donor on streams held by each worker, and shows every visitor the new total, after a payment applied by either', async () => {
    const signIn = await onNewConnection(origin, '/api/v1/login', {
      method: 'POST',
      body: JSON.stringify({ account: 'donor1@ataa.example', password: DEMO_PASSWORDS.donor }),
    });
    expect(signIn.status).toBe(200);
    const token = signIn.body.result.token as string;
    const all = await onNewConnection(origin, '/api/v1/all-campaigns');
    const campaignId = all.body.result[0].id as number;
    const total = async () =>
      (await onNewConnection(origin, `/api/v1/campaigns/${campaignId}`)).body.result.total_amount as number;
    // Both workers have the campaign cached.
    const before = [await total(), await total()];
    expect(before[0]).toBe(before[1]);

    // Streams until one is held by each worker (the cluster hands connections round).
    const streams = [];
    while (workersThatServed('/api/v1/notifications/stream').size < 2 && streams.length < 6) {
      const stream = await openStream(origin, { authorization: `Bearer ${token}` });
      await stream.waitFor(0);
      streams.push(stream);
    }
    expect(workersThatServed('/api/v1/notifications/stream').size).toBe(2);

    const donation = await onNewConnection(origin, '/api/v1/donations', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ campaign_id: campaignId, amount: 25, gateway: 'sandbox' }),
    });
    expect(donation.status, JSON.stringify(donation.body)).toBe(201);
    const event = sandboxEvent(donation.body.result.reference, 'paid');
    const delivered = await onNewConnection(origin, '/api/v1/payments/webhook/sandbox', {
      method: 'POST',
      headers: { 'x-sandbox-signature': event.signature },
      body: event.body,
    });
    expect(delivered.status).toBe(200);

    for (const stream of streams) await stream.waitFor(1);
    for (const stream of streams) stream.close();
    for (let i = 0; i < 4; i++) await expect.poll(total, { timeout: 3000 }).toBe(before[0]! + 25);
  });

  it('runs a job once for both workers: a charity hears once that each of its campaigns ended', async () => {
    const [charity] = await database.db.select().from(users).where(eq(users.userType, 'charity')).limit(1);
    const ended = await Promise.all(
      [1, 2, 3].map(() =>
        createCampaign(database.db, { charityId: charity!.id, endAt: new Date(Date.now() - 1000) }),
      ),
    );
    const endedIds = ended.map((campaign) => campaign.id);
    const told = async () =>
      (
        await database.db
          .select({ data: notifications.data })
          .from(notifications)
          .where(and(eq(notifications.userId, charity!.id), eq(notifications.type, 'campaign_ended')))
      )
        .map((row) => (row.data as { campaign_id: number }).campaign_id)
        .filter((id) => endedIds.includes(id));
    await expect.poll(async () => (await told()).length, { timeout: 10_000 }).toBe(3);
    // Many more intervals of both workers' runners.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await told()).sort()).toEqual(endedIds.sort());
  });

  it('stops both workers on SIGTERM and exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
