// Contract §5 and §14: GET /campaigns/{id}, one campaign with its gallery, news, donors and
// similar campaigns; previews for the owning charity and admins.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, currencies, donations } from '../../db/schema.ts';
import { campaigns as seedCampaigns } from '../../seed/data/campaigns.ts';
import {
  createCampaign,
  createCampaignImage,
  createCampaignUpdate,
  createPaidDonation,
  createUser,
} from '../../seed/factories.ts';
import { DAY_MS, freshCharity, hiddenCampaigns } from '../../test/campaigns.ts';
import {
  ARABIC,
  expectFailure,
  fetchResult,
  ISO_DATETIME,
  LANGS,
  signedInUser,
  signIn,
  sortedKeys,
  t,
} from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { refreshCampaignTotals } from './totals-queries.ts';

const DETAIL_EXTRA_KEYS = [
  'all_donors',
  'content',
  'gallery',
  'latest',
  'similar_campaigns',
  'top_doners',
  'updates',
  'video_url',
];
const HOUR_MS = 3_600_000;

let server: TestServer;
let sar: typeof currencies.$inferSelect;
beforeAll(async () => {
  server = await startTestServer();
  [sar] = (await server.db.select().from(currencies).where(eq(currencies.code, 'SAR'))) as [typeof sar];
});
afterAll(() => server.close());

const detail = (id: number, lang?: string, query = '') =>
  fetchResult(server, `/campaigns/${id}${query}`, lang);

const sarRef = (lang: 'ar' | 'en') => ({
  id: sar.id,
  code: 'SAR',
  name: lang === 'ar' ? 'ريال سعودي' : 'Saudi riyal',
  symbol: lang === 'ar' ? sar.symbolAr : sar.symbolEn,
  minor_units: 2,
});

