import { translate } from '@ataa/contract/messages';
import { describe, expect, it } from 'vitest';
import { hydrated, LOCALES, localized, ready, useSite } from './site.ts';

// Decision 012: a page paints from its HTML, stylesheet and fonts first; its scripts are fetched
// only after the `load` event, and then the page hydrates as before.
describe('scripts start after the page has loaded', () => {
  const site = useSite();

  for (const locale of LOCALES) {
    it(`${locale}: the HTML starts no script fetch; after load the scripts arrive and the page hydrates`, async () => {
      const html = await (await fetch(site.url(localized('/', locale)))).text();
      expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
      expect(html).not.toMatch(/<script[^>]+type="module"/);
      expect(html).toMatch(/<link [^>]*rel="stylesheet" href="\/assets\/[^"]+\.css"/);

      const page = await site.open(localized('/', locale), { phone: true });
      await hydrated(page);
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

  it('every inline script carries the nonce its page names, and the policy allows no other inline script', async () => {
    const answer = await fetch(site.url('/en/campaigns/3'));
    const policy = answer.headers.get('content-security-policy') ?? '';
    const scriptSource = policy.match(/(?:^|; )script-src ([^;]+)/)?.[1] ?? '';
    expect(scriptSource).not.toContain('unsafe-inline');
    const nonce = scriptSource.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toMatch(/^[\w+/]{22}==$/);
    const scripts = [...(await answer.text()).matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // Another render, another nonce.
    const next = (await fetch(site.url('/en/campaigns/3'))).headers.get('content-security-policy');
    expect(next).not.toContain(nonce);

    // In the browser nothing is refused, from the first paint through hydration to a navigation.
    const context = await site.newContext({ phone: true });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    await page.goto(site.url('/en'));
    await hydrated(page);
    await page
      .locator('main')
      .getByRole('link', { name: translate('en', 'content.home.hero.browse') })
      .click();
    await page.waitForURL(site.url('/en/campaigns'));
    await ready(page);
    expect(refused).toEqual([]);
  });

  it('a list asks first for its first picture only: the rest of its first row follows at normal priority', async () => {
    const html = await (await fetch(site.url('/campaigns'))).text();
    const first = [...html.matchAll(/<link rel="preload" as="image"[^>]*fetchPriority="high"/g)];
    expect(first).toHaveLength(1);
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images.filter((tag) => tag.includes('fetchPriority="high"'))).toHaveLength(1);
    expect(images.filter((tag) => tag.includes('loading="eager"')).length).toBeGreaterThan(1);
  });

  it('a picture that never arrives holds back the load event, not the page: it hydrates within seconds', async () => {
    const context = await site.newContext({ phone: true });
    const page = await context.newPage();
    // The list's first pictures are fetched at once; these never answer.
    await page.route('**/uploads/campaigns/**', () => {});
    await page.goto(site.url('/campaigns'), { waitUntil: 'domcontentloaded' });
    const started = Date.now();
    await ready(page);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  });
});
