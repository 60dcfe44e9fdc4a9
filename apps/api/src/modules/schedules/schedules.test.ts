// Contract §17 over the real API and database: making a schedule with its sandbox checkout, the
// donor's reads and changes, and charging due occurrences without the donor, exactly once.
import { addDays } from '@ataa/contract/civil-days';
import { SITE_TIME_ZONE } from '@ataa/contract/locale';
import { wallClockIn, zonedInstant } from '@ataa/contract/schedules/zoned-time';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, donations, payments, scheduleOccurrences } from '../../db/schema.ts';
import { expectFailure, fieldErrors, signedInUser, t } from '../../test/expectations.ts';
import { GUEST, openCampaign, settle, totalsAgainstDonations } from '../../test/giving.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import {
  at,
  choose,
  dayFromNow,
  HOUR,
  MINUTE,
  occurrencesOf,
  postSchedule,
  quiet,
  referenceOf,
  scheduleRow,
} from '../../test/schedules.ts';
import { ProviderUnavailableError } from '../payments/index.ts';
import { chargeDue } from './charging.ts';

let server: TestServer;
let donor: { token: string; user: { id: number } };
let campaignId: number;
beforeAll(async () => {
  server = await startTestServer();
  donor = await signedInUser(server);
  campaignId = (await openCampaign(server)).id;
});
afterAll(() => server.close());

/** POST /schedules as the donor (or as told); expects 201 and answers the result. */
function makeSchedule(body: Record<string, unknown>, options: { token?: string | null; lang?: string } = {}) {
  return postSchedule(
    server,
    { plan: 'weekly', amount: 10, campaign_id: campaignId, ...body },
    { token: options.token === undefined ? donor.token : options.token, lang: options.lang ?? 'en' },
  );
}

/** A weekly schedule of four charges, from three days on, saved with the sandbox's method. */
async function activeWeekly(later = 'succeed', body: Record<string, unknown> = {}) {
  const start = dayFromNow(3);
  const created = await makeSchedule({ start_at: start, end_at: addDays(start, 21), ...body });
  const reference = referenceOf(created.gateway_url);
  expect((await choose(server, reference, 'paid', later)).status).toBe(200);
  return { id: created.schedule.id as number, firstDue: zonedInstant(start, 21, SITE_TIME_ZONE) };
}

