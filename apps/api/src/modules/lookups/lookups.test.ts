import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('lookups', () => {
  it('lists countries sorted by their localised name, with dialling codes', async () => {
    for (const lang of ['ar', 'en']) {
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
