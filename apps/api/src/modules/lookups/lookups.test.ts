import { translate } from '@ataa/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, currencies } from '../../db/schema.ts';
import {
  categories as seedCategories,
  currencies as seedCurrencies,
  partners as seedPartners,
  socials as seedSocials,
} from '../../seed/data/lookups.ts';
import { createPartner, createSocial } from '../../seed/factories.ts';
import { ARABIC, fetchResult, LANGS, type Lang, sortedKeys } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('lookups', () => {
  it('lists countries sorted by their localised name, with dialling codes', async () => {
    for (const lang of LANGS) {
      const { status, body, headers } = await server.request('/countries', { lang });
      expect(status).toBe(200);
      expect(headers.get('content-language')).toBe(lang);
      const names: string[] = body.result.data.map((c: { name: string }) => c.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(lang).compare));
      const saudi = body.result.data.find((c: { mob_code: string }) => c.mob_code === '966');
      expect(saudi.name).toBe(lang === 'ar' ? 'المملكة العربية السعودية' : 'Saudi Arabia');
    }
  });

  it('lists active currencies as a bare array with exactly one default, and ?lang wins over the header', async () => {
    const { body } = await server.request('/currencies?lang=en', { lang: 'ar' });
    expect(Array.isArray(body.result)).toBe(true);
    expect(body.result.filter((c: { is_default: string }) => c.is_default === 'yes')).toHaveLength(1);
    const kwd = body.result.find((c: { code: string }) => c.code === 'KWD');
    expect(kwd).toMatchObject({ minor_units: 3, currency_name: 'Kuwaiti dinar' });
    const sar = body.result.find((c: { code: string }) => c.code === 'SAR');
    expect(sar).toMatchObject({ is_default: 'yes', rate_to_base: 1 });
    expect(typeof kwd.rate_to_base).toBe('number');
  });

  it('answers categories, partners and socials as {data} with absolute file URLs', async () => {
    const categories = await server.request('/categories', { lang: 'en' });
    expect(categories.body.result.data.length).toBeGreaterThanOrEqual(8);
    const partners = await server.request('/partners');
    expect(partners.body.result.data[0].image).toMatch(/^http:\/\/localhost:3000\/uploads\//);
    const socials = await server.request('/socials');
    expect(socials.body.result.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      url: expect.stringMatching(/^https:\/\//),
      icon: expect.stringMatching(/^http:\/\/localhost:3000\/uploads\/socials\/.+\.png$/),
    });
  });

  it('treats junk tokens as anonymous on public endpoints', async () => {
    for (const token of ['null', 'undefined', '', 'not-a-real-token']) {
      const { status } = await server.request('/categories', { token });
      expect(status).toBe(200);
    }
  });
});

const lookup = (path: string, lang?: string) => fetchResult(server, path, lang);

