// Contract §5: GET /campaigns, the public list with its pagination, filters and sort orders.
import { campaignCard } from '@ataa/contract/schemas/entities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, currencies } from '../../db/schema.ts';
import { campaigns as seedCampaigns } from '../../seed/data/campaigns.ts';
import { createCampaign, createPaidDonation } from '../../seed/factories.ts';
import { DAY_MS, freshCharity, unlistedCampaigns } from '../../test/campaigns.ts';
import {
  ARABIC,
  expectFailure,
  fetchResult,
  fieldErrors,
  ISO_DATETIME,
  LANGS,
  sortedKeys,
} from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

interface Card {
  id: number;
  name: string;
  short_desc: string;
  status: string;
  price_target: number;
  total_amount: number;
  start_at: string;
  end_at: string;
  accepts_donations: boolean;
  category: { id: number; name: string };
  user: { id: number; name: string };
  [key: string]: unknown;
}

const CARD_KEYS = Object.keys(campaignCard.shape).sort();
const PUBLIC_STATUSES = ['published', 'paused', 'ended', 'completed'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function list(query = '', lang?: string): Promise<{ data: Card[]; meta: Record<string, number> }> {
  return fetchResult(server, `/campaigns${query}`, lang);
}

/** Every public campaign in one page (the demo has fewer than 100), in the order asked. */
async function all(query = ''): Promise<Card[]> {
  const result = await list(`?per_page=100${query}`);
  expect(result.meta.total).toBeLessThanOrEqual(100);
  return result.data;
}

const ids = (cards: Card[]) => cards.map((card) => card.id);

describe('GET /campaigns: the page', () => {
  it('answers the demo campaigns that are public as CampaignCards, 15 a page, newest first', async () => {
    const visible = seedCampaigns.filter((c) => !['pending', 'rejected'].includes(c.state));
    const { data, meta } = await list('', 'en');
    expect(meta).toEqual({
      current_page: 1,
      per_page: 15,
      total: visible.length,
      last_page: Math.ceil(visible.length / 15),
    });
    expect(data).toHaveLength(15);
    for (const card of data) {
      expect(sortedKeys(card)).toEqual(CARD_KEYS);
      expect(PUBLIC_STATUSES).toContain(card.status);
      expect(card.start_at).toMatch(ISO_DATETIME);
      expect(card).toMatchObject({ in_cart: false, cart_status: null, cart_id: null });
      expect(card.name).not.toMatch(ARABIC);
    }
    const everything = await all();
    expect(new Set(everything.map((card) => card.name))).toEqual(new Set(visible.map((c) => c.name.ar)));
    expect(everything).toHaveLength(visible.length);
  });

  it('pages by page and per_page, caps per_page at 100 and reads bad values as the defaults', async () => {
    const first4 = await list('?per_page=4');
    const second2 = await list('?per_page=2&page=2');
    expect(ids(second2.data)).toEqual(ids(first4.data).slice(2, 4));
    expect(second2.meta).toMatchObject({ current_page: 2, per_page: 2 });

    const capped = await list('?per_page=500');
    expect(capped.meta.per_page).toBe(100);
    const lenient = await list('?page=abc&per_page=-3');
    expect(lenient.meta).toMatchObject({ current_page: 1, per_page: 15 });

    const past = await list('?page=999');
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ ...lenient.meta, current_page: 999 });
  });

  it('never lists a campaign that is not public', async () => {
    const charity = await freshCharity(server);
    const hidden = await unlistedCampaigns(server, charity.id);
    const shown = await createCampaign(server.db, { charityId: charity.id });
    const listed = ids(await all());
    expect(listed).toContain(shown.id);
    for (const campaign of hidden) expect(listed).not.toContain(campaign.id);
    for (const campaign of hidden) {
      const { data } = await list(`?charity_id=${campaign.charityId}`);
      expect(ids(data)).not.toContain(campaign.id);
    }
  });

  it('localises every text of the card', async () => {
    const arabic = await all();
    const english = (await list('?per_page=100', 'en')).data;
    expect(ids(english)).toEqual(ids(arabic));
    for (const [i, card] of arabic.entries()) {
      for (const text of [card.name, card.short_desc, card.category.name, card.user.name]) {
        expect(text).toMatch(ARABIC);
      }
      const { name, short_desc, category, user } = english[i]!;
      for (const text of [name, short_desc, category.name, user.name]) expect(text).not.toMatch(ARABIC);
    }
  });
});

