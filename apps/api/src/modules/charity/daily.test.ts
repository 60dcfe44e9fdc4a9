// NEW GET /charity/statistics/daily: one campaign's paid money per day of the site (Riyadh), over
// real HTTP, and the days it covers at a fixed "now".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies, type users } from '../../db/schema.ts';
import { createCampaign, createUser } from '../../seed/factories.ts';
import { donationIn } from '../../test/donation-states.ts';
import { signIn } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { campaignDays, charityDailyStatistics } from './daily.ts';

let server: TestServer;
let charity: typeof users.$inferSelect;
let token: string;
let donor: typeof users.$inferSelect;

beforeAll(async () => {
  server = await startTestServer();
  charity = await createUser(server.db, { userType: 'charity' });
  token = await signIn(server, charity.email);
  donor = await createUser(server.db, { firstName: 'سلمى', lastName: 'الحداد' });
});
afterAll(() => server.close());

const daily = async (query = '', who = token) => {
  const answer = await server.request(`/charity/statistics/daily${query}`, { token: who, lang: 'ar' });
  return answer;
};

describe('a campaign across the end of February, day by day', () => {
  // From the first instant of 26 February to the first of 4 March 2026, Riyadh (UTC+3): 26 Feb–3 Mar.
  const startAt = new Date('2026-02-25T21:00:00Z');
  const endAt = new Date('2026-03-03T21:00:00Z');
  let campaignId: number;

  beforeAll(async () => {
    const sar = (await server.db.select().from(currencies)).find((row) => row.code === 'SAR')!;
    const usd = (await server.db.select().from(currencies)).find((row) => row.code === 'USD')!;
    campaignId = (
      await createCampaign(server.db, {
        charityId: charity.id,
        nameAr: 'إفطار صائم في الأحياء الشعبية',
        currencyId: sar.id,
        startAt,
        endAt,
      })
    ).id;
    // 27 Feb at 23:30 in Riyadh, and 1 March at 00:30 in Riyadh (still 28 Feb in UTC).
    await donationIn(server.db, donor, campaignId, 10_000, { at: new Date('2026-02-27T20:30:00Z') });
    await donationIn(server.db, donor, campaignId, 2_550, { at: new Date('2026-02-28T21:30:00Z') });
    await donationIn(server.db, donor, campaignId, 1_000, { at: new Date('2026-03-01T09:00:00Z') });
    // Paid in dollars: the chart counts the campaign's own currency, at the rate fixed when paid.
    await donationIn(server.db, donor, campaignId, 2_000, {
      at: new Date('2026-03-03T12:00:00Z'),
      currencyId: usd.id,
    });
    // Neither refunded nor unpaid money counts, as in every other total.
    await donationIn(server.db, donor, campaignId, 7_000, {
      at: new Date('2026-02-26T10:00:00Z'),
      state: 'refunded',
    });
    await donationIn(server.db, donor, campaignId, 3_000, {
      at: new Date('2026-02-26T10:00:00Z'),
      state: 'pending',
    });
  });

  it('gives every day of the campaign in Riyadh, days without paid money as 0', async () => {
    const answer = await daily(`?campaign_id=${campaignId}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { campaign, days, currency } = answer.body.result;
    expect(campaign).toEqual({
      id: campaignId,
      name: 'إفطار صائم في الأحياء الشعبية',
      start_at: startAt.toISOString(),
      end_at: endAt.toISOString(),
    });
    expect(currency.code).toBe('SAR');
    const usd = (await server.db.select().from(currencies)).find((row) => row.code === 'USD')!;
    const dollarsInRiyals = Math.round(2_000 * Number(usd.rateToBase)) / 100;
    expect(days).toEqual([
      { day: '2026-02-26', amount: 0 },
      { day: '2026-02-27', amount: 100 },
      { day: '2026-02-28', amount: 0 },
      { day: '2026-03-01', amount: 35.5 },
      { day: '2026-03-02', amount: 0 },
      { day: '2026-03-03', amount: dollarsInRiyals },
    ]);
  });

  it("answers 404 for another charity's campaign and for an unknown one, and 422 for a bad id", async () => {
    const other = await createUser(server.db, { userType: 'charity' });
    const theirs = await daily(`?campaign_id=${campaignId}`, await signIn(server, other.email));
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain('إفطار');
    expect((await daily('?campaign_id=999999')).status).toBe(404);
    expect((await daily('?campaign_id=abc')).status).toBe(422);
  });

  it('is for charities only', async () => {
    expect((await daily('', '')).status).toBe(401);
    expect((await daily('', await signIn(server, donor.email))).status).toBe(403);
  });
});

describe('the days shown at a fixed now', () => {
  const schedule = { startAt: new Date('2026-02-25T21:00:00Z'), endAt: new Date('2026-03-03T21:00:00Z') };

  it('stops at today while the campaign runs, and shows nothing before its first day', () => {
    // 1 March, 02:00 in Riyadh: three days so far.
    const now = new Date('2026-02-28T23:00:00Z');
    expect(campaignDays(schedule, new Map([['2026-02-27', 500]]), now)).toEqual([
      { day: '2026-02-26', totalMinor: 0 },
      { day: '2026-02-27', totalMinor: 500 },
      { day: '2026-02-28', totalMinor: 0 },
      { day: '2026-03-01', totalMinor: 0 },
    ]);
    expect(campaignDays(schedule, new Map(), new Date('2026-02-20T00:00:00Z'))).toEqual([]);
  });

  it('reaches a payment that arrived after the last day', () => {
    const days = campaignDays(schedule, new Map([['2026-03-05', 700]]), new Date('2026-04-01T00:00:00Z'));
    expect(days.map((day) => day.day)).toEqual([
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
    ]);
  });

  it('charts the campaign taking donations now by default, else the latest to have started', async () => {
    const own = await createUser(server.db, { userType: 'charity' });
    const now = new Date('2026-03-10T09:00:00Z');
    const day = 86_400_000;
    const none = await charityDailyStatistics(server.ctx, 'en', own.id, undefined, now);
    expect(none).toMatchObject({ campaign: null, days: [] });
    const ended = await createCampaign(server.db, {
      charityId: own.id,
      startAt: new Date(now.getTime() - 20 * day),
      endAt: new Date(now.getTime() - 10 * day),
    });
    const later = await createCampaign(server.db, {
      charityId: own.id,
      startAt: new Date(now.getTime() + 5 * day),
      endAt: new Date(now.getTime() + 30 * day),
    });
    expect((await charityDailyStatistics(server.ctx, 'en', own.id, undefined, now)).campaign?.id).toBe(
      ended.id,
    );
    const live = await createCampaign(server.db, {
      charityId: own.id,
      startAt: new Date(now.getTime() - 30 * day),
      endAt: new Date(now.getTime() + 2 * day),
    });
    const chart = await charityDailyStatistics(server.ctx, 'en', own.id, undefined, now);
    expect(chart.campaign?.id).toBe(live.id);
    // Thirty-one days so far, today included.
    expect(chart.days).toHaveLength(31);
    expect(chart.days.at(-1)!.day).toBe('2026-03-10');
    expect((await charityDailyStatistics(server.ctx, 'en', own.id, later.id, now)).days).toEqual([]);
  });
});