describe('GET /campaigns/{id}', () => {
  it('answers every CampaignCard field and the detail fields, in the caller’s language', async () => {
    const campaign = await createCampaign(server.db, {
      currencyId: sar.id,
      nameAr: 'سقيا الماء',
      nameEn: 'Water for all',
      contentAr: '<p>تفاصيل <strong>الحملة</strong></p><script>alert(1)</script>',
      contentEn: '<p>About <strong>the campaign</strong></p>',
      videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    });
    const [list] = await fetchResult(server, `/campaigns?charity_id=${campaign.charityId}`, 'en').then(
      (result) => result.data,
    );
    const english = await detail(campaign.id, 'en');
    expect(sortedKeys(english)).toEqual([...sortedKeys(list), ...DETAIL_EXTRA_KEYS].sort());
    const {
      content,
      video_url,
      gallery,
      updates,
      all_donors,
      latest,
      top_doners,
      similar_campaigns,
      ...card
    } = english;
    expect(card).toEqual(list);
    expect({ content, video_url, gallery, updates, all_donors, latest }).toEqual({
      content: '<p>About <strong>the campaign</strong></p>',
      video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      gallery: [],
      updates: { data: [] },
      all_donors: { data: [], meta: { current_page: 1, per_page: 15, total: 0, last_page: 1 } },
      latest: [],
    });
    const empty = { name: '', total_amount: 0, donated_at: null, currency: sarRef('en') };
    expect(top_doners).toEqual({ top: empty, middle: empty, first: empty });
    expect(Array.isArray(similar_campaigns)).toBe(true);

    const arabic = await detail(campaign.id);
    expect(arabic).toMatchObject({ name: 'سقيا الماء', content: '<p>تفاصيل <strong>الحملة</strong></p>' });
    expect(arabic.top_doners.top.currency).toEqual(sarRef('ar'));
  });

  it('answers 404 for an unknown id and for an id that is not a positive integer', async () => {
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '1e3', '99999999999', '%20']) {
      for (const lang of LANGS) {
        const answer = await server.request(`/campaigns/${id}`, { lang });
        expectFailure(answer, 404, {}, t(lang, 'errors.not_found'));
      }
    }
  });

  it('answers 404 for a campaign that is not public, except to its charity and admins', async () => {
    const charity = await freshCharity(server);
    const [pending, rejected, cancelled, deleted] = await hiddenCampaigns(server, charity.id);
    const ownerToken = await signIn(server, charity.email);
    const { token: otherCharity } = await signedInUser(server, { userType: 'charity' });
    const { token: donor } = await signedInUser(server);
    const { token: admin } = await signedInUser(server, { userType: 'admin' });
    for (const campaign of [pending!, rejected!, cancelled!, deleted!]) {
      for (const token of [undefined, 'null', donor, otherCharity]) {
        const answer = await server.request(`/campaigns/${campaign.id}`, { token });
        expectFailure(answer, 404, {}, t('ar', 'errors.not_found'));
      }
    }
    for (const token of [ownerToken, admin]) {
      for (const [campaign, status] of [
        [pending!, 'pending'],
        [rejected!, 'rejected'],
        [cancelled!, 'cancelled'],
      ] as const) {
        const answer = await server.request(`/campaigns/${campaign.id}`, { token, lang: 'en' });
        expect(answer.status).toBe(200);
        expect(answer.body.result).toMatchObject({ id: campaign.id, status });
      }
      expect((await server.request(`/campaigns/${deleted!.id}`, { token })).status).toBe(404);
    }
  });

  it('groups donors by account, guests by e-mail, and each anonymous gift alone (§14 DonorEntry)', async () => {
    const campaign = await createCampaign(server.db, { currencyId: sar.id });
    const donor = await createUser(server.db, { firstName: 'Salma', lastName: 'Nasser' });
    const start = Date.now() - 10 * DAY_MS;
    const at = (hours: number) => new Date(start + hours * HOUR_MS);
    const give = (hours: number, amountMinor: number, who: Record<string, unknown>) =>
      createPaidDonation(server.db, { campaignId: campaign.id, amountMinor, paidAt: at(hours), ...who });
    await give(1, 10_000, { user: donor });
    await give(2, 3_000, { guest: { name: 'Guest One', email: 'Guest@Mail.example' } });
    await give(3, 5_000, { user: donor });
    await give(4, 7_000, { user: donor, anonymous: true });
    await give(5, 2_000, { guest: { name: 'G. One', email: 'guest@mail.example' } });
    await give(6, 500, { guest: { name: 'Hidden', email: 'hidden@mail.example' }, anonymous: true });
    const { donation: refunded } = await give(7, 99_900, {
      guest: { name: 'Refunded', email: 'r@mail.example' },
    });
    await server.db.update(donations).set({ state: 'refunded' }).where(eq(donations.id, refunded.id));
    await refreshCampaignTotals(server.db, campaign.id);

    const entry = (name: string, total: number, hours: number | null, lang: 'ar' | 'en' = 'en') => ({
      name,
      total_amount: total,
      donated_at: hours === null ? null : at(hours).toISOString(),
      currency: sarRef(lang),
    });
    const english = await detail(campaign.id, 'en');
    expect(english.total_amount).toBe(275);
    expect(english.all_donors).toEqual({
      data: [
        entry('Anonymous', 5, 6),
        entry('G. One', 50, 5),
        entry('Anonymous', 70, 4),
        entry('Salma Nasser', 150, 3),
      ],
      meta: { current_page: 1, per_page: 15, total: 4, last_page: 1 },
    });
    expect(english.latest).toEqual([
      entry('Anonymous', 5, 6),
      entry('G. One', 20, 5),
      entry('Anonymous', 70, 4),
      entry('Salma Nasser', 50, 3),
      entry('Guest One', 30, 2),
    ]);
    // Ranked by total: Salma 150, anonymous 70, the guest 50, anonymous 5; the median rank is the 2nd.
    expect(english.top_doners).toEqual({
      top: entry('Salma Nasser', 150, 3),
      middle: entry('Anonymous', 70, 4),
      first: entry('Salma Nasser', 150, 3),
    });

    const arabic = await detail(campaign.id, 'ar', '?per_page=3&page=2');
    expect(arabic.all_donors).toEqual({
      data: [entry('Salma Nasser', 150, 3, 'ar')],
      meta: { current_page: 2, per_page: 3, total: 4, last_page: 2 },
    });
    expect(arabic.latest[0]).toEqual(entry(t('ar', 'common.anonymous'), 5, 6, 'ar'));
    expect(arabic.top_doners.middle.name).toBe('فاعل خير');
  });

  it('shows amounts in the campaign’s currency and its minor units', async () => {
    const [kwd] = await server.db.select().from(currencies).where(eq(currencies.code, 'KWD'));
    const campaign = await createCampaign(server.db, { currencyId: kwd!.id, priceTargetMinor: 5_000_000 });
    await createPaidDonation(server.db, { campaignId: campaign.id, amountMinor: 1_234 });
    const result = await detail(campaign.id, 'en');
    expect(result).toMatchObject({ price_target: 5000, total_amount: 1.234 });
    expect(result.all_donors.data[0]).toMatchObject({
      total_amount: 1.234,
      currency: { code: 'KWD', minor_units: 3 },
    });
    expect(result.top_doners.first.total_amount).toBe(1.234);
  });

  it('shows the gallery in its order and the latest 10 updates, newest first, with absolute image URLs', async () => {
    const campaign = await createCampaign(server.db);
    const images = [];
    for (const sort of [2, 0, 1]) {
      images[sort] = await createCampaignImage(server.db, {
        campaignId: campaign.id,
        path: `campaigns/g${sort}.webp`,
        sort,
      });
    }
    const updates = [];
    for (let i = 0; i < 12; i++) {
      updates.push(
        await createCampaignUpdate(server.db, {
          campaignId: campaign.id,
          titleAr: `الخبر ${i}`,
          titleEn: `News ${i}`,
          contentAr: `<p>نص ${i}</p>`,
          contentEn: `<p>Text ${i}</p>`,
          imagePath: i === 11 ? 'campaigns/news.webp' : null,
          createdAt: new Date(Date.now() - (12 - i) * HOUR_MS),
        }),
      );
    }
    const english = await detail(campaign.id, 'en');
    expect(english.gallery).toEqual(
      images.map((image) => ({ id: image!.id, url: `http://localhost:3000/uploads/${image!.path}` })),
    );
    expect(english.updates.data).toHaveLength(10);
    expect(english.updates.data[0]).toEqual({
      id: updates[11]!.id,
      title: 'News 11',
      content: '<p>Text 11</p>',
      image: 'http://localhost:3000/uploads/campaigns/news.webp',
      created_at: updates[11]!.createdAt.toISOString(),
    });
    expect(english.updates.data.map((update: { id: number }) => update.id)).toEqual(
      updates
        .slice(2)
        .reverse()
        .map((update) => update.id),
    );
    expect(english.updates.data[1].image).toBeNull();
    const arabic = await detail(campaign.id);
    expect(arabic.updates.data[0]).toMatchObject({ title: 'الخبر 11', content: '<p>نص 11</p>' });
  });

  it('suggests up to 6 other campaigns that accept donations, from the same category first', async () => {
    const charity = await freshCharity(server);
    const base = await createCampaign(server.db, { charityId: charity.id });
    const sameCategory = [];
    for (let i = 0; i < 3; i++) {
      sameCategory.push(
        await createCampaign(server.db, { charityId: charity.id, categoryId: base.categoryId }),
      );
    }
    await createCampaign(server.db, {
      charityId: charity.id,
      categoryId: base.categoryId,
      charityChoice: 'paused',
    });
    const { similar_campaigns: similar } = await detail(base.id, 'en');
    expect(similar).toHaveLength(6);
    expect(similar.slice(0, 3).map((card: { id: number }) => card.id)).toEqual(
      sameCategory.map((campaign) => campaign.id).reverse(),
    );
    let otherCategory = false;
    for (const card of similar) {
      expect(card.id).not.toBe(base.id);
      expect(card.accepts_donations).toBe(true);
      if (card.category.id !== base.categoryId) otherCategory = true;
      else expect(otherCategory, 'same category after another one').toBe(false);
    }
  });
});

