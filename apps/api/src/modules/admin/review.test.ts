// Contract §13: the staff review charities and campaigns over real HTTP; each write is audited and
// the charity is e-mailed once, in its own language.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, campaigns, emailOutbox, type users } from '../../db/schema.ts';
import { createCampaign, createUser } from '../../seed/factories.ts';
import { expectFailure, fieldErrors, LANGS, type Lang, signIn, t } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
let admin: typeof users.$inferSelect;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server.db, { userType: 'admin', firstName: 'Huda', lastName: 'Staff' });
  token = await signIn(server, admin.email);
});
afterAll(() => server.close());

const post = (path: string, body?: unknown, lang: Lang = 'en', who = token) =>
  server.request(path, { method: 'POST', token: who, lang, body: body ?? {} });
const get = async (path: string, lang: Lang = 'en') => {
  const answer = await server.request(path, { token, lang });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
};
const mailsTo = (email: string) =>
  server.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
const auditOf = (objectType: string, objectId: number) =>
  server.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.objectId, objectId))
    .then((rows) => rows.filter((row) => row.objectType === objectType));

describe('the review of charities', () => {
  it('approves a pending charity once: its campaigns go public, it can write, it is e-mailed in its language', async () => {
    const charity = await createUser(server.db, {
      userType: 'charity',
      approvalStatus: 'pending',
      locale: 'ar',
    });
    const campaign = await createCampaign(server.db, { charityId: charity.id });
    expect((await server.request(`/campaigns/${campaign.id}`)).status).toBe(404);
    const charityToken = await signIn(server, charity.email);
    expect((await post('/charity/campaigns', {}, 'en', charityToken)).body.errorCode).toBe(302);

    const answer = await post(`/admin/charities/${charity.id}/approve`);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(t('en', 'admin.charity_approved'));
    expect(answer.body.result).toMatchObject({
      id: charity.id,
      approval_status: 'approved',
      rejection_reason: null,
    });
    expect((await server.request(`/campaigns/${campaign.id}`)).status).toBe(200);
    expect((await post('/charity/campaigns', {}, 'en', charityToken)).status).toBe(422);

    // Approving again changes nothing and tells no one twice.
    await post(`/admin/charities/${charity.id}/approve`);
    const mails = await mailsTo(charity.email);
    expect(mails.map((mail) => mail.subject)).toEqual([t('ar', 'mail.charity_approved_subject')]);
    const [entry] = await auditOf('charity', charity.id);
    expect(await auditOf('charity', charity.id)).toHaveLength(1);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'charity.approve',
      changes: { approval_status: { before: 'pending', after: 'approved' } },
    });
  });

  it('rejects with a required reason the charity reads; its campaigns leave public view', async () => {
    const charity = await createUser(server.db, { userType: 'charity', locale: 'en' });
    const campaign = await createCampaign(server.db, { charityId: charity.id });
    for (const lang of LANGS) {
      const missing = await post(`/admin/charities/${charity.id}/reject`, {}, lang);
      expectFailure(missing, 422, fieldErrors(lang, [['reason', 'validation.required']]));
      const long = await post(`/admin/charities/${charity.id}/reject`, { reason: 'x'.repeat(501) }, lang);
      expectFailure(long, 422, fieldErrors(lang, [['reason', 'validation.too_long', { max: 500 }]]));
    }
    const reason = 'The licence has expired.';
    const answer = await post(`/admin/charities/${charity.id}/reject`, { reason });
    expect(answer.body.result).toMatchObject({ approval_status: 'rejected', rejection_reason: reason });
    expect((await server.request(`/campaigns/${campaign.id}`)).status).toBe(404);
    const me = await server.request('/me', { token: await signIn(server, charity.email), lang: 'en' });
    expect(me.body.result.rejection_reason).toBe(reason);
    const [mail] = await mailsTo(charity.email);
    expect(mail!.subject).toBe(t('en', 'mail.charity_rejected_subject'));
    expect(mail!.text).toContain(t('en', 'mail.reason', { reason }));
    const [entry] = await auditOf('charity', charity.id);
    expect(entry).toMatchObject({ action: 'charity.reject', reason });
  });

  it('lists and reads charities with their counts, filtered by status and searched by name or e-mail', async () => {
    const charity = await createUser(server.db, {
      userType: 'charity',
      approvalStatus: 'pending',
      charityNameAr: 'جمعية إطعام الصائم',
      charityNameEn: 'Feed the Fasting',
    });
    await createCampaign(server.db, { charityId: charity.id });
    const found = await get(`/admin/charities?approval_status=pending&q=${encodeURIComponent('اطعام')}`);
    expect(found.data.map((row: { id: number }) => row.id)).toEqual([charity.id]);
    expect((await get(`/admin/charities?q=${encodeURIComponent(charity.email)}`)).meta.total).toBe(1);
    const read = await get(`/admin/charities/${charity.id}`);
    expect(read).toMatchObject({ id: charity.id, campaigns_count: 1, donations_count: 0, documents: [] });
    const donor = await createUser(server.db);
    expect((await server.request(`/admin/charities/${donor.id}`, { token })).status).toBe(404);
  });
});

