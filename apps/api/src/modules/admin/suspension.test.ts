// Decision 029: the staff suspend a live campaign with a reason and lift it again, over real HTTP.
// Its page stays (shown `paused`, marked `suspended`), it takes no gifts or news and leaves the
// lists; its charity is told both ways, and everyone who gave is told once, in their language.
import { isolate } from '@ataa/contract/bidi';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, campaigns, notifications, payments, type users } from '../../db/schema.ts';
import { mailSubject } from '../../mail/templates.ts';
import { createCampaign, createPaidDonation, createUser } from '../../seed/factories.ts';
import { expectFailure, fieldErrors, LANGS, type Lang, signIn, t } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import { outboxFor } from '../../test/outbox.ts';

let server: TestServer;
let admin: typeof users.$inferSelect;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server.db, { userType: 'admin' });
  token = await signIn(server, admin.email);
});
afterAll(() => server.close());

const REASON = 'تلقينا بلاغات عن صور لا تخص المشروع، ونراجع المستندات مع الجمعية قبل استئناف التبرع.';

/** `who` null: signed out. */
const post = (path: string, body: unknown, lang: Lang = 'en', who: string | null = token) =>
  server.request(path, { method: 'POST', token: who ?? undefined, lang, body });
const suspend = (id: number, lang: Lang = 'en') =>
  post(`/admin/campaigns/${id}/suspend`, { reason: REASON, confirm: 'yes' }, lang);
const mailsTo = (email: string) => outboxFor(server.db, email);
const notificationsOf = (userId: number, type: string) =>
  server.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

async function liveCampaign(locale: Lang = 'ar') {
  const charity = await createUser(server.db, { userType: 'charity', locale });
  const campaign = await createCampaign(server.db, { charityId: charity.id });
  return { charity, campaign };
}

