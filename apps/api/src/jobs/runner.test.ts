// The job runner on the test database (PGlite, or PostgreSQL with DATABASE_URL): claims, retries
// with back-off, jobs scheduled for later, keys, and a schedule shared by two runners.
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { cloneTemplateShared } from '../test/harness.ts';
import { createJobRunner, type JobRunner } from './runner.ts';

const log = Fastify({ logger: false }).log;
let first: DatabaseHandle;
/** The same database through another pool on PostgreSQL, as a second server process sees it. */
let second: DatabaseHandle;
const runners: JobRunner[] = [];

function runner(database: DatabaseHandle) {
  const created = createJobRunner({ db: database.db, log, pollIntervalMs: 60_000, leaseMs: 120_000 });
  runners.push(created);
  return created;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  const clone = await cloneTemplateShared();
  first = clone.handle;
  second = await clone.openAgain();
});

afterAll(async () => {
  for (const each of runners) await each.stop();
  if (second !== first) await second.close();
  await first.close();
});

it('runs each job once when two runners claim at the same time', async () => {
  const ran: number[] = [];
  const [a, b] = [runner(first), runner(second)];
  const work = async ({ n }: { n: number }) => {
    await sleep(5);
    ran.push(n);
  };
  const job = a.define('test.claim', work);
  b.define('test.claim', work);
  await first.db.transaction(async (tx) => {
    for (let n = 0; n < 60; n++) await job.enqueue(tx, { n });
  });
  const [byA, byB] = await Promise.all([a.runDue(), b.runDue()]);
  expect(byA + byB).toBe(60);
  expect([...ran].sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, n) => n));
  expect(await a.list('test.claim')).toEqual([]);
});

it('retries a failing job with a doubling delay, then keeps it with its error', async () => {
  const runs = runner(first);
  let calls = 0;
  const job = runs.define(
    'test.retry',
    async () => {
      calls++;
      throw new Error(`failure ${calls}`);
    },
    { attempts: 3, retryDelayMs: 300 },
  );
  await job.enqueue(first.db, {});
  await runs.runDue();
  let [row] = await runs.list('test.retry');
  expect(row).toMatchObject({ attempts: 1, lastError: 'Error: failure 1', lockedUntil: null });
  const firstDelay = row!.runAt.getTime() - Date.now();
  expect(firstDelay).toBeGreaterThan(150);
  expect(firstDelay).toBeLessThanOrEqual(300);
  expect(await runs.runDue()).toBe(0);

  await sleep(firstDelay + 50);
  await runs.runDue();
  [row] = await runs.list('test.retry');
  expect(row).toMatchObject({ attempts: 2, lastError: 'Error: failure 2' });
  const secondDelay = row!.runAt.getTime() - Date.now();
  expect(secondDelay).toBeGreaterThan(450);

  await sleep(secondDelay + 50);
  await runs.runDue();
  await sleep(1300);
  expect(await runs.runDue()).toBe(0);
  [row] = await runs.list('test.retry');
  expect(row).toMatchObject({ attempts: 3, lastError: 'Error: failure 3' });
  expect(calls).toBe(3);
});

it('waits for a job’s time, and keeps one job per key', async () => {
  const runs = runner(first);
  const ran: string[] = [];
  const job = runs.define('test.later', async ({ label }: { label: string }) => {
    ran.push(label);
  });
  await job.enqueue(first.db, { label: 'later' }, { runAt: new Date(Date.now() + 400), key: 'later:1' });
  await job.enqueue(first.db, { label: 'again' }, { runAt: new Date(Date.now() + 400), key: 'later:1' });
  expect(await runs.runDue()).toBe(0);
  expect(await runs.list('test.later')).toHaveLength(1);
  await sleep(450);
  expect(await runs.runDue()).toBe(1);
  expect(ran).toEqual(['later']);
});

it('fires a repeating job once per interval across two runners', async () => {
  const times: number[] = [];
  const [a, b] = [runner(first), runner(second)];
  const tick = async () => {
    times.push(Date.now());
  };
  a.every(a.define('test.every', tick), 250);
  b.every(b.define('test.every', tick), 250);
  await Promise.all([a.start(), b.start()]);
  const until = Date.now() + 1400;
  while (Date.now() < until) {
    await Promise.all([a.runDue(), b.runDue()]);
    await sleep(20);
  }
  // About five slots went by; each fired once, by whichever runner claimed it.
  expect(times.length).toBeGreaterThanOrEqual(3);
  expect(times.length).toBeLessThanOrEqual(6);
  for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(200);
  const rows = await first.db.select().from(jobs);
  expect(rows.filter((row) => row.name === 'test.every')).toHaveLength(1);
});

it('runs work of every process in each started runner, and a long run holds no lane from the queued jobs', async () => {
  const [a, b] = [
    createJobRunner({ db: first.db, log, pollIntervalMs: 20, leaseMs: 120_000 }),
    createJobRunner({ db: second.db, log, pollIntervalMs: 20, leaseMs: 120_000 }),
  ];
  runners.push(a, b);
  let finishWave!: () => void;
  const waveEnds = new Promise<void>((resolve) => {
    finishWave = resolve;
  });
  const inWave = new Set<JobRunner>();
  for (const each of [a, b]) {
    each.inEachProcess('test.wave', 60_000, async () => {
      inWave.add(each);
      await waveEnds;
    });
  }
  const sent: string[] = [];
  const mail = a.define('test.mail', async ({ to }: { to: string }) => {
    sent.push(to);
  });
  await a.start();
  await expect.poll(() => inWave.has(a)).toBe(true);
  // While its wave runs, the first runner still takes a job queued meanwhile.
  await first.db.transaction((tx) => mail.enqueue(tx, { to: 'donor@example.test' }));
  await expect.poll(() => sent).toEqual(['donor@example.test']);
  await b.start();
  await expect.poll(() => inWave.has(b)).toBe(true);
  finishWave();
  await Promise.all([a.stop(), b.stop()]);
});