describe('the review of campaigns', () => {
  it('approves a pending campaign into the status its charity asked for, and it appears on /campaigns', async () => {
    const charity = await createUser(server.db, { userType: 'charity', locale: 'en' });
    const asked = await createCampaign(server.db, {
      charityId: charity.id,
      reviewState: 'pending',
      requestedStatus: 'paused',
    });
    const answer = await post(`/admin/campaigns/${asked.id}/approve`);
    expect(answer.body.result).toMatchObject({ status: 'paused', charity: { id: charity.id } });
    const live = await createCampaign(server.db, {
      charityId: charity.id,
      reviewState: 'pending',
      nameEn: 'Live soon',
    });
    await post(`/admin/campaigns/${live.id}/approve`);
    const list = await server.request(`/campaigns?charity_id=${charity.id}`, { lang: 'en' });
    expect(list.body.result.data.map((row: { id: number }) => row.id)).toContain(live.id);
    const subjects = (await mailsTo(charity.email)).map((mail) => mail.subject);
    expect(subjects).toEqual([
      t('en', 'mail.campaign_approved_subject', { campaign: asked.nameEn }),
      t('en', 'mail.campaign_approved_subject', { campaign: 'Live soon' }),
    ]);
  });

  it('takes a live campaign down with a reason the charity sees; editing sends it back for review', async () => {
    const charity = await createUser(server.db, { userType: 'charity' });
    const campaign = await createCampaign(server.db, { charityId: charity.id });
    const reason = 'The pictures are not of this project.';
    const answer = await post(`/admin/campaigns/${campaign.id}/reject`, { reason }, 'ar');
    expect(answer.body.message).toBe(t('ar', 'admin.campaign_rejected'));
    expect(answer.body.result).toMatchObject({ status: 'rejected', rejection_reason: reason });
    expect((await server.request(`/campaigns/${campaign.id}`)).status).toBe(404);
    const charityToken = await signIn(server, charity.email);
    const own = await server.request(`/charity/campaigns/${campaign.id}`, { token: charityToken });
    expect(own.body.result.rejection_reason).toBe(reason);
    const [entry] = await auditOf('campaign', campaign.id);
    expect(entry).toMatchObject({
      action: 'campaign.reject',
      reason,
      changes: {
        review_state: { before: 'approved', after: 'rejected' },
        rejection_reason: { before: null, after: reason },
      },
    });
    expectFailure(
      await post(`/admin/campaigns/${campaign.id}/reject`, { reason: ' ' }, 'en'),
      422,
      fieldErrors('en', [['reason', 'validation.required']]),
    );
  });

  it('features campaigns in order for the home page, e-mailing only when one becomes featured', async () => {
    const charity = await createUser(server.db, { userType: 'charity' });
    const campaign = await createCampaign(server.db, { charityId: charity.id });
    const answer = await post(`/admin/campaigns/${campaign.id}/feature`, { featured: 'yes', sort: 2 });
    expect(answer.body.result).toMatchObject({ is_featured: true, sort: 2 });
    await post(`/admin/campaigns/${campaign.id}/feature`, { featured: true, sort: 1 });
    await post(`/admin/campaigns/${campaign.id}/feature`, { featured: false });
    expect(await mailsTo(charity.email)).toHaveLength(1);
    const [row] = await server.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row).toMatchObject({ isFeatured: false, featuredSort: 1 });
    expect((await get(`/admin/audit?object_type=campaign&object_id=${campaign.id}`)).meta.total).toBe(3);
    const wrong = await post(
      `/admin/campaigns/${campaign.id}/feature`,
      { featured: 'maybe', sort: -1 },
      'ar',
    );
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['featured', 'sort']);
  });

  it('lists every campaign, deleted ones too, by status, charity and featured; 404 for none', async () => {
    const charity = await createUser(server.db, { userType: 'charity' });
    const pending = await createCampaign(server.db, { charityId: charity.id, reviewState: 'pending' });
    const deleted = await createCampaign(server.db, { charityId: charity.id, deletedAt: new Date() });
    const all = await get(`/admin/campaigns?charity_id=${charity.id}`);
    expect(all.data.map((row: { id: number }) => row.id)).toEqual([deleted.id, pending.id]);
    expect(all.data[0].deleted_at).not.toBeNull();
    expect((await get(`/admin/campaigns?charity_id=${charity.id}&status=pending`)).meta.total).toBe(1);
    expect((await get(`/admin/campaigns/${pending.id}`)).translations).toHaveLength(2);
    expect((await server.request('/admin/campaigns/999999', { token })).status).toBe(404);
  });
});

