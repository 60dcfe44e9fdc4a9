// Donations created and paid per second through the sandbox, end to end over HTTP against the
// real server: `npm run bench:donations` (PGlite), or with DATABASE_URL for PostgreSQL.
//
// BENCH_WORKERS (default 10) workers each loop, as a guest giving to one campaign:
//   1. POST /api/v1/donations (name, e-mail, mobile, campaign_id, amount, an Idempotency-Key, as the
//      donate page sends them)                                                 -> { reference }
//   2. POST /api/v1/payments/sandbox/<reference> {"outcome":"paid"}            -> { redirect_url }
//   3. POST /api/v1/visitor/donations/callback?session=<reference>, again until payment_status is
//      "paid" (the return page's call)
// for BENCH_DURATION seconds (default 20, in BENCH_ROUNDS rounds) after a warm-up of
// BENCH_WARMUP seconds (default 5). The donations go to every campaign accepting them in turn;
// BENCH_CAMPAIGNS=1 sends them all to one.
//
// Baseline, in the same run, alternating with the donation rounds and with the same client and
// number of workers: a bare Fastify POST route in the same process, on the same database, that
// inserts one row (the same guest fields) and answers 201 — the cost of "one HTTP request and one
// committed write" on this machine and database. The real server's GET /readyz (every hook of the
// real server and one `select`) is measured beside it.
//
// Afterwards, once every payment has settled: every campaign's raised total must equal the sum of
// its paid donations (read in the database), each campaign's total must have grown by exactly the
// payments the workers saw paid, and no payment may have more than its one donation.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { BENCH_EMAIL_PREFIX, median, percentile, startServers, type Totals } from './common.ts';

const WORKERS = Number(process.env.BENCH_WORKERS ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
/** BENCH_CAMPAIGNS=1 sends every donation to one campaign (a campaign everyone gives to at once). */
const CAMPAIGN_LIMIT = Number(process.env.BENCH_CAMPAIGNS ?? 0);
const realPort = 3903;
const barePort = 3904;

const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS * 2 });

interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

/** One HTTP request over a kept-alive connection; the answer's JSON and how long it took. */
function call(
  port: number,
  method: 'GET' | 'POST',
  requestPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: requestPath,
        agent,
        headers: {
          lang: 'ar',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: kept as text for the error report.
          }
          resolve({ status: response.statusCode ?? 0, body: parsed, ms: performance.now() - started });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

interface Campaign {
  id: number;
  currency: { code: string; minor_units: number };
}

const servers = await startServers({ realPort, barePort, bareInsert: true });
const campaigns = (
  (await call(realPort, 'GET', '/api/v1/all-campaigns')).body as { result: Campaign[] }
).result.slice(0, CAMPAIGN_LIMIT > 0 ? CAMPAIGN_LIMIT : undefined);
if (campaigns.length === 0) throw new Error('no campaign accepts donations in the demo data');
const campaignById = new Map(campaigns.map((campaign) => [campaign.id, campaign]));

let sequence = 0;
/** A guest's donation of a whole amount (1–50) to the next campaign in turn. */
function nextGift() {
  const n = sequence++;
  const campaign = campaigns[n % campaigns.length]!;
  return {
    campaign_id: campaign.id,
    amount: 1 + (n % 50),
    name: `Bench giver ${n}`,
    email: `${BENCH_EMAIL_PREFIX}+${n}@example.com`,
    mobile: `9665${String(n % 1e8).padStart(8, '0')}`,
  };
}

interface Tally {
  completed: number;
  create: number[];
  pay: number[];
  callback: number[];
  polls: number[];
  total: number[];
  requests: number;
  failures: Map<string, number>;
  /** What the workers saw paid, per campaign, in the campaign's minor units. */
  paidMinor: Map<number, number>;
  stuck: number;
}

const newTally = (): Tally => ({
  completed: 0,
  create: [],
  pay: [],
  callback: [],
  polls: [],
  total: [],
  requests: 0,
  failures: new Map(),
  paidMinor: new Map(),
  stuck: 0,
});

function fail(tally: Tally, step: string, answer: Answer) {
  const key = `${step} ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`;
  tally.failures.set(key, (tally.failures.get(key) ?? 0) + 1);
}

/** One guest donation, created, paid in the sandbox and read back paid. */
async function donateOnce(tally: Tally) {
  const started = performance.now();
  const gift = nextGift();
  const created = await call(realPort, 'POST', '/api/v1/donations', gift, {
    'idempotency-key': randomUUID(),
  });
  tally.requests++;
  if (created.status !== 201) return fail(tally, 'create', created);
  tally.create.push(created.ms);
  const reference = (created.body as { result: { reference: string } }).result.reference;

  const paid = await call(realPort, 'POST', `/api/v1/payments/sandbox/${reference}`, { outcome: 'paid' });
  tally.requests++;
  if (paid.status !== 200) return fail(tally, 'pay', paid);
  tally.pay.push(paid.ms);

  for (let poll = 1; ; poll++) {
    const answer = await call(realPort, 'POST', `/api/v1/visitor/donations/callback?session=${reference}`);
    tally.requests++;
    if (answer.status !== 200) return fail(tally, 'callback', answer);
    tally.callback.push(answer.ms);
    const state = (answer.body as { result: { payment_status: string } }).result.payment_status;
    if (state === 'paid') {
      tally.polls.push(poll);
      break;
    }
    if (state !== 'pending' || performance.now() - started > 10_000) {
      tally.stuck++;
      return fail(tally, `callback (${state})`, answer);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  tally.total.push(performance.now() - started);
  tally.completed++;
  const campaign = campaignById.get(gift.campaign_id)!;
  const minor = gift.amount * 10 ** campaign.currency.minor_units;
  tally.paidMinor.set(gift.campaign_id, (tally.paidMinor.get(gift.campaign_id) ?? 0) + minor);
}

/** WORKERS loops of `once` for `seconds`; what they did per second. */
async function runFor(seconds: number, once: (tally: Tally) => Promise<void>) {
  const tally = newTally();
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (performance.now() < until) {
        try {
          await once(tally);
        } catch (error) {
          fail(tally, 'network', { status: 0, body: String(error), ms: 0 });
        }
      }
    }),
  );
  return { tally, seconds: (performance.now() - started) / 1000 };
}

