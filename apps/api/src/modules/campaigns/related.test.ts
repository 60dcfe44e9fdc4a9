// Contract §5: a campaign's gift messages (/get-comments), a charity's referral list and the names
// of every campaign that accepts donations (/all-campaigns).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../../db/schema.ts';
import {
  createCampaign,
  createCampaignUpdate,
  createPaidDonation,
  createUser,
} from '../../seed/factories.ts';
import { DAY_MS, freshCharity, hiddenCampaigns, unlistedCampaigns } from '../../test/campaigns.ts';
import {
  ARABIC,
  expectFailure,
  fetchResult,
  ISO_DATETIME,
  LANGS,
  sortedKeys,
  t,
} from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { refreshCampaignTotals } from './totals-queries.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (path: string, lang?: string) => fetchResult(server, path, lang);

async function expectNotFound(path: string) {
  for (const lang of LANGS) {
    expectFailure(await server.request(path, { lang }), 404, {}, t(lang, 'errors.not_found'));
  }
}

describe('GET /get-comments/{campaignId}', () => {
  it('lists the gift messages of paid donations, newest first, with the giver’s public name', async () => {
    const campaign = await createCampaign(server.db);
    const donor = await createUser(server.db, { firstName: 'Huda', lastName: 'Saleh' });
    const start = Date.now() - 5 * DAY_MS;
    const give = (hours: number, options: Partial<Parameters<typeof createPaidDonation>[1]>) =>
      createPaidDonation(server.db, {
        campaignId: campaign.id,
        amountMinor: 1_000,
        paidAt: new Date(start + hours * 3_600_000),
        ...options,
      });
    const fromDonor = await give(1, { user: donor, loveComment: 'عن والدي رحمه الله' });
    const fromGuest = await give(2, {
      guest: { name: 'Yusuf', email: 'y@mail.example' },
      loveComment: 'For Mum',
    });
    const anonymous = await give(3, { user: donor, anonymous: true, loveComment: 'Quietly, for my teacher' });
    await give(4, { user: donor });
    await give(5, { user: donor, loveComment: '   ' });
    const refunded = await give(6, { user: donor, loveComment: 'Refunded later' });
    await server.db
      .update(donations)
      .set({ state: 'refunded' })
      .where(eq(donations.id, refunded.donation.id));
    await refreshCampaignTotals(server.db, campaign.id);

    const english = await get(`/get-comments/${campaign.id}`, 'en');
    expect(english.meta).toEqual({ current_page: 1, per_page: 15, total: 3, last_page: 1 });
    expect(english.data).toEqual([
      {
        id: anonymous.donation.id,
        user_name: 'Anonymous',
        user: null,
        love_comment: 'Quietly, for my teacher',
        created_at: anonymous.donation.paidAt!.toISOString(),
      },
      {
        id: fromGuest.donation.id,
        user_name: 'Yusuf',
        user: null,
        love_comment: 'For Mum',
        created_at: fromGuest.donation.paidAt!.toISOString(),
      },
      {
        id: fromDonor.donation.id,
        user_name: 'Huda Saleh',
        user: { name: 'Huda Saleh' },
        love_comment: 'عن والدي رحمه الله',
        created_at: fromDonor.donation.paidAt!.toISOString(),
      },
    ]);
    const arabicPage = await get(`/get-comments/${campaign.id}?per_page=2&page=2`);
    expect(arabicPage).toEqual({
      data: [english.data[2]],
      meta: { current_page: 2, per_page: 2, total: 3, last_page: 2 },
    });
    expect((await get(`/get-comments/${campaign.id}?per_page=1`)).data[0].user_name).toBe('فاعل خير');
  });

  it('has the demo gifts’ messages in both languages', async () => {
    const { data } = await get('/campaigns?per_page=100');
    const messages: string[] = [];
    for (const card of data) {
      const comments = await get(`/get-comments/${card.id}?per_page=100`);
      for (const comment of comments.data) {
        expect(sortedKeys(comment)).toEqual(['created_at', 'id', 'love_comment', 'user', 'user_name']);
        expect(comment.created_at).toMatch(ISO_DATETIME);
        messages.push(comment.love_comment);
      }
    }
    expect(messages.some((message) => ARABIC.test(message))).toBe(true);
    expect(messages.some((message) => !ARABIC.test(message))).toBe(true);
  });

  it('answers 404 for an unknown campaign, one that is not public, or a bad id', async () => {
    const charity = await freshCharity(server);
    const hidden = await hiddenCampaigns(server, charity.id);
    for (const id of ['999999', '0', 'abc', '-2', ...hidden.map((campaign) => String(campaign.id))]) {
      await expectNotFound(`/get-comments/${id}`);
    }
  });
});

