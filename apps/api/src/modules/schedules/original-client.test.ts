// The original client's recurrence (contract §6 `ongoing_charity`, §8 `pay_type`, §16 item 12),
// sent exactly as it sends it: the checkout it opens is the first charge of a schedule, the return
// page reads that payment, and the next charge is made without the donor.
import { SITE_TIME_ZONE } from '@ataa/contract/locale';
import { wallClockIn } from '@ataa/contract/schedules/zoned-time';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, donations, payments, scheduleOccurrences, schedules } from '../../db/schema.ts';
import { countRows } from '../../seed/factories.ts';
import { expectFailure, fieldErrors, LANGS, signedInUser } from '../../test/expectations.ts';
import { expectExactTotals, GUEST, openCampaign, settle } from '../../test/giving.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { occurrencesOf, quiet } from '../../test/schedules.ts';
import { chargeDue } from './charging.ts';

/** Where the original client runs: a front end on another origin, allowed by CORS. */
const CLIENT = 'http://client.example:3001';
const ARABIC_GUEST = { ...GUEST, name: 'هدى صالح العتيبي' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CORS_ORIGINS: CLIENT });
});
afterAll(() => server.close());

/** The schedule made last, with its occurrences in order. */
async function lastSchedule() {
  const [schedule] = await server.db.select().from(schedules).orderBy(desc(schedules.id)).limit(1);
  const occurrences = await occurrencesOf(server.db, schedule!.id);
  return { schedule: schedule!, occurrences };
}

/**
 * The sandbox page the client was sent to: Pay, with later charges that succeed. The browser is
 * sent back to the client's return route, whose page then calls the callback with the reference.
 */
