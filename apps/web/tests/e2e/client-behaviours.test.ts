import { describe, expect, it } from 'vitest';
import { openReady, t } from './flows.ts';
import { hydrated, useSite } from './site.ts';

/** The pages being fetched ahead: React Router adds one data prefetch per page. */
const prefetchedPages = (page: Awaited<ReturnType<typeof openReady>>) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"][as="fetch"]'))
      .map((link) => new URL(link.href).pathname)
      .sort(),
  );

/** Moves a pretend pointer onto (or off) the n-th blog card's link without leaving the others. */
const pointer = (
  page: Awaited<ReturnType<typeof openReady>>,
  index: number,
  type: 'mouseover' | 'mouseout',
) =>
  page.evaluate(
    ([at, kind]) => {
      const link = document.querySelectorAll('main article h2 a, main article h3 a')[at as number]!;
      link.dispatchEvent(
        new MouseEvent(kind as string, {
          bubbles: true,
          relatedTarget: kind === 'mouseout' ? document.body : null,
        }),
      );
    },
    [index, type],
  );

describe('client behaviours', () => {
  const site = useSite();

  it('fetches at most four pages ahead at once, and the next waiting one when a slot frees', async () => {
    const page = await openReady(site, '/en/blogs');
    const cards = await page.locator('main article h2 a, main article h3 a').count();
    expect(cards).toBeGreaterThanOrEqual(6);

    for (let index = 0; index < 6; index++) await pointer(page, index, 'mouseover');
    await expect.poll(() => prefetchedPages(page).then((pages) => pages.length)).toBe(4);
    await page.waitForTimeout(300);
    expect(await prefetchedPages(page)).toHaveLength(4);
    expect((await prefetchedPages(page)).every((path) => /^\/en\/blogs\/\d+\.data$/.test(path))).toBe(true);

    // Leaving one card gives its slot to the fifth, in order.
    const before = await prefetchedPages(page);
    await pointer(page, 0, 'mouseout');
    await expect.poll(() => prefetchedPages(page)).not.toEqual(before);
    expect(await prefetchedPages(page)).toHaveLength(4);

    for (let index = 1; index < 6; index++) await pointer(page, index, 'mouseout');
    await expect.poll(() => prefetchedPages(page).then((pages) => pages.length)).toBe(0);
  });

  it('shows a thin progress bar while the next page loads', async () => {
    const page = await openReady(site, '/en/about');
    // Holds the next page's data back a moment so the bar can be seen.
    await page.route('**/en/faqs.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page
      .locator('header nav')
      .getByRole('link', { name: t('en', 'site.nav.faqs') })
      .click();
    const bar = page.locator('div[aria-hidden="true"][style*="scaleX"]');
    await bar.waitFor({ state: 'attached' });
    const scale = Number((await bar.getAttribute('style'))?.match(/scaleX\(([\d.]+)\)/)?.[1]);
    expect(scale).toBeGreaterThanOrEqual(0.1);
    expect(scale).toBeLessThan(1);
    await bar.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/en/faqs');
  });

  it('offers a reload at the top of the page when the hourly check finds a newer version', async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(site.url('/en/about'));
    await page.route('**/builds/latest.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: 'a-newer-build' }) }),
    );
    // The hourly timer starts once the page's scripts have settled.
    await hydrated(page);
    await page.clock.fastForward('59:00');
    await page.waitForTimeout(200);
    await expect(page.getByText(t('en', 'site.new_version.text')).count()).resolves.toBe(0);

    await page.clock.fastForward('01:01');
    const toast = page.getByText(t('en', 'site.new_version.text'));
    // The toast's entrance runs on the page's (paused) clock: let it move on while waiting.
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return toast.isVisible();
      })
      .toBe(true);
    const box = await toast.boundingBox();
    expect(box!.y).toBeLessThan(200);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: t('en', 'site.new_version.reload') }).click();
    await reloaded;
  });
});
