// Lighthouse (mobile, simulated slow 4G and a 4x slower CPU) on the site's key pages in both
// languages: `npm run bench:pages`. Each page is measured BENCH_RUNS times (default 3) and the
// median kept. The baseline, in the same run, is the same page's server-rendered HTML with every
// script removed, served beside the real site (same CSS, fonts and images, compressed alike): the
// ratio shows what the page's scripts cost over plain HTML. BENCH_BASELINE=0 skips it.
//
// The pages are those of DESIGN §7 (home, campaign list, a campaign and its donate page, in both
// languages); BENCH_PAGES=/campaigns/donate/:campaign,/en/blogs/1 measures others or fewer
// (`:campaign` stands for a published demo campaign that accepts donations). The JS column is
// the JavaScript transferred (Lighthouse's network requests of type Script: compressed bodies and
// each response's headers). Decision 011's budget for the donate page, 155 KB of compressed bodies
// (DESIGN §7 said 100 KB, less than React and React Router weigh alone), is held by the page-weight
// test. Each script is listed for the donate pages (for every page with BENCH_SCRIPTS=1).
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { snapshotWebBuild, startServers } from './common.ts';

const DEFAULT_PAGES = ['/', '/campaigns', '/campaigns/:campaign', '/campaigns/donate/:campaign'].flatMap(
  (page) => [page, page === '/' ? '/en' : `/en${page}`],
);
const PAGES = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
const WITH_BASELINE = process.env.BENCH_BASELINE !== '0';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SITE_PORT = 3911;
const DEBUG_PORT = 9333;
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

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;

/**
 * Serves each page's HTML without its scripts, and passes everything else to the real site.
 * Text answers go out Brotli-compressed when the browser accepts it, as the real site sends them.
 */
async function startBaseline(): Promise<{ origin: string; close: () => void }> {
  const origin = `http://127.0.0.1:${SITE_PORT}`;
  const server = http.createServer(async (request, response) => {
    const answer = await fetch(`${origin}${request.url}`, { headers: { 'accept-language': 'ar' } });
    const type = answer.headers.get('content-type') ?? 'application/octet-stream';
    let body: Buffer | string = Buffer.from(await answer.arrayBuffer());
    if (type.startsWith('text/html')) {
      body = body.toString('utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
    }
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache' };
    if (COMPRESSIBLE.test(type) && String(request.headers['accept-encoding'] ?? '').includes('br')) {
      body = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
      headers['content-encoding'] = 'br';
    }
    response.writeHead(answer.status, headers);
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
    CHROMIUM_PATH,
    ['--headless', ...CHROMIUM_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`, 'about:blank'],
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
  /** Compressed JavaScript transferred. */
  js: number;
  /** Each script's file name and transferred bytes, largest first. */
  scripts: Array<{ name: string; bytes: number }>;
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
  const requests = ((audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ??
    []) as Array<{ url?: string; resourceType?: string; transferSize?: number }>;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    ) as Figures['scores'],
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    bytes: audits['total-byte-weight']?.numericValue ?? Number.NaN,
    js: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scripts: requests
      .filter((request) => request.resourceType === 'Script')
      .map((request) => ({
        name: (request.url ?? '').split('/').pop() ?? '',
        bytes: request.transferSize ?? 0,
      }))
      .sort((a, b) => b.bytes - a.bytes),
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
    js: pick((f) => f.js),
    scripts: runs[0]!.scripts,
  };
}

// The site as `npm start` runs it (production, demo data, PGlite unless DATABASE_URL is set), from a
// private copy of the web build made under the shared lock, so no other build changes it mid-run.
const site = await startServers({ realPort: SITE_PORT, barePort: 0, webBuild: snapshotWebBuild() });
const campaignId = site.info.campaignId;
const baseline = await startBaseline();
const chromium = await startChromium();
try {
  const pages = (PAGES.length > 0 ? PAGES : DEFAULT_PAGES).map((page) =>
    page.replace(':campaign', String(campaignId)),
  );
  console.log(
    `Lighthouse ${RUNS} runs per page, medians; campaign ${campaignId}; baseline: ${WITH_BASELINE ? 'the same HTML without scripts' : 'skipped'}`,
  );
  console.log(
    '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | KiB | JS KB transferred | baseline perf | baseline LCP ms | LCP ratio |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  const scriptLists: string[] = [];
  for (const page of pages) {
    const real = await medianOf(`http://127.0.0.1:${SITE_PORT}${page}`);
    if (page.includes('/donate/') || process.env.BENCH_SCRIPTS === '1') {
      const list = real.scripts.map((script) => `${script.name} ${(script.bytes / 1000).toFixed(1)}`);
      scriptLists.push(`scripts of ${page} (KB transferred, first run): ${list.join(', ')}`);
    }
    const bare = WITH_BASELINE ? await medianOf(`${baseline.origin}${page}`) : undefined;
    const { scores } = real;
    console.log(
      `| ${page} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${real.lcp.toFixed(0)} | ${real.tbt.toFixed(0)} | ${real.cls.toFixed(3)} | ${(real.bytes / 1024).toFixed(0)} | ${(real.js / 1000).toFixed(1)} | ${bare?.scores.performance ?? '–'} | ${bare ? bare.lcp.toFixed(0) : '–'} | ${bare ? (real.lcp / bare.lcp).toFixed(2) : '–'} |`,
    );
  }
  for (const line of scriptLists) console.log(line);
} finally {
  chromium.kill();
  baseline.close();
  await site.stop();
}
