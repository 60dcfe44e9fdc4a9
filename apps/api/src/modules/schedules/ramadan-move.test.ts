// Contract §17 "Nights and dates": when the staff move a country's first day of Ramadan
// (`PUT /admin/ramadan`), the occurrences not yet charged of the schedules that follow that
// country's Ramadan move with it, keeping their numbers; charged ones stay where they fell.
import { addDays } from '@ataa/contract/civil-days';
import { plannedOccurrences } from '@ataa/contract/schedules/plans';
import { ramadanFrom } from '@ataa/contract/schedules/ramadan-calendar';
import { siteDay } from '@ataa/contract/site-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../../db/schema.ts';
import { createUser } from '../../seed/factories.ts';
import { expectFailure, fieldErrors, LANGS, signedInUser, signIn } from '../../test/expectations.ts';
import { GUEST, openCampaign } from '../../test/giving.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import {
  occurrencesOf as occurrenceRows,
  postSchedule,
  quiet,
  referenceOf,
  scheduleRow,
} from '../../test/schedules.ts';
import { chargeDue } from './charging.ts';
import { planInput } from './occurrences.ts';

let server: TestServer;
let adminToken: string;
let donorToken: string;
let campaignId: number;
let egypt: number;
let saudi: number;
// The Ramadan the site is looking at today (the one in progress or the next), on Umm al-Qura.
const coming = ramadanFrom(siteDay(new Date()));

beforeAll(async () => {
  server = await startTestServer();
  const admin = await createUser(server.db, { userType: 'admin' });
  adminToken = await signIn(server, admin.email);
  donorToken = (await signedInUser(server)).token;
  campaignId = (await openCampaign(server)).id;
  const byCode = new Map((await server.db.select().from(countries)).map((row) => [row.iso2, row.id]));
  egypt = byCode.get('EG')!;
  saudi = byCode.get('SA')!;
});
afterAll(() => server.close());

async function makeSchedule(
  body: Record<string, unknown>,
  token: string | null = donorToken,
): Promise<{ reference: string; gateway_url: string; schedule: { id: number } }> {
  return postSchedule(server, { amount: 10, campaign_id: campaignId, ...body }, { token });
}

/** A schedule's occurrences in order, as what the donor sees of each: number, time, night, state. */
async function occurrencesOf(scheduleId: number) {
  const rows = await occurrenceRows(server.db, scheduleId);
  return rows.map((row) => ({
    seq: row.seq,
    dueAt: row.dueAt.toISOString(),
    night: row.night,
    state: row.state,
  }));
}

/** The occurrences the pure plan gives a schedule when its country's Ramadan begins on `firstDay`. */
async function planned(scheduleId: number, firstDay: string | null, seqs: number[]) {
  const schedule = await scheduleRow(server.db, scheduleId);
  const firstDays = new Map(firstDay ? [[coming.hijriYear, firstDay]] : []);
  const wanted = new Set(seqs);
  const found = [];
  for (const occurrence of plannedOccurrences(planInput(schedule, firstDays))) {
    if (occurrence.seq > Math.max(...seqs)) break;
    if (wanted.has(occurrence.seq))
      found.push({ seq: occurrence.seq, dueAt: occurrence.dueAt.toISOString(), night: occurrence.night });
  }
  return found;
}

const withoutState = (rows: Awaited<ReturnType<typeof occurrencesOf>>) =>
  rows.map(({ state: _, ...rest }) => rest);

const setFirstDays = (days: Array<{ country_id: number | string; first_day: string }>, lang = 'en') =>
  server.request('/admin/ramadan', {
    method: 'PUT',
    token: adminToken,
    lang,
    body: { year_hijri: coming.hijriYear, days },
  });

