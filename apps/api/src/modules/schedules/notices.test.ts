// Contract §17's notices over the real API, database and an SMTP server: a donor is told that a
// schedule started, that a charge failed, needs confirming or was missed, that it paused and that
// it is complete; once each however often the charging runs, in the reader's language, an account
// by notification and e-mail, a guest by e-mail. Each charge's receipt follows the donor's choice.
import { isolate } from '@ataa/contract/bidi';
import { addDays } from '@ataa/contract/civil-days';
import type { Locale } from '@ataa/contract/locale';
import { SITE_TIME_ZONE } from '@ataa/contract/locale';
import type { MessageKey, MessageParams } from '@ataa/contract/messages';
import { formatMinor } from '@ataa/contract/money';
import { zonedInstant } from '@ataa/contract/schedules/zoned-time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, currencies, notifications, payments, scheduleOccurrences } from '../../db/schema.ts';
import { mailSubject } from '../../mail/templates.ts';
import { signedInUser, t } from '../../test/expectations.ts';
import { GUEST, openCampaign, settle } from '../../test/giving.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { outboxFor } from '../../test/outbox.ts';
import {
  at,
  choose,
  dayFromNow,
  HOUR,
  MINUTE,
  occurrencesOf,
  postSchedule,
  quiet,
  WEEK,
} from '../../test/schedules.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { ProviderUnavailableError } from '../payments/index.ts';
import { reconcilePending } from '../payments/reconcile.ts';
import { chargeDue } from './charging.ts';

let mailbox: Awaited<ReturnType<typeof startSmtpServer>>;
let server: TestServer;
let campaignId: number;
const CAMPAIGN = { nameAr: 'سقيا الماء في ليالي رمضان', nameEn: 'Water on the nights of Ramadan' };
beforeAll(async () => {
  mailbox = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: mailbox.url, DEV_OUTBOX: 'true' });
  campaignId = (await openCampaign(server, 'SAR', CAMPAIGN)).id;
});
afterAll(async () => {
  await server.close();
  await mailbox.close();
});

type Donor = Awaited<ReturnType<typeof signedInUser>>;

/** POST /schedules (a guest without a token), then the sandbox page saves a method doing `later`. */
async function activeSchedule(
  who: Donor | null,
  body: Record<string, unknown>,
  { later = 'succeed', lang = 'en' }: { later?: string; lang?: Locale } = {},
) {
  const { reference, schedule } = await postSchedule(
    server,
    { plan: 'weekly', amount: '٥٠', campaign_id: campaignId, ...(who ? {} : GUEST), ...body },
    { token: who?.token ?? null, lang },
  );
  const chosen = await choose(server, reference, 'paid', later);
  expect(chosen.status).toBe(200);
  return schedule.id as number;
}

/** A weekly schedule of `weeks` charges from three days on; answers its id and first due time. */
async function weekly(
  who: Donor | null,
  weeks: number,
  options: Parameters<typeof activeSchedule>[2] = {},
  body: Record<string, unknown> = {},
) {
  const start = dayFromNow(3);
  const id = await activeSchedule(
    who,
    { start_at: start, end_at: addDays(start, 7 * (weeks - 1)), ...body },
    options,
  );
  return { id, firstDue: zonedInstant(start, 21, SITE_TIME_ZONE) };
}

/** The account's notifications of one kind about this schedule. */
async function noticesOf(userId: number, type: string, scheduleId: number) {
  const rows = await server.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
  return rows.filter((row) => (row.data as { schedule_id?: number }).schedule_id === scheduleId);
}

