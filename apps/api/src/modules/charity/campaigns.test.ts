// Contract §10: a charity's own campaigns over real HTTP: create, read, list, update, delete, news.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignImages, campaigns, categories, currencies, type users } from '../../db/schema.ts';
import {
  createCampaign,
  createCampaignUpdate,
  createPaidDonation,
  createUser,
} from '../../seed/factories.ts';
import { localFolders } from '../../storage/local-storage.ts';
import {
  type ExpectedError,
  expectFailure,
  fieldErrors,
  LANGS,
  type Lang,
  signIn,
  t,
} from '../../test/expectations.ts';
import { type JsonAnswer, startTestServer, type TestServer } from '../../test/harness.ts';
import { multipart, type Part } from '../../test/multipart.ts';

let server: TestServer;
let charity: typeof users.$inferSelect;
let token: string;
let categoryId: number;
let usd: typeof currencies.$inferSelect;
let sar: typeof currencies.$inferSelect;
let photo: Buffer;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  charity = await createUser(server.db, { userType: 'charity' });
  token = await signIn(server, charity.email);
  categoryId = (await server.db.select().from(categories).limit(1))[0]!.id;
  const all = await server.db.select().from(currencies);
  usd = all.find((row) => row.code === 'USD')!;
  sar = all.find((row) => row.code === 'SAR')!;
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3E7E41' } })
    .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => server.close());

/** The failure envelope with these translated field errors (and message, when it is not a field's). */
const refused = (
  answer: JsonAnswer,
  status: number,
  lang: Lang,
  expected: ExpectedError[],
  message?: string,
) => expectFailure(answer, status, fieldErrors(lang, expected), message);

const picture = (data = photo, filename = 'photo.jpg'): Part => ({ data, filename, type: 'image/jpeg' });

const FIELDS: Record<string, string> = {
  'name:ar': 'سقيا الماء في رمضان',
  'name:en': 'Water for Ramadan',
  'short_desc:ar': '<p>آبار <strong>ومياه</strong> نظيفة</p>',
  'short_desc:en': '<p>Clean <strong>water</strong> wells</p><script>alert(1)</script>',
  'content:ar': '<h2>عن الحملة</h2><p onclick="x()">نحفر الآبار</p>',
  'content:en': '<h2>About</h2><p>We dig <a href="javascript:alert(1)">wells</a></p>',
  price_target: '50000',
  category_id: '',
  status: 'published',
  total_days: '30',
};
const fields = (overrides: Record<string, string | undefined> = {}) =>
  Object.entries({ ...FIELDS, category_id: String(categoryId), ...overrides }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );

const create = (
  entries: Array<[string, Part]>,
  options: { token?: string; lang?: Lang; headers?: Record<string, string> } = {},
) =>
  server.request('/charity/campaigns', {
    token: options.token ?? token,
    lang: options.lang,
    headers: options.headers,
    raw: multipart(entries),
  });
const update = (id: number, entries: Array<[string, Part]>, lang?: Lang) =>
  server.request(`/charity/campaigns/${id}`, { token, lang, raw: multipart(entries) });
const read = (id: number, who = token) =>
  server.request(`/charity/campaigns/${id}`, { token: who, lang: 'en' });