describe('making a schedule', () => {
  it('refuses a body without exactly one target, a zone that does not exist, and a guest without a name', async () => {
    const none = await server.request('/schedules', {
      token: donor.token,
      lang: 'en',
      body: { plan: 'weekly', amount: 10 },
    });
    expectFailure(none, 422, fieldErrors('en', [['campaign_id', 'schedules.errors.one_target']]));
    const zone = await server.request('/schedules', {
      token: donor.token,
      lang: 'ar',
      body: { plan: 'daily', amount: 10, all: 'yes', time_zone: 'Mars/Olympus' },
    });
    expectFailure(zone, 422, fieldErrors('ar', [['time_zone', 'validation.time_zone']]));
    const guest = await server.request('/schedules', {
      lang: 'en',
      body: {
        plan: 'fridays',
        amount: 10,
        campaign_id: campaignId,
        email: GUEST.email,
        mobile: GUEST.mobile,
      },
    });
    expect(guest.status).toBe(422);
    expect(Object.keys(guest.body.errors)).toEqual(['name']);
  });

  it('answers a sandbox page that only saves the method when the first charge is days away', async () => {
    const start = dayFromNow(3);
    const created = await makeSchedule({ start_at: start, end_at: addDays(start, 21), hour: '20' });
    expect(created.gateway_url).toMatch(/\/api\/v1\/schedules\/sandbox\/[\w-]{43}\?lang=en$/);
    expect(created.reference).toBe(referenceOf(created.gateway_url));
    expect(created.schedule).toMatchObject({
      plan: 'weekly',
      status: 'awaiting_payment_method',
      amount: 10,
      hour: 20,
      time_zone: SITE_TIME_ZONE,
      start_at: start,
      next_charge_at: zonedInstant(start, 20, SITE_TIME_ZONE).toISOString(),
      charged_count: 0,
      remaining_count: 4,
      remaining_amount: 40,
      payment_method: null,
      target: { type: 'campaign', campaigns: [{ id: campaignId, amount: null }] },
    });
    const page = await server.request(`/schedules/sandbox/${created.reference}?lang=ar`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain(t('ar', 'schedules.sandbox_page.later_decline'));
    // The first charge's day as a reader reads a date, not as the database keeps it.
    expect(page.body).not.toContain(start);

    const saved = await choose(server, created.reference, 'paid');
    expect(saved.status).toBe(200);
    // Back to the schedule's own page, in the language it was made in.
    expect(new URL(saved.body.result.redirect_url).pathname).toBe(
      `/en/dashboard/donor/schedules/${created.schedule.id}`,
    );
    const read = await server.request(`/schedules/${created.schedule.id}`, {
      token: donor.token,
      lang: 'ar',
    });
    expect(read.body.result).toMatchObject({
      status: 'active',
      payment_method: { label: t('ar', 'schedules.sandbox_label') },
    });
    expect(read.body.result.occurrences.data.map((row: { seq: number }) => row.seq)).toEqual([4, 3, 2, 1]);
    // The choice is made once.
    expect((await choose(server, created.reference, 'paid')).status).toBe(409);
  });

  it('charges the first occurrence at the checkout when it is due tonight, and starts once that is paid', async () => {
    const hour = wallClockIn(new Date(), SITE_TIME_ZONE).hour;
    const created = await makeSchedule({ plan: 'daily', hour, campaign_id: undefined, all: 'yes' });
    expect(created.reference).not.toBe(referenceOf(created.gateway_url));
    const [payment] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.reference, created.reference));
    expect(payment).toMatchObject({ state: 'pending', ongoingCharity: true, totalMinor: 1000 });

    const reference = referenceOf(created.gateway_url);
    expect((await choose(server, reference, 'paid')).status).toBe(200);
    await settle(server);
    const [first] = await occurrencesOf(server.db, created.schedule.id);
    expect(first).toMatchObject({ seq: 1, state: 'paid', paymentId: payment!.id });
    expect((await scheduleRow(server.db, created.schedule.id)).status).toBe('active');
    const paid = await server.db.select().from(donations).where(eq(donations.paymentId, payment!.id));
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.reduce((sum, row) => sum + row.amountMinor, 0)).toBe(1000);
    for (const row of await totalsAgainstDonations(server.db)) expect(row.raised).toBe(row.paidSum);
  });

  it('takes a guest’s schedule, at 9 pm in the site’s time zone unless told', async () => {
    const created = await makeSchedule(
      { ...GUEST, plan: 'fridays', start_at: dayFromNow(2) },
      { token: null },
    );
    expect(created.schedule).toMatchObject({ hour: 21, time_zone: SITE_TIME_ZONE, remaining_count: null });
    expect(await scheduleRow(server.db, created.schedule.id)).toMatchObject({
      userId: null,
      email: GUEST.email,
      name: GUEST.name,
    });
    expect(new Date(created.schedule.next_charge_at).getUTCDay()).toBe(5);
    // Its method saved, the guest lands on the schedule's page behind its signed link.
    const saved = await choose(server, created.reference, 'paid');
    const landing = new URL(saved.body.result.redirect_url).pathname;
    expect(landing).toMatch(/^\/en\/schedules\/manage\/[\w.-]+$/);
    const token = landing.split('/').pop()!;
    expect((await server.request(`/schedules/manage/${token}`)).body.result.id).toBe(created.schedule.id);
  });

  it('leaves the schedule waiting for a method when the first checkout is declined', async () => {
    const hour = wallClockIn(new Date(), SITE_TIME_ZONE).hour;
    const created = await makeSchedule({ plan: 'daily', hour });
    const reference = referenceOf(created.gateway_url);
    expect((await choose(server, reference, 'failed')).status).toBe(200);
    await settle(server);
    const [first] = await occurrencesOf(server.db, created.schedule.id);
    expect(first).toMatchObject({ state: 'scheduled', paymentId: null });
    expect((await scheduleRow(server.db, created.schedule.id)).status).toBe('awaiting_payment_method');
  });
});

