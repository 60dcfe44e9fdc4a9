import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, currencies, users } from '../../db/schema.ts';
import { createCampaign } from '../../seed/factories.ts';
import { type DonationOptions, donationIn, monthOf, monthsAgo } from '../../test/donation-states.ts';
import {
  expectFailure,
  ISO_DATETIME,
  LANGS,
  type Lang,
  signedInUser,
  sortedKeys,
  t,
} from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
let charityId: number;
let sar: typeof currencies.$inferSelect;
let usd: typeof currencies.$inferSelect;

beforeAll(async () => {
  server = await startTestServer();
  const [noor] = await server.db.select().from(users).where(eq(users.email, 'noor@ataa.example'));
  charityId = noor!.id;
  const all = await server.db.select().from(currencies);
  sar = all.find((row) => row.code === 'SAR')!;
  usd = all.find((row) => row.code === 'USD')!;
});
afterAll(() => server.close());

const campaign = (overrides: Parameters<typeof createCampaign>[1] = {}) =>
  createCampaign(server.db, { charityId, priceTargetMinor: 100_000_000, ...overrides });

type Donor = typeof users.$inferSelect;
const donation = (user: Donor, campaignId: number, amountMinor: number, options?: DonationOptions) =>
  donationIn(server.db, user, campaignId, amountMinor, options);

const get = async (token: string, path: string, lang: Lang = 'en') => {
  const answer = await server.request(path, { token, lang });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.message).toBe(t(lang, 'common.fetched'));
  return answer.body.result;
};

const baseRef = (lang: Lang) => ({
  id: sar.id,
  code: 'SAR',
  name: lang === 'ar' ? sar.nameAr : sar.nameEn,
  symbol: lang === 'ar' ? sar.symbolAr : sar.symbolEn,
  minor_units: 2,
});

describe('GET /doner/statistics', () => {
  it('starts at zero for a new donor, with twelve empty months up to this one', async () => {
    const { token } = await signedInUser(server);
    for (const lang of LANGS) {
      const stats = await get(token, '/doner/statistics', lang);
      expect(sortedKeys(stats)).toEqual([
        'active_campaigns',
        'currency',
        'monthly',
        'top_doners',
        'total_donations',
        'upcoming_payments',
      ]);
      expect(stats).toMatchObject({ total_donations: 0, active_campaigns: 0, upcoming_payments: 0 });
      expect(stats.currency).toEqual(baseRef(lang));
      expect(stats.monthly).toEqual(
        Array.from({ length: 12 }, (_, index) => ({ month: monthOf(monthsAgo(11 - index)), amount: 0 })),
      );
    }
  });

  it('names the site-wide top three as /top/donors ranks them', async () => {
    const { token } = await signedInUser(server);
    for (const lang of LANGS) {
      const top = (await server.request('/top/donors', { lang })).body.result.top_donors;
      expect(top).toHaveLength(3);
      const stats = await get(token, '/doner/statistics', lang);
      expect(stats.top_doners).toEqual({ first: top[0], socend: top[1], third: top[2] });
    }
  });

  it('sums paid giving in the base currency, pending checkouts apart, and the waiting cart', async () => {
    const { user, token } = await signedInUser(server);
    const other = await signedInUser(server);
    const [a, b, c] = [await campaign(), await campaign({ currencyId: usd.id }), await campaign()];
    await donation(user, a.id, 10_000); // 100 SAR this month
    await donation(user, b.id, 1_000, { currencyId: usd.id, at: monthsAgo(2) }); // 10 USD = 37.50 SAR
    await donation(user, a.id, 5_000, { at: monthsAgo(13) }); // 50 SAR, older than the chart
    await donation(user, a.id, 70_000, { state: 'refunded' });
    await donation(user, c.id, 2_550, { state: 'pending' }); // 25.50 SAR on its way
    await donation(user, c.id, 9_900, { state: 'failed' });
    await donation(other.user, a.id, 123_400);
    await server.db.insert(cartItems).values([
      { userId: user.id, campaignId: a.id },
      { userId: user.id, campaignId: b.id },
      { userId: user.id, campaignId: c.id, status: 'donated' },
    ]);

    const stats = await get(token, '/doner/statistics');
    expect(stats).toMatchObject({ total_donations: 187.5, active_campaigns: 2, upcoming_payments: 25.5 });
    const byMonth = Object.fromEntries(
      stats.monthly.map((entry: { month: string; amount: number }) => [entry.month, entry.amount]),
    );
    expect(stats.monthly).toHaveLength(12);
    expect(byMonth[monthOf(new Date())]).toBe(100);
    expect(byMonth[monthOf(monthsAgo(2))]).toBe(37.5);
    expect(Object.values(byMonth).reduce((sum: number, amount) => sum + (amount as number), 0)).toBe(137.5);
  });
});

