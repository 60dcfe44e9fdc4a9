// Contract §12 over real HTTP and the real database: every endpoint and role, every type to its
// recipients with its texts in both languages, exactly once under replays racing the callbacks,
// e-mail preferences, signed unsubscribe links, the live stream and the news fan-out in batches.
import { REPLACED_EVENT } from '@ataa/contract/live-stream';
import { translate } from '@ataa/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, emailOutbox, notifications, sessions, users } from '../../db/schema.ts';
import { mailSubject } from '../../mail/templates.ts';
import { createCampaign, createPaidDonation, createUser } from '../../seed/factories.ts';
import { LANGS, type Lang, PASSWORD, signedInUser, signIn, userRow } from '../../test/expectations.ts';
import { deliver, donate, openCampaign, sandboxEvent, settle } from '../../test/giving.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { outboxFor } from '../../test/outbox.ts';
import { type OpenStream, openStream, waitForStreams } from '../../test/streams.ts';
import { MAX_STREAMS_PER_ACCOUNT } from './live.ts';
import { notifyEndedCampaigns, sendNewsBatch } from './news.ts';
import { NEWS_BATCH } from './news-mail.ts';
import { signUnsubscribeToken } from './unsubscribe-links.ts';

let server: TestServer;
let admin: typeof users.$inferSelect;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ user: admin, token: adminToken } = await signedInUser(server, { userType: 'admin' }));
});
afterAll(() => server.close());

const t = (lang: Lang, key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
  translate(lang, key, params);

const listOf = async (token: string, lang: Lang = 'en', query = '') => {
  const answer = await server.request(`/notifications${query}`, { token, lang });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result as {
    data: Array<{
      id: number;
      type: string;
      title: string;
      body: string;
      data: Record<string, unknown>;
      read_at: string | null;
    }>;
    meta: { total: number; current_page: number; per_page: number; last_page: number };
  };
};
const rowsOf = (userId: number, type?: string) =>
  server.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), type ? eq(notifications.type, type) : undefined));
const mailsTo = (email: string) => outboxFor(server.db, email);

async function donorWithToken(locale: Lang = 'en') {
  return signedInUser(server, { locale });
}
async function charityWithToken(locale: Lang = 'ar') {
  return signedInUser(server, { userType: 'charity', locale });
}
/** A donor's payment to a campaign, paid through the webhook. */
async function pay(
  token: string | null,
  campaignId: number,
  amount = 50,
  outcome: 'paid' | 'failed' | 'cancelled' = 'paid',
) {
  const reference = await donate(server, { campaign_id: campaignId, amount }, token ? { token } : {});
  expect((await deliver(server, sandboxEvent(reference, outcome))).status).toBe(200);
  await settle(server);
  return reference;
}

describe('the endpoints and who may call them', () => {
  it('answers 401 to visitors and bad tokens on every account endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/notifications'],
      ['GET', '/notifications/unread-count'],
      ['POST', '/notifications/read-all'],
      ['POST', '/notifications/1/read'],
      ['GET', '/notifications/preferences'],
      ['POST', '/notifications/preferences'],
      ['GET', '/notifications/stream'],
    ] as const) {
      for (const token of [undefined, 'null', 'not-a-token']) {
        const answer = await server.request(path, {
          method,
          token,
          lang: 'en',
          ...(method === 'POST' ? { body: {} } : {}),
        });
        expect(answer.status, `${method} ${path} ${token}`).toBe(401);
        expect(answer.body.message).toBe(t('en', 'errors.unauthenticated'));
      }
    }
  });

  it('serves donors, charities (approved or not, verified or not) and admins their own notifications only', async () => {
    const donor = await donorWithToken();
    const charity = await charityWithToken();
    const pending = await signedInUser(server, { userType: 'charity', approvalStatus: 'pending' });
    const unverified = await signedInUser(server, { emailVerifiedAt: null });
    for (const who of [donor, charity, pending, unverified, { user: admin, token: adminToken }]) {
      await server.db.insert(notifications).values([
        { userId: who.user.id, type: 'charity_approved', data: {}, eventKey: `test:a:${who.user.id}` },
        { userId: who.user.id, type: 'charity_approved', data: {}, eventKey: `test:b:${who.user.id}` },
      ]);
      const count = await server.request('/notifications/unread-count', { token: who.token });
      expect(count.status).toBe(200);
      const own = (await rowsOf(who.user.id)).filter((row) => row.readAt === null).length;
      expect(count.body.result).toBe(own);
      const list = await listOf(who.token);
      expect(list.meta.total).toBe((await rowsOf(who.user.id)).length);
      const read = await server.request(`/notifications/${list.data[0]!.id}/read`, {
        method: 'POST',
        token: who.token,
      });
      expect(read.status).toBe(200);
    }
    // Another account's notification is a 404, exactly like an unknown one, and stays unread.
    const theirs = (await rowsOf(charity.user.id)).find((row) => row.readAt === null);
    for (const id of [String(theirs!.id), '999999999', 'abc', '0']) {
      const answer = await server.request(`/notifications/${id}/read`, {
        method: 'POST',
        token: donor.token,
      });
      expect(answer.status, id).toBe(404);
    }
    expect((await rowsOf(charity.user.id)).find((row) => row.id === theirs!.id)!.readAt).toBeNull();
  });

  it('lists newest first with pagination and the unread filter; read is idempotent; read-all says how many', async () => {
    const { user, token } = await donorWithToken();
    for (let i = 0; i < 5; i++) {
      await server.db.insert(notifications).values({
        userId: user.id,
        type: 'charity_approved',
        data: {},
        eventKey: `test:order:${i}`,
        createdAt: new Date(Date.now() - (5 - i) * 60_000),
      });
    }
    const first = await listOf(token, 'en', '?per_page=2');
    expect(first.meta).toEqual({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
    const all = await listOf(token, 'en', '?per_page=100');
    const keys = (await rowsOf(user.id))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((r) => r.id);
    expect(all.data.map((item) => item.id)).toEqual(keys);
    expect(first.data.map((item) => item.id)).toEqual(keys.slice(0, 2));
    expect((await listOf(token, 'en', '?page=9')).data).toEqual([]);

    const read = await server.request(`/notifications/${keys[1]}/read`, {
      method: 'POST',
      token,
      lang: 'en',
    });
    expect(read.body.result.read_at).toMatch(/Z$/);
    const again = await server.request(`/notifications/${keys[1]}/read`, {
      method: 'POST',
      token,
      lang: 'en',
    });
    expect(again.body.result.read_at).toBe(read.body.result.read_at);
    expect((await listOf(token, 'en', '?unread=1')).data.map((item) => item.id)).toEqual(
      keys.filter((id) => id !== keys[1]),
    );
    expect((await server.request('/notifications/unread-count', { token })).body.result).toBe(4);

    const readAll = await server.request('/notifications/read-all', { method: 'POST', token, lang: 'ar' });
    expect(readAll.body).toMatchObject({
      status: true,
      message: t('ar', 'notifications.read_all'),
      result: { updated: 4 },
    });
    expect((await server.request('/notifications/read-all', { method: 'POST', token })).body.result).toEqual({
      updated: 0,
    });
    expect((await server.request('/notifications/unread-count', { token })).body.result).toBe(0);
  });
});