describe('charging later occurrences without the donor', () => {
  it('charges a due occurrence once, as an ordinary paid payment, with the next one left for its time', async () => {
    const { id, firstDue } = await activeWeekly();
    expect(await chargeDue(server.ctx, quiet, at(firstDue))).toBeGreaterThanOrEqual(1);
    // A second pass at the same time finds nothing of this schedule to charge.
    await chargeDue(server.ctx, quiet, at(firstDue));
    const rows = await occurrencesOf(server.db, id);
    expect(rows.map((row) => row.state)).toEqual(['paid', 'scheduled', 'scheduled', 'scheduled']);
    const [payment] = await server.db.select().from(payments).where(eq(payments.id, rows[0]!.paymentId!));
    expect(payment).toMatchObject({ state: 'paid', userId: donor.user.id, totalMinor: 1000 });
    const read = await server.request(`/schedules/${id}`, { token: donor.token, lang: 'en' });
    expect(read.body.result).toMatchObject({
      charged_count: 1,
      charged_amount: 10,
      remaining_count: 3,
      remaining_amount: 30,
    });
    expect(read.body.result.occurrences.data.at(-1)).toMatchObject({ seq: 1, state: 'paid', attempts: 1 });
    expect(read.body.result.occurrences.data.at(-1).donation_ids).toHaveLength(1);
  });

  it('tries a declined charge once more an hour later, then fails it; three failed in a row pause', async () => {
    const { id, firstDue } = await activeWeekly('decline', { end_at: addDays(dayFromNow(3), 35) });
    for (let week = 0; week < 3; week++) {
      const due = at(firstDue, week * 7 * 24 * HOUR);
      await chargeDue(server.ctx, quiet, at(due));
      const retrying = (await occurrencesOf(server.db, id))[week]!;
      expect(retrying).toMatchObject({ state: 'scheduled', attempts: 1 });
      expect(retrying.chargeAt.getTime()).toBe(at(due).getTime() + HOUR);
      await chargeDue(server.ctx, quiet, at(due, HOUR + MINUTE));
      expect((await occurrencesOf(server.db, id))[week]).toMatchObject({ state: 'failed', attempts: 2 });
    }
    expect(await scheduleRow(server.db, id)).toMatchObject({
      status: 'paused',
      pausedReason: 'payment_failed',
    });
    // A paused schedule is not charged.
    await chargeDue(server.ctx, quiet, at(firstDue, 21 * 24 * HOUR + MINUTE));
    expect((await occurrencesOf(server.db, id))[3]).toMatchObject({ state: 'scheduled', attempts: 0 });
    const failedPayments = await server.db
      .select()
      .from(payments)
      .innerJoin(scheduleOccurrences, eq(scheduleOccurrences.paymentId, payments.id))
      .where(eq(scheduleOccurrences.scheduleId, id));
    expect(failedPayments.every((row) => row.payments.state === 'failed')).toBe(true);
  });

  it('waits for the donor when the bank asks for authentication, until the next occurrence is due', async () => {
    const { id, firstDue } = await activeWeekly('authenticate');
    await chargeDue(server.ctx, quiet, at(firstDue));
    const [waiting] = await occurrencesOf(server.db, id);
    expect(waiting).toMatchObject({ state: 'action_required' });
    const [payment] = await server.db.select().from(payments).where(eq(payments.id, waiting!.paymentId!));
    expect(payment!.state).toBe('pending');
    await chargeDue(server.ctx, quiet, at(firstDue, 7 * 24 * HOUR));
    const rows = await occurrencesOf(server.db, id);
    expect(rows.slice(0, 2).map((row) => row.state)).toEqual(['missed', 'action_required']);
  });

  it('asks the provider again with the same payment and key when a charge was left unanswered', async () => {
    const { id, firstDue } = await activeWeekly();
    const sandbox = server.ctx.payments.providers.byCode('sandbox')!;
    const chargeSaved = sandbox.chargeSaved!;
    const asked: Array<{ key: string; reference: string }> = [];
    let unanswered = true;
    sandbox.chargeSaved = async (charge) => {
      asked.push({ key: charge.idempotencyKey, reference: charge.reference });
      // The first call stands for a process that died before the provider's answer was written.
      if (unanswered) {
        unanswered = false;
        throw new ProviderUnavailableError('no answer');
      }
      return chargeSaved(charge);
    };
    try {
      await chargeDue(server.ctx, quiet, at(firstDue));
      expect((await occurrencesOf(server.db, id))[0]).toMatchObject({ state: 'charging', attempts: 1 });
      // Within the lease no other process takes it; after it, one does.
      await chargeDue(server.ctx, quiet, at(firstDue, 2 * MINUTE));
      expect(asked.filter((call) => call.key === `schedule-${id}-1`)).toHaveLength(1);
      await chargeDue(server.ctx, quiet, at(firstDue, 4 * MINUTE));
    } finally {
      sandbox.chargeSaved = chargeSaved;
    }
    const ours = asked.filter((call) => call.key === `schedule-${id}-1`);
    expect(ours).toHaveLength(2);
    expect(ours[1]!.reference).toBe(ours[0]!.reference);
    const [first] = await occurrencesOf(server.db, id);
    expect(first).toMatchObject({ state: 'paid', attempts: 1 });
    const [payment] = await server.db.select().from(payments).where(eq(payments.id, first!.paymentId!));
    expect(payment).toMatchObject({ reference: ours[0]!.reference, state: 'paid' });
  });

  it('charges a late occurrence within six hours of its time, and misses it after that', async () => {
    const { id, firstDue } = await activeWeekly();
    await chargeDue(server.ctx, quiet, at(firstDue, 5 * HOUR));
    await chargeDue(server.ctx, quiet, at(firstDue, 7 * 24 * HOUR + 7 * HOUR));
    const rows = await occurrencesOf(server.db, id);
    expect(rows.map((row) => row.state)).toEqual(['paid', 'missed', 'scheduled', 'scheduled']);
  });

  it('drops a campaign that stopped taking gifts from a split, and pauses a single campaign’s schedule', async () => {
    const other = await openCampaign(server);
    const start = dayFromNow(3);
    const split = await makeSchedule({
      start_at: start,
      end_at: start,
      campaign_id: undefined,
      amount: 30,
      campaign: [
        { id: campaignId, amount: 10 },
        { id: other.id, amount: 20 },
      ],
    });
    const single = await makeSchedule({ start_at: start, end_at: start, campaign_id: other.id });
    for (const created of [split, single]) {
      expect((await choose(server, created.reference, 'paid')).status).toBe(200);
    }
    await server.db.update(campaigns).set({ deletedAt: new Date() }).where(eq(campaigns.id, other.id));
    await chargeDue(server.ctx, quiet, at(zonedInstant(start, 21, SITE_TIME_ZONE)));
    const [charged] = await occurrencesOf(server.db, split.schedule.id);
    const lines = await server.db
      .select()
      .from(donations)
      .where(eq(donations.paymentId, charged!.paymentId!));
    expect(lines.map((row) => [row.campaignId, row.amountMinor])).toEqual([[campaignId, 3000]]);
    expect(await scheduleRow(server.db, single.schedule.id)).toMatchObject({
      status: 'paused',
      pausedReason: 'campaign_closed',
    });
  });

  it('keeps a split’s proportions when the donor changes the amount', async () => {
    const other = await openCampaign(server);
    const { id } = await activeWeekly('succeed', {
      campaign_id: undefined,
      amount: 30,
      campaign: [
        { id: campaignId, amount: 10 },
        { id: other.id, amount: 20 },
      ],
    });
    const changed = await server.request(`/schedules/${id}`, { token: donor.token, body: { amount: 45 } });
    expect(changed.body.result.target.campaigns.map((row: { amount: number }) => row.amount)).toEqual([
      15, 30,
    ]);
    expect(changed.body.result.remaining_amount).toBe(180);
  });

  it('charges each occurrence once when two processes charge the same due hour', async () => {
    const second = await startTestServer({}, undefined, { sameDatabaseAs: server });
    try {
      const made = [];
      for (let i = 0; i < 6; i++) made.push(await activeWeekly());
      const due = at(made[0]!.firstDue);
      await Promise.all([chargeDue(server.ctx, quiet, due), chargeDue(second.ctx, quiet, due)]);
      const ids = made.map((schedule) => schedule.id);
      const rows = await server.db
        .select()
        .from(scheduleOccurrences)
        .where(and(inArray(scheduleOccurrences.scheduleId, ids), eq(scheduleOccurrences.seq, 1)));
      expect(rows.map((row) => row.state)).toEqual(ids.map(() => 'paid'));
      const charged = await server.db
        .select()
        .from(payments)
        .innerJoin(donations, eq(donations.paymentId, payments.id))
        .where(
          inArray(
            payments.id,
            rows.map((row) => row.paymentId!),
          ),
        );
      expect(charged).toHaveLength(ids.length);
      // No payment of these schedules other than the one per occurrence.
      const all = await server.db
        .select({ id: scheduleOccurrences.id })
        .from(scheduleOccurrences)
        .where(and(inArray(scheduleOccurrences.scheduleId, ids), eq(scheduleOccurrences.state, 'paid')));
      expect(all).toHaveLength(ids.length);
      for (const row of await totalsAgainstDonations(server.db)) expect(row.raised).toBe(row.paidSum);
    } finally {
      await second.close();
    }
  });
});

