// Contract §10 "Campaign updates" over real HTTP: editing a news update (owner only, checked and
// sanitised like a post, its picture replaced or removed, donors not told again), and posting one
// once per Idempotency-Key.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, campaignUpdates, notifications } from '../../db/schema.ts';
import {
  createCampaign,
  createCampaignUpdate,
  createPaidDonation,
  createUser,
} from '../../seed/factories.ts';
import { localFolders } from '../../storage/local-storage.ts';
import { expectFailure, fieldErrors, type Lang, signedInUser, t } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { outboxFor } from '../../test/outbox.ts';

const DAY_MS = 86_400_000;

let server: TestServer;
let charity: Awaited<ReturnType<typeof signedInUser>>;
let photo: Buffer;

beforeAll(async () => {
  // The news job runs only when a test says so, so what it sent can be counted.
  server = await startTestServer({ JOBS_ENABLED: 'false' });
  charity = await signedInUser(server, { userType: 'charity', locale: 'ar' });
  photo = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#3E7E41' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => server.close());

const stored = (url: string) =>
  path.join(localFolders(server.ctx.config.dataDir).uploads, url.replace(/^.*\/uploads\//, ''));
const picture = (color = '#3E7E41'): Promise<Part> =>
  sharp(photo)
    .tint(color)
    .toBuffer()
    .then((data) => ({ data, filename: 'news.jpg', type: 'image/jpeg' }));

const NEWS: Array<[string, string]> = [
  ['title:ar', 'وصلت الدفعة الأولى من السلال الغذائية إلى الأسر المتعففة في الحي الشرقي'],
  ['title:en', 'The first food baskets reached families in the eastern district'],
  ['content:ar', '<p>وزّعنا <strong>مئتين وخمسين</strong> سلة غذائية بفضل تبرعاتكم الكريمة.</p>'],
  ['content:en', '<p>We handed out <strong>250</strong> food baskets thanks to your gifts.</p>'],
];

const edit = (
  campaignId: number,
  updateId: number,
  entries: Array<[string, Part]>,
  token?: string,
  lang?: Lang,
) =>
  server.request(`/charity/campaigns/${campaignId}/updates/${updateId}`, {
    method: 'PUT',
    token,
    lang,
    raw: multipart(entries),
  });

const post = (campaignId: number, entries: Array<[string, Part]>, headers: Record<string, string> = {}) =>
  server.request(`/charity/campaigns/${campaignId}/updates`, {
    token: charity.token,
    headers,
    raw: multipart(entries),
  });

/** Runs the queued jobs (the news batches) until none is due. */
async function runNewsJobs() {
  for (let i = 0; i < 10 && (await server.ctx.jobs.list('notifications.campaign-news')).length > 0; i++)
    await server.ctx.jobs.runDue();
}

describe('PUT /charity/campaigns/{id}/updates/{updateId}', () => {
  it('edits the words in both languages, sanitised, replaces then removes the picture, and the public page shows it', async () => {
    const campaign = await createCampaign(server.db, { charityId: charity.user.id });
    const posted = await post(campaign.id, [...NEWS, ['image', await picture()]]);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const { id, image: firstImage } = posted.body.result as { id: number; image: string };

    const changed = await edit(
      campaign.id,
      id,
      [
        ['title:en', '  The first 300 food baskets reached families  '],
        ['content:ar', '<p>وزّعنا <em>ثلاثمئة</em> سلة غذائية.</p><script>alert(1)</script>'],
        ['image', await picture('#aa3300')],
      ],
      charity.token,
      'en',
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.message).toBe(t('en', 'charity.news_saved'));
    const edited = changed.body.result as { image: string; translations: unknown[]; title: string };
    expect(edited.title).toBe('The first 300 food baskets reached families');
    expect(edited.translations).toEqual([
      { locale: 'ar', title: NEWS[0]![1], content: '<p>وزّعنا <em>ثلاثمئة</em> سلة غذائية.</p>' },
      { locale: 'en', title: 'The first 300 food baskets reached families', content: NEWS[3]![1] },
    ]);
    // The new picture replaced the old one, whose file is gone.
    expect(edited.image).not.toBe(firstImage);
    expect(existsSync(stored(edited.image))).toBe(true);
    expect(existsSync(stored(firstImage))).toBe(false);

    for (const lang of ['ar', 'en'] as const) {
      const page = await server.request(`/campaigns/${campaign.id}`, { lang });
      expect(page.body.result.updates.data[0]).toMatchObject({
        id,
        title: lang === 'ar' ? NEWS[0]![1] : 'The first 300 food baskets reached families',
        content: lang === 'ar' ? '<p>وزّعنا <em>ثلاثمئة</em> سلة غذائية.</p>' : NEWS[3]![1],
        image: edited.image,
      });
    }

    const removed = await edit(campaign.id, id, [['image_remove', 'yes']], charity.token);
    expect(removed.status).toBe(200);
    expect(removed.body.result.image).toBeNull();
    expect(existsSync(stored(edited.image))).toBe(false);
    const [row] = await server.db.select().from(campaignUpdates).where(eq(campaignUpdates.id, id));
    expect(row).toMatchObject({ imagePath: null, titleAr: NEWS[0]![1] });
  });

  it('does not tell the donors again', async () => {
    const campaign = await createCampaign(server.db, { charityId: charity.user.id });
    const donor = await createUser(server.db, { locale: 'en' });
    await createPaidDonation(server.db, { campaignId: campaign.id, amountMinor: 5_000, user: donor });
    const posted = await post(campaign.id, NEWS);
    await runNewsJobs();
    const told = async () => ({
      notifications: (await server.db.select().from(notifications).where(eq(notifications.userId, donor.id)))
        .length,
      mails: (await outboxFor(server.db, donor.email)).length,
    });
    expect(await told()).toEqual({ notifications: 1, mails: 1 });
    const changed = await edit(
      campaign.id,
      posted.body.result.id,
      [['title:ar', 'تصحيح: وصلت السلال']],
      charity.token,
    );
    expect(changed.status).toBe(200);
    await runNewsJobs();
    expect(await server.ctx.jobs.list('notifications.campaign-news')).toEqual([]);
    expect(await told()).toEqual({ notifications: 1, mails: 1 });
  });

  it('answers 404 for another charity’s update, 401 to a visitor, and translated 422s for bad input', async () => {
    const campaign = await createCampaign(server.db, { charityId: charity.user.id });
    const update = await createCampaignUpdate(server.db, { campaignId: campaign.id });
    const other = await signedInUser(server, { userType: 'charity' });
    const theirs = await createCampaign(server.db, { charityId: other.user.id });
    const theirUpdate = await createCampaignUpdate(server.db, { campaignId: theirs.id });
    const title: Array<[string, Part]> = [['title:en', 'Taken over']];

    expect((await edit(campaign.id, update.id, title, other.token)).status).toBe(404);
    // Their update through one of my campaigns, or my update through theirs: no such update.
    expect((await edit(campaign.id, theirUpdate.id, title, charity.token)).status).toBe(404);
    expect((await edit(theirs.id, update.id, title, charity.token)).status).toBe(404);
    expect((await edit(campaign.id, 2_147_483_000, title, charity.token)).status).toBe(404);
    expect((await edit(campaign.id, update.id, title)).status).toBe(401);
    const [unchanged] = await server.db
      .select()
      .from(campaignUpdates)
      .where(eq(campaignUpdates.id, update.id));
    expect(unchanged!.titleEn).toBe(update.titleEn);

    for (const lang of ['ar', 'en'] as const) {
      const bad = await edit(
        campaign.id,
        update.id,
        [
          ['title:ar', ''],
          ['title:en', 'x'.repeat(151)],
          ['content:en', `<p>${'y'.repeat(5001)}</p>`],
          ['image_remove', 'perhaps'],
        ],
        charity.token,
        lang,
      );
      // An empty title is "not sent" (the field stays as it was); too long is refused.
      expectFailure(
        bad,
        422,
        fieldErrors(lang, [
          ['title:en', 'validation.too_long', { max: 150 }],
          ['content:en', 'validation.too_long', { max: 5000 }],
          ['image_remove', 'validation.invalid'],
        ]),
      );
      const markupOnly = await edit(
        campaign.id,
        update.id,
        [['content:ar', '<p><script>alert(1)</script></p>']],
        charity.token,
        lang,
      );
      expectFailure(markupOnly, 422, fieldErrors(lang, [['content:ar', 'validation.required']]));
      const notAPicture = await edit(
        campaign.id,
        update.id,
        [
          [
            'image',
            { data: Buffer.from('%PDF-1.4 not a picture'), filename: 'news.jpg', type: 'image/jpeg' },
          ],
        ],
        charity.token,
        lang,
      );
      expect(notAPicture.status).toBe(422);
      expect(Object.keys(notAPicture.body.errors)).toEqual(['image']);
    }
    const [same] = await server.db.select().from(campaignUpdates).where(eq(campaignUpdates.id, update.id));
    expect(same).toEqual(update);
  });
});

describe('POST /charity/campaigns/{id}/updates with an Idempotency-Key', () => {
  it('posts one update and tells its donors once for a form sent twice; another key posts another', async () => {
    const campaign = await createCampaign(server.db, { charityId: charity.user.id });
    const donor = await createUser(server.db, { locale: 'ar' });
    await createPaidDonation(server.db, { campaignId: campaign.id, amountMinor: 5_000, user: donor });
    const key = { 'idempotency-key': `news-form-${campaign.id}-8f2c1a` };
    const form = (): Array<[string, Part]> => [
      ...NEWS,
      ['image', { data: photo, filename: 'n.jpg', type: 'image/jpeg' }],
    ];

    // A double click: both arrive at once.
    const [first, second] = await Promise.all([
      post(campaign.id, form(), key),
      post(campaign.id, form(), key),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    // The form resent later (a reload of the answered post).
    const resent = await post(campaign.id, form(), key);
    expect(resent.body).toEqual(first.body);
    const updatesOf = () =>
      server.db.select().from(campaignUpdates).where(eq(campaignUpdates.campaignId, campaign.id));
    expect(await updatesOf()).toHaveLength(1);
    await runNewsJobs();
    const mails = () => outboxFor(server.db, donor.email);
    expect(await mails()).toHaveLength(1);

    // The same key with other words is another request: refused, nothing posted.
    const changed = await post(campaign.id, [['title:ar', 'عنوان آخر'], ...NEWS.slice(1)], key);
    expectFailure(changed, 409, {}, t('ar', 'payments.errors.idempotency_conflict'));

    const other = await post(campaign.id, form(), { 'idempotency-key': `news-form-${campaign.id}-77d0e4` });
    expect(other.status).toBe(201);
    expect(other.body.result.id).not.toBe(first.body.result.id);
    expect(await updatesOf()).toHaveLength(2);
    await runNewsJobs();
    expect(await mails()).toHaveLength(2);
  });
});

describe('POST /charity/campaigns/{id}/updates before the campaign starts (decision 028)', () => {
  it('posts news on an approved campaign whose page is open but which has not started; its page shows it; the job tells nobody and finishes', async () => {
    const campaign = await createCampaign(server.db, {
      charityId: charity.user.id,
      startAt: new Date(Date.now() + 40 * DAY_MS),
    });
    const page = await server.request(`/campaigns/${campaign.id}`, { lang: 'en' });
    expect(page.body.result).toMatchObject({ accepts_donations: false, opens_on: expect.any(String) });
    const posted = await post(campaign.id, NEWS);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const after = await server.request(`/campaigns/${campaign.id}`, { lang: 'en' });
    expect(JSON.stringify(after.body.result)).toContain(NEWS[1]![1]);
    await runNewsJobs();
    expect(await server.ctx.jobs.list('notifications.campaign-news')).toEqual([]);
  });

  it('still refuses news for a campaign under review, and for one the staff suspended, before its start too', async () => {
    const startAt = new Date(Date.now() + 40 * DAY_MS);
    const pending = await createCampaign(server.db, {
      charityId: charity.user.id,
      startAt,
      reviewState: 'pending',
    });
    expectFailure(await post(pending.id, NEWS), 409, {}, t('ar', 'errors.campaign_not_public'));
    const suspended = await createCampaign(server.db, { charityId: charity.user.id, startAt });
    await server.db
      .update(campaigns)
      .set({ suspendedAt: new Date(), suspensionReason: 'Under review' })
      .where(eq(campaigns.id, suspended.id));
    expectFailure(await post(suspended.id, NEWS), 409, {}, t('ar', 'errors.campaign_suspended'));
    expect(
      await server.db.select().from(campaignUpdates).where(eq(campaignUpdates.campaignId, suspended.id)),
    ).toEqual([]);
  });
});
