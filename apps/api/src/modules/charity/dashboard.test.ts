// Contract §10: a charity's figures and the donations to its campaigns, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies, type users } from '../../db/schema.ts';
import { createCampaign, createUser } from '../../seed/factories.ts';
import { donationIn, monthOf, monthsAgo } from '../../test/donation-states.ts';
import { LANGS, type Lang, signIn, t } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
let charity: typeof users.$inferSelect;
let token: string;
let usd: typeof currencies.$inferSelect;

beforeAll(async () => {
  server = await startTestServer();
  charity = await createUser(server.db, { userType: 'charity' });
  token = await signIn(server, charity.email);
  usd = (await server.db.select().from(currencies)).find((row) => row.code === 'USD')!;
});
afterAll(() => server.close());

const get = async (path: string, lang: Lang = 'en', who = token) => {
  const answer = await server.request(path, { token: who, lang });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
};

describe('GET /charity/statistics and GET /charity/donations', () => {
  let donor: typeof users.$inferSelect;
  let water: number;
  let food: number;

  beforeAll(async () => {
    donor = await createUser(server.db, { firstName: 'Salma', lastName: 'Haddad' });
    water = (
      await createCampaign(server.db, {
        charityId: charity.id,
        nameEn: 'Water',
        nameAr: 'ماء',
        priceTargetMinor: 10_000_000,
      })
    ).id;
    food = (
      await createCampaign(server.db, {
        charityId: charity.id,
        nameEn: 'Food',
        priceTargetMinor: 10_000_000,
        startAt: new Date(Date.now() + 86_400_000),
      })
    ).id;
    // A deleted campaign still counts the money it received, but not as a campaign.
    const deleted = (await createCampaign(server.db, { charityId: charity.id, priceTargetMinor: 10_000_000 }))
      .id;
    await donationIn(server.db, donor, water, 10_000, { at: monthsAgo(2) });
    await donationIn(server.db, donor, water, 5_000, { anonymous: true });
    await donationIn(server.db, donor, food, 2_000, { currencyId: usd.id });
    await donationIn(server.db, donor, water, 1_000, { state: 'pending' });
    await donationIn(server.db, donor, water, 1_000, { state: 'failed' });
    await donationIn(server.db, donor, water, 1_000, { state: 'cancelled' });
    await donationIn(server.db, donor, food, 3_000, { state: 'refunded' });
    await donationIn(server.db, donor, deleted, 4_000);
    await server.db.execute(`update campaigns set deleted_at = now() where id = ${deleted}`);
    // Another charity's donations are not this one's.
    await donationIn(server.db, donor, (await createCampaign(server.db)).id, 99_000);
  });

  it('counts donations by state and sums the paid ones in the base currency, with 12 months', async () => {
    const stats = await get('/charity/statistics');
    // USD 20.00 at the seeded rate, in SAR.
    const usdInBase = Math.round(2_000 * Number(usd.rateToBase)) / 100;
    expect(stats).toMatchObject({
      total_donations: 8,
      successful_donations: 4,
      faild_donations: 2,
      pending_donations: 1,
      refunded_donations: 1,
      total_campaigns: 2,
      active_campaigns: 1,
      currency: { code: 'SAR' },
    });
    expect(stats.total_donations_amount).toBeCloseTo(100 + 50 + 40 + usdInBase, 2);
    expect(stats.monthly).toHaveLength(12);
    expect(stats.monthly.at(-1).month).toBe(monthOf(new Date()));
    expect(stats.monthly.find((row: { month: string }) => row.month === monthOf(monthsAgo(2))).amount).toBe(
      100,
    );
  });

  it('lists paid donations newest first, without e-mail or mobile, "Anonymous" where asked, in each language', async () => {
    for (const lang of LANGS) {
      const list = await get('/charity/donations', lang);
      expect(list.meta.total).toBe(4);
      const [first] = list.data;
      expect(Object.keys(first).sort()).toEqual([
        'amount_base',
        'base_currency',
        'campaign',
        'currency',
        'donated_at',
        'email',
        'id',
        'name',
        'payment_number',
        'refunded_amount',
        'refunded_base',
        'state',
        'total_amount',
      ]);
      // Nobody here chose to share an e-mail (decision 033).
      expect(list.data.map((row: { email: string | null }) => row.email)).toEqual([null, null, null, null]);
      const names = list.data.map((row: { name: string }) => row.name);
      expect(names).toContain(t(lang, 'common.anonymous'));
      expect(names).toContain('Salma Haddad');
      expect(JSON.stringify(list)).not.toContain(donor.email);
      expect(JSON.stringify(list)).not.toContain(donor.mobile);
      const times = list.data.map((row: { donated_at: string }) => row.donated_at);
      expect([...times].sort().reverse()).toEqual(times);
    }
    const usdRow = (await get('/charity/donations')).data.find(
      (row: { currency: { code: string } }) => row.currency.code === 'USD',
    );
    expect(usdRow).toMatchObject({ total_amount: 20, campaign: { id: food, name: 'Food' }, state: 'paid' });
  });

  it('filters by campaign, state and days, and keeps to its own campaigns', async () => {
    expect((await get(`/charity/donations?campaign_id=${food}`)).meta.total).toBe(1);
    expect(
      (await get('/charity/donations?state=refunded')).data.map((row: { state: string }) => row.state),
    ).toEqual(['refunded']);
    expect((await get('/charity/donations?state=pending')).meta.total).toBe(1);
    // Every state at once (NEW `all`): the four paid, the pending, failed, cancelled and refunded.
    const all = await get('/charity/donations?state=all&per_page=50');
    expect(all.meta.total).toBe(8);
    expect(new Set(all.data.map((row: { state: string }) => row.state))).toEqual(
      new Set(['paid', 'pending', 'failed', 'cancelled', 'refunded']),
    );
    expect((await get(`/charity/donations?state=all&campaign_id=${food}`)).meta.total).toBe(2);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
    expect((await get(`/charity/donations?from=${today}`)).meta.total).toBe(3);
    const twoMonthsAgo = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(monthsAgo(2));
    expect((await get(`/charity/donations?from=${twoMonthsAgo}&to=${twoMonthsAgo}`)).meta.total).toBe(1);
    const elsewhere = await createCampaign(server.db);
    expect((await get(`/charity/donations?campaign_id=${elsewhere.id}`)).meta.total).toBe(0);
    const wrong = await server.request('/charity/donations?state=lost&from=yesterday', { token, lang: 'ar' });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['from', 'state']);
  });

  it('is for charities only: 401 for visitors, 403 for donors; a charity waiting for approval reads its own', async () => {
    expect((await server.request('/charity/statistics')).status).toBe(401);
    const donorToken = await signIn(server, donor.email);
    expect((await server.request('/charity/donations', { token: donorToken })).status).toBe(403);
    const waiting = await createUser(server.db, { userType: 'charity', approvalStatus: 'pending' });
    const stats = await get('/charity/statistics', 'ar', await signIn(server, waiting.email));
    expect(stats).toMatchObject({ total_donations: 0, total_donations_amount: 0, total_campaigns: 0 });
  });
});
