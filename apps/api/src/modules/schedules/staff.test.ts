// Contract §17's staff and charity figures over the real API and database: the staff's list of
// schedules (failing first, filtered, searched), the forecast hour by hour in the base currency,
// a charity's recurring donors and committed amount, and the staff's "charge what is due now".
import { addDays } from '@ataa/contract/civil-days';
import { SITE_TIME_ZONE } from '@ataa/contract/locale';
import { zonedInstant } from '@ataa/contract/schedules/zoned-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, currencies, payments } from '../../db/schema.ts';
import { createUser, occurrenceDueAt } from '../../seed/factories.ts';
import { ARABIC, expectFailure, LANGS, signedInUser, signIn, t } from '../../test/expectations.ts';
import { currencyId, GUEST, openCampaign } from '../../test/giving.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import {
  choose,
  dayFromNow,
  HOUR,
  occurrencesOf,
  postSchedule,
  quiet,
  referenceOf,
} from '../../test/schedules.ts';
import { chargeDue } from './charging.ts';

let server: TestServer;
let adminToken: string;
let admin: { id: number; email: string };
beforeAll(async () => {
  // No background job: here only the staff's button charges what is due.
  server = await startTestServer({ JOBS_ENABLED: 'false' });
  admin = await createUser(server.db, { userType: 'admin' });
  adminToken = await signIn(server, admin.email);
  // A known rate, so amounts in the base currency (SAR) can be checked exactly.
  await server.db.update(currencies).set({ rateToBase: '3.75' }).where(eq(currencies.code, 'USD'));
});
afterAll(() => server.close());

interface Giver {
  token: string;
  user: { id: number };
}

/**
 * A schedule saved with the sandbox's method: weekly, four charges from `days` on at `hour`
 * (unless the body says otherwise). The first charge is at least a day away, so the sandbox only
 * saves the method and the schedule is active at once.
 */
async function activeSchedule(
  giver: Giver | null,
  body: Record<string, unknown>,
  { days = 3, later = 'succeed' } = {},
) {
  const start = dayFromNow(days);
  const created = await postSchedule(
    server,
    { plan: 'weekly', amount: 10, start_at: start, end_at: addDays(start, 21), ...body },
    { token: giver?.token, lang: 'en' },
  );
  const chosen = await choose(server, referenceOf(created.gateway_url), 'paid', later);
  expect(chosen.status).toBe(200);
  return created.schedule.id as number;
}

/** The schedule's first occurrence falls due `ago` milliseconds before now, as time passing would make it. */
async function firstDueAgo(scheduleId: number, ago: number) {
  const dueAt = new Date(Date.now() - ago);
  await occurrenceDueAt(server.db, scheduleId, 1, dueAt);
  return dueAt;
}

async function adminRead(path: string, lang = 'en') {
  const answer = await server.request(path, { token: adminToken, lang });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
}