describe('GET /campaigns: filters', () => {
  it('searches names and short descriptions in both languages, ignoring case, diacritics and letter forms', async () => {
    const charity = await freshCharity(server);
    const [iftar, school, hospital, ramadan] = await Promise.all([
      createCampaign(server.db, {
        charityId: charity.id,
        nameAr: 'إفطارُ الصائمينَ في القرية',
        nameEn: 'Village Iftar',
      }),
      createCampaign(server.db, {
        charityId: charity.id,
        nameAr: 'ترميم مدرسة الحي',
        nameEn: 'Repairing the neighbourhood school',
        shortDescEn: '<p>New desks and BLACKBOARDS for every class.</p>',
      }),
      createCampaign(server.db, {
        charityId: charity.id,
        nameAr: 'أجهزة لمستشفى الأطفال',
        nameEn: 'Equipment for the children’s hospital',
      }),
      createCampaign(server.db, {
        charityId: charity.id,
        nameAr: 'سلال رمضـــان',
        nameEn: 'Food parcels',
        shortDescAr: '<p>سلةٌ لكلّ أسرة</p>',
      }),
    ]);
    const search = async (q: string) =>
      ids((await list(`?charity_id=${charity.id}&q=${encodeURIComponent(q)}`)).data).sort();
    expect(await search('افطار الصايمين')).toEqual([]);
    expect(await search('افطار الصائمين')).toEqual([iftar.id]);
    expect(await search('اِفطار')).toEqual([iftar.id]);
    expect(await search('VILLAGE iftar')).toEqual([iftar.id]);
    expect(await search('مدرسه')).toEqual([school.id]);
    expect(await search('blackboards')).toEqual([school.id]);
    expect(await search('مستشفي')).toEqual([hospital.id]);
    expect(await search('رمضان')).toEqual([ramadan.id]);
    expect(await search('سلة لكل')).toEqual([ramadan.id]);
    expect(await search('  ')).toEqual([iftar.id, school.id, hospital.id, ramadan.id].sort());
    // Markup is not text: a search for a tag finds nothing.
    expect(await search('<p>')).toEqual([]);
  });

  it('treats % and _ in a search as themselves', async () => {
    const charity = await freshCharity(server);
    const [percent, underscore] = await Promise.all([
      createCampaign(server.db, { charityId: charity.id, nameEn: 'Half: 50% of the cost' }),
      createCampaign(server.db, { charityId: charity.id, nameEn: 'Plan a_b' }),
      createCampaign(server.db, { charityId: charity.id, nameEn: 'Plan 500 families, abb' }),
    ]);
    const search = async (q: string) =>
      ids((await list(`?charity_id=${charity.id}&q=${encodeURIComponent(q)}`)).data);
    expect(await search('50%')).toEqual([percent.id]);
    expect(await search('%')).toEqual([percent.id]);
    expect(await search('a_b')).toEqual([underscore.id]);
    expect(await search('\\')).toEqual([]);
  });

  it('refuses a search longer than 100 characters', async () => {
    for (const lang of LANGS) {
      const answer = await server.request(`/campaigns?q=${'a'.repeat(101)}`, { lang });
      expectFailure(answer, 422, fieldErrors(lang, [['q', 'validation.too_long', { max: 100 }]]));
    }
    await list(`?q=${'a'.repeat(100)}`);
  });

  it('filters by category and charity; an unknown one gives an empty list', async () => {
    const charity = await freshCharity(server);
    const [first, second] = await server.db.select().from(categories).orderBy(categories.id).limit(2);
    const inFirst = await createCampaign(server.db, { charityId: charity.id, categoryId: first!.id });
    const inSecond = await createCampaign(server.db, { charityId: charity.id, categoryId: second!.id });
    expect(ids((await list(`?charity_id=${charity.id}`)).data).sort()).toEqual(
      [inFirst.id, inSecond.id].sort(),
    );
    expect(ids((await list(`?charity_id=${charity.id}&category_id=${second!.id}`)).data)).toEqual([
      inSecond.id,
    ]);
    for (const card of await all(`&category_id=${first!.id}`)) expect(card.category.id).toBe(first!.id);
    for (const query of ['?category_id=999999', '?charity_id=999999']) {
      expect(await list(query)).toEqual({
        data: [],
        meta: { current_page: 1, per_page: 15, total: 0, last_page: 1 },
      });
    }
  });

  it('filters by one public status or a comma list of them', async () => {
    const everything = await all();
    for (const status of PUBLIC_STATUSES) {
      const cards = await all(`&status=${status}`);
      expect(cards.length, status).toBeGreaterThan(0);
      expect(ids(cards)).toEqual(ids(everything.filter((card) => card.status === status)));
    }
    const two = await all('&status=published,%20completed');
    expect(ids(two)).toEqual(
      ids(everything.filter((card) => ['published', 'completed'].includes(card.status))),
    );
  });

  it('refuses a status that is not public, and an unknown sort, in the caller’s language', async () => {
    for (const lang of LANGS) {
      for (const status of ['pending', 'published,cancelled', 'rejected', 'PUBLISHED', ',']) {
        const answer = await server.request(`/campaigns?status=${status}`, { lang });
        expectFailure(answer, 422, fieldErrors(lang, [['status', 'validation.one_of']]));
      }
      for (const sort of ['popular', 'oldest', 'NEWEST']) {
        const answer = await server.request(`/campaigns?sort=${sort}`, { lang });
        expectFailure(answer, 422, fieldErrors(lang, [['sort', 'validation.one_of']]));
      }
    }
  });
});

