// Decision 028: an approved campaign before its start has a public page that takes no donations,
// and a reminder e-mail on its first day, once per campaign and address, in the asker's language.
import { inBothCalendarsText } from '@ataa/contract/opening-day';
import { siteDay } from '@ataa/contract/site-days';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignReminders, campaigns } from '../../db/schema.ts';
import { mailSubject } from '../../mail/templates.ts';
import { createCampaign } from '../../seed/factories.ts';
import { DAY_MS, freshCharity, upcomingCampaign } from '../../test/campaigns.ts';
import { expectFailure, fetchResult, signedInUser, signIn, t } from '../../test/expectations.ts';
import { GUEST } from '../../test/giving.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { signReminderToken } from './links.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // The schedule looks for due reminders often, so a campaign's first day comes within the test.
  server = await startTestServer({ SMTP_URL: smtp.url, REMINDERS_CHECK_INTERVAL_MS: '150' });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const remind = (id: number, body: Record<string, unknown>, options: { lang?: string; token?: string } = {}) =>
  server.request(`/campaigns/${id}/reminders`, { body, ...options });

const remindersOf = (campaignId: number) =>
  server.db.select().from(campaignReminders).where(eq(campaignReminders.campaignId, campaignId));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a campaign before its start', () => {
  it('opens its page for anyone, says when it opens, and stays out of the lists', async () => {
    const charity = await freshCharity(server);
    const campaign = await upcomingCampaign(server, charity.id, 10);
    const page = await fetchResult(server, `/campaigns/${campaign.id}`, 'en');
    expect(page).toMatchObject({
      id: campaign.id,
      status: 'published',
      accepts_donations: false,
      opens_on: siteDay(campaign.startAt),
    });
    const dedications = await server.request(`/get-comments/${campaign.id}`);
    expect(dedications.status).toBe(200);
    const listed = await fetchResult(server, `/campaigns?charity_id=${charity.id}`);
    expect(listed.data).toEqual([]);
    const started = await createCampaign(server.db, { charityId: charity.id });
    expect((await fetchResult(server, `/campaigns/${started.id}`)).opens_on).toBeNull();
  });

  it('refuses donations until its first day', async () => {
    const campaign = await upcomingCampaign(server, (await freshCharity(server)).id);
    const answer = await server.request('/donations', {
      body: { ...GUEST, campaign_id: campaign.id, amount: 50 },
      lang: 'en',
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.status).toBe(false);
  });

  it('is approved with an e-mail that says when it opens and that its page can be shared', async () => {
    const charity = await freshCharity(server, { locale: 'en' });
    const startAt = new Date(Date.now() + 20 * DAY_MS);
    const campaign = await createCampaign(server.db, {
      charityId: charity.id,
      startAt,
      reviewState: 'pending',
      nameEn: 'Suhoor meals for workers',
    });
    const { token } = await signedInUser(server, { userType: 'admin' });
    const approved = await server.request(`/admin/campaigns/${campaign.id}/approve`, {
      method: 'POST',
      token,
    });
    expect(approved.status).toBe(200);
    const mail = await smtp.waitFor(charity.email);
    const date = inBothCalendarsText('en', siteDay(startAt));
    expect(mail.text).toContain(
      t('en', 'mail.campaign_approved_upcoming_intro', { campaign: 'Suhoor meals for workers', date }),
    );
    const own = await server.request(`/charity/campaigns?per_page=50`, {
      token: await signIn(server, charity.email),
    });
    const row = own.body.result.data.find((item: { id: number }) => item.id === campaign.id);
    expect(row).toMatchObject({ status: 'published', opens_on: siteDay(startAt) });
  });

  it('is still a 404 once cancelled or rejected', async () => {
    const charity = await freshCharity(server);
    const startAt = new Date(Date.now() + 5 * DAY_MS);
    for (const hidden of [
      await createCampaign(server.db, { charityId: charity.id, startAt, charityChoice: 'cancelled' }),
      await createCampaign(server.db, { charityId: charity.id, startAt, reviewState: 'rejected' }),
      await createCampaign(server.db, { charityId: charity.id, startAt, reviewState: 'pending' }),
    ]) {
      expectFailure(await server.request(`/campaigns/${hidden.id}`), 404, {}, t('ar', 'errors.not_found'));
      expect((await remind(hidden.id, { email: 'someone@example.test' })).status).toBe(404);
    }
  });
});