async function payAtSandbox(gatewayUrl: string, reference: string) {
  const page = new URL(gatewayUrl);
  expect(page.pathname).toMatch(/^\/api\/v1\/schedules\/sandbox\/[\w-]{43}$/);
  const chosen = await server.request(page.pathname.replace('/api/v1', ''), {
    body: { outcome: 'paid', later: 'succeed' },
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  const back = new URL(chosen.body.result.redirect_url);
  expect(back.origin).toBe(CLIENT);
  expect(back.searchParams.get('razorpay_payment_link_id')).toBe(reference);
  await settle(server);
}

/** The next occurrence's time, then the job run a minute after it: it is charged without the donor. */
async function chargeNext(scheduleId: number) {
  const [next] = await occurrencesOf(server.db, scheduleId).offset(1).limit(1);
  expect(next).toMatchObject({ seq: 2, state: 'scheduled', paymentId: null });
  await chargeDue(server.ctx, quiet, new Date(next!.dueAt.getTime() + 60_000));
  const [charged] = await server.db
    .select()
    .from(scheduleOccurrences)
    .where(eq(scheduleOccurrences.id, next!.id));
  expect(charged).toMatchObject({ state: 'paid', attempts: 1 });
  const lines = await server.db
    .select({ campaignId: donations.campaignId, amountMinor: donations.amountMinor, state: donations.state })
    .from(donations)
    .where(eq(donations.paymentId, charged!.paymentId!))
    .orderBy(asc(donations.campaignId));
  return { occurrence: charged!, dueAt: next!.dueAt, lines };
}

describe('"ongoing_charity": "yes" on POST /donations', () => {
  it('makes a monthly schedule whose first charge is this checkout, and charges the next month without the donor', async () => {
    const campaign = await openCampaign(server);
    const before = await countRows(server.db, 'schedules');
    // The campaign form's request, as the original client sends it: strings for yes and no, the
    // recurring amount repeated, empty optional fields, a gateway alias.
    const opened = await server.request('/donations', {
      lang: 'ar',
      headers: { origin: CLIENT },
      body: {
        campaign_id: String(campaign.id),
        amount: 150,
        currency_id: '',
        name: ARABIC_GUEST.name,
        email: ARABIC_GUEST.email,
        mobile: ARABIC_GUEST.mobile,
        love_donation: 'no',
        love_name: '',
        love_email: '',
        love_mobile: '',
        love_comment: '',
        ongoing_charity: 'yes',
        charity_amount: '١٥٠',
        gateway: 'curlec',
      },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(Object.keys(opened.body.result).sort()).toEqual(['gateway_url', 'reference']);
    const { gateway_url: gatewayUrl, reference } = opened.body.result;
    expect(await countRows(server.db, 'schedules')).toBe(before + 1);

    const { schedule, occurrences } = await lastSchedule();
    const hourNow = wallClockIn(new Date(), SITE_TIME_ZONE).hour;
    expect(schedule).toMatchObject({
      plan: 'monthly',
      status: 'awaiting_payment_method',
      userId: null,
      name: ARABIC_GUEST.name,
      email: ARABIC_GUEST.email,
      amountMinor: 15000,
      targetType: 'campaign',
      targets: [{ campaignId: campaign.id, amountMinor: null }],
      timeZone: SITE_TIME_ZONE,
      gateway: 'curlec',
    });
    // The hour it was made at, so the checkout is the first charge (unless the clock turned since).
    expect([hourNow, (hourNow + 23) % 24]).toContain(schedule.hour);
    const [firstPayment] = await server.db.select().from(payments).where(eq(payments.reference, reference));
    expect(firstPayment).toMatchObject({ state: 'pending', totalMinor: 15000, ongoingCharity: true });
    expect(occurrences[0]).toMatchObject({ seq: 1, paymentId: firstPayment!.id, amountMinor: 15000 });

    await payAtSandbox(gatewayUrl, reference);
    // The client's guest return page reads the payment by the reference it was given.
    const result = await server.request('/visitor/donations/callback', {
      lang: 'ar',
      body: { razorpay_payment_link_id: reference },
    });
    expect(result.status).toBe(200);
    expect(result.body.result).toMatchObject({
      payment_status: 'paid',
      reference,
      id: campaign.id,
      total_amount: 150,
    });
    const started = await lastSchedule();
    expect(started.schedule).toMatchObject({ status: 'active', methodLabel: expect.any(String) });
    expect(started.occurrences[0]).toMatchObject({ seq: 1, state: 'paid' });

    const next = await chargeNext(schedule.id);
    const firstDue = started.occurrences[0]!.dueAt;
    const monthLater = new Date(firstDue);
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    // A month on, at the same hour (the last day of a shorter month when this one's day is not in it).
    expect(next.dueAt.getUTCHours()).toBe(firstDue.getUTCHours());
    expect(Math.abs(next.dueAt.getTime() - monthLater.getTime())).toBeLessThanOrEqual(3 * 86_400_000);
    expect(next.lines).toEqual([{ campaignId: campaign.id, amountMinor: 15000, state: 'paid' }]);
    await expectExactTotals(server.db);
  });

  it('takes the plan and hour a newer client names, and a plan of Ramadan’s nights only saves the method until its first night', async () => {
    const campaign = await openCampaign(server);
    const paymentsBefore = await countRows(server.db, 'payments');
    const opened = await server.request('/donations', {
      lang: 'en',
      body: {
        ...GUEST,
        campaign_id: campaign.id,
        amount: '1,000',
        ongoing_charity: 'yes',
        charity_amount: 1000,
        plan: 'last_ten_nights',
        hour: '٢٢',
        odd_nights_multiplier: '2',
      },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const { schedule, occurrences } = await lastSchedule();
    expect(schedule).toMatchObject({
      plan: 'last_ten_nights',
      hour: 22,
      oddNightsMultiplier: 2,
      amountMinor: 100000,
    });
    expect(occurrences[0]).toMatchObject({ night: 21, amountMinor: 200000, paymentId: null });
    // Nothing is charged now: the answer's reference is the schedule's page, as for POST /schedules.
    expect(opened.body.result.reference).toBe(schedule.reference);
    expect(await countRows(server.db, 'payments')).toBe(paymentsBefore);
  });

  it('makes a signed-in donor’s ongoing gift their schedule, the gift on its first payment only', async () => {
    const donor = await signedInUser(server);
    const campaign = await openCampaign(server);
    const opened = await server.request('/donations', {
      token: donor.token,
      lang: 'ar',
      headers: { origin: CLIENT },
      body: {
        campaign_id: String(campaign.id),
        amount: 40,
        currency_id: '',
        love_donation: 'yes',
        love_name: 'أم عبد الرحمن',
        love_email: 'umm@example.test',
        love_comment: 'صدقة جارية عن والدتي رحمها الله، تقبل الله منا ومنكم صالح الأعمال',
        ongoing_charity: 'yes',
        charity_amount: 40,
        anonymous: 'yes',
      },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const { schedule } = await lastSchedule();
    expect(schedule).toMatchObject({
      plan: 'monthly',
      userId: donor.user.id,
      countryId: donor.user.countryId,
      anonymous: true,
    });
    const [payment] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.reference, opened.body.result.reference));
    expect(payment).toMatchObject({ isGift: true, loveName: 'أم عبد الرحمن', anonymous: true });

    await payAtSandbox(opened.body.result.gateway_url, opened.body.result.reference);
    const next = await chargeNext(schedule.id);
    const [later] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.id, next.occurrence.paymentId!));
    expect(later).toMatchObject({ isGift: false, loveName: null, anonymous: true, userId: donor.user.id });
  });

  it('refuses a plan it does not know, in both languages, and makes nothing', async () => {
    const campaign = await openCampaign(server);
    const before = [await countRows(server.db, 'schedules'), await countRows(server.db, 'payments')];
    for (const lang of LANGS) {
      const answer = await server.request('/donations', {
        lang,
        body: { ...GUEST, campaign_id: campaign.id, amount: 50, ongoing_charity: 'yes', plan: 'hourly' },
      });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['plan']);
      const zone = await server.request('/donations', {
        lang,
        body: {
          ...GUEST,
          campaign_id: campaign.id,
          amount: 50,
          ongoing_charity: 'yes',
          time_zone: 'Mars/Olympus',
        },
      });
      expectFailure(zone, 422, fieldErrors(lang, [['time_zone', 'validation.time_zone']]));
    }
    expect([await countRows(server.db, 'schedules'), await countRows(server.db, 'payments')]).toEqual(before);
  });

  it('stays a one-time gift with "ongoing_charity": "no", as the client sends with every gift', async () => {
    const campaign = await openCampaign(server);
    const before = await countRows(server.db, 'schedules');
    const answer = await server.request('/donations', {
      body: {
        ...GUEST,
        campaign_id: String(campaign.id),
        amount: 25,
        currency_id: '',
        ongoing_charity: 'no',
        charity_amount: 0,
        love_donation: 'no',
        plan: 'daily',
      },
    });
    expect(answer.status).toBe(201);
    expect(new URL(answer.body.result.gateway_url).pathname).toMatch(/^\/api\/v1\/payments\/sandbox\//);
    expect(await countRows(server.db, 'schedules')).toBe(before);
  });
});

describe('"pay_type" on the carts', () => {
  it('makes the donor’s cart checkout with "daily" a daily schedule of the same split, its cart items donated', async () => {
    const donor = await signedInUser(server);
    const [first, second] = [await openCampaign(server), await openCampaign(server)];
    for (const campaign of [first, second]) {
      const added = await server.request(`/doner/cart/add/${campaign.id}`, { token: donor.token, body: {} });
      expect(added.status).toBe(201);
    }
    // The cart page's request: no gateway, an empty currency, automatic split with empty rows.
    const opened = await server.request('/doner/campaigns/create', {
      token: donor.token,
      lang: 'ar',
      headers: { origin: CLIENT },
      body: {
        total_amount: '1,000',
        amount_split_type: 'automatic',
        pay_type: 'daily',
        currency_id: '',
        campaign: [
          { id: String(first.id), amount: '' },
          { id: String(second.id), amount: '' },
        ],
      },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(Object.keys(opened.body.result).sort()).toEqual(['reference', 'url']);
    const { schedule } = await lastSchedule();
    expect(schedule).toMatchObject({
      plan: 'daily',
      userId: donor.user.id,
      amountMinor: 100000,
      targetType: 'split',
      targets: [
        { campaignId: first.id, amountMinor: 50000 },
        { campaignId: second.id, amountMinor: 50000 },
      ],
    });
    const [payment] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.reference, opened.body.result.reference));
    expect(payment).toMatchObject({ payType: 'daily', totalMinor: 100000, userId: donor.user.id });

    await payAtSandbox(opened.body.result.url, opened.body.result.reference);
    // The donor's return page reads it under the name it reads.
    const result = await server.request('/donations/callback', {
      token: donor.token,
      body: { paymentResponse: opened.body.result.reference },
    });
    expect(result.body.result).toMatchObject({ payment_status: 'paid', id: null, total_amount: 1000 });
    const items = await server.db.select().from(cartItems).where(eq(cartItems.userId, donor.user.id));
    expect(items.map((item) => item.status)).toEqual(['donated', 'donated']);

    const next = await chargeNext(schedule.id);
    expect(next.dueAt.getTime() - (await lastSchedule()).occurrences[0]!.dueAt.getTime()).toBe(86_400_000);
    expect(next.lines).toEqual([
      { campaignId: first.id, amountMinor: 50000, state: 'paid' },
      { campaignId: second.id, amountMinor: 50000, state: 'paid' },
    ]);
    await expectExactTotals(server.db);
  });

  it('makes the guest’s donate-to-all with "weekly" a weekly schedule of the same split', async () => {
    const [first, second] = [await openCampaign(server), await openCampaign(server)];
    const opened = await server.request('/visitor/cart', {
      lang: 'en',
      headers: { origin: CLIENT },
      body: {
        campaign_id: '',
        total_amount: '٥٠',
        pay_type: 'weekly',
        currency_id: '',
        campaign: [
          { id: first.id, amount: '20' },
          { id: second.id, amount: 30 },
        ],
        name: ARABIC_GUEST.name,
        email: ARABIC_GUEST.email,
        mobile: ARABIC_GUEST.mobile,
        love_donation: 'no',
        ongoing_charity: 'no',
        charity_amount: 0,
      },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const { schedule } = await lastSchedule();
    expect(schedule).toMatchObject({
      plan: 'weekly',
      userId: null,
      amountMinor: 5000,
      targetType: 'split',
      targets: [
        { campaignId: first.id, amountMinor: 2000 },
        { campaignId: second.id, amountMinor: 3000 },
      ],
    });

    await payAtSandbox(opened.body.result.url, opened.body.result.reference);
    const started = await lastSchedule();
    expect(started.schedule.status).toBe('active');
    expect(started.occurrences[0]).toMatchObject({ seq: 1, state: 'paid' });
    const next = await chargeNext(schedule.id);
    expect(next.dueAt.getTime() - started.occurrences[0]!.dueAt.getTime()).toBe(7 * 86_400_000);
    expect(next.lines).toEqual([
      { campaignId: first.id, amountMinor: 2000, state: 'paid' },
      { campaignId: second.id, amountMinor: 3000, state: 'paid' },
    ]);
  });

  it('keeps a one-time cart one payment, and refuses a split that does not add up without making a schedule', async () => {
    const campaign = await openCampaign(server);
    const before = await countRows(server.db, 'schedules');
    const once = await server.request('/visitor/cart', {
      body: {
        ...GUEST,
        campaign_id: '',
        total_amount: 40,
        pay_type: 'one_time',
        campaign: [{ id: campaign.id, amount: 40 }],
      },
    });
    expect(once.status).toBe(201);
    for (const lang of LANGS) {
      const wrong = await server.request('/visitor/cart', {
        lang,
        body: { ...GUEST, total_amount: 40, pay_type: 'daily', campaign: [{ id: campaign.id, amount: 10 }] },
      });
      expectFailure(wrong, 422, fieldErrors(lang, [['total_amount', 'payments.errors.split_mismatch']]));
    }
    expect(await countRows(server.db, 'schedules')).toBe(before);
  });
});