describe('suspending a live campaign', () => {
  it('is for admins only: 401 signed out, 403 for a donor or the charity itself', async () => {
    const { charity, campaign } = await liveCampaign();
    const donor = await createUser(server.db);
    for (const path of ['suspend', 'lift-suspension']) {
      const url = `/admin/campaigns/${campaign.id}/${path}`;
      const body = { reason: REASON, confirm: 'yes' };
      expect((await post(url, body, 'en', null)).status).toBe(401);
      expect((await post(url, body, 'en', await signIn(server, donor.email))).status).toBe(403);
      expect((await post(url, body, 'en', await signIn(server, charity.email))).status).toBe(403);
    }
    const [row] = await server.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row!.suspendedAt).toBeNull();
  });

  it('needs a reason and the "I am sure" tick, in both languages; only a live campaign is suspended', async () => {
    const { campaign } = await liveCampaign();
    const path = `/admin/campaigns/${campaign.id}/suspend`;
    for (const lang of LANGS) {
      expectFailure(
        await post(path, { confirm: 'yes' }, lang),
        422,
        fieldErrors(lang, [['reason', 'validation.required']]),
      );
      expectFailure(
        await post(path, { reason: REASON, confirm: 'no' }, lang),
        422,
        fieldErrors(lang, [['confirm', 'validation.confirm_required']]),
      );
    }
    const pending = await createCampaign(server.db, { reviewState: 'pending' });
    const refused = await suspend(pending.id, 'ar');
    expectFailure(refused, 409, {}, t('ar', 'errors.campaign_not_suspendable'));
  });

  it('keeps the page, shown paused and marked suspended; refuses gifts and news; leaves the lists; lifts back', async () => {
    const { charity, campaign } = await liveCampaign('en');
    const answer = await suspend(campaign.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(t('en', 'admin.campaign_suspended'));
    expect(answer.body.result).toMatchObject({
      status: 'paused',
      suspended: true,
      suspension_reason: REASON,
    });

    const page = await server.request(`/campaigns/${campaign.id}`, { lang: 'ar' });
    expect(page.status).toBe(200);
    expect(page.body.result).toMatchObject({ status: 'paused', suspended: true, accepts_donations: false });
    expect(page.body.result).not.toHaveProperty('suspension_reason');
    const listed = await server.request('/campaigns?per_page=100', { lang: 'en' });
    expect(listed.body.result.data.map((card: { id: number }) => card.id)).not.toContain(campaign.id);

    for (const lang of LANGS) {
      const gift = await server.request('/donations', {
        lang,
        body: {
          campaign_id: campaign.id,
          amount: 50,
          gateway: 'sandbox',
          name: 'سارة العتيبي',
          email: 'sara@example.test',
          mobile: '+966 50 123 4567',
        },
      });
      expectFailure(gift, 422, fieldErrors(lang, [['campaign_id', 'payments.errors.campaign_unavailable']]));
      const donorToken = await signIn(server, (await createUser(server.db)).email);
      const cart = await post(`/doner/cart/add/${campaign.id}`, {}, lang, donorToken);
      expectFailure(cart, 409, {}, t(lang, 'donor.api.not_accepting'));
    }

    const charityToken = await signIn(server, charity.email);
    const news = await server.request(`/charity/campaigns/${campaign.id}/updates`, {
      token: charityToken,
      lang: 'ar',
      raw: multipart([
        ['title:ar', 'وصلت الدفعة الأولى'],
        ['title:en', 'The first delivery arrived'],
        ['content:ar', '<p>وزعنا مئة سلة</p>'],
        ['content:en', '<p>We handed out 100 baskets</p>'],
      ]),
    });
    expectFailure(news, 409, {}, t('ar', 'errors.campaign_suspended'));

    // The charity's dashboard shows the state and the reason.
    const own = await server.request(`/charity/campaigns/${campaign.id}`, {
      token: charityToken,
      lang: 'en',
    });
    expect(own.body.result).toMatchObject({ status: 'paused', suspended: true, suspension_reason: REASON });
    const ownList = await server.request('/charity/campaigns', { token: charityToken, lang: 'en' });
    expect(ownList.body.result.data[0]).toMatchObject({ suspended: true, suspension_reason: REASON });

    const lifted = await post(`/admin/campaigns/${campaign.id}/lift-suspension`, {});
    expect(lifted.body.message).toBe(t('en', 'admin.campaign_suspension_lifted'));
    expect(lifted.body.result).toMatchObject({
      status: 'published',
      suspended: false,
      suspension_reason: null,
    });
    const back = await server.request(`/campaigns/${campaign.id}`, { lang: 'en' });
    expect(back.body.result).toMatchObject({
      status: 'published',
      suspended: false,
      accepts_donations: true,
    });

    const entries = (
      await server.db.select().from(auditLog).where(eq(auditLog.objectId, campaign.id))
    ).filter((row) => row.objectType === 'campaign');
    expect(entries.map((row) => [row.action, row.reason])).toEqual([
      ['campaign.suspend', REASON],
      ['campaign.lift', null],
    ]);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      changes: {
        suspended: { before: false, after: true },
        suspension_reason: { before: null, after: REASON },
      },
    });
    expect(entries[1]!.changes).toMatchObject({ suspended: { before: true, after: false } });
  });

  it('a campaign its charity paused comes back paused when the suspension is lifted', async () => {
    const campaign = await createCampaign(server.db, { charityChoice: 'paused' });
    await suspend(campaign.id);
    const lifted = await post(`/admin/campaigns/${campaign.id}/lift-suspension`, {});
    expect(lifted.body.result).toMatchObject({ status: 'paused', suspended: false });
  });

  it("refuses the charity's own pause and resume while suspended, with the staff's reason, in both languages; lifting returns its earlier choice", async () => {
    const { charity, campaign } = await liveCampaign('ar');
    const charityToken = await signIn(server, charity.email);
    const choose = (status: string, lang: Lang) =>
      server.request(`/charity/campaigns/${campaign.id}`, {
        token: charityToken,
        lang,
        raw: multipart([['status', status]]),
      });
    await suspend(campaign.id);
    for (const lang of LANGS) {
      for (const status of ['published', 'paused']) {
        expectFailure(
          await choose(status, lang),
          409,
          {},
          t(lang, 'errors.campaign_suspended_status', { reason: isolate(REASON) }),
        );
      }
    }
    const [row] = await server.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row).toMatchObject({ charityChoice: 'active', requestedStatus: 'published' });
    expect(row!.suspendedAt).not.toBeNull();
    // Its words may still be edited while the staff review it.
    const edited = await server.request(`/charity/campaigns/${campaign.id}`, {
      token: charityToken,
      lang: 'en',
      raw: multipart([['name:en', 'Clearer name for the review']]),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.result).toMatchObject({ status: 'paused', suspended: true });

    const lifted = await post(`/admin/campaigns/${campaign.id}/lift-suspension`, {});
    expect(lifted.body.result).toMatchObject({ status: 'published', suspended: false });
    expect((await choose('paused', 'en')).body.result).toMatchObject({ status: 'paused', suspended: false });
  });

  it('tells the charity "paused for review" with the reason, and again when lifted, in its language', async () => {
    const { charity, campaign } = await liveCampaign('ar');
    await suspend(campaign.id);
    await suspend(campaign.id);
    await post(`/admin/campaigns/${campaign.id}/lift-suspension`, {});
    const mails = await mailsTo(charity.email);
    const params = { campaign: campaign.nameAr };
    expect(mails.map((mail) => mail.subject)).toEqual([
      mailSubject('ar', 'mail.campaign_suspended_subject', params),
      mailSubject('ar', 'mail.campaign_suspension_lifted_subject', params),
    ]);
    expect(mails[0]!.text).toContain(t('ar', 'mail.campaign_suspended_intro', params));
    // The reason is the staff's free text, isolated by direction in the e-mail (decision 030).
    expect(mails[0]!.text).toContain(t('ar', 'mail.reason', { reason: isolate(REASON) }));
    expect(mails[0]!.text).not.toContain(t('ar', 'mail.campaign_rejected_intro', params));
    const told = await server.request('/notifications', {
      token: await signIn(server, charity.email),
      lang: 'en',
    });
    const types = told.body.result.data.map((row: { type: string }) => row.type);
    expect(types).toEqual(['campaign_suspension_lifted', 'campaign_suspended']);
    expect(told.body.result.data[1].body).toContain(REASON);
  });

  it('tells everyone who gave once, in their language: accounts by notification and e-mail, guests by e-mail', async () => {
    const { campaign } = await liveCampaign();
    const arabicDonor = await createUser(server.db, { locale: 'ar' });
    const englishDonor = await createUser(server.db, { locale: 'en' });
    const guest = { name: 'Omar Haddad', email: 'omar.haddad@example.test' };
    // Two gifts from the same account, two from the same guest (one typed in capitals).
    await createPaidDonation(server.db, { campaignId: campaign.id, amountMinor: 10_000, user: arabicDonor });
    await createPaidDonation(server.db, { campaignId: campaign.id, amountMinor: 25_000, user: arabicDonor });
    await createPaidDonation(server.db, { campaignId: campaign.id, amountMinor: 5_000, user: englishDonor });
    await createPaidDonation(server.db, { campaignId: campaign.id, amountMinor: 7_500, guest });
    const last = await createPaidDonation(server.db, {
      campaignId: campaign.id,
      amountMinor: 7_500,
      guest: { ...guest, email: 'Omar.Haddad@Example.test' },
    });
    await server.db.update(payments).set({ locale: 'en' }).where(eq(payments.id, last.payment.id));

    await suspend(campaign.id);
    await suspend(campaign.id);

    for (const donor of [arabicDonor, englishDonor]) {
      expect(await notificationsOf(donor.id, 'campaign_paused_for_review')).toHaveLength(1);
      const params = { campaign: donor.locale === 'ar' ? campaign.nameAr : campaign.nameEn };
      expect((await mailsTo(donor.email)).map((mail) => mail.subject)).toEqual([
        mailSubject(donor.locale, 'mail.campaign_paused_for_review_subject', params),
      ]);
    }
    const guestMails = [
      ...(await mailsTo('omar.haddad@example.test')),
      ...(await mailsTo('Omar.Haddad@Example.test')),
    ];
    expect(guestMails.map((mail) => mail.subject)).toEqual([
      mailSubject('en', 'mail.campaign_paused_for_review_subject', { campaign: campaign.nameEn }),
    ]);
    expect(guestMails[0]!.text).toContain(`/en/campaigns/${campaign.id}`);
  });
});