const stored = (url: string) =>
  path.join(localFolders(server.ctx.config.dataDir).uploads, url.replace(/^.*\/uploads\//, ''));
const campaignRow = async (id: number) =>
  (await server.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;

describe('POST /charity/campaigns', () => {
  it('creates a pending campaign with a cover and a gallery, rich text sanitised, pictures re-encoded without metadata', async () => {
    const answer = await create(
      [...fields(), ['image', picture()], ['gallery[]', picture()], ['gallery[]', picture()]],
      {
        lang: 'en',
      },
    );
    expect(answer.status).toBe(201);
    const campaign = answer.body.result;
    expect(answer.body.message).toBe(t('en', 'charity.campaign_created'));
    expect(campaign).toMatchObject({
      name: 'Water for Ramadan',
      status: 'pending',
      requested_status: 'published',
      price_target: 50000,
      total_amount: 0,
      total_days: 30,
      currency: { id: sar.id },
      category: { id: categoryId },
      rejection_reason: null,
    });
    expect(campaign.short_desc).toBe('<p>Clean <strong>water</strong> wells</p>');
    expect(campaign.content).toBe(
      '<h2>About</h2><p>We dig <a rel="noopener noreferrer nofollow">wells</a></p>',
    );
    expect(campaign.translations).toEqual([
      {
        locale: 'ar',
        name: 'سقيا الماء في رمضان',
        short_desc: '<p>آبار <strong>ومياه</strong> نظيفة</p>',
        content: '<h2>عن الحملة</h2><p>نحفر الآبار</p>',
      },
      expect.objectContaining({ locale: 'en', name: 'Water for Ramadan' }),
    ]);
    expect(campaign.gallery).toHaveLength(2);
    // The largest copy is named with its width; the narrower ones the pages offer sit beside it.
    expect(campaign.image).toMatch(/\/uploads\/campaigns\/[0-9a-f]{24}-1200w\.webp$/);
    for (const [width, height] of [
      [1200, 800],
      [960, 640],
      [480, 320],
    ]) {
      const copy = await sharp(stored(campaign.image.replace('-1200w', `-${width}w`))).metadata();
      expect({ format: copy.format, width: copy.width, height: copy.height, exif: copy.exif }).toEqual({
        format: 'webp',
        width,
        height,
        exif: undefined,
      });
    }
    expect(new Date(campaign.end_at).getTime() - new Date(campaign.start_at).getTime()).toBe(30 * DAY_MS);
    // Not public while pending.
    expect((await server.request(`/campaigns/${campaign.id}`)).status).toBe(404);
  });

  it('takes end_at over total_days, and another currency', async () => {
    const start = new Date(Date.now() + DAY_MS);
    const end = new Date(start.getTime() + 10 * DAY_MS);
    const answer = await create(
      fields({
        start_at: start.toISOString(),
        end_at: end.toISOString(),
        total_days: '3',
        currency_id: String(usd.id),
        price_target: '1234.567',
      }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.result).toMatchObject({
      total_days: 10,
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      currency: { id: usd.id },
      price_target: 1234.57,
    });
  });

  it('takes a goal as people type it: Arabic digits and separators, or thousands commas', async () => {
    for (const [typed, goal] of [
      ['١٢٠٬٠٠٠', 120000],
      ['120,000', 120000],
      ['120 000', 120000],
      ['١٢٠٫٥', 120.5],
    ] as const) {
      const answer = await create(fields({ price_target: typed }));
      expect(answer.status, typed).toBe(201);
      expect(answer.body.result.price_target).toBe(goal);
    }
  });

  for (const lang of LANGS) {
    it(`${lang}: answers every rule of the field table with a translated 422 and creates nothing`, async () => {
      const before = (await server.db.select({ id: campaigns.id }).from(campaigns)).length;
      const cases: Array<
        [
          Record<string, string | undefined>,
          string,
          Parameters<typeof t>[1],
          Record<string, string | number>?,
        ]
      > = [
        [{ 'name:ar': 'اب' }, 'name:ar', 'validation.too_short', { min: 3 }],
        [{ 'name:en': 'x'.repeat(151) }, 'name:en', 'validation.too_long', { max: 150 }],
        [
          { 'short_desc:en': `<p>${'x'.repeat(501)}</p>` },
          'short_desc:en',
          'validation.too_long',
          { max: 500 },
        ],
        [{ 'content:ar': '<p> </p>' }, 'content:ar', 'validation.required'],
        [{ 'content:en': '<script>alert(1)</script>' }, 'content:en', 'validation.required'],
        [{ price_target: '0' }, 'price_target', 'validation.greater_than', { min: 0 }],
        [{ price_target: '100000001' }, 'price_target', 'validation.max_value', { max: 100000000 }],
        [{ price_target: 'lots' }, 'price_target', 'validation.amount_format'],
        [{ price_target: '1,5' }, 'price_target', 'validation.amount_format'],
        [{ price_target: '-5000' }, 'price_target', 'validation.amount_negative'],
        [{ category_id: '99999' }, 'category_id', 'validation.not_found_ref'],
        [{ status: 'ended' }, 'status', 'validation.one_of'],
        [{ total_days: undefined }, 'total_days', 'validation.required'],
        [{ total_days: '366' }, 'total_days', 'validation.max_value', { max: 365 }],
        [{ end_at: '2020-01-01', start_at: '2021-01-01' }, 'end_at', 'validation.end_after_start'],
        [
          { end_at: new Date(Date.now() + 400 * DAY_MS).toISOString() },
          'end_at',
          'validation.duration_days',
          { min: 1, max: 365 },
        ],
        [{ start_at: 'tomorrow' }, 'start_at', 'validation.date'],
        [{ currency_id: '99999' }, 'currency_id', 'validation.not_found_ref'],
        [{ video_url: 'ftp://example.com/v' }, 'video_url', 'validation.url'],
        [{ 'name:en': 'Water\u0000' }, 'name:en', 'validation.control_characters'],
      ];
      for (const [overrides, field, key, params] of cases) {
        const answer = await create(fields(overrides), { lang });
        refused(answer, 422, lang, [[field, key, params]]);
      }
      expect((await server.db.select({ id: campaigns.id }).from(campaigns)).length).toBe(before);
    });
  }

  it('checks pictures by content, size and dimensions, and keeps nothing of a refused form', async () => {
    const folder = path.join(localFolders(server.ctx.config.dataDir).uploads, 'campaigns');
    const { readdirSync } = await import('node:fs');
    const filesBefore = existsSync(folder) ? readdirSync(folder).length : 0;
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const huge = Buffer.concat([photo, Buffer.alloc(5 * 1024 * 1024)]);
    refused(await create([...fields(), ['image', picture(html, 'photo.jpg')]], { lang: 'en' }), 422, 'en', [
      ['image', 'validation.file_type'],
    ]);
    refused(
      await create([...fields(), ['gallery[]', picture()], ['gallery[]', picture(small, 's.png')]], {
        lang: 'ar',
      }),
      422,
      'ar',
      [['gallery.1', 'validation.image_dimensions', { width: 600, height: 338 }]],
    );
    // A good cover with a refused gallery picture: the cover is not kept either.
    refused(
      await create([...fields(), ['image', picture()], ['gallery[]', picture(small, 's.png')]], {
        lang: 'en',
      }),
      422,
      'en',
      [['gallery.0', 'validation.image_dimensions', { width: 600, height: 338 }]],
    );
    refused(await create([...fields(), ['image', picture(huge)]], { lang: 'en' }), 422, 'en', [
      ['image', 'validation.file_size'],
    ]);
    const eleven = Array.from({ length: 11 }, (): [string, Part] => ['gallery[]', picture()]);
    refused(await create([...fields(), ...eleven], { lang: 'en' }), 422, 'en', [
      ['gallery', 'validation.too_many', { max: 10 }],
    ]);
    expect(existsSync(folder) ? readdirSync(folder).length : 0).toBe(filesBefore);
  });

  it('makes one campaign per Idempotency-Key, even for posts that arrive at once; a changed form or picture is 409', async () => {
    const headers = { 'idempotency-key': `campaign-form-${Date.now()}` };
    const count = async () => (await server.db.select({ id: campaigns.id }).from(campaigns)).length;
    const before = await count();
    const sent = [...fields({ 'name:en': 'Sent twice' }), ['image', picture()] as [string, Part]];
    const answers = await Promise.all([1, 2, 3].map(() => create(sent, { headers })));
    for (const answer of answers) expect(answer.status).toBe(201);
    expect(new Set(answers.map((answer) => answer.body.result.id)).size).toBe(1);
    expect(await count()).toBe(before + 1);

    const renamed = await create(fields({ 'name:en': 'Sent twice, renamed' }), { headers, lang: 'en' });
    refused(renamed, 409, 'en', [], t('en', 'payments.errors.idempotency_conflict'));
    const otherPicture = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const repictured = await create(
      [...fields({ 'name:en': 'Sent twice' }), ['image', picture(otherPicture, 'other.png')]],
      { headers },
    );
    expect(repictured.status).toBe(409);
    // A refused form leaves the key free: corrected, it creates the campaign.
    const fresh = { 'idempotency-key': `campaign-form-fixed-${Date.now()}` };
    expect((await create(fields({ price_target: '0' }), { headers: fresh })).status).toBe(422);
    expect((await create(fields(), { headers: fresh })).status).toBe(201);
    expect(await count()).toBe(before + 2);
  });

  it('refuses visitors (401), donors (403) and charities not approved (403, errorCode 302)', async () => {
    expect((await create(fields(), { token: '' })).status).toBe(401);
    const donor = await createUser(server.db);
    expect((await create(fields(), { token: await signIn(server, donor.email) })).status).toBe(403);
    for (const approvalStatus of ['pending', 'rejected'] as const) {
      const waiting = await createUser(server.db, { userType: 'charity', approvalStatus });
      const answer = await create(fields(), { token: await signIn(server, waiting.email), lang: 'en' });
      expect(answer.status).toBe(403);
      expect(answer.body.errorCode).toBe(302);
      expect(answer.body.message).toBe(
        t('en', approvalStatus === 'pending' ? 'errors.charity_pending' : 'errors.charity_rejected'),
      );
      // Reading its own (empty) dashboard still works.
      expect(
        (await server.request('/charity/campaigns', { token: await signIn(server, waiting.email) })).status,
      ).toBe(200);
    }
  });
});

describe('GET /charity/campaigns', () => {
  it("lists only the charity's own campaigns, newest first, searched in both languages and filtered by status", async () => {
    const other = await createUser(server.db, { userType: 'charity' });
    const own = await createUser(server.db, { userType: 'charity' });
    const ownToken = await signIn(server, own.email);
    await createCampaign(server.db, { charityId: other.id, nameAr: 'إفطار صائم', nameEn: 'Iftar' });
    const iftar = await createCampaign(server.db, {
      charityId: own.id,
      nameAr: 'إفطار الصائمين',
      nameEn: 'Feeding the fasting',
    });
    const paused = await createCampaign(server.db, { charityId: own.id, charityChoice: 'paused' });
    const rejected = await createCampaign(server.db, {
      charityId: own.id,
      reviewState: 'rejected',
      rejectionReason: 'The pictures are not of the project.',
    });
    await createCampaign(server.db, { charityId: own.id, deletedAt: new Date() });
    const list = async (query = '') =>
      (await server.request(`/charity/campaigns${query}`, { token: ownToken, lang: 'en' })).body.result;

    const all = await list();
    expect(all.meta.total).toBe(3);
    expect(all.data.map((row: { id: number }) => row.id)).toEqual([rejected.id, paused.id, iftar.id]);
    expect(Object.keys(all.data[0]).sort()).toEqual(
      [
        'id',
        'name',
        'short_desc',
        'image',
        'price_target',
        'total_amount',
        'total_donors',
        'status',
        'start_at',
        'end_at',
        'currency',
        'category',
        'is_featured',
        'remaining_days',
        'rejection_reason',
        'opens_on',
        'suspended',
        'suspension_reason',
      ].sort(),
    );
    expect(all.data[0]).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The pictures are not of the project.',
    });
    // The same folding as the public search: alef with or without hamza is one letter.
    expect(
      (await list(`?q=${encodeURIComponent('افطار الصائمين')}`)).data.map((row: { id: number }) => row.id),
    ).toEqual([iftar.id]);
    expect((await list('?q=fasting')).meta.total).toBe(1);
    expect((await list('?status=paused')).data.map((row: { id: number }) => row.id)).toEqual([paused.id]);
    expect((await list('?status=published')).data.map((row: { id: number }) => row.id)).toEqual([iftar.id]);
    expect((await list('?per_page=1&page=2')).data.map((row: { id: number }) => row.id)).toEqual([paused.id]);
    const wrong = await server.request('/charity/campaigns?status=nonsense', { token: ownToken, lang: 'ar' });
    refused(wrong, 422, 'ar', [['status', 'validation.one_of']]);
  });
});

describe('GET /charity/campaigns/{id}', () => {
  it("reads the full form with news and gallery, and answers 404 for another charity's or a deleted campaign", async () => {
    const campaign = await createCampaign(server.db, { charityId: charity.id, reviewState: 'pending' });
    await createCampaignUpdate(server.db, { campaignId: campaign.id });
    const answer = await read(campaign.id);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ id: campaign.id, status: 'pending', total_days: 30, sort: 0 });
    expect(answer.body.result.updates.data[0].translations).toHaveLength(2);
    const elsewhere = await createCampaign(server.db);
    expect((await read(elsewhere.id)).status).toBe(404);
    const deleted = await createCampaign(server.db, { charityId: charity.id, deletedAt: new Date() });
    expect((await read(deleted.id)).status).toBe(404);
  });
});

