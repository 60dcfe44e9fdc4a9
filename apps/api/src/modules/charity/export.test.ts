// Contract §10 (NEW): the charity's donations as a CSV file, over real HTTP.

import { parse } from 'csv-parse/sync';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currencies, donations, type users } from '../../db/schema.ts';
import { createCampaign, createPaidDonation, createUser } from '../../seed/factories.ts';
import { donationIn, monthsAgo } from '../../test/donation-states.ts';
import { LANGS, type Lang, signIn, t } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { EXPORT_BATCH } from './export.ts';

let server: TestServer;
let charity: typeof users.$inferSelect;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  charity = await createUser(server.db, { userType: 'charity' });
  token = await signIn(server, charity.email);
});
afterAll(() => server.close());

const BOM = [0xef, 0xbb, 0xbf];
const COLUMNS = [
  'number',
  'date',
  'donor',
  'campaign',
  'amount',
  'currency',
  'state',
  'payment_number',
  'amount_base',
  'base_currency',
  'email',
  'refunded',
  'refunded_base',
] as const;

/** The export's raw answer. */
function download(query = '', options: { lang?: Lang; who?: string | null } = {}) {
  const headers: Record<string, string> = { lang: options.lang ?? 'en' };
  const who = options.who === undefined ? token : options.who;
  if (who) headers.authorization = `Bearer ${who}`;
  return fetch(`${server.url}/api/v1/charity/donations/export${query}`, { headers });
}

/** The file's rows as records keyed by column, after checking its bytes and header row. */
async function records(query = '', lang: Lang = 'en') {
  const answer = await download(query, { lang });
  expect(answer.status).toBe(200);
  const bytes = new Uint8Array(await answer.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual(BOM);
  const [header, ...rows] = parse(
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(3)),
  ) as string[][];
  expect(header).toEqual(COLUMNS.map((column) => t(lang, `charity.export.columns.${column}`)));
  return rows.map((row) => Object.fromEntries(COLUMNS.map((column, index) => [column, row[index]!])));
}

