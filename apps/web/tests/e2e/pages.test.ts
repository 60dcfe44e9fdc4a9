import { describe, expect, it } from 'vitest';
import { expectAccessible, LOCALES, localized, useSite } from './site.ts';

// Every public page of the site, as a first-time visitor on a phone reaches it.
const PUBLIC_PATHS = [
  '/',
  '/about',
  '/contact',
  '/faqs',
  '/terms-conditions',
  '/blogs',
  '/blogs/1',
  '/stories',
  '/stories/1',
  '/videos',
  '/videos/1',
  '/page/1',
];
const GUEST_PATHS = ['/login', '/signup', '/signup-charity', '/forgetpassword', '/checkemail'];

describe('public and guest pages', () => {
  const site = useSite();

  for (const locale of LOCALES) {
    for (const path of [...PUBLIC_PATHS, ...GUEST_PATHS]) {
      const address = localized(path, locale);
      it(`${address} answers 200 with its language, direction, head and no serious axe finding`, async () => {
        const page = await site.newContext({ phone: true }).then((context) => context.newPage());
        const response = await page.goto(site.url(address));
        expect(response?.status()).toBe(200);
        const html = page.locator('html');
        await expect(html.getAttribute('lang')).resolves.toBe(locale);
        await expect(html.getAttribute('dir')).resolves.toBe(locale === 'ar' ? 'rtl' : 'ltr');
        expect((await page.title()).length).toBeGreaterThan(2);
        const origin = site.server.url;
        await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(
          `${origin}${address}`,
        );
        for (const [lang, target] of [
          ['ar', 'ar'],
          ['en', 'en'],
          ['x-default', 'ar'],
        ] as const) {
          await expect(
            page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href'),
          ).resolves.toBe(`${origin}${localized(path, target)}`);
        }
        await expect(page.locator('meta[property="og:title"]').count()).resolves.toBe(1);
        await expect(page.locator('h1').count()).resolves.toBe(1);
        // Nothing wider than a 360 px phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await expectAccessible(page);
      });
    }

    it(`an unknown address in ${locale} is the 404 page with its illustration and a way home`, async () => {
      const page = await site.newContext().then((context) => context.newPage());
      const response = await page.goto(site.url(localized('/no-such-page', locale)));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(locale);
      await expect(page.locator('main svg').count()).resolves.toBe(1);
      await expect(page.locator(`main a[href="${localized('/', locale)}"]`).count()).resolves.toBe(1);
      await expectAccessible(page);
    });

    it(`a missing blog in ${locale} answers 404 inside the site frame`, async () => {
      const page = await site.newContext().then((context) => context.newPage());
      const response = await page.goto(site.url(localized('/blogs/999999', locale)));
      expect(response?.status()).toBe(404);
      await expect(page.locator('header').count()).resolves.toBe(1);
    });
  }

  it('robots.txt keeps dashboards out and points at the sitemap', async () => {
    const answer = await fetch(site.url('/robots.txt'));
    const text = await answer.text();
    expect(text).toContain('Disallow: /dashboard/');
    expect(text).toContain('Disallow: /en/dashboard/');
    expect(text).toContain(`Sitemap: ${site.server.url}/sitemap.xml`);
  });

  it('sitemap.xml lists both languages and the content items', async () => {
    const text = await (await fetch(site.url('/sitemap.xml'))).text();
    expect(text).toContain(`<loc>${site.server.url}/about</loc>`);
    expect(text).toContain(`<loc>${site.server.url}/en/about</loc>`);
    expect(text).toContain(`<loc>${site.server.url}/blogs/1</loc>`);
    expect(text).toContain('hreflang="x-default"');
  });
});