describe('POST /campaigns/{id}/reminders', () => {
  it('keeps one reminder per campaign and address; asking twice is fine and says so', async () => {
    const campaign = await upcomingCampaign(server, (await freshCharity(server)).id);
    const first = await remind(campaign.id, { email: '  Mariam.Alqahtani@Example.test ' }, { lang: 'en' });
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({ email: 'mariam.alqahtani@example.test', already: false });
    expect(first.body.message).toBe(t('en', 'campaigns.reminder.saved'));
    const again = await remind(campaign.id, { email: 'mariam.alqahtani@example.test' });
    expect(again.status).toBe(200);
    expect(again.body.result.already).toBe(true);
    expect(again.body.message).toBe(t('ar', 'campaigns.reminder.already'));
    const stored = await remindersOf(campaign.id);
    expect(stored).toHaveLength(1);
    // Kept in the language it was first asked in.
    expect(stored[0]).toMatchObject({ email: 'mariam.alqahtani@example.test', locale: 'en', sentAt: null });
  });

  it('takes a signed-in account’s own address in one click', async () => {
    const campaign = await upcomingCampaign(server, (await freshCharity(server)).id);
    const { user, token } = await signedInUser(server);
    const answer = await remind(campaign.id, {}, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({ email: user.email, already: false });
    expect((await remindersOf(campaign.id))[0]).toMatchObject({ userId: user.id, email: user.email });
  });

  it('answers a translated 422 for a bad or missing address, and a 409 once the campaign has started', async () => {
    const campaign = await upcomingCampaign(server, (await freshCharity(server)).id);
    for (const lang of ['ar', 'en'] as const) {
      const bad = await remind(campaign.id, { email: 'mariam at example' }, { lang });
      expectFailure(bad, 422, { email: [t(lang, 'validation.email')] });
      const missing = await remind(campaign.id, {}, { lang });
      expectFailure(missing, 422, { email: [t(lang, 'validation.required')] });
    }
    expect(await remindersOf(campaign.id)).toEqual([]);
    const started = await createCampaign(server.db, { charityId: campaign.charityId });
    const late = await remind(started.id, { email: 'late@example.test' }, { lang: 'en' });
    expectFailure(late, 409, {}, t('en', 'errors.campaign_already_open'));
  });
});

describe('the reminder e-mail', () => {
  it('goes out once on the first day, in the language asked in, with a cancel link that works', async () => {
    const campaign = await upcomingCampaign(server, (await freshCharity(server)).id);
    await server.db
      .update(campaigns)
      .set({ nameAr: 'إفطار صائم في الحي', nameEn: 'Iftar for the neighbourhood' })
      .where(eq(campaigns.id, campaign.id));
    await remind(campaign.id, { email: 'khalid@example.test' }, { lang: 'en' });
    await remind(campaign.id, { email: 'noura@example.test' });
    // Before its start nothing is sent, however often the schedule looks.
    await sleep(600);
    expect(smtp.received.filter((mail) => /khalid|noura/.test(mail.to))).toEqual([]);

    // Its first day comes.
    await server.db
      .update(campaigns)
      .set({ startAt: new Date(Date.now() - 60_000) })
      .where(eq(campaigns.id, campaign.id));
    const english = await smtp.waitFor('khalid@example.test');
    expect(english.subject).toBe(
      mailSubject('en', 'mail.reminder_subject', { campaign: 'Iftar for the neighbourhood' }),
    );
    expect(english.text).toContain(t('en', 'mail.reminder_first_night'));
    expect(english.text).toContain(`/en/campaigns/${campaign.id}`);
    const arabic = await smtp.waitFor('noura@example.test');
    expect(arabic.subject).toBe(
      mailSubject('ar', 'mail.reminder_subject', { campaign: 'إفطار صائم في الحي' }),
    );

    // Later looks send nothing again.
    await sleep(600);
    expect(smtp.received.filter((mail) => /khalid|noura/.test(mail.to))).toHaveLength(2);
    const stored = await remindersOf(campaign.id);
    expect(stored.every((reminder) => reminder.sentAt !== null)).toBe(true);

    const link = english.text.match(/https?:\/\/\S+\/campaign-reminders\/cancel\?token=\S+/)?.[0];
    expect(link).toBeDefined();
    const path = link!.slice(link!.indexOf('/campaign-reminders'));
    const confirm = await server.request(path, { headers: { accept: 'text/html' } });
    expect(confirm.status).toBe(200);
    expect(String(confirm.body)).toContain(t('en', 'mail.reminder_cancel.confirm'));
    const done = await server.request(path, { method: 'POST', body: {} });
    expect(done.status).toBe(200);
    expect(await remindersOf(campaign.id)).toHaveLength(1);
  });

  it('waits while the campaign is paused at its start, and never goes for a cancelled one', async () => {
    const charity = await freshCharity(server);
    const paused = await upcomingCampaign(server, charity.id);
    const cancelled = await upcomingCampaign(server, charity.id);
    await remind(paused.id, { email: 'paused@example.test' });
    await remind(cancelled.id, { email: 'cancelled@example.test' });
    await server.db
      .update(campaigns)
      .set({ startAt: new Date(Date.now() - 60_000), charityChoice: 'paused' })
      .where(eq(campaigns.id, paused.id));
    await server.db
      .update(campaigns)
      .set({ startAt: new Date(Date.now() - 60_000), charityChoice: 'cancelled' })
      .where(eq(campaigns.id, cancelled.id));
    await sleep(600);
    expect(smtp.received.filter((mail) => /paused@|cancelled@/.test(mail.to))).toEqual([]);
    await server.db.update(campaigns).set({ charityChoice: 'active' }).where(eq(campaigns.id, paused.id));
    await smtp.waitFor('paused@example.test');
  });

  it('refuses a tampered cancel link with a translated 422', async () => {
    const token = signReminderToken('another-secret-of-enough-length', 1);
    const answer = await server.request(`/campaign-reminders/cancel?token=${token}`, {
      method: 'POST',
      body: {},
      lang: 'en',
    });
    expectFailure(answer, 422, { token: [t('en', 'mail.reminder_cancel.invalid')] });
  });
});
