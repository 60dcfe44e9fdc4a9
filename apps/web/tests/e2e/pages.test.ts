// Every public and guest page on a phone, as a first-time visitor reaches it: nothing wider than
// the screen, and no serious axe finding. Their status, language, head and h1 are read from the
// HTML in tests/html/public-pages.test.ts.
import { describe, expect, it } from 'vitest';
import { GUEST_PATHS, PUBLIC_PATHS } from '../public-paths.ts';
import { expectAccessible, LOCALES, localized, useSite } from './site.ts';

const PHONE_WIDTH = 360;

describe('public and guest pages', () => {
  const site = useSite();

  for (const locale of LOCALES) {
    for (const path of [...PUBLIC_PATHS, ...GUEST_PATHS]) {
      const address = localized(path, locale);
      it(`${address} fits a phone and has no serious axe finding`, async () => {
        const page = await site.open(address, { phone: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE_WIDTH,
        );
        await expectAccessible(page);
      });
    }

    it(`the 404 page in ${locale} has no serious axe finding`, async () => {
      const page = await site.open(localized('/no-such-page', locale));
      await expectAccessible(page);
    });
  }
});