/** The account's notifications of one kind, whatever they are about. */
async function allNoticesOf(userId: number, type: string) {
  return server.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

/** Every notification of a schedule, whoever got it (a guest's schedule has none). */
async function anyNoticeOf(scheduleId: number) {
  const rows = await server.db.select().from(notifications);
  return rows.filter((row) => (row.data as { schedule_id?: number }).schedule_id === scheduleId);
}

/** As delivered over SMTP: the outbox keeps only the subject of a message once it is sent. */
const delivered = (email: string, subject: string) =>
  mailbox.waitFor(email, (mail) => mail.subject === subject);

/** The e-mails written to `email` with this subject, in `locale`. */
async function mailsTo(email: string, locale: Locale, key: MessageKey, params?: MessageParams) {
  const subject = mailSubject(locale, key, params);
  const rows = await outboxFor(server.db, email);
  return rows.filter((row) => row.subject === subject);
}

const sar = async () => (await server.db.select().from(currencies).where(eq(currencies.code, 'SAR')))[0]!;
/** "٥٠" as the schedules here charge it, in `locale`. */
const fifty = async (locale: Locale) => formatMinor(locale, 5_000, await sar());

const plan = (locale: Locale, name: string) => ({
  plan: t(locale, `mail.schedule.plans.${name}` as MessageKey),
});
/** The e-mails written to `email` in `locale` of one kind about a weekly schedule. */
const weeklyMails = (
  email: string,
  locale: Locale,
  kind: 'created' | 'failed' | 'paused' | 'missed' | 'completed',
) => mailsTo(email, locale, `mail.schedule.${kind}_subject`, plan(locale, 'weekly'));

describe('the donor is told of a schedule', () => {
  it('tells an account once that it started, in its language, with the first receipt in that e-mail', async () => {
    const donor = await signedInUser(server, { locale: 'ar' });
    const { id, firstDue } = await weekly(donor, 4);
    await chargeDue(server.ctx, quiet, at(firstDue));
    await chargeDue(server.ctx, quiet, at(firstDue));
    expect(await noticesOf(donor.user.id, 'schedule_created', id)).toHaveLength(1);

    const [created] = await weeklyMails(donor.user.email, 'ar', 'created');
    expect(created).toBeDefined();
    expect(await weeklyMails(donor.user.email, 'ar', 'created')).toHaveLength(1);
    // The first charge's receipt rides with it: no receipt e-mail of its own.
    expect(await mailsTo(donor.user.email, 'ar', 'receipt.mail.receipt_subject')).toHaveLength(0);
    const mail = await delivered(donor.user.email, created!.subject);
    expect(mail.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain(`<bdi>${CAMPAIGN.nameAr}</bdi>`);
    expect(mail.text).toContain(`/dashboard/donor/schedules/${id}`);

    // The list shows it in the language asked for.
    for (const lang of ['ar', 'en'] as const) {
      const listed = await server.request('/notifications', { token: donor.token, lang });
      const notice = listed.body.result.data.find(
        (row: { type: string; data: { schedule_id?: number } }) =>
          row.type === 'schedule_created' && row.data.schedule_id === id,
      );
      expect(notice).toMatchObject({
        title: t(lang, 'notifications.types.schedule_created.title'),
        body: t(lang, 'notifications.types.schedule_created.body', plan(lang, 'weekly')),
      });
    }
  });

  it('e-mails a weekly charge’s receipt as a one-time gift’s, and not once the donor turned receipts off', async () => {
    const donor = await signedInUser(server, { locale: 'en' });
    const { firstDue } = await weekly(donor, 4);
    await chargeDue(server.ctx, quiet, at(firstDue));
    await chargeDue(server.ctx, quiet, at(firstDue, WEEK + MINUTE));
    expect(await mailsTo(donor.user.email, 'en', 'receipt.mail.receipt_subject')).toHaveLength(1);

    const off = await server.request('/notifications/preferences', {
      token: donor.token,
      body: { email: { donation_paid: 'no' } },
    });
    expect(off.body.result.email).toMatchObject({ donation_paid: false, schedule_nightly_receipt: false });
    await chargeDue(server.ctx, quiet, at(firstDue, 2 * WEEK + MINUTE));
    const rows = await server.db
      .select({ state: scheduleOccurrences.state })
      .from(scheduleOccurrences)
      .innerJoin(payments, eq(payments.id, scheduleOccurrences.paymentId))
      .where(eq(payments.userId, donor.user.id));
    expect(rows.map((row) => row.state)).toEqual(['paid', 'paid', 'paid']);
    expect(await mailsTo(donor.user.email, 'en', 'receipt.mail.receipt_subject')).toHaveLength(1);
  });

  it('sends no receipt for each night of Ramadan unless the donor turns them on', async () => {
    const donor = await signedInUser(server, { locale: 'ar' });
    const id = await activeSchedule(donor, { plan: 'ramadan_nights' });
    const nightDue = async (n: number) =>
      (await occurrencesOf(server.db, id)).find((row) => row.seq === n)!.dueAt;
    await chargeDue(server.ctx, quiet, at(await nightDue(1)));
    await chargeDue(server.ctx, quiet, at(await nightDue(2)));
    expect((await occurrencesOf(server.db, id)).slice(0, 2).map((row) => row.state)).toEqual([
      'paid',
      'paid',
    ]);
    expect(
      await mailsTo(donor.user.email, 'ar', 'mail.schedule.created_subject', plan('ar', 'ramadan_nights')),
    ).toHaveLength(1);
    expect(await mailsTo(donor.user.email, 'ar', 'receipt.mail.receipt_subject')).toHaveLength(0);

    const before = await server.request('/notifications/preferences', { token: donor.token, lang: 'ar' });
    expect(before.body.result.email).toMatchObject({ donation_paid: true, schedule_nightly_receipt: false });
    const on = await server.request('/notifications/preferences', {
      token: donor.token,
      body: { email: { schedule_nightly_receipt: 'yes' } },
    });
    expect(on.body.result.email).toMatchObject({ donation_paid: true, schedule_nightly_receipt: true });
    await chargeDue(server.ctx, quiet, at(await nightDue(3)));
    const receipts = await mailsTo(donor.user.email, 'ar', 'receipt.mail.receipt_subject');
    expect(receipts).toHaveLength(1);
    // Its unsubscribe link turns the nightly receipts off again.
    const unsubscribe = new URL(
      (receipts[0]!.headers as Record<string, string>)['List-Unsubscribe']!.slice(1, -1),
    );
    const posted = await server.request(`/notifications/unsubscribe${unsubscribe.search}`, {
      method: 'POST',
      raw: { data: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' },
    });
    expect(posted.body.result).toEqual({ type: 'schedule_nightly_receipt', unsubscribed: true });
    await chargeDue(server.ctx, quiet, at(await nightDue(4)));
    expect(await mailsTo(donor.user.email, 'ar', 'receipt.mail.receipt_subject')).toHaveLength(1);
  });

  it('tells of a charge declined twice once, even when two processes charge together, and of the pause after three', async () => {
    const donor = await signedInUser(server, { locale: 'en' });
    const { id, firstDue } = await weekly(donor, 6, { later: 'decline' });
    for (let week = 0; week < 3; week++) {
      const due = at(firstDue, week * WEEK);
      await chargeDue(server.ctx, quiet, due);
      expect(await noticesOf(donor.user.id, 'schedule_failed', id)).toHaveLength(week);
      await Promise.all([0, 1].map(() => chargeDue(server.ctx, quiet, at(due, HOUR + MINUTE))));
      await chargeDue(server.ctx, quiet, at(due, HOUR + 2 * MINUTE));
      expect(await noticesOf(donor.user.id, 'schedule_failed', id)).toHaveLength(week + 1);
    }
    const failedMails = await weeklyMails(donor.user.email, 'en', 'failed');
    expect(failedMails).toHaveLength(3);
    expect((await delivered(donor.user.email, failedMails[0]!.subject)).text).toContain(
      t('en', 'mail.schedule.failed_intro', { ...plan('en', 'weekly'), amount: await fifty('en') }),
    );

    expect(await noticesOf(donor.user.id, 'schedule_paused', id)).toHaveLength(1);
    const paused = await weeklyMails(donor.user.email, 'en', 'paused');
    expect(paused).toHaveLength(1);
    expect((await delivered(donor.user.email, paused[0]!.subject)).text).toContain(
      t('en', 'mail.schedule.paused_reasons.payment_failed'),
    );
    const listed = await server.request('/notifications?unread=1', { token: donor.token, lang: 'ar' });
    const notice = listed.body.result.data.find((row: { type: string }) => row.type === 'schedule_paused');
    expect(notice.body).toBe(
      t('ar', 'notifications.types.schedule_paused.body', {
        ...plan('ar', 'weekly'),
        reason: t('ar', 'mail.schedule.paused_reasons.payment_failed'),
      }),
    );
    // Paused: nothing more is charged, nor told.
    await chargeDue(server.ctx, quiet, at(firstDue, 3 * WEEK + MINUTE));
    expect(await noticesOf(donor.user.id, 'schedule_failed', id)).toHaveLength(3);
    expect(await noticesOf(donor.user.id, 'schedule_paused', id)).toHaveLength(1);
    // Six declined tries, each a payment of its own, told only as the schedule's three failures.
    expect(await allNoticesOf(donor.user.id, 'donation_failed')).toHaveLength(0);
  });

  it('tells once that a schedule paused because its campaign stopped taking gifts, and why, in each language', async () => {
    const donor = await signedInUser(server, { locale: 'ar' });
    const closing = await openCampaign(server, 'SAR', {
      nameAr: 'إفطار صائم',
      nameEn: 'Iftar for a fasting person',
    });
    const { id, firstDue } = await weekly(donor, 4, {}, { campaign_id: closing.id });
    await server.db.update(campaigns).set({ deletedAt: new Date() }).where(eq(campaigns.id, closing.id));
    await Promise.all([0, 1].map(() => chargeDue(server.ctx, quiet, at(firstDue))));
    await chargeDue(server.ctx, quiet, at(firstDue, 2 * MINUTE));
    const [notice, ...more] = await noticesOf(donor.user.id, 'schedule_paused', id);
    expect(more).toHaveLength(0);
    expect(notice!.data).toEqual({ schedule_id: id, reason: 'campaign_closed' });
    const paused = await weeklyMails(donor.user.email, 'ar', 'paused');
    expect(paused).toHaveLength(1);
    expect((await delivered(donor.user.email, paused[0]!.subject)).text).toContain(
      t('ar', 'mail.schedule.paused_reasons.campaign_closed'),
    );
    for (const lang of ['ar', 'en'] as const) {
      const listed = await server.request('/notifications', { token: donor.token, lang });
      expect(listed.body.result.data[0]).toMatchObject({
        type: 'schedule_paused',
        body: t(lang, 'notifications.types.schedule_paused.body', {
          ...plan(lang, 'weekly'),
          reason: t(lang, 'mail.schedule.paused_reasons.campaign_closed'),
        }),
      });
    }
  });

  it('e-mails a guest only, in the language it gave in, once per failed charge', async () => {
    const email = 'layla.guest@example.test';
    const guest = { name: 'ليلى عبد الله', email, mobile: GUEST.mobile };
    const id = await activeSchedule(
      null,
      { ...guest, start_at: dayFromNow(3) },
      { later: 'decline', lang: 'ar' },
    );
    const [first] = await occurrencesOf(server.db, id);
    await chargeDue(server.ctx, quiet, at(first!.dueAt));
    await Promise.all([0, 1].map(() => chargeDue(server.ctx, quiet, at(first!.dueAt, HOUR + MINUTE))));
    const failed = await weeklyMails(email, 'ar', 'failed');
    expect(failed).toHaveLength(1);
    expect(await anyNoticeOf(id)).toHaveLength(0);
    const { text } = await delivered(email, failed[0]!.subject);
    expect(text).toContain(isolate(guest.name));
    // A guest has no account pages: the e-mail links to the schedule's signed page, which opens.
    expect(text).not.toContain('/dashboard/');
    const manage = /(http\S+\/schedules\/manage\/[\w.-]+)/.exec(text)![1]!;
    const token = manage.split('/').pop()!;
    const page = await server.request(`/schedules/manage/${token}`, { lang: 'ar' });
    expect(page.status).toBe(200);
    expect(page.body.result.id).toBe(id);
  });

  it('asks for the donor’s confirmation with a link that completes the charge', async () => {
    const donor = await signedInUser(server, { locale: 'en' });
    const { id, firstDue } = await weekly(donor, 4, { later: 'authenticate' });
    await chargeDue(server.ctx, quiet, at(firstDue));
    await chargeDue(server.ctx, quiet, at(firstDue, 2 * MINUTE));
    const [notice, ...more] = await noticesOf(donor.user.id, 'schedule_action_required', id);
    expect(more).toHaveLength(0);
    const { url } = notice!.data as { url: string };
    const subject = mailSubject('en', 'mail.schedule.action_required_subject', plan('en', 'weekly'));
    const { text } = await delivered(donor.user.email, subject);
    const link = new URL(`${url}?lang=en`);
    expect(text).toContain(`${t('en', 'mail.schedule.complete_charge')}: ${link}`);

    // The link opens the hosted checkout of that very charge, in the reader's language, and paying there pays it.
    const path = link.pathname.replace('/api/v1', '');
    const page = await server.request(`${path}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(t('en', 'payments.sandbox_page.pay'));
    expect((await server.request(path, { body: { outcome: 'paid' } })).status).toBe(200);
    await settle(server);
    expect((await occurrencesOf(server.db, id))[0]).toMatchObject({ state: 'paid' });
    expect(await noticesOf(donor.user.id, 'schedule_created', id)).toHaveLength(1);
  });

  it('tells of a charge missed because the server was down more than six hours, once', async () => {
    const donor = await signedInUser(server, { locale: 'ar' });
    const { id, firstDue } = await weekly(donor, 4);
    await chargeDue(server.ctx, quiet, at(firstDue, 7 * HOUR));
    await chargeDue(server.ctx, quiet, at(firstDue, 7 * HOUR + MINUTE));
    expect((await occurrencesOf(server.db, id))[0]).toMatchObject({ state: 'missed', paymentId: null });
    expect(await noticesOf(donor.user.id, 'schedule_missed', id)).toHaveLength(1);
    const missed = await weeklyMails(donor.user.email, 'ar', 'missed');
    expect(missed).toHaveLength(1);
    expect((await delivered(donor.user.email, missed[0]!.subject)).text).toContain(
      t('ar', 'mail.schedule.target', { campaigns: isolate(CAMPAIGN.nameAr) }),
    );
  });

  it('misses a charge the provider never answered within six hours, and one whose payment expired unanswered, telling each once and asking no more', async () => {
    const donor = await signedInUser(server);
    const sandbox = server.ctx.payments.providers.byCode('sandbox')!;
    const chargeSaved = sandbox.chargeSaved!;
    const asked: string[] = [];
    // The provider cannot be reached (its side of the network): every charge is left unanswered.
    sandbox.chargeSaved = async (charge) => {
      asked.push(charge.idempotencyKey);
      throw new ProviderUnavailableError('no answer');
    };
    const paymentOf = async (id: number) =>
      (await server.db.select().from(payments).where(eq(payments.id, id)))[0]!;
    try {
      const late = await weekly(donor, 4);
      await chargeDue(server.ctx, quiet, at(late.firstDue));
      await chargeDue(server.ctx, quiet, at(late.firstDue, 3 * HOUR));
      expect((await occurrencesOf(server.db, late.id))[0]).toMatchObject({ state: 'charging', attempts: 1 });
      // Past the late window its lapsed claim is asked once more, with the same key, then missed.
      await chargeDue(server.ctx, quiet, at(late.firstDue, 6 * HOUR + 5 * MINUTE));
      await chargeDue(server.ctx, quiet, at(late.firstDue, 6 * HOUR + 10 * MINUTE));
      expect(asked.filter((key) => key === `schedule-${late.id}-1`)).toHaveLength(3);
      const [missed] = await occurrencesOf(server.db, late.id);
      expect(missed).toMatchObject({ state: 'missed', attempts: 1, lockedUntil: null });
      expect((await paymentOf(missed!.paymentId!)).state).toBe('cancelled');
      expect(await noticesOf(donor.user.id, 'schedule_missed', late.id)).toHaveLength(1);

      // A charge whose payment outlived its expiry still pending (made a day ago, as the reconcile
      // sees it): the reconcile cancels it, and its occurrence is missed rather than taken again.
      const expiring = await weekly(donor, 4);
      await chargeDue(server.ctx, quiet, at(expiring.firstDue));
      const [charging] = await occurrencesOf(server.db, expiring.id);
      await server.db
        .update(payments)
        .set({ createdAt: new Date(Date.now() - 25 * HOUR), expiresAt: new Date(Date.now() - HOUR) })
        .where(eq(payments.id, charging!.paymentId!));
      await reconcilePending(server.ctx);
      await chargeDue(server.ctx, quiet, at(expiring.firstDue, 10 * MINUTE));
      expect(asked.filter((key) => key === `schedule-${expiring.id}-1`)).toHaveLength(1);
      expect((await occurrencesOf(server.db, expiring.id))[0]).toMatchObject({ state: 'missed' });
      expect(await noticesOf(donor.user.id, 'schedule_missed', expiring.id)).toHaveLength(1);
      // Their cancelled payments are told as the missed nights they are, not as failed checkouts too.
      expect(await allNoticesOf(donor.user.id, 'donation_failed')).toHaveLength(0);
    } finally {
      sandbox.chargeSaved = chargeSaved;
    }
  });

  it('always e-mails the end of a finite plan, once, with the link to its whole receipt', async () => {
    const donor = await signedInUser(server, { locale: 'en' });
    await server.request('/notifications/preferences', {
      token: donor.token,
      body: { email: { donation_paid: 'no', donation_refunded: 'no', campaign_news: 'no' } },
    });
    const { id, firstDue } = await weekly(donor, 2);
    await chargeDue(server.ctx, quiet, at(firstDue));
    await chargeDue(server.ctx, quiet, at(firstDue, WEEK + MINUTE));
    await chargeDue(server.ctx, quiet, at(firstDue, WEEK + 2 * MINUTE));
    const read = await server.request(`/schedules/${id}`, { token: donor.token, lang: 'en' });
    expect(read.body.result).toMatchObject({ status: 'completed', charged_count: 2 });
    expect(await noticesOf(donor.user.id, 'schedule_completed', id)).toHaveLength(1);
    const completed = await weeklyMails(donor.user.email, 'en', 'completed');
    expect(completed).toHaveLength(1);
    const { text } = await delivered(donor.user.email, completed[0]!.subject);
    expect(text).toContain(`/en/dashboard/donor/schedules/${id}/receipt`);
    const total = formatMinor('en', 10_000, await sar());
    expect(text).toContain(
      t('en', 'mail.schedule.completed_intro', { ...plan('en', 'weekly'), count: 2, total }),
    );
  });
});
