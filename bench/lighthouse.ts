// Lighthouse (mobile, simulated slow 4G and a 4x slower CPU) on the site's key pages in both
// languages: `npm run bench:pages`. Each page is measured BENCH_RUNS times (default 3) and the
// median kept. The baseline, in the same run, is the same page's server-rendered HTML with every
// script removed, served beside the real site (same CSS, fonts and images): the ratio shows what
// the page's scripts cost over plain HTML.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';

const ROOT = path.resolve(import.meta.dirname, '..');
const PAGES = ['/', '/blogs/1', '/contact', '/en', '/en/blogs/1', '/en/contact'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SITE_PORT = 3911;
const DEBUG_PORT = 9333;
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The real site as `npm start` runs it (production build, demo data), in a fresh data directory. */
async function startSite(dataDir: string): Promise<ChildProcess> {
  const site = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--demo'], {
    env: {
      ...process.env,
      PORT: String(SITE_PORT),
      PUBLIC_ORIGIN: `http://127.0.0.1:${SITE_PORT}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
    },
    stdio: 'inherit',
  });
  await waitFor(`http://127.0.0.1:${SITE_PORT}/readyz`);
  return site;
}

/** Serves each page's HTML without its scripts, and passes everything else to the real site. */
async function startBaseline(): Promise<{ origin: string; close: () => void }> {
  const origin = `http://127.0.0.1:${SITE_PORT}`;
  const server = http.createServer(async (request, response) => {
    const answer = await fetch(`${origin}${request.url}`, { headers: { 'accept-language': 'ar' } });
    const type = answer.headers.get('content-type') ?? 'application/octet-stream';
    let body: Buffer | string = Buffer.from(await answer.arrayBuffer());
    if (type.startsWith('text/html')) {
      body = body
        .toString('utf8')
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
        .replace(/<link rel="modulepreload"[^>]*>/gi, '');
    }
    response.writeHead(answer.status, { 'content-type': type, 'cache-control': 'no-cache' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

async function startChromium(): Promise<ChildProcess> {
  const chromium = spawn(
    '/usr/bin/chromium',
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
  return chromium;
}

interface Figures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

async function measure(url: string): Promise<Figures> {
  const flags: Flags = {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  };
  const result = (await lighthouse(url, flags)) as RunnerResult;
  const { categories, audits } = result.lhr;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    ) as Figures['scores'],
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    bytes: audits['total-byte-weight']?.numericValue ?? Number.NaN,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The median of each figure over the runs. */
async function medianOf(url: string): Promise<Figures> {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure(url));
  const pick = (get: (figures: Figures) => number) => median(runs.map(get));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((f) => f.scores[id])])) as Figures['scores'],
    lcp: pick((f) => f.lcp),
    tbt: pick((f) => f.tbt),
    cls: pick((f) => f.cls),
    bytes: pick((f) => f.bytes),
  };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'ataa-lighthouse-'));
const site = await startSite(dataDir);
const baseline = await startBaseline();
const chromium = await startChromium();
try {
  console.log(`Lighthouse ${RUNS} runs per page, medians; baseline: the same HTML without scripts`);
  console.log(
    '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | KiB | baseline perf | baseline LCP ms | LCP ratio |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const page of PAGES) {
    const real = await medianOf(`http://127.0.0.1:${SITE_PORT}${page}`);
    const bare = await medianOf(`${baseline.origin}${page}`);
    const { scores } = real;
    console.log(
      `| ${page} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${real.lcp.toFixed(0)} | ${real.tbt.toFixed(0)} | ${real.cls.toFixed(3)} | ${(real.bytes / 1024).toFixed(0)} | ${bare.scores.performance} | ${bare.lcp.toFixed(0)} | ${(real.lcp / bare.lcp).toFixed(2)} |`,
    );
  }
} finally {
  chromium.kill();
  baseline.close();
  site.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}