describe('POST /charity/campaigns/{id}', () => {
  it('changes only what is sent, ignoring echoed keys, an image URL and computed status words', async () => {
    const campaign = await createCampaign(server.db, { charityId: charity.id, charityChoice: 'active' });
    const before = (await read(campaign.id)).body.result;
    const answer = await update(
      campaign.id,
      [
        ['name:en', 'A better name'],
        ['status', 'ended'],
        ['image', 'https://evil.example/x.jpg'],
        ['translations', '[object Object]'],
        ['total_amount', '999999'],
        ['sort', '7'],
        ['category', 'x'],
        ['currency', 'y'],
      ],
      'en',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(t('en', 'charity.campaign_saved'));
    expect(answer.body.result).toMatchObject({
      name: 'A better name',
      status: before.status,
      image: before.image,
      total_amount: 0,
      sort: 0,
      translations: [before.translations[0], expect.objectContaining({ name: 'A better name' })],
    });
  });

  it('pauses, resumes and cancels; a cancelled campaign is final (409)', async () => {
    const campaign = await createCampaign(server.db, { charityId: charity.id });
    expect((await update(campaign.id, [['status', 'paused']])).body.result.status).toBe('paused');
    expect((await update(campaign.id, [['status', 'published']])).body.result.status).toBe('published');
    expect((await update(campaign.id, [['status', 'cancelled']])).body.result.status).toBe('cancelled');
    const again = await update(campaign.id, [['status', 'published']], 'ar');
    refused(again, 409, 'ar', [], t('ar', 'errors.campaign_cancelled'));
  });

  it('sends a rejected campaign back for review, and keeps a pending one pending with the status it asks for', async () => {
    const rejected = await createCampaign(server.db, {
      charityId: charity.id,
      reviewState: 'rejected',
      rejectionReason: 'No',
    });
    const answer = await update(rejected.id, [['content:en', '<p>Now with the documents</p>']]);
    expect(answer.body.result).toMatchObject({ status: 'pending', rejection_reason: null });
    const pending = await createCampaign(server.db, { charityId: charity.id, reviewState: 'pending' });
    const paused = await update(pending.id, [['status', 'paused']]);
    expect(paused.body.result).toMatchObject({ status: 'pending', requested_status: 'paused' });
  });

  it('reopens an ended campaign when its end moves ahead', async () => {
    const startAt = new Date(Date.now() - 40 * DAY_MS);
    const ended = await createCampaign(server.db, {
      charityId: charity.id,
      startAt,
      endAt: new Date(Date.now() - DAY_MS),
    });
    expect((await read(ended.id)).body.result.status).toBe('ended');
    const end = new Date(Date.now() + 5 * DAY_MS).toISOString();
    const answer = await update(ended.id, [['end_at', end]]);
    expect(answer.body.result).toMatchObject({ status: 'published', end_at: end, accepts_donations: true });
  });

  it('keeps the currency once a donation is paid, and converts the goal when it may change', async () => {
    const free = await createCampaign(server.db, {
      charityId: charity.id,
      currencyId: sar.id,
      priceTargetMinor: 500_000,
    });
    const moved = await update(free.id, [['currency_id', String(usd.id)]]);
    expect(moved.body.result).toMatchObject({ currency: { id: usd.id }, price_target: 5000 });
    const given = await createCampaign(server.db, { charityId: charity.id, currencyId: sar.id });
    await createPaidDonation(server.db, { campaignId: given.id, amountMinor: 10_000 });
    const locked = await update(given.id, [['currency_id', String(usd.id)]], 'en');
    refused(locked, 422, 'en', [['currency_id', 'validation.currency_locked']]);
    expect((await campaignRow(given.id)).currencyId).toBe(sar.id);
  });

  it('replaces the cover and removes gallery pictures, deleting their files; refuses a gallery over 10', async () => {
    const created = (
      await create([...fields(), ['image', picture()], ['gallery[]', picture()], ['gallery[]', picture()]])
    ).body.result;
    const [first, second] = created.gallery as Array<{ id: number; url: string }>;
    const answer = await update(created.id, [
      ['image', picture()],
      ['gallery_remove[]', String(first!.id)],
      ['gallery[]', picture()],
    ]);
    expect(answer.status).toBe(200);
    const after = answer.body.result;
    expect(after.image).not.toBe(created.image);
    expect(after.gallery.map((image: { id: number }) => image.id)).toEqual([second!.id, expect.any(Number)]);
    // Every copy of a replaced or removed picture leaves the disk.
    for (const gone of [created.image, first!.url]) {
      for (const width of [480, 960, 1200]) {
        expect(existsSync(stored(gone.replace('-1200w', `-${width}w`)))).toBe(false);
      }
    }
    expect(existsSync(stored(second!.url))).toBe(true);
    // Another campaign's picture is not this form's to remove.
    const elsewhere = await createCampaign(server.db);
    const [foreign] = await server.db
      .insert(campaignImages)
      .values({ campaignId: elsewhere.id, path: 'campaigns/foreign.webp' })
      .returning();
    await update(created.id, [['gallery_remove[]', String(foreign!.id)]]);
    expect(
      await server.db.select().from(campaignImages).where(eq(campaignImages.id, foreign!.id)),
    ).toHaveLength(1);
    const nine = Array.from({ length: 9 }, (): [string, Part] => ['gallery[]', picture()]);
    refused(await update(created.id, nine, 'en'), 422, 'en', [
      ['gallery', 'validation.too_many', { max: 10 }],
    ]);
    // The count is judged before any picture is decoded: pictures that would not even decode (a
    // photo cut short) are refused for the count, not for their content.
    const cut = Array.from({ length: 9 }, (): [string, Part] => [
      'gallery[]',
      picture(photo.subarray(0, 4096)),
    ]);
    refused(await update(created.id, cut, 'en'), 422, 'en', [
      ['gallery', 'validation.too_many', { max: 10 }],
    ]);
  });

  it('orders the gallery by gallery_order[], the pictures not named after, new uploads last', async () => {
    const created = (
      await create([
        ...fields(),
        ...Array.from({ length: 3 }, (): [string, Part] => ['gallery[]', picture()]),
      ])
    ).body.result;
    const [a, b, c] = (created.gallery as Array<{ id: number }>).map((image) => image.id);
    const elsewhere = await createCampaign(server.db);
    const [foreign] = await server.db
      .insert(campaignImages)
      .values({ campaignId: elsewhere.id, path: 'campaigns/foreign.webp' })
      .returning();
    const answer = await update(created.id, [
      ['gallery_order[]', String(c)],
      ['gallery_order[]', String(foreign!.id)],
      ['gallery_order[]', String(a)],
      ['gallery_order[]', String(c)],
      ['gallery[]', picture()],
    ]);
    expect(answer.status).toBe(200);
    const ids = answer.body.result.gallery.map((image: { id: number }) => image.id);
    expect(ids.slice(0, 3)).toEqual([c, a, b]);
    expect(ids).toHaveLength(4);
    // Removed and reordered in one form.
    const again = await update(created.id, [
      ['gallery_remove[]', String(a)],
      ['gallery_order[]', String(ids[3])],
      ['gallery_order[]', String(b)],
    ]);
    expect(again.body.result.gallery.map((image: { id: number }) => image.id)).toEqual([ids[3], b, c]);
  });

  it("answers 404 for another charity's campaign and changes nothing", async () => {
    const elsewhere = await createCampaign(server.db);
    expect((await update(elsewhere.id, [['name:en', 'Mine now']])).status).toBe(404);
    expect((await campaignRow(elsewhere.id)).nameEn).not.toBe('Mine now');
  });
});

describe('DELETE /charity/campaigns/{id}', () => {
  it('soft-deletes a campaign without paid donations, and refuses one with them (409)', async () => {
    const quiet = await createCampaign(server.db, { charityId: charity.id });
    const answer = await server.request(`/charity/campaigns/${quiet.id}`, {
      method: 'DELETE',
      token,
      lang: 'en',
    });
    expect(answer.status).toBe(200);
    expect((await campaignRow(quiet.id)).deletedAt).not.toBeNull();
    expect((await server.request(`/campaigns/${quiet.id}`)).status).toBe(404);
    const given = await createCampaign(server.db, { charityId: charity.id });
    await createPaidDonation(server.db, { campaignId: given.id, amountMinor: 5_000 });
    const blocked = await server.request(`/charity/campaigns/${given.id}`, {
      method: 'DELETE',
      token,
      lang: 'ar',
    });
    refused(blocked, 409, 'ar', [], t('ar', 'errors.campaign_has_donations'));
    const elsewhere = await createCampaign(server.db);
    expect(
      (await server.request(`/charity/campaigns/${elsewhere.id}`, { method: 'DELETE', token })).status,
    ).toBe(404);
  });
});

describe('campaign news updates', () => {
  it('posts an update with a picture in both languages, shown on the public page, and deletes it with its file', async () => {
    const campaign = await createCampaign(server.db, { charityId: charity.id });
    const posted = await server.request(`/charity/campaigns/${campaign.id}/updates`, {
      token,
      lang: 'ar',
      raw: multipart([
        ['title:ar', 'وصلت الدفعة الأولى'],
        ['title:en', 'The first delivery arrived'],
        ['content:ar', '<p>وزعنا <em>مئة</em> سلة</p>'],
        ['content:en', '<p>We handed out <em>100</em> baskets</p><iframe src="x"></iframe>'],
        ['image', { data: await sharp(photo).resize(200).toBuffer(), filename: 'u.jpg', type: 'image/jpeg' }],
      ]),
    });
    expect(posted.status).toBe(201);
    expect(posted.body.result).toMatchObject({
      title: 'وصلت الدفعة الأولى',
      translations: [
        { locale: 'ar', title: 'وصلت الدفعة الأولى', content: '<p>وزعنا <em>مئة</em> سلة</p>' },
        {
          locale: 'en',
          title: 'The first delivery arrived',
          content: '<p>We handed out <em>100</em> baskets</p>',
        },
      ],
    });
    const image = posted.body.result.image as string;
    expect(existsSync(stored(image))).toBe(true);
    const page = await server.request(`/campaigns/${campaign.id}`, { lang: 'en' });
    expect(page.body.result.updates.data[0].title).toBe('The first delivery arrived');

    const other = await createUser(server.db, { userType: 'charity' });
    const otherToken = await signIn(server, other.email);
    const path = `/charity/campaigns/${campaign.id}/updates/${posted.body.result.id}`;
    expect((await server.request(path, { method: 'DELETE', token: otherToken })).status).toBe(404);
    expect((await server.request(path, { method: 'DELETE', token })).status).toBe(200);
    expect(existsSync(stored(image))).toBe(false);
    expect((await server.request(path, { method: 'DELETE', token })).status).toBe(404);
  });

  it('checks the fields, and answers 404 on another charity’s campaign', async () => {
    const campaign = await createCampaign(server.db, { charityId: charity.id });
    const answer = await server.request(`/charity/campaigns/${campaign.id}/updates`, {
      token,
      lang: 'en',
      body: {
        'title:ar': '',
        'title:en': 'x'.repeat(151),
        'content:ar': '<p>نص</p>',
        'content:en': `<p>${'y'.repeat(5001)}</p>`,
      },
    });
    refused(answer, 422, 'en', [
      ['title:ar', 'validation.required'],
      ['title:en', 'validation.too_long', { max: 150 }],
      ['content:en', 'validation.too_long', { max: 5000 }],
    ]);
    const elsewhere = await createCampaign(server.db);
    const foreign = await server.request(`/charity/campaigns/${elsewhere.id}/updates`, {
      token,
      body: { 'title:ar': 'خبر', 'title:en': 'News', 'content:ar': '<p>نص</p>', 'content:en': '<p>Text</p>' },
    });
    expect(foreign.status).toBe(404);
  });
});
