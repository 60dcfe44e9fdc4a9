// Contract §13: the back office's content over real HTTP, on the real database: the nine resources
// (create, read, list, partial update by POST and PUT, delete), the currencies' rules and bulk rates,
// the main video and the banner. Every write is audited, and the public answers, cached for a minute
// here, show it on the next read.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { MessageKey } from '@ataa/contract/messages';
import type { ContentResourceName } from '@ataa/contract/schemas/admin-content';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, blogs, campaigns, categories, currencies, pages, type users } from '../../../db/schema.ts';
import { countRows, createCampaign, createUser } from '../../../seed/factories.ts';
import { localFolders } from '../../../storage/local-storage.ts';
import {
  type ExpectedError,
  expectFailure,
  fieldErrors,
  LANGS,
  type Lang,
  signIn,
  t,
} from '../../../test/expectations.ts';
import { type JsonAnswer, startTestServer, type TestServer } from '../../../test/harness.ts';
import { multipart, type Part } from '../../../test/multipart.ts';

let server: TestServer;
let admin: typeof users.$inferSelect;
let token: string;
let photo: Buffer;

beforeAll(async () => {
  // Public answers are kept a minute: only the writes' invalidation can make them fresh in time.
  server = await startTestServer({ PUBLIC_CACHE_TTL_MS: '60000' });
  admin = await createUser(server.db, { userType: 'admin', firstName: 'Huda', lastName: 'Staff' });
  token = await signIn(server, admin.email);
  photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3E7E41' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, body?: unknown, lang: Lang = 'en', who: string | null = token) =>
  server.request(path, { method, token: who, lang, body });
const ok = (answer: JsonAnswer, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body.result;
};
const refused = (answer: JsonAnswer, status: number, lang: Lang, expected: ExpectedError[]) =>
  expectFailure(answer, status, fieldErrors(lang, expected));
/** The failure envelope of a 404 or 409, with its translated message and no field errors. */
const conflict = (answer: JsonAnswer, status: number, lang: Lang, key: MessageKey) =>
  expectFailure(answer, status, {}, t(lang, key));

const sendForm = (method: Method, path: string, entries: Array<[string, Part]>, lang: Lang = 'en') =>
  server.request(path, { method, token, lang, raw: multipart(entries) });
const stored = (url: string) =>
  path.join(localFolders(server.ctx.config.dataDir).uploads, url.replace(/^.*\/uploads\//, ''));

const auditOf = (objectType: string, objectId: number) =>
  server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, objectId)))
    .orderBy(auditLog.id);

let serial = 0;
const unique = () => `Zq${Date.now().toString(36)}${++serial}`;

/** What the public reads show of one item, in English; undefined when it is not shown. */
async function shownPublicly(path: string, id: number) {
  const answer = await server.request(path, { lang: 'en' });
  if (answer.status === 404) return undefined;
  expect(answer.status).toBe(200);
  const result = answer.body.result;
  const list = Array.isArray(result) ? result : result.data;
  return Array.isArray(list) ? list.find((item: { id: number }) => item.id === id) : result;
}

interface Sample {
  /** The audit log's object type. */
  objectType: string;
  /** A valid create, given a word to search it by. */
  create: (word: string) => Record<string, unknown>;
  /** The English field the public answer shows, and how an update sends it. */
  shown: string;
  update: (value: string) => Record<string, unknown>;
  /** The public read that shows it: a detail path (`:id`), or a list. */
  publicPath: (id: number) => string;
  /** The keys a create without a body is refused on. */
  required: string[];
}

const titled = (word: string) => ({ 'title:ar': `عنوان ${word}`, 'title:en': `Title ${word}` });
const named = (word: string) => ({ 'name:ar': `اسم ${word}`, 'name:en': `Name ${word}` });
const TITLE_REQUIRED = ['title:ar', 'title:en'];

const SAMPLES: Record<ContentResourceName, Sample> = {
  blogs: {
    objectType: 'blog',
    create: (word) => ({
      ...titled(word),
      'description:ar': 'وصف قصير',
      'description:en': 'A short description',
      'content:ar': '<p>نص <strong>المقال</strong></p><script>alert(1)</script>',
      'content:en': '<p onclick="steal()">The <em>article</em></p>',
    }),
    shown: 'title',
    update: (value) => ({ 'title:en': value }),
    publicPath: (id) => `/blogs/${id}`,
    required: [...TITLE_REQUIRED, 'description:ar', 'description:en', 'content:ar', 'content:en'],
  },
  stories: {
    objectType: 'story',
    create: (word) => ({ ...titled(word), 'content:ar': '<p>قصة</p>', 'content:en': '<p>A story</p>' }),
    shown: 'title',
    update: (value) => ({ 'title:en': value }),
    publicPath: (id) => `/stories/${id}`,
    required: [...TITLE_REQUIRED, 'content:ar', 'content:en'],
  },
  videos: {
    objectType: 'video',
    create: (word) => ({ ...titled(word), video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' }),
    shown: 'title',
    update: (value) => ({ 'title:en': value }),
    publicPath: (id) => `/videos/${id}`,
    required: [...TITLE_REQUIRED, 'video_url'],
  },
  pages: {
    objectType: 'page',
    create: (word) => ({
      ...titled(word),
      'content:ar': 'سطر\nسطر ثان',
      'content:en': 'Line <b>one</b>\nLine two',
      sort: '٣',
    }),
    shown: 'title',
    update: (value) => ({ 'title:en': value }),
    publicPath: (id) => `/pages/${id}`,
    required: [...TITLE_REQUIRED, 'content:ar', 'content:en'],
  },
  faqs: {
    objectType: 'faq',
    create: (word) => ({
      ...titled(word),
      'content:ar': '<p>جواب</p>',
      'content:en': '<p>Answer</p>',
      sort: 1,
    }),
    shown: 'title',
    update: (value) => ({ 'title:en': value }),
    publicPath: () => '/faqs',
    required: [...TITLE_REQUIRED, 'content:ar', 'content:en'],
  },
  partners: {
    objectType: 'partner',
    create: (word) => ({ ...named(word), url: 'https://partner.example/about', sort: 0 }),
    shown: 'name',
    update: (value) => ({ 'name:en': value }),
    publicPath: () => '/partners',
    required: ['name:ar', 'name:en', 'url'],
  },
  socials: {
    objectType: 'social',
    create: (word) => ({ name: `Social ${word}`, url: 'https://social.example/ataa', sort: 5 }),
    shown: 'name',
    update: (value) => ({ name: value }),
    publicPath: () => '/socials',
    required: ['name', 'url'],
  },
  categories: {
    objectType: 'category',
    create: (word) => ({ ...named(word), sort: 9 }),
    shown: 'name',
    update: (value) => ({ 'name:en': value }),
    publicPath: () => '/categories',
    required: ['name:ar', 'name:en'],
  },
  currencies: {
    objectType: 'currency',
    create: (word) => ({
      'currency_name:ar': `عملة ${word}`,
      'currency_name:en': `Currency ${word}`,
      currency_symbol: '¤',
      // Codes are three letters; each test run's words differ, so the code is made from the counter.
      code: `x${String.fromCharCode(97 + (serial % 26))}${String.fromCharCode(97 + (Math.floor(serial / 26) % 26))}`,
      minor_units: 3,
      rate_to_base: '9.750',
    }),
    shown: 'currency_name',
    update: (value) => ({ 'currency_name:en': value }),
    publicPath: () => '/currencies?lang=en',
    required: [
      'currency_name:ar',
      'currency_name:en',
      'currency_symbol',
      'code',
      'minor_units',
      'rate_to_base',
    ],
  },
};
const NAMES = Object.keys(SAMPLES) as ContentResourceName[];

describe.each(NAMES)('/admin/%s', (name) => {
  const sample = SAMPLES[name];

  it('creates, reads, searches, updates by POST and PUT, shows each edit publicly at once, deletes; all audited', async () => {
    const word = unique();
    const body = sample.create(word);
    const created = await call('POST', `/admin/${name}`, body);
    const item = ok(created, 201);
    expect(created.body.message).toBe(t('en', 'admin.content_created'));
    expect(item[sample.shown]).toContain(word);
    expect(item.translations.map((row: { locale: string }) => row.locale)).toEqual(['ar', 'en']);
    const id: number = item.id;

    // Read in Arabic: the Arabic text, and both translations.
    const read = ok(await call('GET', `/admin/${name}/${id}`, undefined, 'ar'));
    expect(read.id).toBe(id);
    expect(read.translations[1][sample.shown] ?? read[sample.shown]).toContain(word);
    const listed = ok(await call('GET', `/admin/${name}?q=${encodeURIComponent(word.toLowerCase())}`));
    expect(listed.data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect(listed.meta).toMatchObject({ total: 1, current_page: 1, last_page: 1 });

    // The public read is cached now; the edit must still show on the next read.
    const before = await shownPublicly(sample.publicPath(id), id);
    expect(before?.[sample.shown]).toContain(word);
    const edited = `Edited ${word}`;
    const saved = await call('POST', `/admin/${name}/${id}`, sample.update(edited));
    expect(ok(saved)[sample.shown]).toBe(edited);
    expect(saved.body.message).toBe(t('en', 'admin.content_saved'));
    expect((await shownPublicly(sample.publicPath(id), id))?.[sample.shown]).toBe(edited);
    // A partial update leaves the other language as it was.
    const arabic = ok(await call('GET', `/admin/${name}/${id}`, undefined, 'ar'));
    expect(arabic.translations[0]).toEqual(read.translations[0]);

    const again = `Again ${word}`;
    expect(ok(await call('PUT', `/admin/${name}/${id}`, sample.update(again)))[sample.shown]).toBe(again);
    expect((await shownPublicly(sample.publicPath(id), id))?.[sample.shown]).toBe(again);
    // The same values again change nothing and write no audit entry.
    ok(await call('PUT', `/admin/${name}/${id}`, sample.update(again)));

    const deleted = await call('DELETE', `/admin/${name}/${id}`);
    expect(ok(deleted)).toEqual({});
    expect(deleted.body.message).toBe(t('en', 'admin.content_deleted'));
    conflict(await call('GET', `/admin/${name}/${id}`), 404, 'en', 'errors.not_found');
    expect(await shownPublicly(sample.publicPath(id), id)).toBeUndefined();

    const entries = await auditOf(sample.objectType, id);
    const shownKey = Object.keys(sample.update('x'))[0]!;
    expect(entries.map((entry) => entry.action)).toEqual(
      ['create', 'update', 'update', 'delete'].map((action) => `${sample.objectType}.${action}`),
    );
    expect(entries.every((entry) => entry.actorId === admin.id)).toBe(true);
    expect(entries[0]!.changes[shownKey]).toEqual({ before: null, after: body[shownKey] });
    expect(entries[1]!.changes).toEqual({ [shownKey]: { before: body[shownKey], after: edited } });
    expect(entries[2]!.changes).toEqual({ [shownKey]: { before: edited, after: again } });
    expect(entries[3]!.changes[shownKey]).toEqual({ before: again, after: null });
  });

  it('refuses a create without its fields in both languages, keyed by request key, creating nothing', async () => {
    const table = name === 'faqs' ? 'faqs' : name;
    const rows = await countRows(server.db, table);
    for (const lang of LANGS) {
      refused(
        await call('POST', `/admin/${name}`, {}, lang),
        422,
        lang,
        sample.required.map((key) => [key, 'validation.required']),
      );
    }
    expect(await countRows(server.db, table)).toBe(rows);
  });

  it('answers 404 for an unknown or malformed id on every operation', async () => {
    for (const id of ['999999', 'abc', '0']) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
        const answer = await call(method, `/admin/${name}/${id}`, method === 'GET' ? undefined : {}, 'ar');
        conflict(answer, 404, 'ar', 'errors.not_found');
      }
    }
  });
});

describe('the rules of each field, in both languages', () => {
  const cases: Array<[ContentResourceName, Record<string, unknown>, ExpectedError[]]> = [
    ['blogs', { 'title:en': 'x'.repeat(201) }, [['title:en', 'validation.too_long', { max: 200 }]]],
    ['blogs', { 'title:en': 'A\u0000B' }, [['title:en', 'validation.control_characters']]],
    // Markup alone, or only a script, is no text once sanitised.
    [
      'stories',
      { 'content:ar': '<p><script>alert(1)</script></p>' },
      [['content:ar', 'validation.required']],
    ],
    ['faqs', { 'content:en': '<p></p>' }, [['content:en', 'validation.required']]],
    ['videos', { video_url: 'https://vimeo.com/1234' }, [['video_url', 'validation.youtube_url']]],
    ['videos', { video_url: 'not a link' }, [['video_url', 'validation.url']]],
    ['partners', { url: 'javascript:alert(1)' }, [['url', 'validation.url']]],
    ['socials', { sort: -1 }, [['sort', 'validation.min_value', { min: 0 }]]],
    ['pages', { sort: 'first' }, [['sort', 'validation.number']]],
    ['currencies', { code: 'US' }, [['code', 'validation.currency_code']]],
    ['currencies', { code: 'usd' }, [['code', 'validation.currency_code_taken']]],
    ['currencies', { minor_units: 5 }, [['minor_units', 'validation.max_value', { max: 4 }]]],
    ['currencies', { rate_to_base: 0 }, [['rate_to_base', 'validation.rate']]],
    ['currencies', { rate_to_base: '1.123456789' }, [['rate_to_base', 'validation.rate']]],
    ['currencies', { rate_to_base: '-2' }, [['rate_to_base', 'validation.rate']]],
    ['currencies', { is_active: 'maybe' }, [['is_active', 'validation.invalid']]],
    ['pages', { 'content:en': 'x'.repeat(50_001) }, [['content:en', 'validation.too_long', { max: 50_000 }]]],
  ];

  it.each(cases)('%s %j', async (name, change, expected) => {
    const word = unique();
    const item = ok(await call('POST', `/admin/${name}`, SAMPLES[name].create(word)), 201);
    for (const lang of LANGS) {
      // On create the rule holds as on update, and neither writes anything.
      refused(
        await call('POST', `/admin/${name}`, { ...SAMPLES[name].create(unique()), ...change }, lang),
        422,
        lang,
        expected,
      );
      refused(await call('PUT', `/admin/${name}/${item.id}`, change, lang), 422, lang, expected);
    }
    expect(ok(await call('GET', `/admin/${name}/${item.id}`))).toEqual(item);
    expect(await auditOf(SAMPLES[name].objectType, item.id)).toHaveLength(1);
    expect(ok(await call('GET', `/admin/${name}?q=${word}`)).meta.total).toBe(1);
  });

  it('stores rich text sanitised, page content as plain text, and reads Arabic-Indic digits', async () => {
    const blog = ok(await call('POST', '/admin/blogs', SAMPLES.blogs.create(unique())), 201);
    expect(blog.translations[0].content).toBe('<p>نص <strong>المقال</strong></p>');
    expect(blog.translations[1].content).toBe('<p>The <em>article</em></p>');
    const page = ok(await call('POST', '/admin/pages', SAMPLES.pages.create(unique())), 201);
    expect(page).toMatchObject({ content: 'Line <b>one</b>\nLine two', sort: 3, slug: null });
    const currency = ok(await call('POST', '/admin/currencies', SAMPLES.currencies.create(unique())), 201);
    expect(currency).toMatchObject({
      minor_units: 3,
      rate_to_base: 9.75,
      is_default: false,
      is_active: true,
      is_base: false,
    });
    expect(currency.code).toMatch(/^[A-Z]{3}$/);
    expect(currency.translations).toEqual([
      { locale: 'ar', currency_name: expect.stringContaining('عملة'), currency_symbol: '¤' },
      { locale: 'en', currency_name: expect.stringContaining('Currency'), currency_symbol: '¤' },
    ]);
    const symbols = ok(
      await call('PUT', `/admin/currencies/${currency.id}`, { 'currency_symbol:ar': 'ع.ت' }, 'ar'),
    );
    expect(symbols.currency_symbol).toBe('ع.ت');
    expect(symbols.translations[1].currency_symbol).toBe('¤');
  });
});

describe('lists', () => {
  it('search both languages ignoring case, diacritics and letter forms, and paginate', async () => {
    const word = unique();
    const item = ok(
      await call('POST', '/admin/categories', { 'name:ar': `الإغاثةُ ${word}`, 'name:en': `RELIEF ${word}` }),
      201,
    );
    for (const q of ['اغاثه', 'relief']) {
      const found = ok(await call('GET', `/admin/categories?q=${encodeURIComponent(`${q} ${word}`)}`));
      expect(found.data.map((row: { id: number }) => row.id)).toEqual([item.id]);
    }
    const page = ok(await call('GET', '/admin/currencies?per_page=2&page=2'));
    expect(page.data).toHaveLength(2);
    expect(page.meta).toMatchObject({ current_page: 2, per_page: 2 });
    const all = ok(await call('GET', '/admin/currencies?per_page=100'));
    expect(page.meta.total).toBe(all.data.length);
    expect(page.data.map((row: { id: number }) => row.id)).toEqual(
      all.data.slice(2, 4).map((row: { id: number }) => row.id),
    );
  });

  it('answer a body that is not JSON with the malformed-JSON 422, writing nothing', async () => {
    const rows = await countRows(server.db, 'faqs');
    for (const lang of LANGS) {
      const answer = await server.request('/admin/faqs', {
        method: 'POST',
        token,
        lang,
        raw: { data: '{"title:ar": ', contentType: 'application/json' },
      });
      expectFailure(answer, 422, {}, t(lang, 'errors.malformed_json'));
    }
    expect(await countRows(server.db, 'faqs')).toBe(rows);
  });
});

describe('deleting what is in use', () => {
  it('refuses a category live campaigns use (409), soft-deletes one only deleted campaigns keep', async () => {
    const used = ok(await call('POST', '/admin/categories', SAMPLES.categories.create(unique())), 201);
    const campaign = await createCampaign(server.db, { categoryId: used.id });
    for (const lang of LANGS)
      conflict(
        await call('DELETE', `/admin/categories/${used.id}`, {}, lang),
        409,
        lang,
        'errors.category_in_use',
      );
    expect(ok(await call('GET', `/admin/categories/${used.id}`)).id).toBe(used.id);

    await server.db.update(campaigns).set({ deletedAt: new Date() }).where(eq(campaigns.id, campaign.id));
    ok(await call('DELETE', `/admin/categories/${used.id}`));
    const [row] = await server.db.select().from(categories).where(eq(categories.id, used.id));
    expect(row!.deletedAt).not.toBeNull();
    conflict(await call('GET', `/admin/categories/${used.id}`), 404, 'en', 'errors.not_found');
    expect(await shownPublicly('/categories', used.id)).toBeUndefined();
    const [entry] = (await auditOf('category', used.id)).filter((e) => e.action === 'category.delete');
    expect(entry).toBeDefined();
  });

  it('refuses a page the site links by name', async () => {
    const [terms] = await server.db.select().from(pages).where(eq(pages.slug, 'terms'));
    for (const lang of LANGS)
      conflict(await call('DELETE', `/admin/pages/${terms!.id}`, {}, lang), 409, lang, 'errors.page_linked');
    expect(ok(await call('GET', `/admin/pages/${terms!.id}`)).slug).toBe('terms');
  });

  it('refuses a currency in use (409) and lets it be deactivated instead; its code and minor units stay', async () => {
    const created = ok(await call('POST', '/admin/currencies', SAMPLES.currencies.create(unique())), 201);
    await createCampaign(server.db, { currencyId: created.id });
    for (const lang of LANGS) {
      conflict(
        await call('DELETE', `/admin/currencies/${created.id}`, {}, lang),
        409,
        lang,
        'errors.currency_in_use',
      );
      refused(await call('PUT', `/admin/currencies/${created.id}`, { minor_units: 2 }, lang), 422, lang, [
        ['minor_units', 'validation.currency_in_use_locked'],
      ]);
      refused(await call('PUT', `/admin/currencies/${created.id}`, { code: 'ZZZ' }, lang), 422, lang, [
        ['code', 'validation.currency_in_use_locked'],
      ]);
    }
    expect((await shownPublicly('/currencies?lang=en', created.id))?.code).toBe(created.code);
    expect(ok(await call('PUT', `/admin/currencies/${created.id}`, { is_active: 'no' })).is_active).toBe(
      false,
    );
    expect(await shownPublicly('/currencies?lang=en', created.id)).toBeUndefined();
  });
});

describe('the base and default currencies', () => {
  const byCode = async (code: string) =>
    (await server.db.select().from(currencies).where(eq(currencies.code, code)))[0]!;

  it('never deletes, deactivates, re-rates or renames the base currency', async () => {
    const sar = await byCode('SAR');
    for (const lang of LANGS) {
      conflict(
        await call('DELETE', `/admin/currencies/${sar.id}`, {}, lang),
        409,
        lang,
        'errors.base_currency',
      );
      refused(await call('PUT', `/admin/currencies/${sar.id}`, { is_active: false }, lang), 422, lang, [
        ['is_active', 'validation.base_currency_active'],
      ]);
      refused(await call('PUT', `/admin/currencies/${sar.id}`, { rate_to_base: '1.5' }, lang), 422, lang, [
        ['rate_to_base', 'validation.base_rate'],
      ]);
      refused(await call('PUT', `/admin/currencies/${sar.id}`, { code: 'SAX' }, lang), 422, lang, [
        ['code', 'validation.base_currency_code'],
      ]);
    }
    // Its rate sent as it is changes nothing; its name may change.
    const renamed = ok(
      await call('PUT', `/admin/currencies/${sar.id}`, {
        rate_to_base: '1.000',
        'currency_name:en': 'Riyal',
      }),
    );
    expect(renamed).toMatchObject({
      is_base: true,
      rate_to_base: 1,
      currency_name: 'Riyal',
      is_active: true,
    });
    expect(await byCode('SAR')).toMatchObject({ rateToBase: '1.00000000', isActive: true });
    ok(await call('PUT', `/admin/currencies/${sar.id}`, { 'currency_name:en': 'Saudi riyal' }));
  });

  it('moves the default mark (audited on both), refusing to leave none or an inactive default', async () => {
    const [sar, usd] = [await byCode('SAR'), await byCode('USD')];
    const moved = ok(await call('PUT', `/admin/currencies/${usd.id}`, { is_default: 'yes' }));
    expect(moved.is_default).toBe(true);
    const listed = await server.request('/currencies?lang=en');
    expect(
      listed.body.result
        .filter((c: { is_default: string }) => c.is_default === 'yes')
        .map((c: { code: string }) => c.code),
    ).toEqual(['USD']);
    expect((await auditOf('currency', sar.id)).at(-1)!.changes).toEqual({
      is_default: { before: true, after: false },
    });
    for (const lang of LANGS) {
      refused(await call('PUT', `/admin/currencies/${usd.id}`, { is_default: 'no' }, lang), 422, lang, [
        ['is_default', 'validation.default_currency_required'],
      ]);
      refused(await call('PUT', `/admin/currencies/${usd.id}`, { is_active: 'no' }, lang), 422, lang, [
        ['is_active', 'validation.default_currency_active'],
      ]);
      conflict(
        await call('DELETE', `/admin/currencies/${usd.id}`, {}, lang),
        409,
        lang,
        'errors.default_currency',
      );
    }
    ok(await call('PUT', `/admin/currencies/${sar.id}`, { is_default: true }));
    expect((await byCode('USD')).isDefault).toBe(false);
  });

  it('keeps one default whatever two writes do at once: the index refuses a second, and a race loses cleanly', async () => {
    const [sar, usd, eur] = [await byCode('SAR'), await byCode('USD'), await byCode('EUR')];
    await expect(
      server.db.update(currencies).set({ isDefault: true }).where(eq(currencies.id, usd.id)),
    ).rejects.toThrow();
    for (const lang of LANGS) {
      const answers = await Promise.all(
        [usd, eur].map((each) => call('PUT', `/admin/currencies/${each.id}`, { is_default: 'yes' }, lang)),
      );
      for (const answer of answers) {
        if (answer.status === 200) continue;
        refused(answer, 422, lang, [['is_default', 'validation.default_currency_changed']]);
      }
      const defaults = await server.db.select().from(currencies).where(eq(currencies.isDefault, true));
      expect(defaults).toHaveLength(1);
    }
    ok(await call('PUT', `/admin/currencies/${sar.id}`, { is_default: true }));
  });
});

describe('PUT /admin/currencies/rates', () => {
  const rateOf = async (id: number) =>
    (await server.db.select().from(currencies).where(eq(currencies.id, id)))[0]!.rateToBase;

  it('saves every rate in one go, audited, shown publicly at once; refuses the whole set for one bad rate', async () => {
    const all = await server.db.select().from(currencies);
    const [sar, usd, eur] = ['SAR', 'USD', 'EUR'].map((code) => all.find((row) => row.code === code)!);
    expect((await shownPublicly('/currencies?lang=en', usd!.id))?.rate_to_base).toBe(Number(usd!.rateToBase));

    for (const lang of LANGS) {
      const withBase = {
        rates: [
          { id: usd!.id, rate_to_base: 3.9 },
          { id: sar!.id, rate_to_base: '2' },
        ],
      };
      refused(await call('PUT', '/admin/currencies/rates', withBase, lang), 422, lang, [
        ['rates.1.rate_to_base', 'validation.base_rate'],
      ]);
      const unknown = { rates: [{ id: 999999, rate_to_base: 1 }] };
      refused(await call('PUT', '/admin/currencies/rates', unknown, lang), 422, lang, [
        ['rates.0.id', 'validation.not_found_ref'],
      ]);
      const twice = {
        rates: [
          { id: eur!.id, rate_to_base: 4 },
          { id: eur!.id, rate_to_base: 5 },
        ],
      };
      refused(await call('PUT', '/admin/currencies/rates', twice, lang), 422, lang, [
        ['rates.1.id', 'validation.duplicate'],
      ]);
      const bad = { rates: [{ id: eur!.id, rate_to_base: 'abc' }] };
      refused(await call('PUT', '/admin/currencies/rates', bad, lang), 422, lang, [
        ['rates.0.rate_to_base', 'validation.rate'],
      ]);
      refused(await call('PUT', '/admin/currencies/rates', { rates: [] }, lang), 422, lang, [
        ['rates', 'validation.too_few', { min: 1 }],
      ]);
    }
    expect(await rateOf(usd!.id)).toBe(usd!.rateToBase);

    const saved = await call('PUT', '/admin/currencies/rates', {
      rates: [
        { id: usd!.id, rate_to_base: '٣٫٨' },
        { id: eur!.id, rate_to_base: 4.125 },
        { id: sar!.id, rate_to_base: 1 },
      ],
    });
    expect(saved.body.message).toBe(t('en', 'admin.rates_saved'));
    const data = ok(saved).data;
    expect(data.find((row: { id: number }) => row.id === usd!.id).rate_to_base).toBe(3.8);
    expect(await rateOf(eur!.id)).toBe('4.12500000');
    expect((await shownPublicly('/currencies?lang=en', usd!.id))?.rate_to_base).toBe(3.8);
    expect((await auditOf('currency', usd!.id)).at(-1)).toMatchObject({
      action: 'currency.update',
      changes: { rate_to_base: { before: String(Number(usd!.rateToBase)), after: '3.8' } },
    });
    expect(await auditOf('currency', sar!.id)).not.toContainEqual(
      expect.objectContaining({ changes: { rate_to_base: expect.anything() } }),
    );
  });
});

describe('pictures', () => {
  it('takes a blog image by multipart (checked, re-encoded to WebP in widths), replaces it, and keeps it for a URL string', async () => {
    const word = unique();
    const fields = Object.entries(SAMPLES.blogs.create(word)) as Array<[string, string]>;
    const created = ok(
      await sendForm('POST', '/admin/blogs', [
        ...fields,
        ['image', { data: photo, filename: 'a.jpg', type: 'image/jpeg' }],
      ]),
      201,
    );
    expect(created.image).toMatch(/^http:\/\/localhost:3000\/uploads\/blogs\/[0-9a-f]+-900w\.webp$/);
    const first = stored(created.image);
    expect(existsSync(first)).toBe(true);
    expect((await sharp(first).metadata()).format).toBe('webp');
    expect((await shownPublicly(`/blogs/${created.id}`, created.id))?.image).toBe(created.image);

    // The current URL in the file field keeps the picture (contract §1.13).
    const kept = ok(
      await sendForm('POST', `/admin/blogs/${created.id}`, [
        ['image', created.image],
        ['title:en', 'Kept'],
      ]),
    );
    expect(kept.image).toBe(created.image);

    const png = await sharp(photo).png().toBuffer();
    const replaced = ok(
      await sendForm('PUT', `/admin/blogs/${created.id}`, [
        ['image', { data: png, filename: 'b.png', type: 'image/png' }],
      ]),
    );
    expect(replaced.image).not.toBe(created.image);
    expect(existsSync(first)).toBe(false);
    expect((await shownPublicly(`/blogs/${created.id}`, created.id))?.image).toBe(replaced.image);
    expect((await auditOf('blog', created.id)).at(-1)!.changes.image).toEqual({
      before: expect.stringMatching(/^blogs\//),
      after: expect.stringMatching(/^blogs\//),
    });

    ok(await call('DELETE', `/admin/blogs/${created.id}`));
    expect(existsSync(stored(replaced.image))).toBe(false);
  });

  it('refuses a file that is not an image, in both languages, writing nothing', async () => {
    const rows = await countRows(server.db, 'partners');
    for (const lang of LANGS) {
      const fields = Object.entries(SAMPLES.partners.create(unique())) as Array<[string, string]>;
      const answer = await sendForm(
        'POST',
        '/admin/partners',
        [
          ...fields,
          ['image', { data: Buffer.from('%PDF-1.4 not a picture'), filename: 'x.png', type: 'image/png' }],
        ],
        lang,
      );
      refused(answer, 422, lang, [['image', 'validation.file_type']]);
    }
    expect(await countRows(server.db, 'partners')).toBe(rows);
  });

  it('takes a social icon and a video thumbnail', async () => {
    const social = ok(
      await sendForm('POST', '/admin/socials', [
        ...(Object.entries(SAMPLES.socials.create(unique())).map(([k, v]) => [k, String(v)]) as Array<
          [string, string]
        >),
        ['icon', { data: photo, filename: 'i.jpg', type: 'image/jpeg' }],
      ]),
      201,
    );
    expect((await shownPublicly('/socials', social.id))?.icon).toMatch(/\/uploads\/socials\/.+\.webp$/);
    const video = ok(
      await sendForm('POST', '/admin/videos', [
        ...(Object.entries(SAMPLES.videos.create(unique())) as Array<[string, string]>),
        ['thumbnail', { data: photo, filename: 't.jpg', type: 'image/jpeg' }],
      ]),
      201,
    );
    expect((await shownPublicly(`/videos/${video.id}`, video.id))?.thumbnail).toBe(video.thumbnail);
  });
});

describe('the single records', () => {
  it('edits the main video, shown at once on /main/video, audited; a link that is not YouTube is refused', async () => {
    const before = ok(await call('GET', '/admin/main-video'));
    expect(before.translations.map((row: { locale: string }) => row.locale)).toEqual(['ar', 'en']);
    expect(ok(await server.request('/main/video', { lang: 'en' })).title).toBe(before.title);
    for (const lang of LANGS) {
      refused(
        await call('PUT', '/admin/main-video', { video_url: 'https://example.com/v.mp4' }, lang),
        422,
        lang,
        [['video_url', 'validation.youtube_url']],
      );
    }
    const url = 'https://youtu.be/dQw4w9WgXcQ';
    const saved = ok(await call('PUT', '/admin/main-video', { 'title:en': 'Our Ramadan', video_url: url }));
    expect(saved).toMatchObject({ title: 'Our Ramadan', video_url: url });
    expect(ok(await server.request('/main/video', { lang: 'en' }))).toEqual({
      title: 'Our Ramadan',
      video_url: url,
    });
    expect(ok(await server.request('/main/video', { lang: 'ar' })).title).toBe(before.translations[0].title);
    expect((await auditOf('main_video', 1)).at(-1)).toMatchObject({
      action: 'main_video.update',
      changes: {
        'title:en': { before: before.translations[1].title, after: 'Our Ramadan' },
        video_url: { after: url },
      },
    });
  });

  it('edits the banner (multipart, with its picture); /banner/statistics adds the extras and shows its words at once', async () => {
    const start = ok(await server.request('/banner/statistics', { lang: 'en' }));
    const banner = ok(await call('GET', '/admin/banner'));
    expect(banner).toMatchObject({
      title: null,
      image: null,
      extra_collected: 0,
      extra_donors: 0,
      currency: { code: 'SAR' },
    });
    for (const lang of LANGS) {
      refused(
        await call('PUT', '/admin/banner', { extra_donors: -1, extra_collected: 'lots' }, lang),
        422,
        lang,
        [
          ['extra_collected', 'validation.number'],
          ['extra_donors', 'validation.min_value', { min: 0 }],
        ],
      );
    }
    const saved = ok(
      await sendForm('PUT', '/admin/banner', [
        ['title:ar', 'رمضان كريم'],
        ['title:en', 'Ramadan Kareem'],
        ['subtitle:en', 'Give where it matters'],
        ['extra_collected', '1500.505'],
        ['extra_donors', '٧'],
        ['extra_campaigns', '2'],
        ['image', { data: photo, filename: 'b.jpg', type: 'image/jpeg' }],
      ]),
    );
    expect(saved).toMatchObject({
      title: 'Ramadan Kareem',
      extra_collected: 1500.51,
      extra_donors: 7,
      extra_campaigns: 2,
    });
    const shown = ok(await server.request('/banner/statistics', { lang: 'en' }));
    expect(shown).toMatchObject({
      title: 'Ramadan Kareem',
      subtitle: 'Give where it matters',
      image: saved.image,
      total_donors: start.total_donors + 7,
      total_campaigns: start.total_campaigns + 2,
    });
    expect(shown.total_collected).toBeCloseTo(start.total_collected + 1500.51, 2);
    // The original client sends no `lang` here: Arabic, with the English subtitle as the fallback.
    expect(ok(await server.request('/banner/statistics'))).toMatchObject({
      title: 'رمضان كريم',
      subtitle: 'Give where it matters',
    });
    expect((await auditOf('banner', 1)).at(-1)!.changes).toMatchObject({
      extra_collected: { before: 0, after: 150051 },
      extra_donors: { before: 0, after: 7 },
    });
    // The picture replaced by the next one is removed.
    const next = ok(
      await sendForm('PUT', '/admin/banner', [
        ['image', { data: photo, filename: 'c.jpg', type: 'image/jpeg' }],
      ]),
    );
    expect(existsSync(stored(saved.image))).toBe(false);
    expect(existsSync(stored(next.image))).toBe(true);
  });
});

describe('blogs', () => {
  it('are written by the admin who creates them, shown as the public author', async () => {
    const blog = ok(await call('POST', '/admin/blogs', SAMPLES.blogs.create(unique())), 201);
    const [row] = await server.db.select().from(blogs).where(eq(blogs.id, blog.id));
    expect(row!.authorId).toBe(admin.id);
    expect((await shownPublicly(`/blogs/${blog.id}`, blog.id))?.user).toMatchObject({
      id: admin.id,
      name: 'Huda',
    });
  });
});
