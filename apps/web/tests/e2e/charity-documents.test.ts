// A charity waiting for approval attaches its documents: the pending page's link lands on the
// place to attach them, and the toast says they arrived (not merely that the profile changed).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openSignedIn, PENDING_CHARITY, ready, t } from './flows.ts';
import { LOCALES, localized, useSite } from './site.ts';

/** A scanned licence as a charity sends it: a PNG of a page. */
const scan = () =>
  sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#f4f1ea' } })
    .png()
    .toBuffer();

describe("a pending charity's documents", () => {
  const site = useSite();

  for (const locale of LOCALES) {
    it(`${locale}: the pending page's link opens the settings at the documents, and sending them says they were received`, async () => {
      const page = await openSignedIn(site, localized('/pending', locale), PENDING_CHARITY);
      await ready(page);
      await page.getByRole('link', { name: t(locale, 'account.pending.add_documents'), exact: true }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === localized('/dashboard/charity/settings', locale) &&
          url.hash === '#attach-documents',
      );
      const input = page.getByLabel(t(locale, 'account.settings.documents_add'), { exact: true });
      await expect.poll(() => input.isVisible()).toBe(true);
      // Landed on it: the documents field is in view, not the top of the page.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const box = (await input.boundingBox())!;
      const height = page.viewportSize()!.height;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(height);

      await ready(page);
      await input.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: await scan() });
      await page.getByRole('button', { name: t(locale, 'account.settings.save'), exact: true }).click();
      // The toast names the documents, not the profile alone.
      await page.getByText(t(locale, 'account.settings.documents_received'), { exact: true }).waitFor();
      expect(await page.getByText(t(locale, 'auth.profile_updated')).count()).toBe(0);
    });
  }
});