/** The bare route: one HTTP request, one row inserted in the same database. */
async function bareInsertOnce(tally: Tally) {
  const answer = await call(barePort, 'POST', '/bare/insert', nextGift());
  tally.requests++;
  if (answer.status !== 201) return fail(tally, 'bare insert', answer);
  tally.total.push(answer.ms);
  tally.completed++;
}

/** The real server's readiness check: its hooks and one `select`. */
async function readyzOnce(tally: Tally) {
  const answer = await call(realPort, 'GET', '/readyz');
  tally.requests++;
  if (answer.status !== 200) return fail(tally, 'readyz', answer);
  tally.total.push(answer.ms);
  tally.completed++;
}

function mergeTallies(tallies: Tally[]): Tally {
  const merged = newTally();
  for (const tally of tallies) {
    merged.completed += tally.completed;
    merged.requests += tally.requests;
    merged.stuck += tally.stuck;
    for (const key of ['create', 'pay', 'callback', 'polls', 'total'] as const)
      merged[key].push(...tally[key]);
    for (const [key, count] of tally.failures)
      merged.failures.set(key, (merged.failures.get(key) ?? 0) + count);
    for (const [id, minor] of tally.paidMinor)
      merged.paidMinor.set(id, (merged.paidMinor.get(id) ?? 0) + minor);
  }
  return merged;
}

const ms = (values: number[]) =>
  values.length === 0
    ? '–'
    : `${percentile(values, 50).toFixed(1)} / ${percentile(values, 90).toFixed(1)} / ${percentile(values, 99).toFixed(1)}`;

