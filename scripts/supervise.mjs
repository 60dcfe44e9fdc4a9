// Runs the server in worker processes, WEB_CONCURRENCY of them (scripts/worker-count.mjs), and
// starts a new one whenever one dies, so that one fault cannot take the site down for good
// (`npm start` and `npm run serve` alike). Workers share the port (Node's cluster hands the
// connections round) and nothing else: every shared state is in PostgreSQL or Redis
// (docs/deploy.md). A worker that never got as far as listening (a bad setting, a database that is
// not there) is not retried: its own message says why, and the same start would fail the same way.

import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { workerCount } from './worker-count.mjs';

/** After a worker dies, wait this long before the next (doubling while they keep dying young). */
const FIRST_RESTART_DELAY_MS = 500;
const LONGEST_RESTART_DELAY_MS = 30_000;
/** A worker that served this long before dying is a new fault, not the same one again. */
const HEALTHY_AFTER_MS = 60_000;

/**
 * In the primary, keeps the workers running; in a worker, calls `runServer`.
 * @param {() => Promise<unknown>} runServer
 */
export async function supervise(runServer) {
  if (cluster.isWorker) return runServer();

  // Settings may come from a .env file, as the server reads them (src/main.ts).
  if (existsSync('.env')) process.loadEnvFile('.env');
  const count = workerCount(process.env);
  if ('problem' in count) {
    console.error(`Invalid configuration:\n  ${count.problem}`);
    process.exit(1);
  }
  // Each worker reads how many there are: rate limits without Redis are counted here, in the
  // primary, for all of them (src/security/rate-limits.ts).
  process.env.WEB_CONCURRENCY = String(count.workers);
  if (count.workers > 1) new RateLimiterClusterMaster();

  let stopping = false;
  const startWorker = (delay = FIRST_RESTART_DELAY_MS) => {
    const worker = cluster.fork();
    let listeningSince = 0;
    worker.once('listening', () => {
      listeningSince = Date.now();
    });
    worker.once('exit', (code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
        return;
      }
      if (!listeningSince) return stopAll(code ?? 1);
      const next = Date.now() - listeningSince > HEALTHY_AFTER_MS ? FIRST_RESTART_DELAY_MS : delay;
      console.error(
        `A server worker stopped (${signal ?? `exit code ${code}`}); starting another in ${next} ms.`,
      );
      setTimeout(() => startWorker(Math.min(next * 2, LONGEST_RESTART_DELAY_MS)), next);
    });
  };

  /** The workers finish their requests in flight; the primary waits for the last. */
  const stopAll = (exitCode = 0, signal = 'SIGTERM') => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    process.exitCode = exitCode;
    for (const worker of workers) worker?.process.kill(signal);
  };
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stopAll(0, signal));
  for (let i = 0; i < count.workers; i++) startWorker();
}
