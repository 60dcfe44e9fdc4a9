// The header and footer as the server writes them: the language link without scripts (the server
// remembers the choice), where the floating donate button is, the footer's social links and
// copyright, and a visitor's header. Menus, the drawer, focus and the currency choice stay in the
// browser (tests/e2e/header.test.ts).
import { describe, expect, it } from 'vitest';
import { DONOR, LOCALES, localized, t } from '../accounts.ts';
import { usePages } from './pages.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

describe('header and footer', () => {
  const site = usePages();

  it('the language link works without scripts: the server remembers the choice and shows the clean address', async () => {
    const visitor = site.visitor();
    const about = await visitor.get('/about');
    // The switch names the other language; without scripts its address asks the server to change.
    const link = about.document.querySelector('header a[hreflang="en"]');
    expect(link?.textContent?.trim()).toBe(t('ar', 'site.header.other_language'));
    const switched = await fetch(site.url(link!.getAttribute('href')!), { redirect: 'manual' });
    expect(switched.status).toBe(302);
    expect(switched.headers.get('location')).toBe('/en/about');
    const [cookie] = switched.headers.getSetCookie();
    const attributes = new Map(
      (cookie ?? '').split(';').map((part) => {
        const [name = '', value = ''] = part.trim().split('=');
        return [name.toLowerCase(), value] as const;
      }),
    );
    expect({
      value: attributes.get('i18n_redirected'),
      path: attributes.get('path'),
      sameSite: attributes.get('samesite')?.toLowerCase(),
    }).toEqual({ value: 'en', path: '/', sameSite: 'lax' });
    const maxAge = Number(attributes.get('max-age'));
    const expires = attributes.has('expires')
      ? (Date.parse(attributes.get('expires')!) - Date.now()) / 1000
      : maxAge;
    expect(Math.abs(expires - YEAR_SECONDS)).toBeLessThan(120);

    visitor.setCookie('i18n_redirected', 'en');
    expect((await visitor.get('/')).at).toBe('/en');
  });

  for (const locale of LOCALES) {
    it(`${locale}: the floating button shows on content and campaign pages only, never over forms, dashboards or the 404 page`, async () => {
      const floating = `aside[aria-label="${t(locale, 'site.donate_all')}"]`;
      const count = async (visitor: ReturnType<typeof site.visitor>, path: string) =>
        (await visitor.get(localized(path, locale))).document.querySelectorAll(floating).length;
      for (const path of ['/campaigns', '/blogs', '/faqs'])
        expect(await count(site.visitor(), path), path).toBe(1);
      for (const path of ['/login', '/signup', '/donate/all', '/no-such-page'])
        expect(await count(site.visitor(), path), path).toBe(0);
      expect(await count(await site.signedIn(DONOR), '/dashboard/donor')).toBe(0);
    });

    it(`${locale}: the footer's social links open safely in a new tab and the copyright names this year`, async () => {
      const { document } = await site.page(localized('/faqs', locale));
      const socials = [...document.querySelectorAll('footer a[href^="http"]')].map((link) => ({
        href: link.getAttribute('href'),
        target: link.getAttribute('target'),
        rel: link.getAttribute('rel'),
      }));
      expect(socials.length).toBeGreaterThan(0);
      for (const social of socials)
        expect(social).toEqual({ href: social.href, target: '_blank', rel: 'noopener noreferrer' });
      const year = new Date().getFullYear();
      const copyright = t(locale, 'site.footer.copyright', { year });
      const texts = [...document.querySelectorAll('footer *')].map((element) =>
        (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
      );
      expect(texts).toContain(copyright);
    });
  }

  it('visitors see no cart link, and the sign-in link', async () => {
    const { document } = await site.page('/about');
    expect(document.querySelectorAll('header a[href*="donations-cart"]')).toHaveLength(0);
    expect(document.querySelectorAll('header a[href="/login"]').length).toBeGreaterThan(0);
  });
});