describe('contact messages', () => {
  it('lists what visitors sent through the contact form, newest first, searched by name, e-mail or subject', async () => {
    for (const [name, subject] of [
      ['Maryam', 'Volunteering in Ramadan'],
      ['سالم', 'استفسار عن الإيصال'],
    ]) {
      const sent = await server.request('/contact', {
        lang: 'ar',
        body: {
          name,
          email: 'visitor@example.test',
          mobile: '966500000099',
          subject,
          content: 'Salam,\nthank you.',
        },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    }
    const all = await get('/admin/contacts');
    expect(all.data.slice(0, 2).map((row: { name: string }) => row.name)).toEqual(['سالم', 'Maryam']);
    expect(all.data[1]).toMatchObject({
      subject: 'Volunteering in Ramadan',
      content: 'Salam,\nthank you.',
      locale: 'ar',
    });
    const found = await get(`/admin/contacts?q=${encodeURIComponent('الإيصال')}`);
    expect(found.data.map((row: { name: string }) => row.name)).toEqual(['سالم']);
    expect((await get('/admin/contacts?q=100%25')).meta.total).toBe(0);
  });
});

describe('who may review', () => {
  it('answers 401 to visitors and 403 to donors and charities on every review endpoint, changing nothing', async () => {
    const charity = await createUser(server.db, { userType: 'charity', approvalStatus: 'pending' });
    const campaign = await createCampaign(server.db, { reviewState: 'pending' });
    const donor = await createUser(server.db);
    const others = [await signIn(server, donor.email), await signIn(server, charity.email)];
    const writes = [
      `/admin/charities/${charity.id}/approve`,
      `/admin/campaigns/${campaign.id}/approve`,
      `/admin/campaigns/${campaign.id}/feature`,
    ];
    const reads = ['/admin/charities', `/admin/campaigns/${campaign.id}`, '/admin/audit', '/admin/contacts'];
    for (const path of writes) {
      expect((await server.request(path, { method: 'POST', body: { featured: true } })).status).toBe(401);
      for (const other of others)
        expect((await post(path, { featured: true }, 'en', other)).status).toBe(403);
    }
    for (const path of reads) {
      expect((await server.request(path)).status).toBe(401);
      for (const other of others) expect((await server.request(path, { token: other })).status).toBe(403);
    }
    const [row] = await server.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row!.reviewState).toBe('pending');
  });
});