describe('the staff’s list of schedules', () => {
  let campaignId: number;
  let arabicDonor: Giver;
  let otherDonor: Giver;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    campaignId = (await openCampaign(server)).id;
    arabicDonor = await signedInUser(server, {
      firstName: 'أحمد',
      lastName: 'الهاشمي',
      mobile: '966551234567',
    });
    otherDonor = await signedInUser(server, { firstName: 'Layla', lastName: 'Haddad' });
    // The oldest: a declined charge, waiting for its retry an hour later: the schedule is failing.
    ids.declined = await activeSchedule(otherDonor, { campaign_id: campaignId }, { later: 'decline' });
    const due = await firstDueAgo(ids.declined, 60_000);
    await chargeDue(server.ctx, quiet, new Date(due.getTime() + 60_000));
    expect((await occurrencesOf(server.db, ids.declined))[0]).toMatchObject({
      state: 'scheduled',
      attempts: 1,
    });
    ids.weekly = await activeSchedule(arabicDonor, { campaign_id: campaignId });
    ids.fridays = await activeSchedule(otherDonor, { plan: 'fridays', campaign_id: campaignId, end_at: '' });
    ids.paused = await activeSchedule(otherDonor, { campaign_id: campaignId });
    const paused = await server.request(`/schedules/${ids.paused}`, {
      token: otherDonor.token,
      body: { action: 'pause' },
    });
    expect(paused.status).toBe(200);
  });

  it('shows the failing schedules first, then the newest, each with its donor', async () => {
    const list = await adminRead('/admin/schedules?per_page=100');
    const mine = list.data.filter((row: { id: number }) => Object.values(ids).includes(row.id));
    expect(mine.map((row: { id: number }) => row.id)).toEqual([
      ids.declined,
      ids.paused,
      ids.fridays,
      ids.weekly,
    ]);
    expect(list.data[0]).toMatchObject({ id: ids.declined, failing: true });
    expect(mine.find((row: { id: number }) => row.id === ids.weekly)).toMatchObject({
      failing: false,
      plan: 'weekly',
      status: 'active',
      amount: 10,
      remaining_count: 4,
      donor: { id: arabicDonor.user.id, name: 'أحمد الهاشمي', mobile: '966551234567' },
    });
    expect(list.meta.total).toBeGreaterThanOrEqual(4);
  });

  it('filters by status, plan and failing, and finds a donor however the name or mobile is typed', async () => {
    const found = async (query: string) =>
      (await adminRead(`/admin/schedules?per_page=100&${query}`)).data.map((row: { id: number }) => row.id);
    expect(await found('status=paused')).toEqual([ids.paused]);
    expect(await found('plan=fridays')).toEqual([ids.fridays]);
    expect(await found('failing=1')).toEqual([ids.declined]);
    // Alef forms and Arabic-Indic digits are found as typed.
    expect(await found(`q=${encodeURIComponent('احمد')}`)).toEqual([ids.weekly]);
    expect(await found(`q=${encodeURIComponent('٥٥١٢٣٤')}`)).toEqual([ids.weekly]);
    expect(await found('q=layla&status=active')).toEqual([ids.declined, ids.fridays]);
  });

  it('refuses an unknown status in either language, and anyone but the staff', async () => {
    for (const lang of LANGS) {
      const answer = await server.request('/admin/schedules?status=sleeping', { token: adminToken, lang });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['status']);
      expect(ARABIC.test(answer.body.message)).toBe(lang === 'ar');
    }
    const hours = await server.request('/admin/schedules/forecast?hours=٠', {
      token: adminToken,
      lang: 'ar',
    });
    expect(hours.status).toBe(422);
    expect(Object.keys(hours.body.errors)).toEqual(['hours']);
    expect((await server.request('/admin/schedules', { token: arabicDonor.token })).status).toBe(403);
    expect((await server.request('/admin/schedules/forecast')).status).toBe(401);
  });
});

describe('the forecast', () => {
  it('sums what falls due hour by hour in the base currency, across currencies, active schedules only', async () => {
    const campaignId = (await openCampaign(server)).id;
    const giver = await signedInUser(server);
    // Two days on at 10:00 Riyadh: between 34 and 58 hours from now, whatever the time.
    await activeSchedule(giver, { campaign_id: campaignId, amount: '١٠٠', hour: 10 }, { days: 2 });
    await activeSchedule(
      giver,
      { campaign_id: campaignId, amount: '1,000', currency_id: await currencyId(server, 'USD'), hour: 10 },
      { days: 2 },
    );
    const paused = await activeSchedule(giver, { campaign_id: campaignId, amount: 5, hour: 10 }, { days: 2 });
    await server.request(`/schedules/${paused}`, { token: giver.token, body: { action: 'pause' } });

    const forecast = await adminRead('/admin/schedules/forecast?hours=60', 'ar');
    expect(forecast).toHaveLength(60);
    const firstHour = Math.floor(Date.now() / HOUR) * HOUR;
    expect(new Date(forecast[0].hour).getTime()).toBe(firstHour);
    expect(new Date(forecast[59].hour).getTime()).toBe(firstHour + 59 * HOUR);
    const tenOClock = zonedInstant(dayFromNow(2), 10, SITE_TIME_ZONE).toISOString();
    // 100 SAR and 1,000 USD at 3.75: 3,850 SAR; the paused schedule's 5 SAR is not charged.
    expect(forecast.find((row: { hour: string }) => row.hour === tenOClock)).toMatchObject({
      occurrences: 2,
      amount_base: 3850,
      base_currency: { code: 'SAR' },
    });
    expect((await adminRead('/admin/schedules/forecast')).length).toBe(48);
  });
});

