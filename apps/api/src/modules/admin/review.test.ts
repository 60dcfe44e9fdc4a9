// Contract §13: the staff review charities and campaigns over real HTTP; each write is audited and
// the charity is e-mailed once, in its own language.
import { isolate } from '@ataa/contract/bidi';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, campaigns, userDocuments, type users } from '../../db/schema.ts';
import { mailSubject } from '../../mail/templates.ts';
import { createCampaign, createUser } from '../../seed/factories.ts';
import { expectFailure, fieldErrors, LANGS, type Lang, signIn, t } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import { outboxFor } from '../../test/outbox.ts';

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
/** The same write as a multipart form, as the back office's forms may send it (contract §13). */
const postForm = (path: string, entries: Array<[string, string]>, lang: Lang = 'en') =>
  server.request(path, { method: 'POST', token, lang, raw: multipart(entries) });
const campaignRow = async (id: number) =>
  (await server.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;
const get = async (path: string, lang: Lang = 'en') => {
  const answer = await server.request(path, { token, lang });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
};
const mailsTo = (email: string) => outboxFor(server.db, email);
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
    await server.db.insert(userDocuments).values({
      userId: charity.id,
      name: 'ترخيص.pdf',
      path: 'documents/licence.pdf',
      mime: 'application/pdf',
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

  it('refuses to approve a charity with no documents unless the staff say so: translated 422, nothing changed', async () => {
    const charity = await createUser(server.db, { userType: 'charity', approvalStatus: 'pending' });
    for (const lang of LANGS) {
      for (const body of [{}, { without_documents: false }, { without_documents: 'no' }]) {
        const refused = await post(`/admin/charities/${charity.id}/approve`, body, lang);
        expectFailure(
          refused,
          422,
          fieldErrors(lang, [['without_documents', 'errors.charity_without_documents']]),
        );
      }
    }
    const fromForm = await postForm(`/admin/charities/${charity.id}/approve`, [], 'ar');
    expect(fromForm.status).toBe(422);
    expect(await auditOf('charity', charity.id)).toHaveLength(0);
    expect(await mailsTo(charity.email)).toHaveLength(0);

    const approved = await postForm(`/admin/charities/${charity.id}/approve`, [['without_documents', '1']]);
    expect(approved.status).toBe(200);
    expect(approved.body.result).toMatchObject({ approval_status: 'approved', documents: [] });
    expect(await auditOf('charity', charity.id)).toHaveLength(1);
    // Once approved, the same approval again is the no-op it always was.
    expect((await post(`/admin/charities/${charity.id}/approve`)).status).toBe(200);
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
    expect(mail!.text).toContain(t('en', 'mail.reason', { reason: isolate(reason) }));
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

describe('the list of charities', () => {
  it('shows each charity of a page with its own country, documents and counts; deleted campaigns are not counted', async () => {
    const [first, second] = [
      await createUser(server.db, {
        userType: 'charity',
        approvalStatus: 'pending',
        charityNameEn: 'Zqa One',
      }),
      await createUser(server.db, {
        userType: 'charity',
        approvalStatus: 'pending',
        charityNameEn: 'Zqa Two',
      }),
    ];
    await createCampaign(server.db, { charityId: first!.id });
    await createCampaign(server.db, { charityId: first!.id });
    await createCampaign(server.db, { charityId: first!.id, deletedAt: new Date() });
    await createCampaign(server.db, { charityId: second!.id, deletedAt: new Date() });
    await server.db.insert(userDocuments).values([
      { userId: second!.id, name: 'licence.pdf', path: 'documents/zqa-licence.pdf', mime: 'application/pdf' },
      { userId: second!.id, name: 'board.pdf', path: 'documents/zqa-board.pdf', mime: 'application/pdf' },
    ]);
    const page = await get('/admin/charities?q=Zqa');
    expect(page.data).toMatchObject([
      {
        id: second!.id,
        campaigns_count: 0,
        donations_count: 0,
        documents: [{ name: 'licence.pdf' }, { name: 'board.pdf' }],
      },
      { id: first!.id, campaigns_count: 2, donations_count: 0, documents: [] },
    ]);
    expect(page.data[0].country).toMatchObject({ id: second!.countryId });
    expect(await get(`/admin/charities/${first!.id}`)).toMatchObject({ campaigns_count: 2, documents: [] });
  });

  it('finds a charity by its Arabic name written with other forms of alef, yaa and taa marbuta', async () => {
    const charity = await createUser(server.db, {
      userType: 'charity',
      charityNameAr: 'جمعية زهرة إبتسامة',
    });
    const found = await get(`/admin/charities?q=${encodeURIComponent('زهره ابتسامه')}`);
    expect(found.data.map((row: { id: number }) => row.id)).toEqual([charity.id]);
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
      mailSubject('en', 'mail.campaign_approved_subject', { campaign: asked.nameEn }),
      mailSubject('en', 'mail.campaign_approved_subject', { campaign: 'Live soon' }),
    ]);
  });

  it('takes a live campaign down with a reason the charity sees, told it was taken down rather than refused; editing sends it back for review', async () => {
    const charity = await createUser(server.db, { userType: 'charity', locale: 'en' });
    const campaign = await createCampaign(server.db, { charityId: charity.id });
    const reason = 'The pictures are not of this project.';
    const answer = await post(`/admin/campaigns/${campaign.id}/reject`, { reason }, 'ar');
    expect(answer.body.message).toBe(t('ar', 'admin.campaign_rejected'));
    expect(answer.body.result).toMatchObject({ status: 'rejected', rejection_reason: reason });
    expect((await server.request(`/campaigns/${campaign.id}`)).status).toBe(404);
    const [mail] = await mailsTo(charity.email);
    const name = { campaign: campaign.nameEn };
    expect(mail!.subject).toBe(mailSubject('en', 'mail.campaign_taken_down_subject', name));
    expect(mail!.text).toContain(t('en', 'mail.campaign_taken_down_intro', name));
    expect(mail!.text).not.toContain(t('en', 'mail.campaign_rejected_intro', name));
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
    // Other forms of alef, yaa and taa marbuta find the same message (contract §1.6).
    for (const q of ['الايصال', 'الإيصال', 'ألإيصآل']) {
      const again = await get(`/admin/contacts?q=${encodeURIComponent(q)}`);
      expect(again.data.map((row: { name: string }) => row.name)).toEqual(['سالم']);
    }
    const typed = await server.request('/contact', {
      lang: 'ar',
      body: {
        name: 'هدى',
        email: 'huda@example.test',
        mobile: '966500000097',
        subject: 'تبرع للمدرسة',
        content: 'سؤال',
      },
    });
    expect(typed.status).toBe(200);
    const bySubject = await get(`/admin/contacts?q=${encodeURIComponent('مدرسه')}`);
    expect(bySubject.data.map((row: { name: string }) => row.name)).toEqual(['هدى']);
    const byName = await get(`/admin/contacts?q=${encodeURIComponent('هدي')}`);
    expect(byName.data.map((row: { name: string }) => row.name)).toEqual(['هدى']);
  });
});

describe('writes sent as multipart forms (contract §13)', () => {
  it('rejects a charity with a multipart reason, and refuses one without it, in both languages', async () => {
    for (const lang of LANGS) {
      const charity = await createUser(server.db, { userType: 'charity', approvalStatus: 'pending' });
      const path = `/admin/charities/${charity.id}/reject`;
      expectFailure(
        await postForm(path, [], lang),
        422,
        fieldErrors(lang, [['reason', 'validation.required']]),
      );
      const reason = lang === 'ar' ? 'الترخيص منتهي الصلاحية.' : 'The licence has expired.';
      const answer = await postForm(path, [['reason', reason]], lang);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.message).toBe(t(lang, 'admin.charity_rejected'));
      expect(answer.body.result).toMatchObject({ approval_status: 'rejected', rejection_reason: reason });
      expect(await auditOf('charity', charity.id)).toEqual([
        expect.objectContaining({ action: 'charity.reject', reason }),
      ]);
    }
  });

  it('approves, rejects and features campaigns and approves charities from multipart forms', async () => {
    const charity = await createUser(server.db, { userType: 'charity', approvalStatus: 'pending' });
    const approved = await postForm(`/admin/charities/${charity.id}/approve`, [
      ['note', 'ok'],
      ['without_documents', 'yes'],
    ]);
    expect(approved.body.result.approval_status).toBe('approved');
    const campaign = await createCampaign(server.db, { charityId: charity.id, reviewState: 'pending' });
    expect((await postForm(`/admin/campaigns/${campaign.id}/approve`, [])).body.result.status).toBe(
      'published',
    );
    const featured = await postForm(`/admin/campaigns/${campaign.id}/feature`, [
      ['featured', 'yes'],
      ['sort', '3'],
    ]);
    expect(featured.body.result).toMatchObject({ is_featured: true, sort: 3 });
    for (const lang of LANGS) {
      const reason = lang === 'ar' ? 'الصور لا تخص هذا المشروع.' : 'The pictures are not of this project.';
      const rejected = await postForm(`/admin/campaigns/${campaign.id}/reject`, [['reason', reason]], lang);
      expect(rejected.body.message).toBe(t(lang, 'admin.campaign_rejected'));
      expect(rejected.body.result).toMatchObject({ status: 'rejected', rejection_reason: reason });
    }
  });

  it('marks a contact message read from a multipart form', async () => {
    const sent = await server.request('/contact', {
      lang: 'en',
      body: {
        name: 'Nadia',
        email: 'nadia@example.test',
        mobile: '966500000098',
        subject: 'Hi',
        content: 'Hello',
      },
    });
    expect(sent.status).toBe(200);
    const [message] = (await get('/admin/contacts?q=nadia%40example.test')).data;
    const read = await postForm(`/admin/contacts/${message.id}/read`, []);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.result.read_at).not.toBeNull();
  });
});

describe("the reviews a campaign's state refuses", () => {
  it('refuses to reject a cancelled campaign, to review a deleted one, and to feature one not approved: 409, nothing changed', async () => {
    const charity = await createUser(server.db, { userType: 'charity' });
    const cancelled = await createCampaign(server.db, { charityId: charity.id, charityChoice: 'cancelled' });
    const deleted = await createCampaign(server.db, { charityId: charity.id, deletedAt: new Date() });
    const pending = await createCampaign(server.db, { charityId: charity.id, reviewState: 'pending' });
    const rejected = await createCampaign(server.db, {
      charityId: charity.id,
      reviewState: 'rejected',
      rejectionReason: 'Not this time.',
    });
    const cases: Array<[string, unknown, Parameters<typeof t>[1]]> = [
      [
        `/admin/campaigns/${cancelled.id}/reject`,
        { reason: 'Too late.' },
        'errors.campaign_cancelled_review',
      ],
      [`/admin/campaigns/${cancelled.id}/feature`, { featured: true }, 'errors.campaign_not_featurable'],
      [`/admin/campaigns/${deleted.id}/approve`, {}, 'errors.campaign_deleted_review'],
      [`/admin/campaigns/${deleted.id}/feature`, { featured: true }, 'errors.campaign_deleted_review'],
      [`/admin/campaigns/${deleted.id}/reject`, { reason: 'Gone.' }, 'errors.campaign_deleted_review'],
      [
        `/admin/campaigns/${pending.id}/feature`,
        { featured: true, sort: 1 },
        'errors.campaign_not_featurable',
      ],
      [`/admin/campaigns/${rejected.id}/feature`, { featured: 'yes' }, 'errors.campaign_not_featurable'],
    ];
    const before = await Promise.all(
      [cancelled, deleted, pending, rejected].map((row) => campaignRow(row.id)),
    );
    for (const [path, body, key] of cases) {
      for (const lang of LANGS) expectFailure(await post(path, body, lang), 409, {}, t(lang, key));
    }
    const after = await Promise.all(
      [cancelled, deleted, pending, rejected].map((row) => campaignRow(row.id)),
    );
    expect(after).toEqual(before);
    for (const row of after) expect(await auditOf('campaign', row.id)).toEqual([]);
    expect(await mailsTo(charity.email)).toEqual([]);
    // Taking a campaign off the featured list stays possible while it waits for review.
    expect((await post(`/admin/campaigns/${pending.id}/feature`, { featured: false })).status).toBe(200);
  });
});

describe('the review of campaigns: audit and messages', () => {
  it('records campaign.approve with the review fields before and after', async () => {
    const campaign = await createCampaign(server.db, { reviewState: 'pending', requestedStatus: 'paused' });
    expect((await post(`/admin/campaigns/${campaign.id}/approve`)).status).toBe(200);
    expect(await auditOf('campaign', campaign.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'campaign.approve',
        reason: null,
        changes: {
          review_state: { before: 'pending', after: 'approved' },
          charity_choice: { before: 'active', after: 'paused' },
        },
      }),
    ]);
  });

  it('refuses a rejection without a reason, or with one too long, in both languages', async () => {
    const campaign = await createCampaign(server.db);
    for (const lang of LANGS) {
      const path = `/admin/campaigns/${campaign.id}/reject`;
      expectFailure(await post(path, {}, lang), 422, fieldErrors(lang, [['reason', 'validation.required']]));
      expectFailure(
        await post(path, { reason: 'x'.repeat(501) }, lang),
        422,
        fieldErrors(lang, [['reason', 'validation.too_long', { max: 500 }]]),
      );
    }
    expect((await campaignRow(campaign.id)).reviewState).toBe('approved');
    expect(await auditOf('campaign', campaign.id)).toEqual([]);
  });

  it('names what is wrong with a feature request in both languages', async () => {
    const campaign = await createCampaign(server.db);
    for (const lang of LANGS) {
      expectFailure(
        await post(`/admin/campaigns/${campaign.id}/feature`, { featured: 'maybe', sort: -1 }, lang),
        422,
        fieldErrors(lang, [
          ['featured', 'validation.invalid'],
          ['sort', 'validation.min_value', { min: 0 }],
        ]),
      );
      expectFailure(
        await post(`/admin/campaigns/${campaign.id}/feature`, { sort: 'first' }, lang),
        422,
        fieldErrors(lang, [
          ['featured', 'validation.required'],
          ['sort', 'validation.number'],
        ]),
      );
    }
    expect((await campaignRow(campaign.id)).isFeatured).toBe(false);
  });
});
