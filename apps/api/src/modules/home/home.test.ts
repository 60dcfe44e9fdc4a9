// Contract §4: the home page's banner, top donors and campaign cards.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, currencies, users } from '../../db/schema.ts';
import { charities as seedCharities } from '../../seed/data/accounts.ts';
import { campaigns as seedCampaigns } from '../../seed/data/campaigns.ts';
import { createCampaign, createUser } from '../../seed/factories.ts';
import { ARABIC, fetchResult, ISO_DATETIME, LANGS, type Lang, sortedKeys } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { readSetting, writeSetting } from '../content/site-settings.ts';

const DAY_MS = 86_400_000;
const PUBLIC_STATUSES = ['published', 'paused', 'ended', 'completed'];
const CARD_KEYS = [
  'accepts_donations',
  'cart_id',
  'cart_status',
  'category',
  'currency',
  'end_at',
  'id',
  'image',
  'in_cart',
  'is_featured',
  'name',
  'opens_on',
  'price_target',
  'remaining_days',
  'short_desc',
  'start_at',
  'status',
  'suspended',
  'total_amount',
  'total_donors',
  'user',
];

let server: TestServer;
/** An approved demo charity, so factories do not hash a password for every campaign. */
let charityId: number;
let sar: typeof currencies.$inferSelect;

beforeAll(async () => {
  server = await startTestServer();
  const [noor] = await server.db.select().from(users).where(eq(users.email, 'noor@ataa.example'));
  charityId = noor!.id;
  [sar] = (await server.db.select().from(currencies).where(eq(currencies.code, 'SAR'))) as [typeof sar];
});
afterAll(() => server.close());

const get = (path: string, lang?: string) => fetchResult(server, path, lang);

const baseCurrency = (lang: Lang) => ({
  id: sar.id,
  code: 'SAR',
  name: lang === 'ar' ? 'ريال سعودي' : 'Saudi riyal',
  symbol: lang === 'ar' ? sar.symbolAr : sar.symbolEn,
  minor_units: 2,
});

/** Campaigns that are never public (§15.1), all featured at the top of the admin order. */
async function createHiddenCampaigns() {
  const now = Date.now();
  const featured = { isFeatured: true, featuredSort: -100, charityId };
  const pendingCharity = await createUser(server.db, { userType: 'charity', approvalStatus: 'pending' });
  const rejectedCharity = await createUser(server.db, { userType: 'charity', approvalStatus: 'rejected' });
  const rows = await Promise.all([
    createCampaign(server.db, { ...featured, nameEn: 'Hidden: pending review', reviewState: 'pending' }),
    createCampaign(server.db, { ...featured, nameEn: 'Hidden: rejected', reviewState: 'rejected' }),
    createCampaign(server.db, { ...featured, nameEn: 'Hidden: cancelled', charityChoice: 'cancelled' }),
    createCampaign(server.db, { ...featured, nameEn: 'Hidden: future', startAt: new Date(now + 2 * DAY_MS) }),
    createCampaign(server.db, { ...featured, nameEn: 'Hidden: deleted', deletedAt: new Date() }),
    createCampaign(server.db, {
      ...featured,
      nameEn: 'Hidden: pending charity',
      charityId: pendingCharity.id,
    }),
    createCampaign(server.db, {
      ...featured,
      nameEn: 'Hidden: rejected charity',
      charityId: rejectedCharity.id,
    }),
  ]);
  return rows.map((row) => row.id);
}

