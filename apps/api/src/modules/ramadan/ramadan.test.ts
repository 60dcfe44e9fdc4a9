// Contract §17: the dates of Ramadan the site shows and schedules follow, and the staff's first day
// per country where moon sighting differs from the Umm al-Qura calendar, over real HTTP.
import { addDays } from '@ataa/contract/civil-days';
import { ramadanFrom } from '@ataa/contract/schedules/ramadan-calendar';
import { siteDay } from '@ataa/contract/site-days';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, countries, ramadanFirstDays, type users } from '../../db/schema.ts';
import { createUser } from '../../seed/factories.ts';
import { expectFailure, fieldErrors, LANGS, signIn } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
let admin: typeof users.$inferSelect;
let token: string;
let saudi: number;
let egypt: number;
// The Ramadan the site is looking at today (the one in progress or the next), on Umm al-Qura.
const coming = ramadanFrom(siteDay(new Date()));

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server.db, { userType: 'admin', firstName: 'Huda', lastName: 'Staff' });
  token = await signIn(server, admin.email);
  const byCode = new Map((await server.db.select().from(countries)).map((row) => [row.iso2, row.id]));
  saudi = byCode.get('SA')!;
  egypt = byCode.get('EG')!;
});
afterAll(() => server.close());

const put = (body: unknown, lang: 'ar' | 'en' = 'en') =>
  server.request('/admin/ramadan', { method: 'PUT', token, lang, body });

describe('GET /ramadan', () => {
  it('gives the coming Ramadan on Umm al-Qura to anyone, with tonight and the next night', async () => {
    const { status, body } = await server.request('/ramadan');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      year_hijri: coming.hijriYear,
      first_day: coming.firstDay,
      last_day: coming.lastDay,
    });
    expect(new Date(body.result.next_night_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a country id that is not a number, in the caller’s language', async () => {
    for (const lang of LANGS) {
      const answer = await server.request('/ramadan?country_id=saudi', { lang });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['country_id']);
    }
  });
});

describe('the staff’s first days', () => {
  it('moves a country’s Ramadan by the day the staff set, keeping its length, and audits it', async () => {
    const later = addDays(coming.firstDay, 1);
    const answer = await put({
      year_hijri: coming.hijriYear,
      days: [{ country_id: String(egypt), first_day: later }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toEqual({
      year_hijri: coming.hijriYear,
      umm_al_qura: { first_day: coming.firstDay, last_day: coming.lastDay, nights: coming.nights },
      days: [
        {
          country_id: egypt,
          country: { id: egypt, name: 'Egypt' },
          first_day: later,
          last_day: addDays(coming.lastDay, 1),
        },
      ],
    });

    const egyptsRamadan = (await server.request(`/ramadan?country_id=${egypt}`)).body.result;
    expect(egyptsRamadan).toMatchObject({ first_day: later, last_day: addDays(coming.lastDay, 1) });
    // Saudi Arabia, the site's country, still follows Umm al-Qura.
    expect((await server.request('/ramadan')).body.result.first_day).toBe(coming.firstDay);

    const [entry] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'ramadan.first_days'));
    expect(entry).toMatchObject({
      actorId: admin.id,
      objectType: 'ramadan',
      objectId: coming.hijriYear,
      changes: { EG: { before: null, after: later } },
    });

    const read = await server.request('/admin/ramadan?lang=ar', { token, lang: 'ar' });
    expect(read.body.result.days[0].country.name).toBe('مصر');
  });

  it('replaces the year’s list: a country left out follows Umm al-Qura again', async () => {
    await put({
      year_hijri: coming.hijriYear,
      days: [{ country_id: saudi, first_day: addDays(coming.firstDay, -1) }],
    });
    expect((await server.request('/ramadan')).body.result.first_day).toBe(addDays(coming.firstDay, -1));
    expect((await server.request(`/ramadan?country_id=${egypt}`)).body.result.first_day).toBe(
      coming.firstDay,
    );
    await put({ year_hijri: coming.hijriYear, days: [] });
    expect((await server.request('/ramadan')).body.result.first_day).toBe(coming.firstDay);
  });

  it('refuses a day far from Umm al-Qura’s, an unknown or repeated country and an impossible day, changing nothing', async () => {
    const year = coming.hijriYear;
    for (const lang of LANGS) {
      expectFailure(
        await put(
          { year_hijri: year, days: [{ country_id: saudi, first_day: addDays(coming.firstDay, 5) }] },
          lang,
        ),
        422,
        fieldErrors(lang, [['days.0.first_day', 'ramadan.first_day_far', { day: coming.firstDay }]]),
      );
      expectFailure(
        await put({ year_hijri: year, days: [{ country_id: 999_999, first_day: coming.firstDay }] }, lang),
        422,
        fieldErrors(lang, [['days.0.country_id', 'ramadan.unknown_country']]),
      );
      expectFailure(
        await put(
          {
            year_hijri: year,
            days: [
              { country_id: saudi, first_day: coming.firstDay },
              { country_id: saudi, first_day: addDays(coming.firstDay, 1) },
            ],
          },
          lang,
        ),
        422,
        fieldErrors(lang, [['days.1.country_id', 'ramadan.repeated_country']]),
      );
      expectFailure(
        await put({ year_hijri: year, days: [{ country_id: saudi, first_day: '2027-02-30' }] }, lang),
        422,
        fieldErrors(lang, [['days.0.first_day', 'validation.day']]),
      );
    }
    expect(await server.db.select().from(ramadanFirstDays)).toEqual([]);
  });

  it('is the staff’s alone', async () => {
    const donor = await createUser(server.db, { userType: 'dooner' });
    const donorToken = await signIn(server, donor.email);
    expect((await server.request('/admin/ramadan')).status).toBe(401);
    expect((await server.request('/admin/ramadan', { token: donorToken })).status).toBe(403);
    const write = { year_hijri: coming.hijriYear, days: [] };
    expect((await server.request('/admin/ramadan', { method: 'PUT', body: write })).status).toBe(401);
    expect(
      (await server.request('/admin/ramadan', { method: 'PUT', token: donorToken, body: write })).status,
    ).toBe(403);
  });
});