/** Waits until no benchmark payment is pending any more (the event worker may still be applying). */
async function settled(): Promise<Totals> {
  for (let attempt = 0; ; attempt++) {
    const totals = await servers.totals();
    const pending = totals.payments.find((row) => row.state === 'pending')?.payments ?? 0;
    if (pending === 0 || attempt >= 50) return totals;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

try {
  const before = await servers.totals();
  console.log(
    `database: ${servers.info.kind}; ${WORKERS} workers; ${campaigns.length} campaigns accepting donations; warm-up ${WARMUP}s, then ${ROUNDS} rounds of ${DURATION / ROUNDS}s donations alternating with the same of each baseline`,
  );
  await runFor(WARMUP, donateOnce);
  await runFor(Math.min(WARMUP, 3), bareInsertOnce);
  await runFor(Math.min(WARMUP, 3), readyzOnce);
  const warmed = await settled();

  const rounds: Array<{ donations: number; requests: number; bare: number; readyz: number }> = [];
  const runs: Tally[] = [];
  const bareRuns: Tally[] = [];
  const readyzRuns: Tally[] = [];
  const seconds = DURATION / ROUNDS;
  for (let round = 0; round < ROUNDS; round++) {
    const bare = await runFor(seconds, bareInsertOnce);
    const donations = await runFor(seconds, donateOnce);
    const readyz = await runFor(seconds, readyzOnce);
    rounds.push({
      donations: donations.tally.completed / donations.seconds,
      requests: donations.tally.requests / donations.seconds,
      bare: bare.tally.completed / bare.seconds,
      readyz: readyz.tally.completed / readyz.seconds,
    });
    runs.push(donations.tally);
    bareRuns.push(bare.tally);
    readyzRuns.push(readyz.tally);
  }
  const tally = mergeTallies(runs);
  const bare = mergeTallies(bareRuns);
  const readyz = mergeTallies(readyzRuns);
  const paidPerSecond = median(rounds.map((r) => r.donations));
  const bareMedian = median(rounds.map((r) => r.bare));
  const readyzMedian = median(rounds.map((r) => r.readyz));

  console.log('');
  console.log('| measured | per second (median of rounds) | per round | p50 / p90 / p99 ms |');
  console.log('|---|---|---|---|');
  console.log(
    `| donations created and paid | ${paidPerSecond.toFixed(1)} | ${rounds.map((r) => r.donations.toFixed(1)).join(' ')} | ${ms(tally.total)} (whole donation) |`,
  );
  console.log(`| – POST /donations | | | ${ms(tally.create)} |`);
  console.log(`| – POST /payments/sandbox/:reference | | | ${ms(tally.pay)} |`);
  console.log(
    `| – POST /visitor/donations/callback (each call; ${median(tally.polls)} median calls per payment, at most ${Math.max(0, ...tally.polls)}) | | | ${ms(tally.callback)} |`,
  );
  console.log(
    `| HTTP requests of the donations | ${median(rounds.map((r) => r.requests)).toFixed(0)} | ${rounds.map((r) => r.requests.toFixed(0)).join(' ')} | |`,
  );
  console.log(
    `| baseline: bare POST inserting one row | ${bareMedian.toFixed(0)} | ${rounds.map((r) => r.bare.toFixed(0)).join(' ')} | ${ms(bare.total)} |`,
  );
  console.log(
    `| baseline: GET /readyz on the real server | ${readyzMedian.toFixed(0)} | ${rounds.map((r) => r.readyz.toFixed(0)).join(' ')} | ${ms(readyz.total)} |`,
  );
  console.log('');
  // Each round's figures ran back to back, under about the same load from the rest of the machine.
  const toBare = median(rounds.map((r) => r.donations / r.bare));
  const toReadyz = median(rounds.map((r) => r.donations / r.readyz));
  console.log(
    `paid donations per second ÷ bare inserts per second (median of the rounds): ${toBare.toFixed(3)} (one paid donation costs about ${(1 / toBare).toFixed(0)} bare inserts); ÷ /readyz: ${toReadyz.toFixed(3)}`,
  );
  for (const [failure, count] of [...tally.failures, ...bare.failures, ...readyz.failures]) {
    console.log(`failed ${count}×: ${failure}`);
  }
  if (tally.stuck > 0) console.log(`${tally.stuck} payments were not read back paid within 10 s`);

  // The money checks, once every payment has settled.
  const after = await settled();
  const wrongTotals = after.campaigns.filter((c) => c.raised !== c.paidSum);
  console.log('');
  console.log(
    wrongTotals.length === 0
      ? `check: every campaign's raised total equals the sum of its paid donations (${after.campaigns.length} campaigns) — ok`
      : `check FAILED: raised total ≠ sum of paid donations for campaigns ${wrongTotals.map((c) => `${c.id} (${c.raised} ≠ ${c.paidSum})`).join(', ')}`,
  );
  const beforeRaised = new Map(warmed.campaigns.map((c) => [c.id, c.raised]));
  const wrongGrowth = after.campaigns.filter(
    (c) => c.raised - (beforeRaised.get(c.id) ?? 0) !== (tally.paidMinor.get(c.id) ?? 0),
  );
  console.log(
    wrongGrowth.length === 0
      ? `check: each campaign grew by exactly the ${tally.completed} payments the workers saw paid — ok`
      : `check FAILED: growth ≠ payments seen paid for campaigns ${wrongGrowth
          .map(
            (c) =>
              `${c.id} (+${c.raised - (beforeRaised.get(c.id) ?? 0)} ≠ ${tally.paidMinor.get(c.id) ?? 0})`,
          )
          .join(', ')}`,
  );
  const duplicates = after.payments.filter((row) => row.donations !== row.payments);
  console.log(
    `benchmark payments by state: ${after.payments.map((row) => `${row.state} ${row.payments} (${row.donations} donations)`).join(', ')}${duplicates.length === 0 ? ' — one donation each, ok' : ' — FAILED: a payment with other than one donation'}`,
  );
  if (before.campaigns.some((c) => c.raised !== c.paidSum)) {
    console.log('note: the demo data already had a campaign whose total differed from its paid donations');
  }
  if (wrongTotals.length > 0 || wrongGrowth.length > 0 || duplicates.length > 0) process.exitCode = 1;
} finally {
  agent.destroy();
  await servers.stop();
}