describe('the demo campaigns', () => {
  it('each public demo campaign has 2 to 4 gallery pictures, 1 to 3 updates in both languages, and donors', async () => {
    const approved = seedCampaigns.filter((c) => !['pending', 'rejected'].includes(c.state));
    const rows = await server.db
      .select({ id: campaigns.id, nameEn: campaigns.nameEn })
      .from(campaigns)
      .where(
        inArray(
          campaigns.nameEn,
          approved.map((c) => c.name.en),
        ),
      );
    expect(rows).toHaveLength(approved.length);
    for (const row of rows) {
      const [arabic, english] = await Promise.all([detail(row.id), detail(row.id, 'en')]);
      expect(arabic.gallery.length, row.nameEn).toBeGreaterThanOrEqual(2);
      expect(arabic.gallery.length, row.nameEn).toBeLessThanOrEqual(4);
      for (const image of arabic.gallery)
        expect(image.url).toMatch(/^http:\/\/localhost:3000\/uploads\/campaigns\/[0-9a-f]{24}-\d+w\.webp$/);
      expect(arabic.updates.data.length, row.nameEn).toBeGreaterThanOrEqual(1);
      expect(arabic.updates.data.length, row.nameEn).toBeLessThanOrEqual(3);
      for (const [i, update] of arabic.updates.data.entries()) {
        expect(update.title).toMatch(ARABIC);
        expect(update.content).toMatch(/^<p>.*[\u0600-\u06FF].*<\/p>$/);
        expect(english.updates.data[i].title).not.toMatch(ARABIC);
        expect(update.created_at).toMatch(ISO_DATETIME);
        expect(Date.parse(update.created_at)).toBeLessThanOrEqual(Date.now());
      }
      // The latest news shows a picture from the gallery.
      expect(arabic.updates.data[0].image).toBe(arabic.gallery[0].url);
      expect(arabic.all_donors.meta.total).toBeGreaterThan(0);
      expect(arabic.top_doners.top.total_amount).toBeGreaterThan(0);
    }
  });
});
