// A charity waiting for approval attaches its documents: the pending page's link lands on the
// place to attach them, and the toast says they arrived (not merely that the profile changed).
import { describe, expect, it } from 'vitest';
import { pdfkitPdf } from '../../../api/src/test/pdfs.ts';
import { openSignedIn, PENDING_CHARITY, ready, t } from './flows.ts';
import { LOCALES, localized, useSite } from './site.ts';

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
      // The licence as a scanner makes it: a PDF of two pages.
      await input.setInputFiles({
        name: 'licence.pdf',
        mimeType: 'application/pdf',
        buffer: await pdfkitPdf(2),
      });
      await page.getByRole('button', { name: t(locale, 'account.settings.save'), exact: true }).click();
      // The toast names the documents, not the profile alone.
      await page.getByText(t(locale, 'account.settings.documents_received'), { exact: true }).waitFor();
      expect(await page.getByText(t(locale, 'auth.profile_updated')).count()).toBe(0);
    });
  }
});