describe('GET /charity/referral/link/{charityUserId}', () => {
  it('lists an approved charity’s public campaigns, newest first, with the charity itself', async () => {
    const charity = await freshCharity(server, {
      charityNameAr: 'جمعية البر',
      charityNameEn: 'Al-Birr Society',
    });
    const older = await createCampaign(server.db, {
      charityId: charity.id,
      startAt: new Date(Date.now() - 3 * DAY_MS),
    });
    const newer = await createCampaign(server.db, { charityId: charity.id });
    const hidden = await unlistedCampaigns(server, charity.id);
    await createCampaign(server.db);

    const english = await get(`/charity/referral/link/${charity.id}`, 'en');
    expect(sortedKeys(english)).toEqual(['charity', 'data', 'meta', 'news']);
    expect(english.charity).toEqual({ id: charity.id, name: 'Al-Birr Society', photo: null });
    expect(english.data.map((card: { id: number }) => card.id)).toEqual([newer.id, older.id]);
    expect(english.data[0].user).toEqual(english.charity);
    expect(english.meta).toEqual({ current_page: 1, per_page: 15, total: 2, last_page: 1 });
    for (const campaign of hidden) {
      expect(english.data.map((card: { id: number }) => card.id)).not.toContain(campaign.id);
    }

    const arabic = await get(`/charity/referral/link/${charity.id}?per_page=1&page=2`);
    expect(arabic.charity.name).toBe('جمعية البر');
    expect(arabic.data.map((card: { id: number }) => card.id)).toEqual([older.id]);
    expect(arabic.meta).toEqual({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
  });

  it('answers an approved charity without campaigns with an empty list and the charity', async () => {
    const charity = await freshCharity(server, { photoPath: 'photos/logo.webp' });
    expect(await get(`/charity/referral/link/${charity.id}`, 'en')).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 15, total: 0, last_page: 1 },
      charity: {
        id: charity.id,
        name: charity.charityNameEn,
        photo: 'http://localhost:3000/uploads/photos/logo.webp',
      },
      news: [],
    });
  });

  it('carries the latest news of its public campaigns, newest first, each naming its campaign', async () => {
    const charity = await freshCharity(server);
    const water = await createCampaign(server.db, {
      charityId: charity.id,
      nameAr: 'سقيا الماء',
      nameEn: 'Water',
    });
    const food = await createCampaign(server.db, { charityId: charity.id, nameEn: 'Food' });
    const [hidden] = await hiddenCampaigns(server, charity.id);
    const news = (campaignId: number, titleEn: string, daysAgo: number) =>
      createCampaignUpdate(server.db, {
        campaignId,
        titleAr: `خبر ${titleEn}`,
        titleEn,
        createdAt: new Date(Date.now() - daysAgo * DAY_MS),
      });
    for (let day = 1; day <= 7; day++) await news(day % 2 ? water.id : food.id, `Day ${day}`, day);
    await news(hidden!.id, 'Not public', 0);
    await news((await createCampaign(server.db)).id, 'Another charity', 0);

    const english = await get(`/charity/referral/link/${charity.id}`, 'en');
    expect(english.news.map((item: { title: string }) => item.title)).toEqual([
      'Day 1',
      'Day 2',
      'Day 3',
      'Day 4',
      'Day 5',
      'Day 6',
    ]);
    expect(sortedKeys(english.news[0])).toEqual([
      'campaign',
      'content',
      'created_at',
      'id',
      'image',
      'title',
    ]);
    expect(english.news[0].campaign).toEqual({ id: water.id, name: 'Water' });
    expect(english.news[1].campaign).toEqual({ id: food.id, name: 'Food' });
    expect(english.news[0].created_at).toMatch(ISO_DATETIME);
    const arabic = await get(`/charity/referral/link/${charity.id}`, 'ar');
    expect(arabic.news[0]).toMatchObject({ title: 'خبر Day 1', campaign: { name: 'سقيا الماء' } });
  });

  it('answers 404 for an unknown id, a donor, an admin, or a charity that is not approved', async () => {
    const [donor, admin, pending, rejected] = await Promise.all([
      createUser(server.db),
      createUser(server.db, { userType: 'admin' }),
      freshCharity(server, { approvalStatus: 'pending' }),
      freshCharity(server, { approvalStatus: 'rejected' }),
    ]);
    for (const id of [999999, donor.id, admin.id, pending.id, rejected.id]) {
      await expectNotFound(`/charity/referral/link/${id}`);
    }
    await expectNotFound('/charity/referral/link/abc');
  });
});

describe('GET /all-campaigns', () => {
  it('answers a bare array of {id, name, currency} for the campaigns that accept donations, newest first', async () => {
    const charity = await freshCharity(server);
    const open = await createCampaign(server.db, {
      charityId: charity.id,
      nameAr: 'حملة مفتوحة',
      nameEn: 'Open',
    });
    const closed = await Promise.all([
      createCampaign(server.db, { charityId: charity.id, charityChoice: 'paused' }),
      createCampaign(server.db, { charityId: charity.id, startAt: new Date(Date.now() - 40 * DAY_MS) }),
      ...(await unlistedCampaigns(server, charity.id)),
    ]);

    const english = await get('/all-campaigns', 'en');
    expect(Array.isArray(english)).toBe(true);
    const ids = english.map((item: { id: number }) => item.id);
    expect(ids).toContain(open.id);
    for (const campaign of closed) expect(ids).not.toContain(campaign.id);
    for (const item of english) expect(sortedKeys(item)).toEqual(['currency', 'id', 'name']);
    expect(english.find((item: { id: number }) => item.id === open.id)).toEqual({
      id: open.id,
      name: 'Open',
      currency: expect.objectContaining({ id: open.currencyId, minor_units: expect.any(Number) }),
    });

    // The same campaigns as the list's accepting ones, in its newest order.
    const { data } = await get('/campaigns?per_page=100');
    const accepting = data.filter((card: { accepts_donations: boolean }) => card.accepts_donations);
    expect(ids).toEqual(accepting.map((card: { id: number }) => card.id));

    const arabic = await get('/all-campaigns');
    expect(arabic.find((item: { id: number }) => item.id === open.id).name).toBe('حملة مفتوحة');
  });
});