describe('payments, refunds and goals', () => {
  it('tells the donor and the charity of a paid donation, in the language of each read', async () => {
    const donor = await donorWithToken('en');
    const charity = await charityWithToken('ar');
    const campaign = await openCampaign(server, 'SAR', { charityId: charity.user.id });
    await pay(donor.token, campaign.id);
    const [paid] = await rowsOf(donor.user.id, 'donation_paid');
    const [received] = await rowsOf(charity.user.id, 'donation_received');
    expect(paid!.data).toEqual({ donation_id: expect.any(Number), campaign_id: campaign.id });
    expect(received!.data).toEqual(paid!.data);
    for (const lang of LANGS) {
      const name = lang === 'ar' ? campaign.nameAr : campaign.nameEn;
      const [item] = (await listOf(donor.token, lang)).data;
      expect(item).toMatchObject({
        type: 'donation_paid',
        title: t(lang, 'notifications.types.donation_paid.title'),
        body: t(lang, 'notifications.types.donation_paid.body', { campaign: name }),
        read_at: null,
      });
      const [news] = (await listOf(charity.token, lang)).data;
      expect(news).toMatchObject({
        type: 'donation_received',
        title: t(lang, 'notifications.types.donation_received.title'),
        body: t(lang, 'notifications.types.donation_received.body', { campaign: name }),
      });
    }
    // The e-mails that go with them carry the one-click unsubscribe headers.
    const [receipt] = await mailsTo(donor.user.email);
    expect(receipt!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/localhost:3000\/api\/v1\/notifications\/unsubscribe\?token=[\w.-]+&lang=en>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(receipt!.text).toContain('/api/v1/notifications/unsubscribe?token=');
    const [charityMail] = await mailsTo(charity.user.email);
    expect(charityMail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('tells a donor of a declined, a cancelled and an expired checkout as donation_failed; guests get nothing in-app', async () => {
    const donor = await donorWithToken('ar');
    const campaign = await openCampaign(server);
    await pay(donor.token, campaign.id, 10, 'failed');
    await pay(donor.token, campaign.id, 11, 'cancelled');
    // An abandoned checkout, expired by the reconcile job.
    const reference = await donate(server, { campaign_id: campaign.id, amount: 12 }, { token: donor.token });
    await server.db.execute(
      sql`update payments set created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour' where reference = ${reference}`,
    );
    const { reconcilePending } = await import('../payments/reconcile.ts');
    await reconcilePending(server.ctx);
    const failed = await rowsOf(donor.user.id, 'donation_failed');
    expect(failed).toHaveLength(3);
    const [item] = (await listOf(donor.token, 'ar')).data;
    expect(item!.body).toBe(
      t('ar', 'notifications.types.donation_failed.body', { campaign: campaign.nameAr }),
    );
    expect(await rowsOf(campaign.charityId, 'donation_received')).toHaveLength(0);
    // A failed checkout sends no e-mail.
    expect(await mailsTo(donor.user.email)).toHaveLength(0);
  });

  it('tells the donor of a refund once, with its e-mail, and the charity that its campaign reached its goal once', async () => {
    const donor = await donorWithToken('en');
    const charity = await charityWithToken('en');
    const campaign = await openCampaign(server, 'SAR', {
      charityId: charity.user.id,
      priceTargetMinor: 10_000,
    });
    await pay(donor.token, campaign.id, 60);
    expect(await rowsOf(charity.user.id, 'campaign_completed')).toHaveLength(0);
    await pay(donor.token, campaign.id, 50);
    expect(await rowsOf(charity.user.id, 'campaign_completed')).toHaveLength(1);
    const goalMails = (await mailsTo(charity.user.email)).filter((mail) =>
      mail.subject.startsWith(
        t('en', 'mail.campaign_completed_subject', { campaign: campaign.nameEn }).slice(0, 15),
      ),
    );
    expect(goalMails).toHaveLength(1);
    const [completed] = (await listOf(charity.token, 'ar', '?per_page=1')).data;
    expect(completed).toMatchObject({
      type: 'campaign_completed',
      body: t('ar', 'notifications.types.campaign_completed.body', { campaign: campaign.nameAr }),
      data: { campaign_id: campaign.id },
    });

    const [paid] = await rowsOf(donor.user.id, 'donation_paid');
    const donationId = (paid!.data as { donation_id: number }).donation_id;
    const refund = await server.request(`/admin/donations/${donationId}/refund`, {
      token: adminToken,
      body: { reason: 'Asked by the donor' },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    // Below the goal and over it again: the goal was reached once, and is told once.
    await pay(donor.token, campaign.id, 70);
    expect(await rowsOf(charity.user.id, 'campaign_completed')).toHaveLength(1);
    const refunded = await rowsOf(donor.user.id, 'donation_refunded');
    expect(refunded.map((row) => row.data)).toEqual([{ donation_id: donationId, campaign_id: campaign.id }]);
    const [item] = (await listOf(donor.token, 'en', '?unread=1')).data.filter(
      (n) => n.type === 'donation_refunded',
    );
    expect(item!.title).toBe(t('en', 'notifications.types.donation_refunded.title'));
    const refundMails = (await mailsTo(donor.user.email)).filter(
      // In the language the donor gave in (the checkout was opened without a `lang`: Arabic).
      (mail) => mail.subject === t('ar', 'refunds.mail_subject'),
    );
    expect(refundMails).toHaveLength(1);
  });

  it('notifies once when the paid webhook is delivered three times, replayed with new ids, racing three callbacks', async () => {
    for (let round = 0; round < 3; round++) {
      const donor = await donorWithToken('en');
      const campaign = await openCampaign(server, 'SAR', { priceTargetMinor: 1000 });
      const reference = await donate(
        server,
        { campaign_id: campaign.id, amount: 25 },
        { token: donor.token },
      );
      const event = sandboxEvent(reference, 'paid');
      await Promise.all([
        ...[0, 1, 2].map(() => deliver(server, event)),
        ...[0, 1, 2].map(() => deliver(server, sandboxEvent(reference, 'paid'))),
        ...[0, 1, 2].map(() =>
          server.request(`/donations/callback?session=${reference}`, { method: 'POST', token: donor.token }),
        ),
        ...[0, 1, 2].map(() => server.ctx.jobs.runDue()),
      ]);
      await settle(server);
      await Promise.all(
        [0, 1, 2].map(() =>
          server.request(`/donations/callback?session=${reference}`, { method: 'POST', token: donor.token }),
        ),
      );
      expect(await rowsOf(donor.user.id, 'donation_paid')).toHaveLength(1);
      expect(await rowsOf(campaign.charityId, 'donation_received')).toHaveLength(1);
      expect(await rowsOf(campaign.charityId, 'campaign_completed')).toHaveLength(1);
      expect(await mailsTo(donor.user.email)).toHaveLength(1);
      expect((await server.request('/notifications/unread-count', { token: donor.token })).body.result).toBe(
        1,
      );
    }
  });
});

describe('reviews, sign-ups, submissions and contact messages', () => {
  it('tells a charity its campaign was approved, rejected with the reason, featured; its own approval and rejection', async () => {
    const charity = await charityWithToken('ar');
    const campaign = await createCampaign(server.db, { charityId: charity.user.id, reviewState: 'pending' });
    const post = (path: string, body: unknown = {}) =>
      server.request(path, { token: adminToken, body, lang: 'en' });
    expect((await post(`/admin/campaigns/${campaign.id}/approve`)).status).toBe(200);
    expect((await post(`/admin/campaigns/${campaign.id}/approve`)).status).toBe(200);
    expect((await post(`/admin/campaigns/${campaign.id}/feature`, { featured: true })).status).toBe(200);
    expect((await post(`/admin/campaigns/${campaign.id}/reject`, { reason: 'صور غير واضحة' })).status).toBe(
      200,
    );
    expect(
      (await post(`/admin/charities/${charity.user.id}/reject`, { reason: 'Documents missing' })).status,
    ).toBe(200);
    expect(
      (await post(`/admin/charities/${charity.user.id}/approve`, { without_documents: true })).status,
    ).toBe(200);
    const types = (await rowsOf(charity.user.id))
      .sort((a, b) => a.id - b.id)
      .map((row) => [row.type, row.data]);
    expect(types).toEqual([
      ['campaign_approved', { campaign_id: campaign.id }],
      ['campaign_featured', { campaign_id: campaign.id }],
      ['campaign_rejected', { campaign_id: campaign.id, reason: 'صور غير واضحة' }],
      ['charity_rejected', { reason: 'Documents missing' }],
      ['charity_approved', {}],
    ]);
    const charityName = { ar: charity.user.charityNameAr!, en: charity.user.charityNameEn! };
    for (const lang of LANGS) {
      const shown = (await listOf(charity.token, lang)).data;
      const campaignName = lang === 'ar' ? campaign.nameAr : campaign.nameEn;
      expect(shown.map((item) => [item.title, item.body])).toEqual([
        [
          t(lang, 'notifications.types.charity_approved.title'),
          t(lang, 'notifications.types.charity_approved.body', { charity: charityName[lang] }),
        ],
        [
          t(lang, 'notifications.types.charity_rejected.title'),
          t(lang, 'notifications.types.charity_rejected.body', {
            charity: charityName[lang],
            reason: 'Documents missing',
          }),
        ],
        [
          t(lang, 'notifications.types.campaign_rejected.title'),
          t(lang, 'notifications.types.campaign_rejected.body', {
            campaign: campaignName,
            reason: 'صور غير واضحة',
          }),
        ],
        [
          t(lang, 'notifications.types.campaign_featured.title'),
          t(lang, 'notifications.types.campaign_featured.body', { campaign: campaignName }),
        ],
        [
          t(lang, 'notifications.types.campaign_approved.title'),
          t(lang, 'notifications.types.campaign_approved.body', { campaign: campaignName }),
        ],
      ]);
    }
  });

  it('tells every admin of a new charity, a submitted campaign (and its resubmission) and a contact message', async () => {
    const second = await signedInUser(server, { userType: 'admin' });
    const registered = await server.request('/register', {
      lang: 'en',
      body: {
        user_type: 'charity',
        'charity_name:ar': 'جمعية البر',
        'charity_name:en': 'Birr Society',
        email: 'birr@example.test',
        mobile: '966512300001',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        country_id: 1,
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const charityId = registered.body.result.user.id as number;
    const charity = await charityWithToken('en');
    const campaign = await createCampaign(server.db, { charityId: charity.user.id, reviewState: 'rejected' });
    const resubmitted = await server.request(`/charity/campaigns/${campaign.id}`, {
      token: charity.token,
      raw: {
        data: (() => {
          const form = new FormData();
          form.append('name:en', 'Renamed for review');
          return form;
        })(),
      },
    });
    expect(resubmitted.status, JSON.stringify(resubmitted.body)).toBe(200);
    const contact = await server.request('/contact', {
      body: {
        name: 'Sara',
        email: 'sara@example.test',
        mobile: '966500000011',
        subject: 'Zakat question',
        content: 'Hello',
      },
    });
    expect(contact.status).toBe(200);

    for (const who of [{ user: admin, token: adminToken }, second]) {
      const rows = await rowsOf(who.user.id);
      expect(rows.filter((row) => row.type === 'charity_registered').map((row) => row.data)).toContainEqual({
        user_id: charityId,
      });
      expect(rows.filter((row) => row.type === 'campaign_submitted').map((row) => row.data)).toContainEqual({
        user_id: charity.user.id,
        campaign_id: campaign.id,
      });
      expect(rows.filter((row) => row.type === 'contact_received')).not.toHaveLength(0);
    }
    for (const lang of LANGS) {
      const shown = (await listOf(second.token, lang, '?per_page=100')).data;
      expect(
        shown.find((item) => item.type === 'charity_registered' && item.data.user_id === charityId)!.body,
      ).toBe(
        t(lang, 'notifications.types.charity_registered.body', {
          charity: lang === 'ar' ? 'جمعية البر' : 'Birr Society',
        }),
      );
      expect(
        shown.find((item) => item.type === 'campaign_submitted' && item.data.campaign_id === campaign.id)!
          .body,
      ).toBe(
        t(lang, 'notifications.types.campaign_submitted.body', {
          charity: lang === 'ar' ? charity.user.charityNameAr! : charity.user.charityNameEn!,
          campaign: lang === 'ar' ? campaign.nameAr : 'Renamed for review',
        }),
      );
      expect(shown.find((item) => item.type === 'contact_received')!.body).toBe(
        t(lang, 'notifications.types.contact_received.body', { name: 'Sara', subject: 'Zakat question' }),
      );
    }
  });
});

describe('e-mail preferences and one-click unsubscribe', () => {
  it('shows and saves the e-mails an account receives, per role; in-app notifications still appear', async () => {
    const donor = await donorWithToken('en');
    const charity = await charityWithToken('en');
    const read = async (token: string) =>
      (await server.request('/notifications/preferences', { token })).body.result;
    // A nightly schedule's receipt for each night is off until the donor turns it on (contract §17).
    expect(await read(donor.token)).toEqual({
      email: {
        donation_paid: true,
        donation_refunded: true,
        campaign_news: true,
        schedule_nightly_receipt: false,
      },
    });
    expect(await read(charity.token)).toEqual({
      email: {
        donation_received: true,
        campaign_approved: true,
        campaign_rejected: true,
        campaign_featured: true,
        campaign_completed: true,
        campaign_donation_refunded: true,
      },
    });
    expect(await read(adminToken)).toEqual({ email: {} });
    const saved = await server.request('/notifications/preferences', {
      token: donor.token,
      lang: 'ar',
      body: { email: { donation_paid: 'no', campaign_news: false, donation_received: false } },
    });
    expect(saved.body).toMatchObject({
      message: t('ar', 'notifications.preferences_saved'),
      result: {
        email: {
          donation_paid: false,
          donation_refunded: true,
          campaign_news: false,
          schedule_nightly_receipt: false,
        },
      },
    });
    expect((await userRow(server, donor.user.id)).emailOptOuts).toEqual(['campaign_news', 'donation_paid']);
    const invalid = await server.request('/notifications/preferences', {
      token: donor.token,
      body: { email: { donation_paid: 'maybe' } },
    });
    expect(invalid.status).toBe(422);

    await pay(donor.token, (await openCampaign(server)).id);
    expect(await rowsOf(donor.user.id, 'donation_paid')).toHaveLength(1);
    expect(await mailsTo(donor.user.email)).toHaveLength(0);
    await server.request('/notifications/preferences', {
      token: donor.token,
      body: { email: { donation_paid: true } },
    });
    expect((await userRow(server, donor.user.id)).emailOptOuts).toEqual(['campaign_news']);
  });

  it('unsubscribes with a signed link without signing in; a tampered or expired link changes nothing', async () => {
    const { user } = await donorWithToken('ar');
    const secret = server.ctx.config.UNSUBSCRIBE_SECRET;
    const token = signUnsubscribeToken(secret, user.id, 'donation_paid');
    const page = await fetch(`${server.url}/api/v1/notifications/unsubscribe?token=${token}&lang=en`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<form method="post">');
    expect(html).toContain('lang="en"');
    // Opening the page changes nothing (mail scanners open links).
    expect((await userRow(server, user.id)).emailOptOuts).toEqual([]);

    const bad = [
      [`${token.slice(0, -2)}xx`, 'invalid'],
      [token.replace(`${user.id}.`, `${user.id + 1}.`), 'invalid'],
      [signUnsubscribeToken('another-secret-of-16+', user.id, 'donation_paid'), 'invalid'],
      ['', 'invalid'],
      [signUnsubscribeToken(secret, user.id, 'donation_paid', new Date(Date.now() - 1000)), 'expired'],
    ] as const;
    for (const [tampered, problem] of bad) {
      for (const lang of LANGS) {
        const oneClick = await server.request(`/notifications/unsubscribe?token=${tampered}`, {
          method: 'POST',
          lang,
          raw: { data: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' },
        });
        expect(oneClick.status, tampered).toBe(422);
        expect(oneClick.body.errors).toEqual({ token: [t(lang, `notifications.unsubscribe.${problem}`)] });
        const shown = await fetch(
          `${server.url}/api/v1/notifications/unsubscribe?token=${tampered}&lang=${lang}`,
        );
        expect(shown.status).toBe(422);
        expect(await shown.text()).toContain(t(lang, `notifications.unsubscribe.${problem}`));
      }
    }
    expect((await userRow(server, user.id)).emailOptOuts).toEqual([]);

    // RFC 8058: a mail client's POST, no session, the form body it always sends.
    const oneClick = await server.request(`/notifications/unsubscribe?token=${token}&lang=ar`, {
      method: 'POST',
      raw: { data: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.body.result).toEqual({ type: 'donation_paid', unsubscribed: true });
    expect((await userRow(server, user.id)).emailOptOuts).toEqual(['donation_paid']);
    // The page's button: a browser posting the form gets the confirmation in the link's language.
    const again = await fetch(`${server.url}/api/v1/notifications/unsubscribe?token=${token}&lang=ar`, {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(
      t('ar', 'notifications.unsubscribe.done', { topic: t('ar', 'notifications.topics.donation_paid') }),
    );
    expect((await userRow(server, user.id)).emailOptOuts).toEqual(['donation_paid']);
  });
});

describe('live unread counts', () => {
  const byBearer = (token: string) => openStream(server.url, { authorization: `Bearer ${token}` });
  const byCookie = (token: string) =>
    openStream(server.url, { cookie: `ataa_session=${encodeURIComponent(token)}` });
  /** A stream that is still open a while after `action`, and still hears its account's counts. */
  const expectOpen = async (stream: OpenStream) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.ended()).toBe(false);
  };

  it('sends the count on connect and after a donation is paid and read, by bearer token or session cookie', async () => {
    const donor = await donorWithToken('en');
    const bearer = await byBearer(donor.token);
    expect(bearer.response.status).toBe(200);
    expect(bearer.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(bearer.response.headers.get('cache-control')).toBe('private, no-store, no-transform');
    await bearer.waitFor(0);
    const cookie = await byCookie(donor.token);
    await cookie.waitFor(0);
    expect(server.ctx.notifications.live.size).toBe(2);

    await pay(donor.token, (await openCampaign(server)).id);
    await bearer.waitFor(1);
    await cookie.waitFor(1);
    await server.request('/notifications/read-all', { method: 'POST', token: donor.token });
    await bearer.waitFor(0, 2);
    expect(bearer.counts).toEqual([0, 1, 0]);

    bearer.close();
    cookie.close();
    await waitForStreams(server.ctx.notifications.live, 0);
    const anonymous = await fetch(`${server.url}/api/v1/notifications/stream`, {
      headers: { cookie: 'ataa_session=junk' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('ends the streams of a session at its logout, at once, and those of its other sessions go on', async () => {
    const donor = await donorWithToken('en');
    const otherDevice = await signIn(server, donor.user.email);
    const streams = [await byBearer(donor.token), await byCookie(donor.token)];
    const other = await byCookie(otherDevice);
    for (const stream of [...streams, other]) await stream.waitFor(0);

    const loggedOut = await server.request('/logout', { method: 'POST', token: donor.token, body: {} });
    expect(loggedOut.status).toBe(200);
    for (const stream of streams) await stream.waitForEnd(2000);
    await expectOpen(other);
    await waitForStreams(server.ctx.notifications.live, 1);
    await pay(otherDevice, (await openCampaign(server)).id);
    await other.waitFor(1);
    // The logged-out session cannot open another.
    expect((await byCookie(donor.token)).response.status).toBe(401);
    other.close();
    await waitForStreams(server.ctx.notifications.live, 0);
  });

  it('ends the streams of the other sessions when the password changes, and keeps the changer’s', async () => {
    const donor = await donorWithToken('ar');
    const phone = await signIn(server, donor.user.email);
    const mine = await byBearer(donor.token);
    const phoneStream = await byCookie(phone);
    for (const stream of [mine, phoneStream]) await stream.waitFor(0);

    const changed = await server.request('/change/password', {
      token: donor.token,
      body: { current_password: PASSWORD, password: 'Ramadan2026x', password_confirmation: 'Ramadan2026x' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await phoneStream.waitForEnd(2000);
    await expectOpen(mine);
    mine.close();
    await waitForStreams(server.ctx.notifications.live, 0);
  });

  it(`holds at most ${MAX_STREAMS_PER_ACCOUNT} streams per account: a new one ends the oldest, telling it not to come back`, async () => {
    const donor = await donorWithToken('en');
    const streams: OpenStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_ACCOUNT; i++) {
      streams.push(await byCookie(donor.token));
      await streams.at(-1)!.waitFor(0);
    }
    // Another account's streams are not counted with these.
    const someoneElse = await byBearer((await donorWithToken()).token);
    await someoneElse.waitFor(0);
    const newest = await byCookie(donor.token);
    await newest.waitFor(0);
    const [oldest, ...kept] = streams;
    await oldest!.waitForEnd(2000);
    expect(oldest!.events.at(-1)).toBe(REPLACED_EVENT);
    for (const stream of [...kept, newest, someoneElse]) expect(stream.ended()).toBe(false);
    expect(server.ctx.notifications.live.size).toBe(MAX_STREAMS_PER_ACCOUNT + 1);
    for (const stream of [...kept, newest, someoneElse]) stream.close();
    await waitForStreams(server.ctx.notifications.live, 0);
  });

  describe('with the sessions of open streams read again every 200 ms', () => {
    let checking: TestServer;
    beforeAll(async () => {
      checking = await startTestServer({ LIVE_STREAM_SESSION_CHECK_MS: '200' });
    });
    afterAll(() => checking.close());

    it('ends a stream when its session expires', async () => {
      const donor = await signedInUser(checking);
      const stream = await openStream(checking.url, { authorization: `Bearer ${donor.token}` });
      await stream.waitFor(0);
      await expectOpen(stream);
      await checking.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, donor.user.id));
      await stream.waitForEnd(2000);
      await waitForStreams(checking.ctx.notifications.live, 0);
    });
  });
});

describe('scheduled and queued notifications', () => {
  let quiet: TestServer;
  beforeAll(async () => {
    // Jobs run only when the test says so.
    quiet = await startTestServer({ JOBS_ENABLED: 'false' });
  });
  afterAll(() => quiet.close());

  it('tells a charity once that its campaign ended, and not for cancelled, pending or future campaigns', async () => {
    const charity = await createUser(quiet.db, { userType: 'charity' });
    const ended = await createCampaign(quiet.db, {
      charityId: charity.id,
      endAt: new Date(Date.now() - 60_000),
    });
    await createCampaign(quiet.db, {
      charityId: charity.id,
      endAt: new Date(Date.now() - 60_000),
      charityChoice: 'cancelled',
    });
    await createCampaign(quiet.db, {
      charityId: charity.id,
      endAt: new Date(Date.now() - 60_000),
      reviewState: 'pending',
    });
    await createCampaign(quiet.db, { charityId: charity.id });
    await Promise.all([
      notifyEndedCampaigns(quiet.ctx),
      notifyEndedCampaigns(quiet.ctx),
      quiet.ctx.jobs.runDue(),
    ]);
    await notifyEndedCampaigns(quiet.ctx);
    const rows = await quiet.db.select().from(notifications).where(eq(notifications.userId, charity.id));
    expect(rows.map((row) => [row.type, row.data])).toEqual([['campaign_ended', { campaign_id: ended.id }]]);
    // Moved ahead and passed again: told again, once.
    await quiet.db
      .update(campaigns)
      .set({ endAt: new Date(Date.now() - 30_000) })
      .where(eq(campaigns.id, ended.id));
    await notifyEndedCampaigns(quiet.ctx);
    await notifyEndedCampaigns(quiet.ctx);
    expect(
      await quiet.db.select().from(notifications).where(eq(notifications.userId, charity.id)),
    ).toHaveLength(2);
  });

  it('sends a news update to every donor account in batches, once each, e-mailing those who want it in their language', async () => {
    const charity = await createUser(quiet.db, { userType: 'charity', locale: 'en' });
    const campaign = await createCampaign(quiet.db, { charityId: charity.id });
    const donors = NEWS_BATCH * 2 + 7;
    // Donor accounts with a paid donation each (written in bulk: argon2 per account would take minutes).
    await quiet.db.execute(sql`
      insert into users (user_type, first_name, last_name, email, mobile, password_hash, country_id, locale, email_opt_outs)
      select 'dooner', 'Donor', n::text, 'news' || n || '@example.test', '97150' || lpad(n::text, 7, '0'), 'x',
        (select min(id) from countries), case when n % 2 = 0 then 'ar' else 'en' end::locale,
        case when n % 10 = 0 then array['campaign_news'] else '{}'::text[] end
      from generate_series(1, ${donors}) n`);
    const { payment } = await createPaidDonation(quiet.db, { campaignId: campaign.id, amountMinor: 100 });
    await quiet.db.execute(sql`
      insert into donations (payment_id, campaign_id, charity_id, user_id, state, currency_id, amount_minor,
        campaign_amount_minor, rate_to_base, base_amount_minor, name, email, paid_at)
      select ${payment.id}, ${campaign.id}, ${charity.id}, u.id, 'paid', ${campaign.currencyId}, 100, 100, 1, 100, 'Donor', u.email, now()
      from users u where u.email like 'news%@example.test'`);
    // A donor whose donation failed hears nothing.
    const failedDonor = await createUser(quiet.db);
    await quiet.db.execute(sql`
      insert into donations (payment_id, campaign_id, charity_id, user_id, state, currency_id, amount_minor,
        campaign_amount_minor, rate_to_base, base_amount_minor, name, email)
      values (${payment.id}, ${campaign.id}, ${charity.id}, ${failedDonor.id}, 'failed', ${campaign.currencyId}, 1, 1, 1, 1, 'X', 'x@example.test')`);

    const charityToken = await signIn(quiet, charity.email);
    const form = new FormData();
    for (const [key, value] of Object.entries({
      'title:ar': 'وصلت السلال',
      'title:en': 'The baskets arrived',
      'content:ar': '<p>وزعنا مئة سلة</p>',
      'content:en': '<p>We handed out 100 baskets</p>',
    }))
      form.append(key, value);
    const started = Date.now();
    const posted = await quiet.request(`/charity/campaigns/${campaign.id}/updates`, {
      token: charityToken,
      raw: { data: form },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    // Posting does not wait for the donors.
    expect(Date.now() - started).toBeLessThan(5000);
    const updateId = posted.body.result.id as number;
    const waiting = await quiet.ctx.jobs.list('notifications.campaign-news');
    expect(waiting.map((job) => job.payload)).toEqual([{ updateId, after: 0 }]);

    // One batch at a time: each notifies NEWS_BATCH accounts and queues the next.
    const newsOf = () =>
      quiet.db
        .select()
        .from(notifications)
        .where(eq(notifications.eventKey, `campaign_news:${updateId}`));
    await sendNewsBatch(quiet.ctx, quiet.ctx.notifications.newsJob, { updateId, after: 0 });
    expect(await newsOf()).toHaveLength(NEWS_BATCH);
    const queued = (await quiet.ctx.jobs.list('notifications.campaign-news')).map(
      (job) => job.payload as { after: number },
    );
    expect(queued).toHaveLength(2);
    // The same batch again (a crash before its job was deleted) adds nothing and mails nobody twice.
    const mailsBefore = Number(
      (
        (await quiet.db.execute(sql`select count(*)::int as n from email_outbox`)) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n,
    );
    await sendNewsBatch(quiet.ctx, quiet.ctx.notifications.newsJob, { updateId, after: 0 });
    expect(await newsOf()).toHaveLength(NEWS_BATCH);
    const mailsAgain = Number(
      (
        (await quiet.db.execute(sql`select count(*)::int as n from email_outbox`)) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n,
    );
    expect(mailsAgain).toBe(mailsBefore);

    for (let i = 0; i < 10 && (await quiet.ctx.jobs.list('notifications.campaign-news')).length > 0; i++)
      await quiet.ctx.jobs.runDue();
    expect(await quiet.ctx.jobs.list('notifications.campaign-news')).toEqual([]);
    const all = await newsOf();
    expect(all).toHaveLength(donors);
    expect(all.some((row) => row.userId === failedDonor.id)).toBe(false);
    expect(new Set(all.map((row) => row.userId)).size).toBe(donors);

    const newsMails = await quiet.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.recipient} like 'news%@example.test'`);
    const optedOut = Math.floor(donors / 10);
    expect(newsMails).toHaveLength(donors - optedOut);
    const english = newsMails.find((mail) => mail.recipient === 'news1@example.test')!;
    expect(english.subject).toBe(
      mailSubject('en', 'mail.campaign_news_subject', {
        campaign: campaign.nameEn,
        title: 'The baskets arrived',
      }),
    );
    expect(english.text).toContain('We handed out 100 baskets');
    expect(english.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const arabic = newsMails.find((mail) => mail.recipient === 'news2@example.test')!;
    expect(arabic.subject).toBe(
      mailSubject('ar', 'mail.campaign_news_subject', { campaign: campaign.nameAr, title: 'وصلت السلال' }),
    );
    expect(newsMails.some((mail) => mail.recipient === 'news10@example.test')).toBe(false);

    // What a donor reads, in either language.
    const [reader] = await quiet.db.select().from(users).where(eq(users.email, 'news3@example.test'));
    await quiet.db
      .update(users)
      .set({ passwordHash: (await createUser(quiet.db)).passwordHash })
      .where(eq(users.id, reader!.id));
    const readerToken = await signIn(quiet, reader!.email);
    for (const lang of LANGS) {
      const answer = await quiet.request('/notifications', { token: readerToken, lang });
      expect(answer.body.result.data[0]).toMatchObject({
        type: 'campaign_news',
        data: { campaign_id: campaign.id, update_id: updateId },
        title: t(lang, 'notifications.types.campaign_news.title', {
          campaign: lang === 'ar' ? campaign.nameAr : campaign.nameEn,
        }),
        body: t(lang, 'notifications.types.campaign_news.body', {
          charity: lang === 'ar' ? charity.charityNameAr! : charity.charityNameEn!,
          title: lang === 'ar' ? 'وصلت السلال' : 'The baskets arrived',
        }),
      });
    }
  }, 120_000);
  it('posts no news to a campaign out of public view, and sends none queued before the staff took it down', async () => {
    const charity = await signedInUser(quiet, { userType: 'charity', locale: 'en' });
    const donor = await createUser(quiet.db, { locale: 'en' });
    const admin = await signedInUser(quiet, { userType: 'admin' });
    const news = (campaignId: number, lang: Lang) => {
      const form = new FormData();
      form.append('title:ar', 'وصلت السلال إلى الأسر');
      form.append('title:en', 'The baskets reached the families');
      form.append('content:ar', '<p>وزعنا ثلاثمئة سلة غذائية في الحي الشرقي</p>');
      form.append('content:en', '<p>We handed out 300 food baskets in the eastern district</p>');
      return quiet.request(`/charity/campaigns/${campaignId}/updates`, {
        token: charity.token,
        lang,
        raw: { data: form },
      });
    };
    const takeDown = async (campaignId: number) => {
      const form = new FormData();
      form.append('reason', 'The campaign’s bank account is under review');
      const answer = await quiet.request(`/admin/campaigns/${campaignId}/reject`, {
        token: admin.token,
        raw: { data: form },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    const toldDonor = async () => ({
      notifications: await quiet.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, donor.id), eq(notifications.type, 'campaign_news'))),
      mails: await outboxFor(quiet.db, donor.email),
    });
    const runQueuedNews = async () => {
      for (let i = 0; i < 5 && (await quiet.ctx.jobs.list('notifications.campaign-news')).length > 0; i++)
        await quiet.ctx.jobs.runDue();
      expect(await quiet.ctx.jobs.list('notifications.campaign-news')).toEqual([]);
    };

    // Taken down by the staff after it went live: the charity can no longer write to its donors.
    const takenDown = await createCampaign(quiet.db, { charityId: charity.user.id });
    await createPaidDonation(quiet.db, { campaignId: takenDown.id, amountMinor: 10_000, user: donor });
    await takeDown(takenDown.id);
    // Cancelled by the charity, awaiting review, or of a charity the staff rejected: none is public.
    const cancelled = await createCampaign(quiet.db, {
      charityId: charity.user.id,
      charityChoice: 'cancelled',
    });
    const pending = await createCampaign(quiet.db, { charityId: charity.user.id, reviewState: 'pending' });
    for (const campaign of [takenDown, cancelled, pending]) {
      for (const lang of LANGS) {
        const answer = await news(campaign.id, lang);
        expect(answer.status, `${campaign.id} ${lang}`).toBe(409);
        expect(answer.body.message).toBe(t(lang, 'errors.campaign_not_public'));
      }
    }
    expect(await quiet.ctx.jobs.list('notifications.campaign-news')).toEqual([]);

    // Posted while public, taken down before its donors were told: the queued news is not sent.
    const live = await createCampaign(quiet.db, { charityId: charity.user.id });
    await createPaidDonation(quiet.db, { campaignId: live.id, amountMinor: 10_000, user: donor });
    expect((await news(live.id, 'en')).status).toBe(201);
    expect(await quiet.ctx.jobs.list('notifications.campaign-news')).toHaveLength(1);
    await takeDown(live.id);
    await runQueuedNews();
    expect(await toldDonor()).toEqual({ notifications: [], mails: [] });

    // A public campaign's news still reaches its donors.
    const open = await createCampaign(quiet.db, { charityId: charity.user.id });
    await createPaidDonation(quiet.db, { campaignId: open.id, amountMinor: 10_000, user: donor });
    expect((await news(open.id, 'en')).status).toBe(201);
    await runQueuedNews();
    const told = await toldDonor();
    expect(told.notifications.map((row) => row.data)).toMatchObject([{ campaign_id: open.id }]);
    expect(told.mails).toHaveLength(1);
  });
});
