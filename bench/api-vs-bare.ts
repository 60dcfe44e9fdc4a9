// Throughput of the real API endpoints against a bare Fastify route answering the same bytes,
// in one run, on the same machine. `npm run bench` (PGlite), or with DATABASE_URL for PostgreSQL.
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

const PATHS = ['/api/v1/blogs', '/api/v1/pages'];
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const realPort = 3901;
const barePort = 3902;

const child = fork(path.join(import.meta.dirname, 'servers.ts'), {
  execArgv: ['--import', 'tsx'],
  env: {
    ...process.env,
    BENCH_REAL_PORT: String(realPort),
    BENCH_BARE_PORT: String(barePort),
    BENCH_PATHS: PATHS.join(','),
  },
});
const info = await new Promise<{ kind: string; sizes: Record<string, number> }>((resolve) =>
  child.once('message', (message) => resolve(message as { kind: string; sizes: Record<string, number> })),
);

async function measure(url: string) {
  const result = await autocannon({
    url,
    duration: DURATION,
    connections: CONNECTIONS,
    headers: { lang: 'ar' },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

console.log(`database: ${info.kind}; ${DURATION}s per run, ${CONNECTIONS} connections`);
console.log('| endpoint | bytes | real req/s | bare req/s | ratio | real p50/p99 ms | bare p50/p99 ms |');
console.log('|---|---|---|---|---|---|---|');
for (const apiPath of PATHS) {
  // Warm both up first so the JIT and caches are in the same state.
  await autocannon({ url: `http://127.0.0.1:${realPort}${apiPath}`, duration: 2, connections: CONNECTIONS });
  await autocannon({ url: `http://127.0.0.1:${barePort}${apiPath}`, duration: 2, connections: CONNECTIONS });
  const real = await measure(`http://127.0.0.1:${realPort}${apiPath}`);
  const bare = await measure(`http://127.0.0.1:${barePort}${apiPath}`);
  console.log(
    `| GET ${apiPath} | ${info.sizes[apiPath]} | ${real.rps.toFixed(0)} | ${bare.rps.toFixed(0)} | ${(real.rps / bare.rps).toFixed(2)} | ${real.p50}/${real.p99} | ${bare.p50}/${bare.p99} |`,
  );
  if (real.errors > 0) console.log(`  (${real.errors} failed answers from the real server)`);
}
child.kill('SIGTERM');
