import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { ProcessTimers } from './process-timers.ts';

export type JobRow = typeof jobs.$inferSelect;

export interface JobOptions {
  /** Runs and retries: a job that fails this many times stays in the table with its error. */
  attempts?: number;
  /** The wait before the first retry; it doubles with each further one. */
  retryDelayMs?: number;
}

export interface JobType<Payload> {
  readonly name: string;
  /**
   * Writes the job in the caller's transaction, so it exists exactly when the change commits.
   * With a `key`, a second job with the same key is not added while the first waits.
   */
  enqueue(db: Queryable, payload: Payload, options?: { runAt?: Date; key?: string }): Promise<void>;
}

export interface JobRunner {
  define<Payload>(
    name: string,
    handler: (payload: Payload, log: FastifyBaseLogger) => Promise<void>,
    options?: JobOptions,
  ): JobType<Payload>;
  /**
   * Runs a defined job every `intervalMs`, once across all processes (one row, claimed by one).
   * Declared before start(), which writes the row.
   */
  every(job: JobType<Record<string, never>>, intervalMs: number): void;
  /**
   * Runs `work` in every process whose runner is started: soon after the start, then `intervalMs`
   * after each run ends. For work that any number of processes share, each piece claimed by one,
   * and that may last long: it holds none of the lanes the jobs above take turns in. Declared
   * before start(); stop() waits for a run under way.
   */
  inEachProcess(name: string, intervalMs: number, work: (log: FastifyBaseLogger) => Promise<void>): void;
  /** Runs every due job now; concurrent calls share one pass. Returns how many ran. */
  runDue(): Promise<number>;
  /** The jobs waiting or given up on, oldest first. */
  list(name?: string): Promise<JobRow[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const DEFAULTS: Required<JobOptions> = { attempts: 10, retryDelayMs: 1000 };
/** A repeating job never runs out of attempts (the column is a smallint). */
const ALWAYS = 32_767;
/** Claims running side by side in one process, so a slow SMTP server does not hold up payments. */
const CONCURRENCY = 4;
/** A pass ends after this many jobs per lane, and the next poll goes on from there. */
const JOBS_PER_PASS = 50;
/** A job enqueued in a transaction is looked for this long after, when the transaction has likely committed. */
const SOON_MS = 50;

interface Definition {
  handler: (payload: unknown, log: FastifyBaseLogger) => Promise<void>;
  options: Required<JobOptions>;
}

export function createJobRunner(options: {
  db: Database;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  /** How long a claim lasts: a process that dies mid-run delays its job by this much. */
  leaseMs: number;
}): JobRunner {
  const { db, log } = options;
  const leaseSeconds = options.leaseMs / 1000;
  const definitions = new Map<string, Definition>();
  const schedules: Array<{ name: string; intervalMs: number }> = [];
  const local = new ProcessTimers(log);
  let running: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  /** After stop() no pass begins, not even one asked for during the last. */
  let stopped = false;

  async function claim(): Promise<JobRow | undefined> {
    const names = [...definitions.keys()];
    if (names.length === 0) return undefined;
    const result = await db.execute(sql`
      update jobs set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${leaseSeconds})
      where id = (
        select id from jobs
        where run_at <= now() and attempts < max_attempts
          and (locked_until is null or locked_until <= now())
          and name in (${sql.join(names, sql`, `)})
        order by run_at, id limit 1 for update skip locked)
      returning id, name, payload, attempts, max_attempts as "maxAttempts", repeat_ms as "repeatMs"`);
    return (result as unknown as { rows: JobRow[] }).rows[0];
  }

  async function finish(job: JobRow, error: unknown) {
    const lastError = error === undefined ? null : String(error).slice(0, 500);
    if (job.repeatMs !== null) {
      // A repeating job's row stays: its next run is one interval on, whatever this one did.
      await db
        .update(jobs)
        .set({
          attempts: 0,
          lockedUntil: null,
          lastError,
          runAt: sql`now() + make_interval(secs => ${job.repeatMs / 1000}::double precision)`,
        })
        .where(eq(jobs.id, job.id));
    } else if (error === undefined) {
      await db.delete(jobs).where(eq(jobs.id, job.id));
    } else {
      const delayMs = definitions.get(job.name)!.options.retryDelayMs * 2 ** (job.attempts - 1);
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lastError,
          runAt: sql`now() + make_interval(secs => ${delayMs / 1000}::double precision)`,
        })
        .where(eq(jobs.id, job.id));
    }
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    let failure: unknown;
    try {
      await definitions.get(job.name)!.handler(job.payload, log);
    } catch (error) {
      failure = error ?? 'failed';
      log.warn({ err: error, job: job.name, jobId: job.id, attempts: job.attempts }, 'job failed');
    }
    await finish(job, failure);
    return true;
  }

  async function lane(): Promise<number> {
    let done = 0;
    // After stop() a lane finishes the job in hand and claims no other.
    while (!stopped && done < JOBS_PER_PASS && (await runOne())) done++;
    return done;
  }

  async function pass(): Promise<number> {
    const counts = await Promise.all(Array.from({ length: CONCURRENCY }, lane));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  function runDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        void runDue().catch((error) => log.error({ err: error }, 'job pass failed'));
      }
    });
    return running;
  }

  function poll(delayMs: number) {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      runDue()
        .catch((error) => log.error({ err: error }, 'job pass failed'))
        .finally(() => poll(options.pollIntervalMs));
    }, delayMs);
    timer.unref();
  }

  async function ensureSchedule(name: string, intervalMs: number) {
    // Every process inserts the same key; the unique index keeps one row, whose claim is exclusive.
    await db
      .insert(jobs)
      .values({
        name,
        payload: {},
        key: `every:${name}`,
        maxAttempts: ALWAYS,
        repeatMs: intervalMs,
        runAt: sql`now() + make_interval(secs => ${intervalMs / 1000}::double precision)`,
      })
      .onConflictDoUpdate({ target: jobs.key, set: { repeatMs: intervalMs } });
  }

  return {
    define(name, handler, jobOptions = {}) {
      if (definitions.has(name)) throw new Error(`job ${name} is defined twice`);
      definitions.set(name, {
        handler: handler as Definition['handler'],
        options: { ...DEFAULTS, ...jobOptions },
      });
      const maxAttempts = definitions.get(name)!.options.attempts;
      return {
        name,
        async enqueue(tx, payload, { runAt, key } = {}) {
          await tx
            .insert(jobs)
            .values({ name, payload: payload as object, key, maxAttempts, runAt })
            .onConflictDoNothing({ target: jobs.key });
          if (!runAt || runAt.getTime() <= Date.now()) poll(SOON_MS);
        },
      };
    },
    every(job, intervalMs) {
      if (started) throw new Error('schedules are declared before the runner starts');
      schedules.push({ name: job.name, intervalMs });
    },
    inEachProcess(name, intervalMs, work) {
      if (started) throw new Error('schedules are declared before the runner starts');
      local.declare(name, intervalMs, work);
    },
    runDue,
    list: (name) =>
      db
        .select()
        .from(jobs)
        .where(name ? eq(jobs.name, name) : undefined)
        .orderBy(jobs.id),
    async start() {
      started = true;
      for (const { name, intervalMs } of schedules) await ensureSchedule(name, intervalMs);
      poll(0);
      local.start(options.pollIntervalMs);
    },
    async stop() {
      started = false;
      stopped = true;
      clearTimeout(timer);
      await Promise.all([running?.catch(() => {}), local.stop()]);
    },
  };
}