describe('GET /banner/statistics', () => {
  it('answers the banner shape with base-currency figures, in Arabic when no lang is sent', async () => {
    const banner = await get('/banner/statistics');
    expect(sortedKeys(banner)).toEqual([
      'currency',
      'image',
      'subtitle',
      'title',
      'total_campaigns',
      'total_collected',
      'total_donors',
    ]);
    expect(banner).toEqual({
      total_collected: expect.any(Number),
      total_donors: expect.any(Number),
      total_campaigns: expect.any(Number),
      currency: baseCurrency('ar'),
      title: null,
      subtitle: null,
      image: null,
    });
    expect(Number.isInteger(banner.total_campaigns)).toBe(true);
    // The demo's paid donations are counted (their exact sums are checked in donations/statistics.test.ts).
    expect(banner.total_collected).toBeGreaterThan(0);
    expect(Number.isInteger(banner.total_donors) && banner.total_donors > 0).toBe(true);
    const english = await get('/banner/statistics', 'en');
    expect(english).toEqual({ ...banner, currency: baseCurrency('en') });
  });

  it('counts the publicly visible demo campaigns', async () => {
    const approved = new Set(seedCharities.filter((c) => c.approval === 'approved').map((c) => c.key));
    const visible = seedCampaigns.filter(
      (c) =>
        !['pending', 'rejected'].includes(c.state) && c.startOffsetDays <= 0 && approved.has(c.charityKey),
    );
    const banner = await get('/banner/statistics');
    expect(banner.total_campaigns).toBe(visible.length);
  });

  it('does not count pending, rejected, cancelled, future, deleted or unapproved-charity campaigns', async () => {
    const before = (await get('/banner/statistics')).total_campaigns;
    await createHiddenCampaigns();
    expect((await get('/banner/statistics')).total_campaigns).toBe(before);

    await createCampaign(server.db, { charityId, nameEn: 'Counted: published' });
    expect((await get('/banner/statistics')).total_campaigns).toBe(before + 1);
    await createCampaign(server.db, { charityId, charityChoice: 'paused', requestedStatus: 'paused' });
    await createCampaign(server.db, { charityId, startAt: new Date(Date.now() - 60 * DAY_MS) });
    expect((await get('/banner/statistics')).total_campaigns).toBe(before + 3);
  });

  it('adds the admin adjustments and shows the banner texts and image', async () => {
    const saved = await readSetting(server.db, 'banner');
    const plain = await get('/banner/statistics', 'en');
    try {
      await writeSetting(server.db, 'banner', {
        title_ar: 'رمضان كريم',
        title_en: '',
        subtitle_ar: 'تبرعك يصل',
        subtitle_en: 'Your gift arrives',
        image_path: 'banners/ramadan.webp',
        extra_collected_minor: 123_456,
        extra_donors: 7,
        extra_campaigns: 3,
      });
      const english = await get('/banner/statistics', 'en');
      expect(english).toEqual({
        total_collected: Math.round((plain.total_collected + 1234.56) * 100) / 100,
        total_donors: plain.total_donors + 7,
        total_campaigns: plain.total_campaigns + 3,
        currency: baseCurrency('en'),
        title: 'رمضان كريم',
        subtitle: 'Your gift arrives',
        image: 'http://localhost:3000/uploads/banners/ramadan.webp',
      });
      const arabic = await get('/banner/statistics', 'ar');
      expect(arabic).toMatchObject({
        title: 'رمضان كريم',
        subtitle: 'تبرعك يصل',
        total_collected: english.total_collected,
      });
    } finally {
      await writeSetting(server.db, 'banner', saved);
    }
    expect(await get('/banner/statistics', 'en')).toEqual(plain);
  });

  it('ignores junk tokens', async () => {
    const anonymous = await get('/banner/statistics');
    for (const token of ['null', 'undefined', '', 'junk']) {
      const { status, body } = await server.request('/banner/statistics', { token });
      expect(status).toBe(200);
      expect(body.result).toEqual(anonymous);
    }
  });
});