describe('GET /doner/campaigns', () => {
  it('lists the campaigns the donor paid to, latest gift first, with totals in their currencies', async () => {
    const { user, token } = await signedInUser(server);
    const water = await campaign({ nameAr: 'سقيا', nameEn: 'Water' });
    const food = await campaign({ currencyId: usd.id, nameAr: 'إفطار', nameEn: 'Iftar' });
    const onlyPending = await campaign();
    const onlyRefunded = await campaign();
    await donation(user, water.id, 5_000, { at: new Date(Date.now() - 3 * 86_400_000) });
    await donation(user, water.id, 2_500, { at: new Date(Date.now() - 2 * 86_400_000) });
    // Paid in riyals to a dollar campaign: counted in the campaign's currency, 37.50 SAR = 10 USD.
    const latest = await donation(user, food.id, 3_750, {
      at: new Date(Date.now() - 86_400_000),
      currencyId: sar.id,
    });
    await donation(user, onlyPending.id, 1_000, { state: 'pending' });
    await donation(user, onlyRefunded.id, 1_000, { state: 'refunded' });
    await donation((await signedInUser(server)).user, water.id, 99_900);

    for (const lang of LANGS) {
      const { data, meta } = await get(token, '/doner/campaigns', lang);
      expect(meta).toEqual({ current_page: 1, per_page: 100, total: 2, last_page: 1 });
      expect(data.map((row: { id: number }) => row.id)).toEqual([food.id, water.id]);
      expect(sortedKeys(data[0])).toEqual([
        'amount',
        'created_at',
        'currency',
        'donations',
        'id',
        'image',
        'name',
        'status',
      ]);
      expect(data[0]).toMatchObject({
        name: lang === 'ar' ? 'إفطار' : 'Iftar',
        amount: 10,
        donations: 1,
        status: 'published',
        created_at: latest.paidAt!.toISOString(),
        currency: { code: 'USD', minor_units: 2 },
      });
      expect(data[1]).toMatchObject({ name: lang === 'ar' ? 'سقيا' : 'Water', amount: 75, donations: 2 });
      expect(data[1].image).toMatch(/^http:\/\/localhost:3000\//);
    }
    const second = await get(token, '/doner/campaigns?per_page=1&page=2');
    expect(second.meta).toEqual({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(second.data.map((row: { id: number }) => row.id)).toEqual([water.id]);
  });
});

describe('GET /doner/donations', () => {
  it('lists every state, newest first, with the original status words, gift links and receipts', async () => {
    const { user, token } = await signedInUser(server);
    const target = await campaign({ nameAr: 'كسوة العيد', nameEn: 'Eid clothes' });
    const day = 86_400_000;
    const made = [
      await donation(user, target.id, 1_000, { at: new Date(Date.now() - 6 * day), gift: true }),
      await donation(user, target.id, 2_000, {
        at: new Date(Date.now() - 5 * day),
        state: 'refunded',
        gift: true,
      }),
      await donation(user, target.id, 3_000, { at: new Date(Date.now() - 4 * day), state: 'failed' }),
      await donation(user, target.id, 4_000, { at: new Date(Date.now() - 3 * day), state: 'cancelled' }),
      await donation(user, target.id, 500, { at: new Date(Date.now() - 2 * day), currencyId: usd.id }),
      await donation(user, target.id, 6_000, { at: new Date(Date.now() - day), state: 'pending' }),
    ];
    await donation((await signedInUser(server)).user, target.id, 7_000);

    for (const lang of LANGS) {
      const { data, meta } = await get(token, '/doner/donations', lang);
      expect(meta).toEqual({ current_page: 1, per_page: 100, total: 6, last_page: 1 });
      expect(data.map((row: { id: number }) => row.id)).toEqual(made.map((row) => row.id).reverse());
      const byId = (id: number) => data.find((row: { id: number }) => row.id === id);
      const name = lang === 'ar' ? 'كسوة العيد' : 'Eid clothes';
      const charity = lang === 'ar' ? 'جمعية نور الإحسان الخيرية' : 'Noor Al-Ihsan Charitable Society';
      const gift = byId(made[0]!.id);
      expect(sortedKeys(gift)).toEqual([
        'campaign',
        'campaign_name',
        'chairty_name',
        'created_at',
        'currency',
        'donated_at',
        'gift_url',
        'id',
        'receipt_available',
        'refunded_amount',
        'state',
        'status',
        'total_amount',
      ]);
      expect(gift).toEqual({
        id: made[0]!.id,
        total_amount: 10,
        currency: baseRef(lang),
        campaign: { id: target.id, name },
        campaign_name: name,
        chairty_name: charity,
        status: 'donated',
        state: 'paid',
        created_at: made[0]!.createdAt.toISOString(),
        donated_at: made[0]!.paidAt!.toISOString(),
        gift_url: `http://localhost:3000/gift/${made[0]!.giftToken}`,
        receipt_available: true,
        refunded_amount: 0,
      });
      expect(byId(made[1]!.id)).toMatchObject({
        state: 'refunded',
        status: 'rejected',
        gift_url: null,
        receipt_available: true,
        refunded_amount: made[1]!.amountMinor / 100,
      });
      expect(byId(made[2]!.id)).toMatchObject({
        state: 'failed',
        status: 'rejected',
        donated_at: null,
        receipt_available: false,
      });
      expect(byId(made[3]!.id)).toMatchObject({
        state: 'cancelled',
        status: 'rejected',
        receipt_available: false,
      });
      expect(byId(made[4]!.id)).toMatchObject({ total_amount: 5, currency: { code: 'USD' }, gift_url: null });
      expect(byId(made[5]!.id)).toMatchObject({ state: 'pending', status: 'wait', donated_at: null });
      expect(gift.created_at).toMatch(ISO_DATETIME);
    }

    const paid = await get(token, '/doner/donations?state=paid');
    expect(paid.data.map((row: { id: number }) => row.id)).toEqual([made[4]!.id, made[0]!.id]);
    expect(paid.meta.total).toBe(2);
    expect((await get(token, '/doner/donations?state=')).meta.total).toBe(6);
    expect((await get(token, '/doner/donations?state=refunded&per_page=1')).data).toHaveLength(1);
  });

  it('answers 422 on state for a word that is not a state', async () => {
    const { token } = await signedInUser(server);
    for (const lang of LANGS) {
      for (const word of ['donated', 'PAID', 'paid,failed']) {
        const answer = await server.request(`/doner/donations?state=${word}`, { token, lang });
        expectFailure(answer, 422, { state: [t(lang, 'validation.one_of')] });
      }
    }
  });

  it("never shows another donor's donations", async () => {
    const { token } = await signedInUser(server);
    const other = await signedInUser(server);
    await donation(other.user, (await campaign()).id, 1_000);
    expect((await get(token, '/doner/donations')).data).toEqual([]);
    expect((await get(token, '/doner/campaigns')).data).toEqual([]);
    expect((await get(other.token, '/doner/donations')).meta.total).toBe(1);
  });
});