describe('moving a country’s first day of Ramadan', () => {
  it('moves the nights not yet charged of that country’s schedules, and nothing else', async () => {
    const nights = await makeSchedule({ plan: 'ramadan_nights', country_id: egypt });
    const lastTen = await makeSchedule({ plan: 'last_ten_nights', country_id: String(egypt) });
    const fridays = await makeSchedule({ plan: 'fridays', ramadan_only: 'yes', country_id: egypt });
    const weekly = await makeSchedule({ plan: 'weekly', country_id: egypt });
    const saudiNights = await makeSchedule({ plan: 'ramadan_nights', country_id: saudi });
    // A guest names no country: the schedule follows the site's, Saudi Arabia's.
    const guestNights = await makeSchedule({ ...GUEST, plan: 'ramadan_nights' }, null);

    // The first schedule's method is saved and its first night charged, on that night.
    const reference = referenceOf(nights.gateway_url);
    const chosen = await server.request(`/schedules/sandbox/${reference}`, { body: { outcome: 'paid' } });
    expect(chosen.status).toBe(200);
    const [firstNight] = await occurrencesOf(nights.schedule.id);
    await chargeDue(server.ctx, quiet, new Date(new Date(firstNight!.dueAt).getTime() + 60_000));
    const charged = await occurrencesOf(nights.schedule.id);
    expect(charged[0]).toMatchObject({ seq: 1, state: 'paid' });
    expect(charged[1]).toMatchObject({ seq: 2, night: charged[0]!.night! + 1, state: 'scheduled' });

    const untouched = [weekly, saudiNights, guestNights].map((made) => made.schedule.id);
    const before = await Promise.all(untouched.map(occurrencesOf));

    const later = addDays(coming.firstDay, 1);
    const moved = await setFirstDays([{ country_id: String(egypt), first_day: later }]);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    // The charged night stays when it fell; the next is a day later, still the same night.
    const after = await occurrencesOf(nights.schedule.id);
    expect(after[0]).toEqual(charged[0]);
    expect(after[1]).toMatchObject({ seq: 2, night: charged[1]!.night, state: 'scheduled' });
    expect(new Date(after[1]!.dueAt).getTime() - new Date(charged[1]!.dueAt).getTime()).toBe(86_400_000);
    expect(withoutState(after.slice(1))).toEqual(
      await planned(
        nights.schedule.id,
        later,
        after.slice(1).map((row) => row.seq),
      ),
    );
    for (const made of [lastTen, fridays]) {
      const rows = await occurrencesOf(made.schedule.id);
      expect(rows.length).toBeGreaterThan(0);
      expect(withoutState(rows)).toEqual(
        await planned(
          made.schedule.id,
          later,
          rows.map((row) => row.seq),
        ),
      );
    }
    expect((await occurrencesOf(lastTen.schedule.id))[0]).toMatchObject({ seq: 1, night: 21 });
    expect(await Promise.all(untouched.map(occurrencesOf))).toEqual(before);

    // Egypt left out goes back to Umm al-Qura; Saudi Arabia a day earlier moves the site's too.
    const earlier = addDays(coming.firstDay, -1);
    const back = await setFirstDays([{ country_id: saudi, first_day: earlier }], 'ar');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const returned = await occurrencesOf(nights.schedule.id);
    expect(returned[0]).toEqual(charged[0]);
    expect(returned[1]).toEqual(charged[1]);
    for (const made of [saudiNights, guestNights]) {
      const rows = await occurrencesOf(made.schedule.id);
      expect(withoutState(rows)).toEqual(
        await planned(
          made.schedule.id,
          earlier,
          rows.map((row) => row.seq),
        ),
      );
      const [first] = rows;
      const [was] = before[untouched.indexOf(made.schedule.id)]!;
      expect(new Date(was!.dueAt).getTime() - new Date(first!.dueAt).getTime()).toBe(86_400_000);
    }
    expect(await occurrencesOf(weekly.schedule.id)).toEqual(before[0]);
  });

  it('moves nothing when the staff’s day is refused, in either language', async () => {
    const nights = await makeSchedule({ plan: 'ramadan_nights', country_id: egypt });
    const before = await occurrencesOf(nights.schedule.id);
    for (const lang of LANGS) {
      const far = await setFirstDays([{ country_id: egypt, first_day: addDays(coming.firstDay, 5) }], lang);
      expectFailure(
        far,
        422,
        fieldErrors(lang, [['days.0.first_day', 'ramadan.first_day_far', { day: coming.firstDay }]]),
      );
    }
    expect(await occurrencesOf(nights.schedule.id)).toEqual(before);
  });
});
