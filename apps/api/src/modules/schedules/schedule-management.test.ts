// Contract §17 beyond making a schedule: the receipt of all its paid charges, replacing the saved
// method (which resumes a schedule paused by failed charges), and the guest's signed link.
import { addDays } from '@ataa/contract/civil-days';
import { SITE_TIME_ZONE } from '@ataa/contract/locale';
import { formatMinor } from '@ataa/contract/money';
import { zonedInstant } from '@ataa/contract/schedules/zoned-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, fieldErrors, LANGS, type Lang, signedInUser, t } from '../../test/expectations.ts';
import { GUEST, openCampaign, startStripeServer } from '../../test/giving.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { pdfLines } from '../../test/pdf-reading.ts';
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
  WEEK,
} from '../../test/schedules.ts';
import { signReminderToken } from '../reminders/links.ts';
import { chargeDue } from './charging.ts';
import { signScheduleToken } from './manage-links.ts';

let server: TestServer;
let donor: Awaited<ReturnType<typeof signedInUser>>;
let campaign: { id: number; nameAr: string; nameEn: string };
/** A long Arabic name, as charities write them, wrapped on the receipt. */
const LONG_NAME_AR = 'سقيا الماء للأسر المتعففة في القرى النائية خلال ليالي شهر رمضان المبارك';
beforeAll(async () => {
  server = await startTestServer();
  donor = await signedInUser(server);
  campaign = await openCampaign(server, 'SAR', { nameAr: LONG_NAME_AR, nameEn: 'Water for families' });
});
afterAll(() => server.close());

const SAR = { code: 'SAR', minorUnits: 2 };
/**
 * An amount as a PDF's text reads: the marks that set its direction in HTML are not drawn, and its
 * space that does not break is a space.
 */
const money = (lang: Lang, minor: number) =>
  formatMinor(lang, minor, SAR)
    .replace(/[\u200e\u200f\u2066-\u2069]/g, '')
    .replace(/\s/g, ' ');

/** A weekly schedule of four charges from three days on, its method saved on the sandbox's page. */
async function activeWeekly(later = 'succeed', options: { token?: string | null; body?: object } = {}) {
  const start = dayFromNow(3);
  const created = await postSchedule(
    server,
    {
      plan: 'weekly',
      amount: '25.50',
      campaign_id: campaign.id,
      start_at: start,
      end_at: addDays(start, 21),
      ...options.body,
    },
    { token: options.token === undefined ? donor.token : options.token, lang: 'en' },
  );
  const chosen = await choose(server, referenceOf(created.gateway_url), 'paid', later);
  expect(chosen.status).toBe(200);
  return { id: created.schedule.id as number, firstDue: zonedInstant(start, 21, SITE_TIME_ZONE) };
}

/** Declines every try of the first three occurrences: the schedule pauses (`payment_failed`). */
async function failThreeTimes(id: number, firstDue: Date) {
  for (let week = 0; week < 3; week++) {
    const due = at(firstDue, week * WEEK);
    await chargeDue(server.ctx, quiet, at(due));
    await chargeDue(server.ctx, quiet, at(due, HOUR + MINUTE));
  }
  expect(await scheduleRow(server.db, id)).toMatchObject({
    status: 'paused',
    pausedReason: 'payment_failed',
  });
}

