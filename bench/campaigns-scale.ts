// The public campaign API at data scale: 100,000 campaigns and 1,000,000 donations in a real
// PostgreSQL database, generated with SQL (generate_series), then the real server under autocannon.
// `npm run bench:campaigns`; DATABASE_URL names the server (its own database is created and dropped),
// BENCH_DURATION the seconds per run, BENCH_EXPLAIN=full prints whole query plans, and
// BENCH_KEEP_DATABASE=true keeps the database for a later run with BENCH_DATABASE=<its name>,
// BENCH_ONLY=charity measures only the busiest charity's dashboard and export, and
// BENCH_PUBLIC_CACHE_TTL_MS measures with the public cache of anonymous answers (off by default).
import { fork } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { campaignListQuery } from '@ataa/contract/schemas/campaigns';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { giverSummary, latestDonations } from '../apps/api/src/modules/campaigns/giver-queries.ts';
import {
  campaignCount,
  cardPage,
  listFilter,
  similarCampaigns,
} from '../apps/api/src/modules/campaigns/queries.ts';
import { DEMO_PASSWORDS, seedDemoData } from '../apps/api/src/seed/seed.ts';
import { buildServer } from '../apps/api/src/server.ts';

const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 100_000);
const DONATIONS = Number(process.env.BENCH_DONATIONS ?? 1_000_000);
const DONORS = 10_000;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = 3911;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function databaseUrl(name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function serverConfig(url: string, dataDir: string) {
  return loadConfig({
    ...process.env,
    DATABASE_URL: url,
    NODE_ENV: 'production',
    // Production mode; demo mode so no e-mail server or public address is needed.
    DEMO_MODE: 'true',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMITS_ENABLED: 'false',
    // Every request reads the database unless told otherwise: the figures are the database's.
    PUBLIC_CACHE_TTL_MS: process.env.BENCH_PUBLIC_CACHE_TTL_MS ?? '0',
  });
}

/** Words the generated names and descriptions are made of, so searches match realistic shares. */
const WORDS = {
  actionAr: ['إفطار', 'سقيا', 'كفالة', 'كسوة', 'ترميم', 'سلال'],
  actionEn: ['Iftar for', 'Water for', 'Sponsoring', 'Clothes for', 'Repairs for', 'Food baskets for'],
  whoAr: ['الصائمين', 'الأيتام', 'الأسر المتعففة', 'المساجد', 'الطلاب', 'المرضى', 'النازحين'],
  whoEn: [
    'fasting people',
    'orphans',
    'families in need',
    'mosques',
    'students',
    'patients',
    'displaced families',
  ],
  whereAr: [
    'مكة',
    'جازان',
    'عدن',
    'تشاد',
    'القاهرة',
    'الأردن',
    'السودان',
    'النيجر',
    'سوريا',
    'لبنان',
    'اليمن',
  ],
  whereEn: [
    'Makkah',
    'Jazan',
    'Aden',
    'Chad',
    'Cairo',
    'Jordan',
    'Sudan',
    'Niger',
    'Syria',
    'Lebanon',
    'Yemen',
  ],
};
const pgArray = (words: string[]) =>
  `array[${words.map((word) => `'${word.replace(/'/g, "''")}'`).join(',')}]`;
const pickWord = (words: string[], index: string) => `(${pgArray(words)})[1 + (${index}) % ${words.length}]`;