describe('GET /top/donors', () => {
  it('answers {top_donors, top_ten, currency} from the paid donations, in the base currency', async () => {
    for (const lang of LANGS) {
      const result = await get('/top/donors', lang);
      expect(sortedKeys(result)).toEqual(['currency', 'top_donors', 'top_ten']);
      expect(result.currency).toEqual(baseCurrency(lang));
      expect(result.top_donors).toHaveLength(3);
      expect(result.top_ten).toHaveLength(10);
      for (const donor of result.top_donors) expect(sortedKeys(donor)).toEqual(['name', 'total_amount']);
      for (const entry of result.top_ten) {
        expect(sortedKeys(entry)).toEqual([
          'campaign',
          'created_at',
          'currency',
          'total_amount',
          'user',
          'user_name',
        ]);
        expect(entry.currency).toEqual(baseCurrency(lang));
      }
    }
    const noLang = await get('/top/donors');
    expect(noLang.currency.name).toBe('ريال سعودي');
    expect(noLang).not.toHaveProperty('top_doners');
  });
});

describe('GET /public-campaigns', () => {
  type Card = {
    id: number;
    name: string;
    status: string;
    is_featured: boolean;
    accepts_donations: boolean;
    start_at: string;
    [key: string]: unknown;
  };

  async function cards(lang?: string): Promise<Card[]> {
    const result = await get('/public-campaigns', lang);
    expect(Array.isArray(result)).toBe(true);
    return result;
  }

  async function featuredSortOf(ids: number[]) {
    const rows = await server.db.select({ id: campaigns.id, sort: campaigns.featuredSort }).from(campaigns);
    const sorts = new Map(rows.map((row) => [row.id, row.sort]));
    return ids.map((id) => sorts.get(id)!);
  }

  it('answers a bare array of at most 12 CampaignCards with every contract field', async () => {
    const list = await cards('en');
    expect(list).toHaveLength(12);
    for (const card of list) {
      expect(sortedKeys(card)).toEqual(CARD_KEYS);
      expect(card).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        short_desc: expect.stringMatching(/^<p>/),
        image: expect.stringMatching(
          /^http:\/\/localhost:3000\/(uploads\/campaigns\/[0-9a-f]{24}-960w\.webp|images\/campaign-placeholder\.svg)$/,
        ),
        status: expect.any(String),
        price_target: expect.any(Number),
        total_amount: expect.any(Number),
        total_donors: expect.any(Number),
        currency: {
          id: expect.any(Number),
          code: expect.stringMatching(/^[A-Z]{3}$/),
          name: expect.any(String),
          symbol: expect.any(String),
          minor_units: expect.any(Number),
        },
        category: { id: expect.any(Number), name: expect.any(String) },
        user: {
          id: expect.any(Number),
          name: expect.any(String),
          photo: expect.stringMatching(/^http:\/\/localhost:3000\/uploads\/photos\//),
        },
        start_at: expect.stringMatching(ISO_DATETIME),
        end_at: expect.stringMatching(ISO_DATETIME),
        remaining_days: expect.any(Number),
        is_featured: expect.any(Boolean),
        accepts_donations: expect.any(Boolean),
        // Listed campaigns have started (decision 028).
        opens_on: null,
        // Listed campaigns are not suspended (decision 029).
        suspended: false,
        in_cart: false,
        cart_status: null,
        cart_id: null,
      });
      expect(PUBLIC_STATUSES).toContain(card.status);
      expect(Number.isInteger(card.total_donors)).toBe(true);
      expect(Number.isInteger(card.remaining_days)).toBe(true);
      expect(card.remaining_days as number).toBeGreaterThanOrEqual(0);
      expect(card.price_target as number).toBeGreaterThan(0);
      expect(Date.parse(card.start_at)).toBeLessThanOrEqual(Date.now());
      expect(card.name).not.toMatch(ARABIC);
    }
    expect(new Set(list.map((card) => card.id)).size).toBe(list.length);
  });

  it('puts featured campaigns first in admin order, then the newest that accept donations', async () => {
    const list = await cards('en');
    const firstPlain = list.findIndex((card) => !card.is_featured);
    const featured = firstPlain === -1 ? list : list.slice(0, firstPlain);
    const rest = firstPlain === -1 ? [] : list.slice(firstPlain);
    expect(featured.length).toBeGreaterThan(0);
    expect(rest.every((card) => !card.is_featured)).toBe(true);
    const sorts = await featuredSortOf(featured.map((card) => card.id));
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    for (const card of rest) {
      expect(card.accepts_donations).toBe(true);
      expect(['published', 'completed']).toContain(card.status);
    }
    const starts = rest.map((card) => Date.parse(card.start_at));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it('never lists pending, rejected, cancelled, future, deleted or unapproved-charity campaigns', async () => {
    const hidden = await createHiddenCampaigns();
    for (const lang of LANGS) {
      const list = await cards(lang);
      for (const card of list) {
        expect(hidden).not.toContain(card.id);
        expect(card.name).not.toMatch(/^Hidden/);
        expect(['pending', 'rejected', 'cancelled']).not.toContain(card.status);
      }
    }
    // Nor do demo campaigns in those states, however they are ordered.
    const demoHidden = await server.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.reviewState, 'pending'));
    expect(demoHidden.length).toBeGreaterThan(0);
    const ids = (await cards()).map((card) => card.id);
    for (const { id } of demoHidden) expect(ids).not.toContain(id);
  });

  it('leaves campaigns that no longer accept donations out of the newest part', async () => {
    const ended = await createCampaign(server.db, {
      charityId,
      nameEn: 'Ended yesterday',
      startAt: new Date(Date.now() - 31 * DAY_MS),
    });
    const paused = await createCampaign(server.db, {
      charityId,
      nameEn: 'Paused now',
      charityChoice: 'paused',
      startAt: new Date(Date.now() - 60_000),
    });
    const ids = (await cards('en')).map((card) => card.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(paused.id);
  });

  it('places a newly featured campaign by its admin order and a new campaign first after the featured ones', async () => {
    const top = await createCampaign(server.db, {
      charityId,
      nameEn: 'Featured at the top',
      isFeatured: true,
      featuredSort: -50,
    });
    const newest = await createCampaign(server.db, {
      charityId,
      nameEn: 'Started a minute ago',
      startAt: new Date(Date.now() - 60_000),
    });
    const list = await cards('en');
    expect(list).toHaveLength(12);
    expect(list[0]).toMatchObject({ id: top.id, name: 'Featured at the top', is_featured: true });
    const firstPlain = list.findIndex((card) => !card.is_featured);
    expect(list[firstPlain]).toMatchObject({
      id: newest.id,
      name: 'Started a minute ago',
      status: 'published',
      accepts_donations: true,
      image: 'http://localhost:3000/images/campaign-placeholder.svg',
      remaining_days: 30,
      price_target: 10000,
      total_amount: 0,
      total_donors: 0,
      currency: baseCurrency('en'),
    });
  });

  it('localises names, descriptions, categories and the charity name', async () => {
    const arabic = await cards('ar');
    const english = await cards('en');
    expect(arabic.map((card) => card.id)).toEqual(english.map((card) => card.id));
    const demo = arabic.filter((card) => !(card.name as string).startsWith('حملة'));
    expect(demo.length).toBeGreaterThan(0);
    for (const card of demo) {
      expect(card.name).toMatch(ARABIC);
      expect(card.short_desc).toMatch(ARABIC);
      expect((card.category as { name: string }).name).toMatch(ARABIC);
      expect((card.user as { name: string }).name).toMatch(ARABIC);
      expect((card.currency as { name: string }).name).toMatch(ARABIC);
    }
    const noor = english.find((card) => (card.user as { id: number }).id === charityId);
    expect((noor!.user as { name: string }).name).toBe('Noor Al-Ihsan Charitable Society');
  });

  it('answers anonymous callers with junk tokens the same as without', async () => {
    const anonymous = await cards('en');
    for (const token of ['null', 'undefined', 'not-a-token']) {
      const { status, body } = await server.request('/public-campaigns', { token, lang: 'en' });
      expect(status).toBe(200);
      expect(body.result).toEqual(anonymous);
    }
  });
});
