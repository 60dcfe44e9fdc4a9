// What the benchmarks share: starting the servers of bench/servers.ts, building the web app
// under the shared lock, and medians and percentiles.
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Guest e-mails of the donations benchmark start with this, so its payments can be counted. */
export const BENCH_EMAIL_PREFIX = 'bench-giver';

/** The shared lock every web build on this machine takes (browser tests build too). */
const WEB_BUILD_LOCK = '/tmp/web-e2e.lock';
/** How long to wait for that lock (BENCH_LOCK_WAIT seconds) before measuring the build as it is. */
const LOCK_WAIT_SECONDS = Number(process.env.BENCH_LOCK_WAIT ?? 600);
const LOCK_TIMEOUT = 75;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A private copy of the web build, made (when its sources are newer than the build) and copied
 * while holding the shared lock, so another engineer's build cannot change the site under a
 * running benchmark. It sits in bench/build/ (ignored by git), where the server bundle finds the
 * same node_modules as the real build, and is removed when this process exits.
 */
export function snapshotWebBuild(): string {
  const parent = path.join(ROOT, 'bench/build');
  // Copies left by runs that were killed are removed.
  for (const name of existsSync(parent) ? readdirSync(parent) : []) {
    const pid = Number(/^web-(\d+)$/.exec(name)?.[1]);
    if (pid && !isRunning(pid)) rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  const target = path.join(parent, `web-${process.pid}`);
  const copy = `rm -rf "${target}" && mkdir -p "${parent}" && cp -r apps/web/build "${target}"`;
  const script = `"${process.execPath}" scripts/build-web.mjs && ${copy}`;
  const withLock = existsSync('/usr/bin/flock') || existsSync('/bin/flock');
  if (withLock) {
    console.error(
      `(taking ${WEB_BUILD_LOCK} to build and copy the web app, waiting at most ${LOCK_WAIT_SECONDS} s)`,
    );
  }
  const result = withLock
    ? spawnSync(
        'flock',
        ['-w', String(LOCK_WAIT_SECONDS), '-E', String(LOCK_TIMEOUT), WEB_BUILD_LOCK, 'sh', '-c', script],
        {
          cwd: ROOT,
          stdio: 'inherit',
        },
      )
    : spawnSync('sh', ['-c', script], { cwd: ROOT, stdio: 'inherit' });
  if (result.status === LOCK_TIMEOUT) {
    // A process that inherited the lock (a server started under flock) can hold it for good: the
    // build as it stands is copied instead, and checked whole below.
    const built = statSync(path.join(ROOT, 'apps/web/build/server/index.js')).mtime;
    console.error(
      `(the lock stayed taken: measuring the existing web build of ${built.toISOString()}, maybe stale)`,
    );
    if (spawnSync('sh', ['-c', copy], { cwd: ROOT, stdio: 'inherit' }).status !== 0) {
      throw new Error('copying the web build failed');
    }
  } else if (result.status !== 0) throw new Error('the web build failed');
  // The copy is whole only if every asset the server bundle names is there: the browser's in
  // client/, the server's own chunks beside it in server/.
  const bundle = readFileSync(path.join(target, 'server/index.js'), 'utf8');
  const missing = [...new Set(bundle.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])].filter(
    (asset) =>
      !existsSync(path.join(target, 'client', asset)) && !existsSync(path.join(target, 'server', asset)),
  );
  if (missing.length > 0) throw new Error(`the copied web build lacks ${missing.join(', ')}; run again`);
  const remove = () => rmSync(target, { recursive: true, force: true });
  process.once('exit', remove);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      remove();
      process.exit(130);
    });
  }
  return target;
}

export const median = (values: number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The p-th percentile (0–100) of the values, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export interface ServersInfo {
  kind: string;
  campaignId: number;
  /** The session cookie of a demo donor, sent with the `?donor` rows. */
  donorCookie: string;
  paths: string[];
  sizes: Record<string, number>;
  brotliSizes: Record<string, number>;
}

export interface Totals {
  campaigns: Array<{ id: number; raised: number; paidSum: number; paidCount: number }>;
  payments: Array<{ state: string; payments: number; donations: number }>;
}

export interface Servers {
  info: ServersInfo;
  child: ChildProcess;
  /** Every campaign's raised total and the sum of its paid donations, read in the server's database. */
  totals(): Promise<Totals>;
  stop(): Promise<void>;
}

/** Forks bench/servers.ts (the real server and the bare one) and waits until both listen. */
export async function startServers(options: {
  realPort: number;
  barePort: number;
  paths?: string[];
  /** A web build (see snapshotWebBuild) the real server serves its pages from. */
  webBuild?: string;
  bareInsert?: boolean;
  /** The real server as this many cluster workers (PostgreSQL); in the servers' process when 1. */
  workers?: number;
}): Promise<Servers> {
  const child = fork(path.join(import.meta.dirname, 'servers.ts'), {
    // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the servers' process.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)],
    env: {
      ...process.env,
      // React and React Router pick their production builds from this when first loaded.
      NODE_ENV: 'production',
      BENCH_REAL_PORT: String(options.realPort),
      BENCH_BARE_PORT: String(options.barePort),
      BENCH_PATHS: (options.paths ?? []).join(','),
      BENCH_WEB_BUILD: options.webBuild ?? '',
      BENCH_BARE_INSERT: options.bareInsert ? '1' : '0',
      BENCH_WORKERS: String(options.workers ?? 1),
    },
  });
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`the bench servers exited (code ${code})`))),
  );
  const ready = new Promise<ServersInfo>((resolve) => {
    const onMessage = (message: unknown) => {
      if ((message as { ready?: boolean }).ready) {
        child.off('message', onMessage);
        resolve(message as ServersInfo);
      }
    };
    child.on('message', onMessage);
  });
  const info = await Promise.race([ready, exited]);
  exited.catch(() => {});
  return {
    info,
    child,
    totals: () =>
      new Promise<Totals>((resolve) => {
        const onMessage = (message: unknown) => {
          if ((message as { type?: string }).type === 'totals') {
            child.off('message', onMessage);
            resolve(message as Totals);
          }
        };
        child.on('message', onMessage);
        child.send({ type: 'totals' });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        // A server that does not close in time is ended.
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      }),
  };
}