/** Campaigns, payments, donations, gallery pictures and news, all with generate_series. */
async function generate(client: pg.Client) {
  const timed = async (label: string, text: string) => {
    const started = performance.now();
    const result = await client.query(text);
    console.log(
      `  ${label}: ${result.rowCount ?? 0} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  };
  // The demo's first donor gives every generated donor a valid password hash.
  await timed(
    'donors',
    `insert into users (user_type, first_name, last_name, email, mobile, password_hash, country_id, email_verified_at)
     select 'dooner', 'Donor', 'No. ' || g, 'donor' || g || '@scale.example', (900000000000 + g)::text,
            (select password_hash from users where user_type = 'dooner' order by id limit 1),
            (select min(id) from countries), now()
     from generate_series(1, ${DONORS}) g`,
  );
  await client.query('select setseed(0.42)');
  await timed(
    'campaigns',
    `insert into campaigns (charity_id, category_id, currency_id, name_ar, name_en, short_desc_ar, short_desc_en,
       content_ar, content_en, image_path, price_target_minor, review_state, charity_choice, start_at, end_at,
       is_featured, created_at)
     select (charity_ids)[1 + g % cardinality(charity_ids)],
            (category_ids)[1 + (g * 7) % cardinality(category_ids)],
            (currency_ids)[1 + (g * 3) % cardinality(currency_ids)],
            ${pickWord(WORDS.actionAr, 'g')} || ' ' || ${pickWord(WORDS.whoAr, 'g / 6')} || ' في ' || ${pickWord(WORDS.whereAr, 'g / 42')} || ' ' || g,
            ${pickWord(WORDS.actionEn, 'g')} || ' ' || ${pickWord(WORDS.whoEn, 'g / 6')} || ' in ' || ${pickWord(WORDS.whereEn, 'g / 42')} || ' ' || g,
            '<p>حملة رقم ' || g || ' لـ' || ${pickWord(WORDS.whoAr, 'g / 6')} || ' في ' || ${pickWord(WORDS.whereAr, 'g / 42')} || '.</p>',
            '<p>Campaign number ' || g || ' for ' || ${pickWord(WORDS.whoEn, 'g / 6')} || ' in ' || ${pickWord(WORDS.whereEn, 'g / 42')} || '.</p>',
            '<p>تفاصيل الحملة</p>', '<p>About the campaign</p>',
            (select image_path from campaigns order by id limit 1),
            (1000 + (g * 37) % 50000) * 100,
            case when g % 20 = 0 then 'pending' when g % 20 = 1 then 'rejected' else 'approved' end::review_state,
            case when g % 25 = 2 then 'paused' when g % 25 = 3 then 'cancelled' else 'active' end::charity_choice,
            start_at, start_at + (30 + g % 60) * interval '1 day', g % 500 = 0, start_at
     from generate_series(1, ${CAMPAIGNS}) g,
          lateral (select now() - (g % 400) * interval '1 day' - (g % 1440) * interval '1 minute' as start_at) s,
          (select array_agg(id order by id) as charity_ids from users
             where user_type = 'charity' and approval_status = 'approved') c,
          (select array_agg(id order by id) as category_ids from categories) k,
          (select array_agg(id order by id) as currency_ids from currencies) r`,
  );
  // Skewed: the first campaigns get most donations, so one campaign page has about 20,000 donors.
  await timed(
    'donation plan',
    `create temporary table plan as
     select g, (select min(id) from campaigns) + floor(power(random(), 3) * ${CAMPAIGNS})::int as campaign_id,
            (select coalesce(max(id), 0) from payments) + g as payment_id, random() as r
     from generate_series(1, ${DONATIONS}) g`,
  );
  await timed(
    'payments',
    `insert into payments (id, reference, gateway, provider, state, user_id, name, email, mobile, anonymous,
       currency_id, total_minor, is_gift, love_name, love_comment, gift_token, created_at, paid_at, expires_at)
     select p.payment_id, 'scale-' || p.g, 'sandbox', 'sandbox',
            case when p.g % 20 = 0 then 'pending' when p.g % 20 = 1 then 'failed' else 'paid' end::payment_state,
            case when giver.account then first_donor + giver.k - 1 end,
            case when giver.account then 'Donor No. ' || giver.k else 'Guest ' || giver.k end,
            case when giver.account then 'donor' || giver.k else 'guest' || giver.k end || '@scale.example',
            '966500000000', p.g % 10 = 3, c.currency_id, (500 + (p.g * 13) % 100000) * 10, p.g % 10 = 7,
            case when p.g % 10 = 7 then 'Mum' end, case when p.g % 10 = 7 then 'Ramadan Kareem ' || p.g end,
            case when p.g % 10 = 7 then 'scale-gift-' || p.g end, paid, paid, paid + interval '1 hour'
     from plan p
     join campaigns c on c.id = p.campaign_id,
     (select min(id) as first_donor from users where email like '%@scale.example') d,
     -- Two gifts in five come from the generated accounts, the others from 50,000 guests.
     lateral (select p.g % 5 < 2 as account, 1 + p.g % (case when p.g % 5 < 2 then ${DONORS} else 50000 end) as k) giver,
     lateral (select c.start_at + p.r * (least(now(), c.end_at) - c.start_at) as paid) t`,
  );
  await client.query(`select setval('payments_id_seq', (select max(id) from payments))`);
  await timed(
    'donations',
    `insert into donations (payment_id, campaign_id, charity_id, user_id, state, currency_id, amount_minor,
       campaign_amount_minor, rate_to_base, base_amount_minor, anonymous, name, email, created_at, paid_at)
     select p.id, plan.campaign_id, c.charity_id, p.user_id, p.state, p.currency_id, p.total_minor, p.total_minor, r.rate_to_base,
            round(p.total_minor * r.rate_to_base * power(10, 2 - r.minor_units)), p.anonymous, p.name, p.email,
            p.created_at, case when p.state = 'paid' then p.paid_at end
     from payments p join plan on plan.payment_id = p.id join currencies r on r.id = p.currency_id
     join campaigns c on c.id = plan.campaign_id`,
  );
  await timed(
    'campaign totals',
    `update campaigns c set raised_minor = t.raised, donors_count = t.donors
     from (select campaign_id, sum(campaign_amount_minor) as raised,
                  count(distinct coalesce('u' || user_id::text, 'e' || lower(email))) as donors
           from donations where state = 'paid' group by campaign_id) t
     where c.id = t.campaign_id`,
  );
  await timed(
    'gallery pictures',
    `insert into campaign_images (campaign_id, path, sort)
     select c.id, c.image_path, k from campaigns c, generate_series(0, 1) k`,
  );
  await timed(
    'news',
    `insert into campaign_updates (campaign_id, title_ar, title_en, content_ar, content_en, created_at)
     select id, 'خبر جديد', 'News', '<p>تقدّم العمل</p>', '<p>Work is progressing</p>', start_at + interval '2 days'
     from campaigns`,
  );
  // As autovacuum would after such a load: the totals update left a dead copy of every campaign row.
  await timed('vacuum analyze', 'vacuum analyze');
}

/** Query plans of the list's queries and the campaign page's heaviest ones, with their run times. */
async function explain(
  client: pg.Client,
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  heavyId: number,
) {
  const show = async (label: string, query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = query.toSQL();
    const { rows } = await client.query(`explain (analyze, buffers) ${text}`, params);
    const lines = rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
    const time = lines.find((line) => line.startsWith('Execution Time'));
    console.log(`  ${label}: ${time}`);
    if (process.env.BENCH_EXPLAIN === 'full') console.log(lines.map((line) => `      ${line}`).join('\n'));
  };
  for (const [label, search] of LIST_CASES) {
    const query = campaignListQuery.parse(Object.fromEntries(new URLSearchParams(search)));
    const where = listFilter(query);
    const offset = (query.page - 1) * query.per_page;
    await show(`${label} (page)`, cardPage(db, where, query.sort, { limit: query.per_page, offset }));
    await show(`${label} (count)`, campaignCount(db, where));
  }
  await show(
    'campaign page: givers (page, top, median, first)',
    giverSummary(db, heavyId, { limit: 15, offset: 0 }),
  );
  await show('campaign page: latest donations', latestDonations(db, heavyId, 5));
  await show('campaign page: similar campaigns', similarCampaigns(db, { id: heavyId, categoryId: 1 }, 6));
}

const LIST_CASES: Array<[string, string]> = [
  ['first page', ''],
  ['deep page (3000)', 'page=3000'],
  ['search, Arabic', `q=${encodeURIComponent('افطار الصائمين')}`],
  ['search, English', 'q=orphans'],
  ['category + most_funded', 'category_id=2&sort=most_funded'],
  ['ending_soon', 'sort=ending_soon'],
];

async function measure(url: string, headers: Record<string, string> = {}, connections = CONNECTIONS) {
  const sent = { lang: 'ar', ...headers };
  await autocannon({ url, duration: 2, connections, headers: sent });
  const result = await autocannon({ url, duration: DURATION, connections, headers: sent });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

/**
 * The busiest charity's dashboard (contract §10): the charity with the most donations to its
 * campaigns, signed in as the demo charity it is, reading its lists and figures.
 */
async function measureCharity(client: pg.Client, heavyCampaign: number, server: ReturnType<typeof fork>) {
  const { rows } = await client.query<{ id: number; email: string; donations: number }>(
    `select c.charity_id as id, u.email, count(*)::int as donations
     from donations d join campaigns c on c.id = d.campaign_id join users u on u.id = c.charity_id
     group by 1, 2 order by 3 desc limit 1`,
  );
  const charity = rows[0]!;
  const api = `http://127.0.0.1:${PORT}/api/v1`;
  const result = { token: await tokenOf(api, charity.email) };
  const auth = { authorization: `Bearer ${result.token}` };
  const { rows: owned } = await client.query<{ id: number }>(
    `select id from campaigns where charity_id = $1 and id <> $2 order by id limit 1`,
    [charity.id, heavyCampaign],
  );
  console.log(`\nThe busiest charity (${charity.email}): ${charity.donations} donations`);
  const cases: Array<[string, string]> = [
    ['GET /charity/donations, first page', '/charity/donations'],
    ['GET /charity/donations, page 500', '/charity/donations?page=500'],
    [
      'GET /charity/donations, one campaign',
      `/charity/donations?campaign_id=${owned[0]?.id ?? heavyCampaign}`,
    ],
    ['GET /charity/donations, pending', '/charity/donations?state=pending'],
    ['GET /charity/campaigns, first page', '/charity/campaigns'],
    ['GET /charity/campaigns, search', `/charity/campaigns?q=${encodeURIComponent('سقيا')}`],
    ['GET /charity/statistics', '/charity/statistics'],
  ];
  // One charity's staff read their dashboard one request at a time; the platform's other load
  // shows at the public endpoints' concurrency.
  for (const connections of [1, CONNECTIONS]) {
    console.log(`\n${connections} connection(s):`);
    console.log('| endpoint | req/s | p50 ms | p99 ms |');
    console.log('|---|---|---|---|');
    for (const [label, apiPath] of cases) {
      const measured = await measure(`${api}${apiPath}`, auth, connections);
      console.log(`| ${label} | ${measured.rps.toFixed(0)} | ${measured.p50} | ${measured.p99} |`);
      if (measured.failures > 0) console.log(`  (${measured.failures} failed answers)`);
    }
  }

  // The export streams: its memory should not grow with the rows. A charity with a few hundred
  // donations is the baseline for the busiest one.
  const { rows: small } = await client.query<{ email: string }>(
    `select u.email from users u join donations d on d.charity_id = u.id
     where u.user_type = 'charity' group by u.email order by count(*) asc limit 1`,
  );
  const { rows: second } = await client.query<{ email: string }>(
    `select u.email from users u join donations d on d.charity_id = u.id
     where u.user_type = 'charity' group by u.email order by count(*) desc offset 1 limit 1`,
  );
  console.log('\nThe donations export (all paid donations), memory of the server process:');
  console.log('| charity | rows | MB sent | seconds | RSS before → peak MB | live heap before → peak MB |');
  console.log('|---|---|---|---|---|---|');
  for (const [label, email] of [
    ['the smallest', small[0]?.email],
    ['the second busiest', second[0]?.email],
    ['the busiest', charity.email],
  ] as const) {
    if (!email) continue;
    const token = email === charity.email ? result.token : await tokenOf(api, email);
    const measured = await exportMemory(server, `${api}/charity/donations/export`, {
      authorization: `Bearer ${token}`,
    });
    if (measured.status !== 200) console.log(`  (${label}: status ${measured.status})`);
    const mb = (value: number) => value.toFixed(0);
    console.log(
      `| ${label} | ${measured.rows} | ${measured.megabytes.toFixed(1)} | ${measured.seconds.toFixed(1)} | ${mb(measured.rssBefore)} → ${mb(measured.rssPeak)} | ${mb(measured.liveBefore)} → ${mb(measured.livePeak)} |`,
    );
  }
}

/** A demo charity's session token. */
async function tokenOf(api: string, email: string) {
  const login = await fetch(`${api}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: email, password: DEMO_PASSWORDS.charity }),
  });
  return ((await login.json()) as { result: { token: string } }).result.token;
}

async function main() {
  // BENCH_DATABASE measures again on a database a run kept (BENCH_KEEP_DATABASE=true), without generating it.
  const reused = process.env.BENCH_DATABASE;
  const keep = reused !== undefined || process.env.BENCH_KEEP_DATABASE === 'true';
  const name = reused ?? `ataa_scale_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (!reused) await admin.query(`create database ${name}`);
  const url = databaseUrl(name);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ataa-scale-'));
  const database = await openDatabase({ databaseUrl: url });
  const client = new pg.Client({ connectionString: url });
  let server: ReturnType<typeof fork> | undefined;
  try {
    await client.connect();
    // A kept database gets the migrations written since it was generated.
    await database.migrate();
    if (!reused) {
      console.log(`Generating ${CAMPAIGNS} campaigns and ${DONATIONS} donations in ${name}`);
      const seeder = await buildServer({ config: serverConfig(url, dataDir), database, web: false });
      await seedDemoData(seeder.ctx);
      await seeder.close();
      await generate(client);
    }

    // The public campaign with the most donations, and one with a handful.
    const { rows } = await client.query<{ heavy: number; typical: number; donations: number }>(
      `with public_counts as (
         select c.id, count(d.id)::int as donations from campaigns c left join donations d on d.campaign_id = c.id
         where c.review_state = 'approved' and c.charity_choice <> 'cancelled' and c.start_at <= now()
         group by c.id)
       select (select id from public_counts order by donations desc limit 1) as heavy,
              (select max(donations) from public_counts) as donations,
              (select id from public_counts where donations = 5 order by id limit 1) as typical`,
    );
    const { heavy, typical, donations } = rows[0]!;
    // BENCH_ONLY=charity measures the charity's dashboard alone.
    const publicToo = process.env.BENCH_ONLY !== 'charity';
    if (publicToo) {
      console.log(
        `\nQuery plans (EXPLAIN ANALYZE; the busiest campaign ${heavy} has ${donations} donations):`,
      );
      await explain(client, database.db, heavy);
    }

    server = fork(import.meta.filename, [], {
      // --expose-gc: memory is measured from a collected heap.
      execArgv: ['--import', 'tsx', '--expose-gc'],
      env: { ...process.env, BENCH_SCALE_DATABASE: url },
    });
    await new Promise((resolve) => server!.once('message', resolve));

    console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per endpoint after a 2 s warm-up`);
    const endpoints = [
      ...LIST_CASES.map(([label, search]) => [
        `GET /campaigns ${label}`,
        `/campaigns${search ? `?${search}` : ''}`,
      ]),
      [`GET /campaigns/{id}, ${donations} donations`, `/campaigns/${heavy}`],
      ['GET /campaigns/{id}, a typical campaign', `/campaigns/${typical}`],
    ];
    if (publicToo) console.log('| endpoint | req/s | p50 ms | p99 ms |\n|---|---|---|---|');
    for (const [label, apiPath] of publicToo ? endpoints : []) {
      const result = await measure(`http://127.0.0.1:${PORT}/api/v1${apiPath}`);
      console.log(`| ${label} | ${result.rps.toFixed(0)} | ${result.p50} | ${result.p99} |`);
      if (result.failures > 0) console.log(`  (${result.failures} failed answers)`);
    }
    await measureCharity(client, heavy, server);
  } finally {
    server?.kill('SIGTERM');
    if (server) await new Promise((resolve) => server!.once('exit', resolve));
    await client.end().catch(() => {});
    await database.close();
    if (keep) console.log(`\nKept the database ${name}.`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * In the server's process: on `sample-start`, notes its memory until `sample-stop`, then answers
 * in MB the peak of its resident size and the peak of its live heap: every 250 ms the heap is
 * collected first, so what is left is what the server holds, not garbage it has yet to collect.
 */
function answerMemorySamples() {
  let timer: NodeJS.Timeout | undefined;
  const held = { rssBefore: 0, rssPeak: 0, liveBefore: 0, livePeak: 0 };
  const live = () => {
    globalThis.gc?.();
    return process.memoryUsage().heapUsed;
  };
  process.on('message', (message) => {
    if (message === 'sample-start') {
      held.liveBefore = live();
      held.livePeak = held.liveBefore;
      held.rssBefore = process.memoryUsage().rss;
      held.rssPeak = held.rssBefore;
      timer = setInterval(() => {
        held.rssPeak = Math.max(held.rssPeak, process.memoryUsage().rss);
        held.livePeak = Math.max(held.livePeak, live());
      }, 250);
    } else if (message === 'sample-stop') {
      clearInterval(timer);
      const mb = (bytes: number) => bytes / 2 ** 20;
      process.send?.({
        rssBefore: mb(held.rssBefore),
        rssPeak: mb(held.rssPeak),
        liveBefore: mb(held.liveBefore),
        livePeak: mb(held.livePeak),
      });
    }
  });
}

/** The server's memory while one export downloads, and how long it took. */
async function exportMemory(server: ReturnType<typeof fork>, url: string, headers: Record<string, string>) {
  server.send('sample-start');
  const started = performance.now();
  const response = await fetch(url, { headers: { lang: 'ar', ...headers } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  type Memory = { rssBefore: number; rssPeak: number; liveBefore: number; livePeak: number };
  const sampled = new Promise<Memory>((resolve) =>
    server.once('message', (message) => resolve(message as Memory)),
  );
  server.send('sample-stop');
  return {
    status: response.status,
    rows: lines - 1,
    megabytes: bytes / 2 ** 20,
    seconds,
    ...(await sampled),
  };
}

// The child process: the real server on the generated database, so autocannon has the parent.
if (process.env.BENCH_SCALE_DATABASE) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ataa-scale-'));
  const config = serverConfig(process.env.BENCH_SCALE_DATABASE, dataDir);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  const app = await buildServer({ config, database, web: false });
  await app.listen({ host: '127.0.0.1', port: PORT });
  answerMemorySamples();
  process.send?.('ready');
  process.once('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
} else {
  await main();
}
