// The back office's overview (NEW): what waits and the platform's figures, from real data.
import { currentOrLatestRamadan } from '@ataa/contract/ramadan';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, contactMessages, currencies } from '../../db/schema.ts';
import { createCampaign, createPaidDonation, createUser } from '../../seed/factories.ts';
import { signIn } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
let token: string;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server.db, { userType: 'admin' });
  token = await signIn(server, admin.email);
});
afterAll(() => server.close());

const statistics = async () => {
  const answer = await server.request('/admin/statistics', { token, lang: 'ar' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
};
const DAY = 86_400_000;

describe('the back office overview', () => {
  it('counts what waits: pending charities, campaigns awaiting review, unread contact messages', async () => {
    const before = (await statistics()).waiting;
    await createUser(server.db, { userType: 'charity', approvalStatus: 'pending' });
    await createUser(server.db, { userType: 'charity', approvalStatus: 'rejected' });
    await createCampaign(server.db, { reviewState: 'pending' });
    await createCampaign(server.db, { reviewState: 'pending', charityChoice: 'cancelled' });
    await createCampaign(server.db, { reviewState: 'approved' });
    const sent = await server.request('/contact', {
      body: {
        name: 'Sara',
        email: 'sara@example.test',
        mobile: '966500000001',
        subject: 'Hi',
        content: 'Hello',
      },
    });
    expect(sent.status).toBe(200);
    const after = (await statistics()).waiting;
    expect(after).toEqual({
      charities: before.charities + 1,
      campaigns: before.campaigns + 1,
      contacts: before.contacts + 1,
    });

    // Reading the message takes it off the count once; a second read keeps the first time.
    const [message] = await server.db.select().from(contactMessages);
    const read = await server.request(`/admin/contacts/${message!.id}/read`, { method: 'POST', token });
    expect(read.status).toBe(200);
    expect(read.body.result.read_at).not.toBeNull();
    const again = await server.request(`/admin/contacts/${message!.id}/read`, { method: 'POST', token });
    expect(again.body.result.read_at).toBe(read.body.result.read_at);
    expect((await statistics()).waiting.contacts).toBe(before.contacts);
    const audit = await server.db.select().from(auditLog).where(eq(auditLog.objectId, message!.id));
    expect(audit.filter((row) => row.action === 'contact.read')).toHaveLength(1);
    const unread = await server.request('/admin/contacts?unread=1', { token });
    expect(unread.body.result.data.map((row: { id: number }) => row.id)).not.toContain(message!.id);
    expect((await server.request('/admin/contacts/999999/read', { method: 'POST', token })).status).toBe(404);
  });

  it('sums paid donations in the base currency today, over 7 days and over Ramadan, with new donors', async () => {
    const before = await statistics();
    const [base] = await server.db.select().from(currencies).where(eq(currencies.code, before.currency.code));
    const campaign = await createCampaign(server.db, { currencyId: base!.id });
    const donor = await createUser(server.db);
    await createPaidDonation(server.db, { campaignId: campaign.id, amountMinor: 12_550, user: donor });
    await createPaidDonation(server.db, {
      campaignId: campaign.id,
      amountMinor: 10_000,
      paidAt: new Date(Date.now() - 3 * DAY),
    });
    const ramadan = currentOrLatestRamadan(new Date());
    await createPaidDonation(server.db, {
      campaignId: campaign.id,
      amountMinor: 7_000,
      paidAt: new Date(`${ramadan.from}T12:00:00+03:00`),
    });
    const after = await statistics();
    const major = (minor: number) => minor / 10 ** base!.minorUnits;
    expect(after.today.raised).toBeCloseTo(before.today.raised + major(12_550), 6);
    expect(after.today.donations).toBe(before.today.donations + 1);
    expect(after.today.new_donors).toBe(before.today.new_donors + 1);
    expect(after.week.raised).toBeCloseTo(before.week.raised + major(22_550), 6);
    expect(after.week.donations).toBe(before.week.donations + 2);
    expect(after.ramadan).toMatchObject(ramadan);
    expect(after.ramadan.raised).toBeCloseTo(before.ramadan.raised + major(7_000), 6);
    expect(after.ramadan.donations).toBe(before.ramadan.donations + 1);
  });

  describe('with the clock fixed', () => {
    // Only the Date is fixed: the server's timers and the database keep running.
    // The session is opened at the fixed time, so it is valid then.
    const at = async (instant: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(instant));
      token = await signIn(server, admin.email);
    };
    afterEach(() => {
      vi.useRealTimers();
    });

    // Ramadan 1451: 5 January to 3 February 2030; 1452: 26 December 2030 to 23 January 2031.
    it('outside Ramadan shows the coming one across the new year, and the last one’s figures', async () => {
      const approved = await createCampaign(server.db, { startAt: new Date('2030-12-26T00:00:00+03:00') });
      await createCampaign(server.db, { startAt: new Date('2031-01-23T23:00:00+03:00') });
      await createCampaign(server.db, {
        reviewState: 'pending',
        startAt: new Date('2031-01-10T09:00:00+03:00'),
      });
      await createCampaign(server.db, {
        reviewState: 'rejected',
        startAt: new Date('2031-01-10T09:00:00+03:00'),
      });
      await createCampaign(server.db, { startAt: new Date('2030-12-25T23:59:00+03:00') });
      await createCampaign(server.db, { startAt: new Date('2031-01-24T00:00:00+03:00') });
      await createCampaign(server.db, {
        reviewState: 'pending',
        charityChoice: 'cancelled',
        startAt: new Date('2031-01-01T09:00:00+03:00'),
      });
      await createPaidDonation(server.db, {
        campaignId: approved.id,
        amountMinor: 5_000,
        paidAt: new Date('2030-01-20T12:00:00+03:00'),
      });

      await at('2030-12-20T10:00:00Z');
      const before = await statistics();
      expect(before.ramadan_in_progress).toBe(false);
      expect(before.coming_ramadan).toEqual({
        from: '2030-12-26',
        to: '2031-01-23',
        days_until: 6,
        campaigns: { approved: 2, pending: 1 },
      });
      expect(before.ramadan).toMatchObject({ from: '2030-01-05', to: '2030-02-03', donations: 1 });

      // 23:00 in Riyadh on 25 December is 20:00 UTC: one day to go.
      await at('2030-12-25T20:00:00Z');
      expect((await statistics()).coming_ramadan.days_until).toBe(1);
    });

    it('during Ramadan shows the current one, and the next as coming', async () => {
      const campaign = await createCampaign(server.db, { startAt: new Date('2030-12-26T00:00:00+03:00') });
      await createPaidDonation(server.db, {
        campaignId: campaign.id,
        amountMinor: 3_000,
        paidAt: new Date('2031-01-10T09:00:00+03:00'),
      });
      await at('2031-01-10T12:00:00Z');
      const during = await statistics();
      expect(during.ramadan_in_progress).toBe(true);
      expect(during.ramadan).toMatchObject({ from: '2030-12-26', to: '2031-01-23', donations: 1 });
      expect(during.today.donations).toBe(1);
      expect(during.coming_ramadan.from > '2031-12-01').toBe(true);
    });
  });

  it('is for admins only', async () => {
    expect((await server.request('/admin/statistics')).status).toBe(401);
    const donor = await createUser(server.db);
    const charity = await createUser(server.db, { userType: 'charity' });
    for (const who of [donor, charity])
      expect(
        (await server.request('/admin/statistics', { token: await signIn(server, who.email) })).status,
      ).toBe(403);
    expect((await server.request('/admin/contacts/1/read', { method: 'POST' })).status).toBe(401);
  });
});