describe('the donor’s schedules', () => {
  it('lists only the donor’s own, and answers 404 for another donor’s', async () => {
    const { id } = await activeWeekly();
    const list = await server.request('/schedules?per_page=100', { token: donor.token });
    expect(list.status).toBe(200);
    expect(list.body.result.data.map((row: { id: number }) => row.id)).toContain(id);
    const stranger = await signedInUser(server);
    expect((await server.request('/schedules', { token: stranger.token })).body.result.data).toEqual([]);
    expect((await server.request(`/schedules/${id}`, { token: stranger.token })).status).toBe(404);
    expect(
      (await server.request(`/schedules/${id}/cancel`, { token: stranger.token, method: 'POST' })).status,
    ).toBe(404);
    expect((await server.request('/schedules')).status).toBe(401);
  });

  it('changes the amount and hour of the occurrences not yet charged, and skips, pauses and resumes', async () => {
    const { id, firstDue } = await activeWeekly();
    await chargeDue(server.ctx, quiet, at(firstDue));
    const changed = await server.request(`/schedules/${id}`, {
      token: donor.token,
      body: { amount: '12.5', hour: 22 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.result).toMatchObject({ amount: 12.5, hour: 22, remaining_amount: 37.5 });
    const rows = await occurrencesOf(server.db, id);
    expect(rows.map((row) => row.amountMinor)).toEqual([1000, 1250, 1250, 1250]);
    expect(rows[1]!.dueAt.getTime()).toBe(firstDue.getTime() + 7 * 24 * HOUR + HOUR);

    const skipped = await server.request(`/schedules/${id}`, {
      token: donor.token,
      body: { action: 'skip_next' },
    });
    expect(skipped.body.result.remaining_count).toBe(2);
    expect((await occurrencesOf(server.db, id))[1]!.state).toBe('skipped');

    const paused = await server.request(`/schedules/${id}`, {
      token: donor.token,
      body: { action: 'pause' },
    });
    expect(paused.body.result).toMatchObject({ status: 'paused', paused_reason: 'donor' });
    const resumed = await server.request(`/schedules/${id}`, {
      token: donor.token,
      body: { action: 'resume' },
    });
    expect(resumed.body.result).toMatchObject({ status: 'active', paused_reason: null });
  });

  it('cancels once and for all: again answers the same, and changes are refused', async () => {
    const { id } = await activeWeekly();
    const first = await server.request(`/schedules/${id}/cancel`, { token: donor.token, method: 'POST' });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({
      status: 'cancelled',
      remaining_count: 0,
      next_charge_at: null,
    });
    const again = await server.request(`/schedules/${id}/cancel`, { token: donor.token, method: 'POST' });
    expect(again.body.result.status).toBe('cancelled');
    const change = await server.request(`/schedules/${id}`, {
      token: donor.token,
      lang: 'en',
      body: { amount: 5 },
    });
    expectFailure(change, 409, undefined, t('en', 'schedules.errors.not_changeable'));
  });
});