describe('lookup shapes (§3, §14)', () => {
  it('answers countries as {data} of {id, name, mob_code} with digit-only dialling codes', async () => {
    const result = await lookup('/countries', 'en');
    expect(sortedKeys(result)).toEqual(['data']);
    expect(result.data.length).toBeGreaterThanOrEqual(8);
    for (const country of result.data) {
      expect(sortedKeys(country)).toEqual(['id', 'mob_code', 'name']);
      expect(country.id).toBeTypeOf('number');
      expect(country.mob_code).toMatch(/^\d{1,4}$/);
      expect(country.name).not.toMatch(ARABIC);
    }
    const arabic = await lookup('/countries');
    for (const country of arabic.data) expect(country.name).toMatch(ARABIC);
  });

  it('answers currencies as a bare array of the contract fields, in admin order', async () => {
    const result = await lookup('/currencies', 'en');
    expect(result.map((c: { code: string }) => c.code)).toEqual(seedCurrencies.map((c) => c.code));
    for (const currency of result) {
      expect(sortedKeys(currency)).toEqual([
        'code',
        'currency_name',
        'currency_symbol',
        'id',
        'is_default',
        'minor_units',
        'rate_to_base',
      ]);
      expect(['yes', 'no']).toContain(currency.is_default);
      expect(Number.isInteger(currency.minor_units)).toBe(true);
      expect(currency.rate_to_base).toBeGreaterThan(0);
    }
    const usd = result.find((c: { code: string }) => c.code === 'USD');
    expect(usd).toMatchObject({
      currency_name: 'US dollar',
      currency_symbol: '$',
      minor_units: 2,
      rate_to_base: 3.75,
    });
    const arabic = await lookup('/currencies');
    expect(arabic.find((c: { code: string }) => c.code === 'SAR').currency_name).toBe('ريال سعودي');
  });

  it('lets ?lang win over the header, and says so in Content-Language', async () => {
    const cases: Array<[string, string | undefined, Lang]> = [
      ['?lang=en', 'ar', 'en'],
      ['?lang=EN-gb', undefined, 'en'],
      ['?lang=ar', 'en', 'ar'],
      ['', 'en', 'en'],
      ['?lang=', 'en', 'en'],
    ];
    for (const [query, header, expected] of cases) {
      const { status, body, headers } = await server.request(`/currencies${query}`, { lang: header });
      expect(status).toBe(200);
      expect(headers.get('content-language'), `${query} / ${header}`).toBe(expected);
      expect(body.message).toBe(translate(expected, 'common.fetched'));
      const sar = body.result.find((c: { code: string }) => c.code === 'SAR');
      expect(sar.currency_name).toBe(expected === 'en' ? 'Saudi riyal' : 'ريال سعودي');
    }
  });

  it('lists only active currencies', async () => {
    await server.db.update(currencies).set({ isActive: false }).where(eq(currencies.code, 'EGP'));
    try {
      const result = await lookup('/currencies', 'en');
      expect(result.map((c: { code: string }) => c.code)).not.toContain('EGP');
      expect(result.filter((c: { is_default: string }) => c.is_default === 'yes')).toHaveLength(1);
    } finally {
      await server.db.update(currencies).set({ isActive: true }).where(eq(currencies.code, 'EGP'));
    }
  });

  it('answers categories as {data} of {id, name} in admin order, without deleted ones', async () => {
    const english = await lookup('/categories', 'en');
    expect(sortedKeys(english)).toEqual(['data']);
    expect(english.data.map((c: { name: string }) => c.name)).toEqual(seedCategories.map((c) => c.name.en));
    for (const category of english.data) expect(sortedKeys(category)).toEqual(['id', 'name']);
    const arabic = await lookup('/categories');
    expect(arabic.data.map((c: { name: string }) => c.name)).toEqual(seedCategories.map((c) => c.name.ar));

    const [moved] = await server.db
      .insert(categories)
      .values({ nameAr: '', nameEn: 'Sorted first', sort: -1 })
      .returning();
    const [gone] = await server.db
      .insert(categories)
      .values({ nameAr: 'محذوفة', nameEn: 'Deleted', sort: -2, deletedAt: new Date() })
      .returning();
    const after = await lookup('/categories');
    expect(after.data[0]).toEqual({ id: moved!.id, name: 'Sorted first' });
    expect(after.data.map((c: { id: number }) => c.id)).not.toContain(gone!.id);
  });

  it('answers partners as {data} of {id, name, image, url} in admin order', async () => {
    const english = await lookup('/partners', 'en');
    expect(sortedKeys(english)).toEqual(['data']);
    expect(english.data.map((p: { name: string }) => p.name)).toEqual(seedPartners.map((p) => p.name.en));
    for (const [i, partner] of english.data.entries()) {
      expect(sortedKeys(partner)).toEqual(['id', 'image', 'name', 'url']);
      expect(partner.url).toBe(seedPartners[i]!.url);
      expect(partner.image).toMatch(/^http:\/\/localhost:3000\/uploads\/partners\/\w+\.webp$/);
    }
    const arabic = await lookup('/partners', 'ar');
    expect(arabic.data.map((p: { name: string }) => p.name)).toEqual(seedPartners.map((p) => p.name.ar));

    const first = await createPartner(server.db, { nameEn: '', nameAr: 'شريك أول', sort: -1 });
    const after = await lookup('/partners', 'en');
    expect(after.data[0]).toEqual({ id: first.id, name: 'شريك أول', image: null, url: first.url });
  });

  it('answers socials as {data} of {id, name, url, icon} in admin order, with no headers at all', async () => {
    const response = await fetch(`${server.url}/api/v1/socials`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('ar');
    const body = (await response.json()) as {
      message: string;
      result: { data: Array<{ name: string; url: string }> };
    };
    expect(body.message).toBe(translate('ar', 'common.fetched'));
    expect(body.result.data.map((s) => s.name)).toEqual(seedSocials.map((s) => s.name));
    expect(body.result.data.map((s) => s.url)).toEqual(seedSocials.map((s) => s.url));

    const first = await createSocial(server.db, {
      name: 'Snapchat',
      url: 'https://snapchat.com/add/ataa',
      sort: -1,
    });
    const after = await lookup('/socials');
    expect(after.data[0]).toEqual({
      id: first.id,
      name: 'Snapchat',
      url: 'https://snapchat.com/add/ataa',
      icon: null,
    });
  });

  it('answers every lookup the same to anonymous callers with junk tokens', async () => {
    for (const path of ['/countries', '/currencies', '/categories', '/partners', '/socials']) {
      const plain = await server.request(path, { lang: 'en' });
      for (const token of ['null', 'undefined', '', 'expired-or-unknown']) {
        const junk = await server.request(path, { lang: 'en', token });
        expect(junk.status).toBe(200);
        expect(junk.body).toEqual(plain.body);
      }
    }
  });
});