describe('GET /campaigns: sort orders', () => {
  const byNewest = (a: Card, b: Card) => Date.parse(b.start_at) - Date.parse(a.start_at) || b.id - a.id;
  const ratio = (card: Card) => card.total_amount / card.price_target;

  it('sorts newest by start, then by id, by default', async () => {
    const cards = await all();
    expect(ids(cards)).toEqual(ids([...cards].sort(byNewest)));
    expect(ids(await all('&sort=newest'))).toEqual(ids(cards));
  });

  it('sorts ending_soon: those accepting donations by end date, then all the others', async () => {
    const charity = await freshCharity(server);
    const now = Date.now();
    const [soon, later, paused] = await Promise.all([
      createCampaign(server.db, { charityId: charity.id, startAt: new Date(now - 29.5 * DAY_MS) }),
      createCampaign(server.db, { charityId: charity.id, startAt: new Date(now - DAY_MS) }),
      createCampaign(server.db, {
        charityId: charity.id,
        charityChoice: 'paused',
        startAt: new Date(now - 29.9 * DAY_MS),
      }),
    ]);
    expect(ids((await list(`?charity_id=${charity.id}&sort=ending_soon`)).data)).toEqual([
      soon.id,
      later.id,
      paused.id,
    ]);
    const cards = await all('&sort=ending_soon');
    const open = cards.findIndex((card) => !card.accepts_donations);
    expect(open).toBeGreaterThan(0);
    expect(cards.slice(open).every((card) => !card.accepts_donations)).toBe(true);
    const ends = cards.slice(0, open).map((card) => Date.parse(card.end_at));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
  });

  it('sorts most_funded and least_funded by raised ÷ goal, ties to the higher id', async () => {
    const charity = await freshCharity(server);
    const [sar] = await server.db.select().from(currencies).where(eq(currencies.code, 'SAR'));
    const [kwd] = await server.db.select().from(currencies).where(eq(currencies.code, 'KWD'));
    const make = (currencyId: number, priceTargetMinor: number) =>
      createCampaign(server.db, { charityId: charity.id, currencyId, priceTargetMinor });
    const half = await make(sar!.id, 100_000);
    const halfToo = await make(kwd!.id, 2_000_000);
    const tenth = await make(sar!.id, 1_000_000);
    const none = await make(sar!.id, 50_000);
    await createPaidDonation(server.db, { campaignId: half.id, amountMinor: 50_000 });
    await createPaidDonation(server.db, { campaignId: halfToo.id, amountMinor: 1_000_000 });
    await createPaidDonation(server.db, { campaignId: tenth.id, amountMinor: 100_000 });
    const mine = (sort: string) => list(`?charity_id=${charity.id}&sort=${sort}`).then((r) => ids(r.data));
    expect(await mine('most_funded')).toEqual([halfToo.id, half.id, tenth.id, none.id]);
    expect(await mine('least_funded')).toEqual([none.id, tenth.id, halfToo.id, half.id]);

    const most = await all('&sort=most_funded');
    const ratios = most.map(ratio);
    for (let i = 1; i < most.length; i++) {
      expect(ratios[i]!).toBeLessThanOrEqual(ratios[i - 1]! + 1e-9);
      if (Math.abs(ratios[i]! - ratios[i - 1]!) < 1e-12) expect(most[i]!.id).toBeLessThan(most[i - 1]!.id);
    }
  });
});

describe('the OpenAPI document', () => {
  it('documents the public campaign endpoints, their queries and their envelopes', async () => {
    const { body } = await server.request('/openapi.json');
    for (const path of [
      '/campaigns',
      '/campaigns/{id}',
      '/get-comments/{id}',
      '/charity/referral/link/{id}',
      '/all-campaigns',
    ]) {
      const operation = body.paths[path]?.get;
      expect(operation?.tags, path).toEqual(['Campaigns']);
      const schema = operation.responses['200'].content['application/json'].schema;
      expect(Object.keys(schema.properties), path).toEqual(
        expect.arrayContaining(['status', 'message', 'result']),
      );
    }
    const query = body.paths['/campaigns'].get.parameters;
    const names = query.map((parameter: { name: string }) => parameter.name);
    expect(names).toEqual(['page', 'per_page', 'q', 'category_id', 'charity_id', 'status', 'sort']);
    const sort = query.find((parameter: { name: string }) => parameter.name === 'sort');
    expect(sort.schema.enum).toEqual(['newest', 'ending_soon', 'most_funded', 'least_funded']);
  });
});
