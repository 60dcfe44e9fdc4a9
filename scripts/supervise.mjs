// Runs the server in a worker process and starts a new one if it ever dies, so that one fault
// cannot take the site down for good (`npm start` and `npm run serve` alike). The worker that
// never got as far as listening (a bad setting, a database that is not there) is not retried:
// its own message says why, and the same start would fail the same way.
import cluster from 'node:cluster';

/** After a worker dies, wait this long before the next (doubling while they keep dying young). */
const FIRST_RESTART_DELAY_MS = 500;
const LONGEST_RESTART_DELAY_MS = 30_000;
/** A worker that served this long before dying is a new fault, not the same one again. */
const HEALTHY_AFTER_MS = 60_000;

/**
 * In the primary, keeps one worker running; in the worker, calls `runServer`.
 * @param {() => Promise<unknown>} runServer
 */
export async function supervise(runServer) {
  if (cluster.isWorker) return runServer();

  let stopping = false;
  let delay = FIRST_RESTART_DELAY_MS;
  const startWorker = () => {
    const worker = cluster.fork();
    let listeningSince = 0;
    worker.once('listening', () => {
      listeningSince = Date.now();
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return process.exit(0);
      if (!listeningSince) return process.exit(code ?? 1);
      if (Date.now() - listeningSince > HEALTHY_AFTER_MS) delay = FIRST_RESTART_DELAY_MS;
      console.error(
        `The server stopped (${signal ?? `exit code ${code}`}); starting it again in ${delay} ms.`,
      );
      setTimeout(startWorker, delay);
      delay = Math.min(delay * 2, LONGEST_RESTART_DELAY_MS);
    });
  };

  // The worker finishes its requests in flight on these signals; the primary waits for it.
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  }
  startWorker();
}