/** The text lines of a receipt as it is downloaded. */
async function receiptLines(path: string, lang: Lang, token?: string) {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    headers: { lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return pdfLines(Buffer.from(await response.arrayBuffer()));
}

describe('the receipt of a schedule', () => {
  it('lists every paid charge with its campaign and the total, in Arabic and in English', async () => {
    const { id, firstDue } = await activeWeekly();
    await chargeDue(server.ctx, quiet, at(firstDue));
    await chargeDue(server.ctx, quiet, at(firstDue, WEEK + MINUTE));
    const answer = await server.request(`/schedules/${id}/receipt`, { token: donor.token });
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="schedule-receipt-${id}.pdf"`,
    );
    for (const lang of LANGS) {
      const lines = await receiptLines(`/schedules/${id}/receipt`, lang, donor.token);
      expect(lines).toContain(t(lang, 'receipt.schedule.title'));
      const number = lines.indexOf(t(lang, 'receipt.schedule.number'));
      expect(lines[number + 1]).toBe(String(id));
      const count = lines.indexOf(t(lang, 'receipt.schedule.count'));
      expect(lines[count + 1]).toBe('2');
      // Each charge names its campaign and amount; an Arabic name too long for a line wraps.
      const amount = money(lang, 2550);
      expect(lines.filter((line) => line === amount)).toHaveLength(2);
      if (lang === 'ar') {
        // Too long for one line: it wraps, and reads as written in each of the two rows.
        const [first, second] = lines.filter((line) => line !== LONG_NAME_AR && LONG_NAME_AR.includes(line));
        expect(`${first} ${second}`).toBe(LONG_NAME_AR);
        expect(lines.filter((line) => line === first)).toHaveLength(2);
      } else expect(lines.filter((line) => line === campaign.nameEn)).toHaveLength(2);
      const total = lines.indexOf(t(lang, 'receipt.schedule.total'));
      expect(lines[total + 1]).toBe(money(lang, 5100));
    }
  });

  it('answers 409 before a charge is paid, and 404 for another donor’s schedule', async () => {
    const { id } = await activeWeekly();
    for (const lang of LANGS) {
      expectFailure(
        await server.request(`/schedules/${id}/receipt`, { token: donor.token, lang }),
        409,
        {},
        t(lang, 'receipt.schedule.not_ready'),
      );
    }
    const other = await signedInUser(server);
    expectFailure(
      await server.request(`/schedules/${id}/receipt`, { token: other.token, lang: 'ar' }),
      404,
      {},
      t('ar', 'errors.not_found'),
    );
  });
});

describe('replacing the saved method', () => {
  it('resumes a schedule paused by failed charges once a new method is saved, and charges with it', async () => {
    const { id, firstDue } = await activeWeekly('decline');
    await failThreeTimes(id, firstDue);
    // Resuming without a new method is refused, saying what to do.
    for (const lang of LANGS) {
      expectFailure(
        await server.request(`/schedules/${id}`, { token: donor.token, lang, body: { action: 'resume' } }),
        409,
        {},
        t(lang, 'schedules.errors.needs_method'),
      );
    }
    const opened = await server.request(`/schedules/${id}/payment-method`, {
      token: donor.token,
      lang: 'ar',
      body: { gateway: 'sandbox' },
    });
    expect(opened.status).toBe(200);
    expect(opened.body.message).toBe(t('ar', 'schedules.method_opened'));
    const reference = referenceOf(opened.body.result.gateway_url);
    expect(opened.body.result.gateway_url).toMatch(/\/api\/v1\/schedules\/sandbox\/[\w-]{43}\?lang=ar$/);
    // Nothing changes until the page is used.
    expect(await scheduleRow(server.db, id)).toMatchObject({
      status: 'paused',
      methodReference: 'sandbox_decline',
    });
    const page = await server.request(`/schedules/sandbox/${reference}?lang=ar`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(t('ar', 'schedules.sandbox_page.replacing'));
    expect(page.body).toContain(t('ar', 'schedules.sandbox_page.later_succeed'));

    const chosen = await choose(server, reference, 'paid');
    expect(chosen.status).toBe(200);
    expect(await scheduleRow(server.db, id)).toMatchObject({
      status: 'active',
      pausedReason: null,
      failedInRow: 0,
      methodReference: 'sandbox_succeed',
      methodChangeReference: null,
    });
    // The page is used once.
    expect(
      (await server.request(`/schedules/sandbox/${reference}`, { body: { outcome: 'paid' } })).status,
    ).toBe(404);
    await chargeDue(server.ctx, quiet, at(firstDue, 3 * WEEK + MINUTE));
    expect((await occurrencesOf(server.db, id)).map((row) => row.state)).toEqual([
      'failed',
      'failed',
      'failed',
      'paid',
    ]);
  });

  it('keeps the old method when the page is declined or cancelled', async () => {
    const { id } = await activeWeekly('decline');
    for (const outcome of ['failed', 'cancelled']) {
      const opened = await server.request(`/schedules/${id}/payment-method`, {
        token: donor.token,
        body: {},
      });
      const reference = referenceOf(opened.body.result.gateway_url);
      await choose(server, reference, outcome);
      expect(await scheduleRow(server.db, id)).toMatchObject({
        status: 'active',
        methodReference: 'sandbox_decline',
        methodChangeReference: null,
      });
    }
  });

  it('refuses a provider that cannot charge a schedule, an ended schedule, and another donor’s', async () => {
    const { fake, server: withStripe } = await startStripeServer('sk_test_method', 'whsec_method');
    try {
      const owner = await signedInUser(withStripe);
      const stripeCampaign = await openCampaign(withStripe, 'SAR');
      const created = await withStripe.request('/schedules', {
        token: owner.token,
        body: { plan: 'fridays', amount: 10, campaign_id: stripeCampaign.id, start_at: dayFromNow(3) },
      });
      expect(created.status).toBe(201);
      for (const lang of LANGS) {
        const answer = await withStripe.request(
          `/schedules/${created.body.result.schedule.id}/payment-method`,
          {
            token: owner.token,
            lang,
            body: { gateway: 'stripe' },
          },
        );
        expectFailure(answer, 422, fieldErrors(lang, [['gateway', 'schedules.errors.gateway']]));
      }
    } finally {
      await withStripe.close();
      await fake.close();
    }

    const { id } = await activeWeekly();
    const other = await signedInUser(server);
    expect(
      (await server.request(`/schedules/${id}/payment-method`, { token: other.token, body: {} })).status,
    ).toBe(404);
    await server.request(`/schedules/${id}/cancel`, { token: donor.token, body: {} });
    for (const lang of LANGS) {
      expectFailure(
        await server.request(`/schedules/${id}/payment-method`, { token: donor.token, lang, body: {} }),
        409,
        {},
        t(lang, 'schedules.errors.not_changeable'),
      );
    }
  });
});

describe('the guest’s signed link', () => {
  const manage = (token: string, rest = '') => `/schedules/manage/${token}${rest}`;

  it('lets its holder read, change, replace the method of and cancel the schedule, never stored by a cache', async () => {
    const { id, firstDue } = await activeWeekly('succeed', { token: null, body: GUEST });
    const token = signScheduleToken(server.ctx.config.UNSUBSCRIBE_SECRET, id);

    const read = await server.request(manage(token), { lang: 'ar' });
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect(read.body.result).toMatchObject({ id, status: 'active', amount: 25.5 });
    expect(read.body.result.occurrences.data).toHaveLength(4);

    // Arabic digits, as a phone keyboard types them.
    const changed = await server.request(manage(token), { lang: 'ar', body: { amount: '٥٠', hour: '٢٠' } });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(t('ar', 'schedules.saved'));
    expect(changed.body.result).toMatchObject({ amount: 50, hour: 20 });

    const opened = await server.request(manage(token, '/payment-method'), { lang: 'en', body: {} });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(opened.body.result.gateway_url).toContain('/api/v1/schedules/sandbox/');

    expectFailure(
      await server.request(manage(token, '/receipt'), { lang: 'en' }),
      409,
      {},
      t('en', 'receipt.schedule.not_ready'),
    );
    await chargeDue(server.ctx, quiet, at(firstDue, 2 * HOUR));
    const lines = await receiptLines(manage(token, '/receipt'), 'en');
    expect(lines[lines.indexOf(t('en', 'receipt.donor')) + 1]).toBe(GUEST.name);
    expect(lines[lines.indexOf(t('en', 'receipt.schedule.total')) + 1]).toBe(money('en', 5000));

    const cancelled = await server.request(manage(token, '/cancel'), { lang: 'en', body: {} });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(t('en', 'schedules.cancelled'));
    expect(cancelled.body.result.status).toBe('cancelled');
  });

  it('answers 404, translated, to a bad or tampered link, another schedule’s, and another kind of signed link', async () => {
    const { id } = await activeWeekly('succeed', { token: null, body: GUEST });
    const token = signScheduleToken(server.ctx.config.UNSUBSCRIBE_SECRET, id);
    const [number, signature] = token.split('.') as [string, string];
    const tampered = [
      'nonsense',
      `${number}.`,
      `${Number(number) + 1}.${signature}`,
      `${number}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      signScheduleToken('another-secret-of-enough-length', id),
      signReminderToken(server.ctx.config.UNSUBSCRIBE_SECRET, id),
      signScheduleToken(server.ctx.config.UNSUBSCRIBE_SECRET, 2_000_000_000),
    ];
    for (const bad of tampered) {
      for (const lang of LANGS) {
        expectFailure(await server.request(manage(bad), { lang }), 404, {}, t(lang, 'errors.not_found'));
      }
      const changed = await server.request(manage(bad), { lang: 'en', body: { amount: 99 } });
      expect(changed.status).toBe(404);
      expect((await server.request(manage(bad, '/cancel'), { body: {} })).status).toBe(404);
      expect((await server.request(manage(bad, '/payment-method'), { body: {} })).status).toBe(404);
    }
    // Nothing was changed by any of them.
    expect(await scheduleRow(server.db, id)).toMatchObject({ status: 'active', amountMinor: 2550 });
  });

  it('refuses a change the owner could not make either, translated', async () => {
    const { id } = await activeWeekly('succeed', { token: null, body: GUEST });
    const token = signScheduleToken(server.ctx.config.UNSUBSCRIBE_SECRET, id);
    for (const lang of LANGS) {
      const answer = await server.request(manage(token), { lang, body: { hour: '25' } });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['hour']);
    }
    expect(await scheduleRow(server.db, id)).toMatchObject({ hour: 21 });
  });
});

describe('a guest who later verifies an account with the same address', () => {
  it('finds the schedule among the account’s own, and the link still works', async () => {
    const email = 'Guest.Joins@Example.test';
    const { id } = await activeWeekly('succeed', { token: null, body: { ...GUEST, email } });
    const { token } = await signedInUser(server, { email: email.toLowerCase(), emailVerifiedAt: null });
    const sent = await server.request('/verify-email/resend', { token, method: 'POST' });
    const verified = await server.request('/verify-email', {
      token,
      body: { verification_code: sent.body.result.verification_code },
    });
    expect(verified.status).toBe(200);
    const listed = await server.request('/schedules', { token, lang: 'en' });
    expect(listed.body.result.data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await server.request(`/schedules/${id}`, { token })).status).toBe(200);
    const link = signScheduleToken(server.ctx.config.UNSUBSCRIBE_SECRET, id);
    expect((await server.request(`/schedules/manage/${link}`)).status).toBe(200);
  });
});
