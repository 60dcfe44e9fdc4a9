// The audit log as a person reads it (NEW): names for the staff and for the objects they changed
// (a currency's code, a campaign's or a charity's name), the exact time, and filters by member of
// staff and by day of the site's calendar (Riyadh).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, currencies, type users } from '../../db/schema.ts';
import { createCampaign, createUser } from '../../seed/factories.ts';
import { expectFailure, fieldErrors, LANGS, signIn } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
let huda: typeof users.$inferSelect;
let omar: typeof users.$inferSelect;
let hudaToken: string;

beforeAll(async () => {
  server = await startTestServer();
  huda = await createUser(server.db, { userType: 'admin', firstName: 'هدى', lastName: 'العتيبي' });
  omar = await createUser(server.db, { userType: 'admin', firstName: 'Omar', lastName: 'Haddad' });
  hudaToken = await signIn(server, huda.email);
});
afterAll(() => server.close());

const audit = async (query: string, lang: 'ar' | 'en' = 'en') => {
  const answer = await server.request(`/admin/audit${query}`, { token: hudaToken, lang });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

describe('the audit log, readable', () => {
  it('names the member of staff and the object: the campaign, the charity, the currency’s code', async () => {
    const charity = await createUser(server.db, {
      userType: 'charity',
      approvalStatus: 'pending',
      charityNameAr: 'جمعية البر الخيرية بالرياض',
      charityNameEn: 'Al-Birr Charity, Riyadh',
    });
    const campaign = await createCampaign(server.db, {
      charityId: charity.id,
      reviewState: 'pending',
      nameAr: 'سقيا الماء في رمضان',
      nameEn: 'Water for Ramadan',
    });
    const omarToken = await signIn(server, omar.email);
    const approved = await server.request(`/admin/campaigns/${campaign.id}/approve`, {
      method: 'POST',
      token: hudaToken,
      body: {},
    });
    expect(approved.status).toBe(200);
    const rejected = await server.request(`/admin/charities/${charity.id}/reject`, {
      method: 'POST',
      token: omarToken,
      body: { reason: 'الترخيص منتهي' },
    });
    expect(rejected.status).toBe(200);
    const [usd] = await server.db.select().from(currencies).where(eq(currencies.code, 'USD'));
    const renamed = await server.request(`/admin/currencies/${usd!.id}`, {
      method: 'POST',
      token: omarToken,
      body: { 'currency_name:en': 'United States dollar' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    const inArabic = (await audit(`?object_type=campaign&object_id=${campaign.id}`, 'ar')).result.data;
    expect(inArabic).toEqual([
      expect.objectContaining({
        actor: { id: huda.id, name: 'هدى العتيبي' },
        object_name: 'سقيا الماء في رمضان',
        action: 'campaign.approve',
      }),
    ]);
    const inEnglish = (await audit(`?actor_id=${omar.id}`)).result.data;
    expect(inEnglish.map((entry: { object_name: string }) => entry.object_name)).toEqual([
      'USD',
      'Al-Birr Charity, Riyadh',
    ]);
    expect(inEnglish[0].actor.name).toBe('Omar Haddad');
    // The exact instant is kept, to the second, so the page can show the time as well as the day.
    const [row] = await server.db.select().from(auditLog).where(eq(auditLog.id, inEnglish[0].id));
    expect(inEnglish[0].created_at).toBe(row!.createdAt.toISOString());

    const actors = await server.request('/admin/audit/actors', { token: hudaToken, lang: 'ar' });
    expect(actors.body.result).toEqual(
      expect.arrayContaining([
        { id: huda.id, name: 'هدى العتيبي' },
        { id: omar.id, name: 'Omar Haddad' },
      ]),
    );
  });

  it('filters by day in Riyadh time: 21:30 UTC belongs to the next day', async () => {
    const campaign = await createCampaign(server.db);
    const entry = (createdAt: string) => ({
      actorId: omar.id,
      action: 'campaign.feature',
      objectType: 'campaign',
      objectId: campaign.id,
      changes: {},
      createdAt: new Date(createdAt),
    });
    await server.db
      .insert(auditLog)
      .values([
        entry('2026-03-01T20:59:00Z'),
        entry('2026-03-01T21:30:00Z'),
        entry('2026-03-02T20:59:59Z'),
        entry('2026-03-02T21:00:00Z'),
      ]);
    const onDay = async (day: string) =>
      (await audit(`?object_id=${campaign.id}&day=${day}`)).result.data.map(
        (row: { created_at: string }) => row.created_at,
      );
    expect(await onDay('2026-03-01')).toEqual(['2026-03-01T20:59:00.000Z']);
    expect(await onDay('2026-03-02')).toEqual(['2026-03-02T20:59:59.000Z', '2026-03-01T21:30:00.000Z']);
    const both = await audit(`?object_id=${campaign.id}&day=2026-03-02&actor_id=${huda.id}`);
    expect(both.result.meta.total).toBe(0);
  });

  it('refuses a day that does not exist, in both languages', async () => {
    for (const lang of LANGS) {
      const answer = await server.request('/admin/audit?day=2026-02-30', { token: hudaToken, lang });
      expectFailure(answer, 422, fieldErrors(lang, [['day', 'validation.day']]));
    }
  });
});