describe('a charity’s recurring donors and committed amount', () => {
  it('counts donors with an active schedule to its campaigns, and the charges still to come of finite plans in the base currency', async () => {
    const charity = await signedInUser(server, { userType: 'charity' });
    const own = (await openCampaign(server, 'SAR', { charityId: charity.user.id })).id;
    const second = (await openCampaign(server, 'SAR', { charityId: charity.user.id })).id;
    const elsewhere = (await openCampaign(server)).id;
    const statistics = async (lang: string) => {
      const answer = await server.request('/charity/statistics', { token: charity.token, lang });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.result;
    };
    expect(await statistics('ar')).toMatchObject({ recurring_donors: 0, committed_amount: 0 });

    const giver = await signedInUser(server);
    // Four weekly charges of 10 SAR: 40 SAR.
    await activeSchedule(giver, { campaign_id: own });
    // The same donor: 30 of each 100 USD to this charity, four times: 120 USD, 450 SAR.
    await activeSchedule(giver, {
      amount: 100,
      currency_id: await currencyId(server, 'USD'),
      campaign: [
        { id: second, amount: 30 },
        { id: elsewhere, amount: 70 },
      ],
    });
    // A guest on Fridays with no end: a recurring donor who promises no sum.
    await activeSchedule(null, { ...GUEST, plan: 'fridays', end_at: '', campaign_id: own });
    // Cancelled, and another charity's: neither counts.
    const leaver = await signedInUser(server);
    const cancelled = await activeSchedule(leaver, { campaign_id: own });
    await server.request(`/schedules/${cancelled}/cancel`, { token: leaver.token, body: {} });
    await activeSchedule(leaver, { campaign_id: elsewhere });

    for (const lang of LANGS) {
      expect(await statistics(lang)).toMatchObject({
        recurring_donors: 2,
        committed_amount: 490,
        currency: { code: 'SAR' },
      });
    }
  });
});

describe('charging what is due now', () => {
  it('charges a due occurrence once, records it in the audit log, and is for the staff only', async () => {
    const campaignId = (await openCampaign(server)).id;
    const giver = await signedInUser(server, { firstName: 'سارة', lastName: 'العتيبي' });
    const id = await activeSchedule(giver, { campaign_id: campaignId });
    await firstDueAgo(id, 5 * 60_000);

    const charity = await signedInUser(server, { userType: 'charity' });
    for (const token of [giver.token, charity.token]) {
      const refused = await server.request('/admin/schedules/charge-due', { token, body: {} });
      expect(refused.status).toBe(403);
    }
    expect((await occurrencesOf(server.db, id))[0]!.state).toBe('scheduled');

    const first = await server.request('/admin/schedules/charge-due', {
      token: adminToken,
      lang: 'ar',
      body: {},
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ message: t('ar', 'admin.schedules_charged'), result: { charged: 1 } });
    const [charged] = await occurrencesOf(server.db, id);
    expect(charged).toMatchObject({ state: 'paid', attempts: 1 });
    const [payment] = await server.db.select().from(payments).where(eq(payments.id, charged!.paymentId!));
    expect(payment).toMatchObject({ state: 'paid', totalMinor: 1000 });

    // Pressed again: nothing is due, nothing is charged twice.
    const again = await server.request('/admin/schedules/charge-due', {
      token: adminToken,
      lang: 'en',
      body: {},
    });
    expect(again.body).toMatchObject({ message: t('en', 'admin.schedules_charged'), result: { charged: 0 } });
    expect((await occurrencesOf(server.db, id))[0]).toMatchObject({
      state: 'paid',
      attempts: 1,
      paymentId: payment!.id,
    });

    const entries = await server.db.select().from(auditLog).where(eq(auditLog.objectId, id));
    expect(entries.filter((entry) => entry.objectType === 'schedule')).toMatchObject([
      {
        actorId: admin.id,
        action: 'schedule.charge_now',
        changes: { occurrence: { before: null, after: 1 } },
      },
    ]);
    const audit = await adminRead(`/admin/audit?object_type=schedule&object_id=${id}`, 'ar');
    expect(audit.data).toMatchObject([{ object_name: 'سارة العتيبي', action: 'schedule.charge_now' }]);
  });

  it('answers a refusal in either language', async () => {
    for (const lang of LANGS) {
      const answer = await server.request('/admin/schedules/charge-due', { lang, body: {} });
      expectFailure(answer, 401, {}, t(lang, 'errors.unauthenticated'));
    }
  });
});
