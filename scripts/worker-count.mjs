// How many server workers `npm start` and `npm run serve` run: WEB_CONCURRENCY, by default one per
// core, with PostgreSQL. The embedded database (PGlite) is one connection in one process, so
// without DATABASE_URL there is only ever one.
import { availableParallelism } from 'node:os';

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ workers: number } | { problem: string }}
 */
export function workerCount(env) {
  const asked = env.WEB_CONCURRENCY?.trim();
  if (asked && !/^[1-9]\d*$/.test(asked)) {
    return { problem: `WEB_CONCURRENCY: a whole number of workers, 1 or more (got "${asked}")` };
  }
  if (!env.DATABASE_URL) {
    if (asked && asked !== '1') {
      return {
        problem:
          'WEB_CONCURRENCY: the embedded database serves one process; set DATABASE_URL to a PostgreSQL server to run more',
      };
    }
    return { workers: 1 };
  }
  return { workers: asked ? Number(asked) : availableParallelism() };
}
