// Issue 21 item 7: a campaign's news reaches the guests who gave to it, by e-mail over real SMTP:
// once per address however often it gave, in the language it gave in, not twice to an address a
// donor account that gave also has, and never again once its link turned the news off.
import { isolate } from '@ataa/contract/bidi';
import { translate } from '@ataa/contract/messages';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, emailOutbox, payments } from '../../db/schema.ts';
import { mailSubject } from '../../mail/templates.ts';
import { createCampaign, createPaidDonation, createUser } from '../../seed/factories.ts';
import { signedInUser } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import { startSmtpServer } from '../../test/smtp.ts';

let mailbox: Awaited<ReturnType<typeof startSmtpServer>>;
let server: TestServer;
beforeAll(async () => {
  mailbox = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: mailbox.url, DEV_OUTBOX: 'true' });
});
afterAll(async () => {
  await server.close();
  await mailbox.close();
});

/** A guest's paid donation to the campaign, given in `locale`. */
async function guestGift(campaignId: number, guest: { name: string; email: string }, locale: 'ar' | 'en') {
  const { payment } = await createPaidDonation(server.db, { campaignId, amountMinor: 7_500, guest });
  await server.db.update(payments).set({ locale }).where(eq(payments.id, payment.id));
}

/** Waits until the news jobs ran and every e-mail they queued went out. */
async function settled() {
  for (let waited = 0; waited < 20_000; waited += 100) {
    const news = await server.ctx.jobs.list('notifications.campaign-news');
    const unsent = await server.db.select().from(emailOutbox).where(isNull(emailOutbox.sentAt));
    if (news.length === 0 && unsent.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the news was not sent within 20 s');
}

const received = (address: string) => mailbox.received.filter((mail) => mail.to.includes(address));

describe('campaign news for guests who gave', () => {
  it('e-mails each guest address once, in its language; its link turns the news off without an account', async () => {
    const charity = await signedInUser(server, { userType: 'charity', locale: 'ar' });
    const campaign = await createCampaign(server.db, { charityId: charity.user.id });
    const fatima = { name: 'فاطمة الزهراء', email: 'fatima.guest@example.test' };
    const john = { name: 'John Carter', email: 'john.carter@example.test' };
    // Fatima gave three times, the last in English (once typed with capitals, before addresses were folded).
    await guestGift(campaign.id, fatima, 'ar');
    await guestGift(campaign.id, { ...fatima, email: 'Fatima.Guest@Example.test' }, 'ar');
    await guestGift(campaign.id, fatima, 'en');
    await guestGift(campaign.id, john, 'ar');
    // A donor who gave signed in, and once as a guest with the same address: told once, as the account.
    const donor = await createUser(server.db, { locale: 'en' });
    await createPaidDonation(server.db, { campaignId: campaign.id, amountMinor: 2_000, user: donor });
    await guestGift(campaign.id, { name: 'Signed out', email: donor.email }, 'ar');
    // A guest whose payment failed hears nothing.
    const { donation: failed } = await createPaidDonation(server.db, {
      campaignId: campaign.id,
      amountMinor: 100,
      guest: { name: 'Failed', email: 'failed.guest@example.test' },
    });
    await server.db.update(donations).set({ state: 'failed' }).where(eq(donations.id, failed.id));

    const postNews = async (titleAr: string, titleEn: string) => {
      const answer = await server.request(`/charity/campaigns/${campaign.id}/updates`, {
        token: charity.token,
        raw: multipart([
          ['title:ar', titleAr],
          ['title:en', titleEn],
          ['content:ar', '<p>وصلت المياه النظيفة إلى القرية بعد حفر البئر الثانية، شكرًا لكرمكم.</p>'],
          ['content:en', '<p>Clean water reached the village after the second well was dug. Thank you.</p>'],
        ]),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      await settled();
    };
    await postNews('حفرنا البئر الثانية', 'The second well is dug');

    const subject = (lang: 'ar' | 'en', title: string) =>
      mailSubject(lang, 'mail.campaign_news_subject', {
        campaign: lang === 'ar' ? campaign.nameAr : campaign.nameEn,
        title,
      });
    const [toFatima, ...moreToFatima] = received(fatima.email);
    expect(moreToFatima).toEqual([]);
    expect(toFatima!.subject).toBe(subject('en', 'The second well is dug'));
    // The name is the giver's free text, isolated by direction (decision 030).
    expect(toFatima!.text).toContain(translate('en', 'mail.greeting', { name: isolate(fatima.name) }));
    expect(toFatima!.text).toContain('Clean water reached the village');
    const [toJohn, ...moreToJohn] = received(john.email);
    expect(moreToJohn).toEqual([]);
    expect(toJohn!.subject).toBe(subject('ar', 'حفرنا البئر الثانية'));
    expect(received(donor.email)).toHaveLength(1);
    expect(received('failed.guest@example.test')).toEqual([]);

    // Fatima's link: the page asks, the one-click POST turns the news off, no account needed.
    const link = /https?:\/\/\S+\/api\/v1\/notifications\/unsubscribe\?token=[\w.-]+&lang=en/.exec(
      toFatima!.text,
    )![0];
    const address = link.replace(/^https?:\/\/[^/]+/, server.url);
    const page = await fetch(address, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(translate('en', 'notifications.unsubscribe.button'));
    const done = await fetch(address, {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(
      translate('en', 'notifications.unsubscribe.done', {
        topic: translate('en', 'notifications.topics.campaign_news'),
      }),
    );

    await postNews('امتلأ الخزان', 'The tank is full');
    expect(received(john.email).map((mail) => mail.subject)).toEqual([
      subject('ar', 'حفرنا البئر الثانية'),
      subject('ar', 'امتلأ الخزان'),
    ]);
    expect(received(fatima.email)).toHaveLength(1);
    expect(received(donor.email)).toHaveLength(2);
  });
});
