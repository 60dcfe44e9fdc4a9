import { translate } from '@ataa/contract/messages';
import { describe, expect, it } from 'vitest';
import { LOCALES, localized, ready, useSite } from './site.ts';

// Decision 012: a page paints from its HTML, stylesheet and fonts first; its scripts are fetched
// only after the `load` event, and then the page hydrates as before. What the HTML itself says
// (no script fetch in it, nonces) is read in tests/html/page-scripts.test.ts.
describe('scripts start after the page has loaded', () => {
  const site = useSite();

  for (const locale of LOCALES) {
    it(`${locale}: the scripts arrive after load and the page hydrates`, async () => {
      const page = await site.open(localized('/', locale), { phone: true });
      await ready(page);
      const timings = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
          (entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname),
        );
        return {
          loadEventStart: navigation?.loadEventStart ?? 0,
          scriptStarts: scripts.map((entry) => entry.startTime),
          preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
        };
      });
      expect(timings.scriptStarts.length).toBeGreaterThan(5);
      expect(timings.preloads).toBeGreaterThan(5);
      expect(Math.min(...timings.scriptStarts)).toBeGreaterThanOrEqual(timings.loadEventStart);

      // Hydrated: a link now moves within the page's scripts instead of loading a new document.
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      await page
        .locator('main')
        .getByRole('link', { name: translate(locale, 'content.home.hero.browse') })
        .click();
      await page.waitForURL(site.url(localized('/campaigns', locale)));
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    });
  }

  it("nothing is refused by the page's script policy, from the first paint through hydration to a navigation", async () => {
    // In the browser nothing is refused, from the first paint through hydration to a navigation.
    const page = await site.page({ phone: true });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    await page.goto(site.url('/en'));
    await ready(page);
    await page
      .locator('main')
      .getByRole('link', { name: translate('en', 'content.home.hero.browse') })
      .click();
    await page.waitForURL(site.url('/en/campaigns'));
    await ready(page);
    expect(refused).toEqual([]);
  });

  it('a picture that never arrives holds back the load event, not the page: it hydrates within seconds', async () => {
    const page = await site.page({ phone: true });
    // The list's first pictures are fetched at once; these never answer.
    await page.route('**/uploads/campaigns/**', () => {});
    await page.goto(site.url('/campaigns'), { waitUntil: 'domcontentloaded' });
    const started = Date.now();
    await ready(page);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  });
});
