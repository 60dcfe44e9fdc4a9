// Throughput of the real API endpoints and server-rendered pages against a bare Fastify route
// answering the same bytes, in one run, on the same machine. `npm run bench` (PGlite), or with
// DATABASE_URL for PostgreSQL.
//
// Each row: both servers warmed up, then BENCH_ROUNDS rounds of BENCH_DURATION seconds each,
// real and bare alternating (the order flips each round, so the load of other processes on the
// machine falls on both alike); the medians are quoted, and the ratio is the median of the
// rounds' real ÷ bare (each round's pair ran back to back, under about the same load). Then the real
// server is held at half of its measured peak for one round, for the latency target (DESIGN §7:
// p99 under 50 ms at half of peak load).
//
// BENCH_WEB=0 leaves out the pages (they are served from a private copy of the web build, made
// under the shared lock when stale); BENCH_ONLY=campaigns,blogs keeps the rows whose path contains one of the words;
// BENCH_CONNECTIONS sets autocannon's connections (20); BENCH_HALF_PEAK=0 skips the latency round.
import autocannon from 'autocannon';
import { median, type ServersInfo, snapshotWebBuild, startServers } from './common.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WEB = process.env.BENCH_WEB !== '0';
const HALF_PEAK = process.env.BENCH_HALF_PEAK !== '0';
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const realPort = 3901;
const barePort = 3902;

interface Row {
  path: string;
  /** Pages are also measured as browsers ask for them, compressed. */
  brotli?: boolean;
  /** A signed-in donor's session, for the `?donor` rows. */
  cookie?: string;
}

const API_PATHS = ['/api/v1/blogs', '/api/v1/pages', '/api/v1/campaigns', '/api/v1/campaigns/:campaign'];
// `?donor`: the same page rendered for a signed-in donor (never from the page cache).
const PAGE_PATHS = ['/campaigns/:campaign', '/en/campaigns/:campaign', '/campaigns/:campaign?donor'];
const keep = (apiPath: string) => ONLY.length === 0 || ONLY.some((word) => apiPath.includes(word));
const paths = [...API_PATHS, ...(WEB ? PAGE_PATHS : [])].filter(keep);
if (paths.length === 0) throw new Error('BENCH_ONLY keeps no path');

const webBuild = paths.some((p) => !p.startsWith('/api/')) ? snapshotWebBuild() : undefined;
// On PostgreSQL the real server is measured in one process and then as two cluster workers (as
// `npm run serve` runs it on this 2-core machine); the embedded database serves one process only.
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? (process.env.DATABASE_URL ? '1,2' : '1'))
  .split(',')
  .map(Number);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string, row: Row, options: { duration: number; overallRate?: number }) {
  const result = await autocannon({
    url,
    duration: options.duration,
    connections: CONNECTIONS,
    headers: {
      lang: 'ar',
      ...(row.brotli ? { 'accept-encoding': 'br' } : {}),
      ...(row.cookie ? { cookie: row.cookie } : {}),
    },
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  } satisfies Figures;
}

const fmt = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');

for (const workers of WORKER_COUNTS) {
  const servers = await startServers({ realPort, barePort, paths, webBuild, workers });
  try {
    await benchRows(servers.info, workers);
  } finally {
    await servers.stop();
  }
}

async function benchRows(info: ServersInfo, workers: number) {
  const rows: Row[] = info.paths.flatMap((p) => {
    const cookie = p.endsWith('?donor') ? info.donorCookie : undefined;
    return p.startsWith('/api/')
      ? [{ path: p }]
      : [
          { path: p, cookie },
          { path: p, cookie, brotli: true },
        ];
  });
  console.log(
    `database: ${info.kind}; the real server in ${workers === 1 ? 'one process' : `${workers} workers`}; campaign ${info.campaignId}; ${ROUNDS} rounds × ${DURATION}s per server and row, ${CONNECTIONS} connections; medians`,
  );
  console.log(
    '| GET | bytes | real req/s | bare req/s | ratio | ratio per round | real p50/p99 ms | bare p50/p99 ms | real p50/p99 ms at half peak |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const realUrl = `http://127.0.0.1:${realPort}${row.path}`;
    const bareUrl = `http://127.0.0.1:${barePort}${row.path}`;
    // Warm both up first so the JIT and caches are in the same state.
    await measure(realUrl, row, { duration: 2 });
    await measure(bareUrl, row, { duration: 2 });
    const real: Figures[] = [];
    const bare: Figures[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      if (round % 2 === 0) {
        real.push(await measure(realUrl, row, { duration: DURATION }));
        bare.push(await measure(bareUrl, row, { duration: DURATION }));
      } else {
        bare.push(await measure(bareUrl, row, { duration: DURATION }));
        real.push(await measure(realUrl, row, { duration: DURATION }));
      }
    }
    const pick = (figures: Figures[], get: (f: Figures) => number) => median(figures.map(get));
    const realRps = pick(real, (f) => f.rps);
    const bareRps = pick(bare, (f) => f.rps);
    let halfPeak = '–';
    if (HALF_PEAK) {
      const held = await measure(realUrl, row, {
        duration: DURATION,
        overallRate: Math.max(1, Math.round(realRps / 2)),
      });
      halfPeak = `${held.p50}/${held.p99} (${fmt(held.rps)} req/s)`;
    }
    const bytes = row.brotli ? `${info.brotliSizes[row.path]} br` : String(info.sizes[row.path]);
    const ratios = real.map((f, i) => f.rps / bare[i]!.rps);
    const roundRatios = ratios.map((ratio) => ratio.toFixed(2)).join(' ');
    console.log(
      `| ${row.path}${row.brotli ? ' (br)' : ''} | ${bytes} | ${fmt(realRps)} | ${fmt(bareRps)} | ${median(ratios).toFixed(2)} | ${roundRatios} | ${pick(real, (f) => f.p50)}/${pick(real, (f) => f.p99)} | ${pick(bare, (f) => f.p50)}/${pick(bare, (f) => f.p99)} | ${halfPeak} |`,
    );
    const errors = real.reduce((sum, f) => sum + f.errors, 0);
    if (errors > 0) console.log(`  (${errors} failed answers from the real server)`);
  }
}
