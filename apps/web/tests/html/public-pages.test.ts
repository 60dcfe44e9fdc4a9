// Every public and guest page's HTML as a first-time visitor gets it: status, language, direction,
// head (title, canonical, hreflang, social card) and one h1; the 404 pages; robots.txt and the
// sitemap. The same pages' layout on a phone and axe run in the browser (tests/e2e/pages.test.ts).
import { describe, expect, it } from 'vitest';
import { LOCALES, localized } from '../accounts.ts';
import { GUEST_PATHS, PUBLIC_PATHS } from '../public-paths.ts';
import { usePages } from './pages.ts';

describe('public and guest pages', () => {
  const site = usePages();

  for (const locale of LOCALES) {
    for (const path of [...PUBLIC_PATHS, ...GUEST_PATHS]) {
      const address = localized(path, locale);
      it(`${address} answers 200 with its language, direction, head and one h1`, async () => {
        const { status, document } = await site.page(address);
        expect(status).toBe(200);
        const html = document.documentElement;
        expect(html.getAttribute('lang')).toBe(locale);
        expect(html.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        expect(document.title.trim().length).toBeGreaterThan(2);
        const origin = site.server.url;
        const href = (selector: string) => document.querySelector(selector)?.getAttribute('href');
        expect(href('link[rel="canonical"]')).toBe(`${origin}${address}`);
        for (const [lang, target] of [
          ['ar', 'ar'],
          ['en', 'en'],
          ['x-default', 'ar'],
        ] as const) {
          expect(href(`link[rel="alternate"][hreflang="${lang}"]`), lang).toBe(
            `${origin}${localized(path, target)}`,
          );
        }
        expect(document.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
        expect(document.querySelectorAll('h1')).toHaveLength(1);
      });
    }

    it(`an unknown address in ${locale} is the 404 page with its illustration and a way home`, async () => {
      const { status, document } = await site.page(localized('/no-such-page', locale));
      expect(status).toBe(404);
      expect(document.documentElement.getAttribute('lang')).toBe(locale);
      expect(document.querySelectorAll('main svg')).toHaveLength(1);
      expect(document.querySelectorAll(`main a[href="${localized('/', locale)}"]`)).toHaveLength(1);
    });

    it(`a missing blog in ${locale} answers 404 inside the site frame`, async () => {
      const { status, document } = await site.page(localized('/blogs/999999', locale));
      expect(status).toBe(404);
      expect(document.querySelectorAll('header')).toHaveLength(1);
    });
  }

  it('robots.txt keeps dashboards out and points at the sitemap', async () => {
    const { text } = await site.page('/robots.txt');
    expect(text).toContain('Disallow: /dashboard/');
    expect(text).toContain('Disallow: /en/dashboard/');
    expect(text).toContain(`Sitemap: ${site.server.url}/sitemap.xml`);
  });

  it('sitemap.xml lists both languages and the content items', async () => {
    const { text } = await site.page('/sitemap.xml');
    expect(text).toContain(`<loc>${site.server.url}/about</loc>`);
    expect(text).toContain(`<loc>${site.server.url}/en/about</loc>`);
    expect(text).toContain(`<loc>${site.server.url}/blogs/1</loc>`);
    expect(text).toContain('hreflang="x-default"');
  });
});