describe('GET /charity/donations/export', () => {
  let water: number;
  let food: number;
  let donor: typeof users.$inferSelect;

  beforeAll(async () => {
    donor = await createUser(server.db, { firstName: 'سلمى', lastName: 'الحداد' });
    water = (
      await createCampaign(server.db, { charityId: charity.id, nameAr: 'سقيا الماء', nameEn: 'Water' })
    ).id;
    food = (await createCampaign(server.db, { charityId: charity.id, nameEn: 'Food' })).id;
    const usd = (await server.db.select().from(currencies)).find((row) => row.code === 'USD')!;
    await donationIn(server.db, donor, water, 15_050, { at: monthsAgo(2) });
    await donationIn(server.db, donor, water, 5_000, { anonymous: true });
    await donationIn(server.db, donor, food, 2_000, { currencyId: usd.id });
    await donationIn(server.db, donor, food, 1_000, { state: 'refunded' });
    // Names a spreadsheet would run as formulas, from guests who typed them.
    for (const name of ['=HYPERLINK("http://evil.test","x")', '+1 555', '-2+3', '@SUM(A1)', '\tTabbed'])
      await createPaidDonation(server.db, {
        campaignId: food,
        amountMinor: 100,
        guest: { name, email: 'guest@example.test' },
      });
    // Another charity's donation never shows.
    await donationIn(server.db, donor, (await createCampaign(server.db, { nameEn: 'Elsewhere' })).id, 9_900);
  });

  it('is a UTF-8 CSV attachment with a byte-order mark and the columns named in each language', async () => {
    const answer = await download();
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="donations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    await answer.arrayBuffer();
    for (const lang of LANGS) expect(await records('', lang)).toHaveLength(8);
  });

  it('writes the public fields only: names as the list shows them, amounts in major units with their currency', async () => {
    const arabic = await records('', 'ar');
    const english = await records('', 'en');
    const mine = arabic.find((row) => row.amount === '150.50')!;
    expect(mine).toMatchObject({ donor: 'سلمى الحداد', campaign: 'سقيا الماء', currency: 'SAR' });
    expect(mine.state).toBe(t('ar', 'donor.history.states.paid'));
    expect(mine.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(english.find((row) => row.amount === '50.00')!.donor).toBe(t('en', 'common.anonymous'));
    expect(arabic.find((row) => row.amount === '50.00')!.donor).toBe(t('ar', 'common.anonymous'));
    const usd = (await server.db.select().from(currencies)).find((row) => row.code === 'USD')!;
    const dollars = english.find((row) => row.currency === 'USD')!;
    expect(dollars).toMatchObject({
      amount: '20.00',
      campaign: 'Food',
      // At the rate kept when it was paid, in the base currency.
      amount_base: (Math.round(2_000 * Number(usd.rateToBase)) / 100).toFixed(2),
      base_currency: 'SAR',
      email: '',
    });
    const [paidIn] = await server.db
      .select()
      .from(donations)
      .where(eq(donations.id, Number(dollars.number)));
    expect(dollars.payment_number).toBe(String(paidIn!.paymentId));
    expect(mine).toMatchObject({ amount_base: '150.50', base_currency: 'SAR', email: '' });
    const text = JSON.stringify(english);
    expect(text).not.toContain(donor.email);
    expect(text).not.toContain(donor.mobile);
    expect(text).not.toContain('guest@example.test');
    expect(text).not.toContain('Elsewhere');
    // Newest first: the donation of two months ago is last.
    expect(english.at(-1)!.amount).toBe('150.50');
  });

  it('neutralises cells a spreadsheet would read as a formula', async () => {
    const names = (await records()).map((row) => row.donor);
    expect(names).toEqual(
      expect.arrayContaining([
        `'=HYPERLINK("http://evil.test","x")`,
        "'+1 555",
        "'-2+3",
        "'@SUM(A1)",
        "'\tTabbed",
      ]),
    );
  });

  it('keeps to the filters of the list: campaign, state and days', async () => {
    expect((await records(`?campaign_id=${food}`)).map((row) => row.campaign)).toEqual(Array(6).fill('Food'));
    expect((await records('?state=refunded')).map((row) => row.amount)).toEqual(['10.00']);
    const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(date);
    expect(
      (await records(`?from=${day(monthsAgo(2))}&to=${day(monthsAgo(2))}`)).map((row) => row.amount),
    ).toEqual(['150.50']);
    const elsewhere = await createCampaign(server.db);
    expect(await records(`?campaign_id=${elsewhere.id}`)).toEqual([]);
    expect((await download('?state=lost&from=yesterday')).status).toBe(422);
  });

  it('is for charities only: 401 for visitors, 403 for donors; a charity awaiting approval exports its own', async () => {
    expect((await download('', { who: null })).status).toBe(401);
    expect((await download('', { who: await signIn(server, donor.email) })).status).toBe(403);
    const waiting = await createUser(server.db, { userType: 'charity', approvalStatus: 'pending' });
    const answer = await download('', { who: await signIn(server, waiting.email) });
    expect(answer.status).toBe(200);
    expect((await answer.text()).split('\n').filter(Boolean)).toHaveLength(1);
  });
});

describe('a large export', () => {
  const ROWS = 5 * EXPORT_BATCH + 200;

  it(`streams ${ROWS} rows in keyset pages of ${EXPORT_BATCH}, each once, in the list's order`, async () => {
    const big = await createUser(server.db, { userType: 'charity' });
    const campaign = await createCampaign(server.db, { charityId: big.id });
    const seed = await createPaidDonation(server.db, { campaignId: campaign.id, amountMinor: 100 });
    // Rows share their times three by three, to the microsecond, so pages must break ties by id.
    await server.db.execute(`
      insert into donations (payment_id, campaign_id, charity_id, state, currency_id, amount_minor,
        campaign_amount_minor, rate_to_base, base_amount_minor, name, email, created_at, paid_at)
      select ${seed.payment.id}, ${campaign.id}, ${big.id}, 'paid', ${seed.donation.currencyId}, 100, 100, 1, 100,
        'متبرع ' || g, 'bulk@example.test', now(), now() - (g / 3) * interval '1.3 milliseconds'
      from generate_series(1, ${ROWS - 1}) g`);
    const reads = vi.spyOn(server.db, 'select');

    const answer = await download('', { who: await signIn(server, big.email) });
    // A stream: sent in chunks as it is written, its length unknown beforehand.
    expect(answer.headers.get('transfer-encoding')).toBe('chunked');
    expect(answer.headers.get('content-length')).toBeNull();
    const [, ...rows] = parse((await answer.text()).slice(1)) as string[][];
    const pages = reads.mock.calls.filter(([fields]) => fields && 'at' in fields && 'donation' in fields);
    reads.mockRestore();

    expect(pages).toHaveLength(Math.ceil(ROWS / EXPORT_BATCH));
    const numbers = rows.map((row) => Number(row[0]));
    expect(new Set(numbers).size).toBe(ROWS);
    const listed = await server.db
      .select({ id: donations.id })
      .from(donations)
      .where(eq(donations.campaignId, campaign.id))
      .orderBy(sql`coalesce(paid_at, created_at) desc`, desc(donations.id));
    expect(numbers).toEqual(listed.map((row) => row.id));
    expect(rows.some((row) => row[2] === 'متبرع 42')).toBe(true);
  });
});
