import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  atPath,
  CHARITY,
  DONOR,
  expectHeading,
  openReady,
  openSignedIn,
  PENDING_CHARITY,
  ready,
  registerAccount,
  submitLogin,
  t,
} from './flows.ts';
import { LOCALES, type Locale, localized, type Page, useSite } from './site.ts';

const DASHBOARD_PAGES = [
  '/dashboard/donor',
  '/dashboard/donor/settings',
  '/dashboard/charity',
  '/dashboard/charity/settings',
];
const GUEST_ONLY = ['/login', '/signup', '/signup-charity'];

/** Where the browser ends up (path and query) after asking for `path`. */
async function landing(page: Page, url: string) {
  // The address is known once the answer arrives: no need to wait for the page to load.
  const response = await page.goto(url, { waitUntil: 'commit' });
  const at = new URL(page.url());
  return { path: at.pathname, redirect: at.searchParams.get('redirect'), status: response?.status() };
}

/** Asks for every page of `rules` and checks where each one ends up. */
async function expectLandings(
  page: Page,
  siteUrl: (path: string) => string,
  locale: Locale,
  rules: Record<string, string>,
) {
  const seen: Record<string, string> = {};
  const expected: Record<string, string> = {};
  for (const [from, to] of Object.entries(rules)) {
    const address = localized(from, locale);
    seen[address] = (await landing(page, siteUrl(address))).path;
    expected[address] = localized(to, locale);
  }
  expect(seen).toEqual(expected);
}

describe('access rules', () => {
  const site = useSite();

  for (const locale of LOCALES) {
    it(`${locale}: a visitor asking for a dashboard or an account step is sent to login with the way back`, async () => {
      const page = await (await site.newContext()).newPage();
      for (const path of [...DASHBOARD_PAGES, '/verify-email', '/pending']) {
        const address = localized(path, locale);
        const at = await landing(page, site.url(address));
        expect({ address, path: at.path, redirect: at.redirect }).toEqual({
          address,
          path: localized('/login', locale),
          redirect: address,
        });
      }
      // The guest pages themselves stay open to visitors.
      for (const path of [...GUEST_ONLY, '/forgetpassword', '/checkemail']) {
        const at = await landing(page, site.url(localized(path, locale)));
        expect({ path: at.path, status: at.status }).toEqual({ path: localized(path, locale), status: 200 });
      }
    });
  }

  it('ar: after signing in, a visitor comes back to the donor page it asked for', async () => {
    const page = await openReady(site, '/dashboard/donor/settings');
    expect(new URL(page.url()).pathname).toBe('/login');
    await submitLogin(page, 'ar', DONOR.email, DONOR.password);
    await atPath(page, '/dashboard/donor/settings');
    await expectHeading(page, t('ar', 'site.dashboard.settings'));
  });

  it('en: after signing in, a visitor comes back to the charity page it asked for', async () => {
    const page = await openReady(site, '/en/dashboard/charity/settings');
    expect(new URL(page.url()).pathname).toBe('/en/login');
    await submitLogin(page, 'en', CHARITY.email, CHARITY.password);
    await atPath(page, '/en/dashboard/charity/settings');
    await expectHeading(page, t('en', 'site.dashboard.settings'));
  });

  for (const locale of LOCALES) {
    it(`${locale}: a donor is sent from guest pages, charity pages and finished steps to the donor dashboard`, async () => {
      const page = await openSignedIn(site, localized('/dashboard/donor', locale), DONOR);
      await expectHeading(page, t(locale, 'account.dashboard.welcome', { name: DONOR.firstName }));
      await expectLandings(page, site.url, locale, {
        '/login': '/dashboard/donor',
        '/signup': '/dashboard/donor',
        '/signup-charity': '/dashboard/donor',
        '/dashboard/charity': '/dashboard/donor',
        '/dashboard/charity/settings': '/dashboard/donor',
        '/verify-email': '/dashboard/donor',
        '/pending': '/dashboard/donor',
        '/dashboard/donor/settings': '/dashboard/donor/settings',
      });
    });

    it(`${locale}: an approved charity is sent to its own dashboard and may use it`, async () => {
      const page = await openSignedIn(site, localized('/dashboard/charity', locale), CHARITY);
      await expectHeading(page, t(locale, 'account.dashboard.welcome', { name: CHARITY.name[locale] }));
      await expectLandings(page, site.url, locale, {
        '/login': '/dashboard/charity',
        '/signup': '/dashboard/charity',
        '/signup-charity': '/dashboard/charity',
        '/dashboard/donor': '/dashboard/charity',
        '/dashboard/donor/settings': '/dashboard/charity',
        '/verify-email': '/dashboard/charity',
        '/pending': '/dashboard/charity',
        '/dashboard/charity/settings': '/dashboard/charity/settings',
      });
    });

    it(`${locale}: a charity awaiting approval waits on /pending but can reach its settings`, async () => {
      const page = await openSignedIn(site, localized('/dashboard/charity', locale), PENDING_CHARITY);
      expect(new URL(page.url()).pathname).toBe(localized('/pending', locale));
      await expectHeading(page, t(locale, 'account.pending.title'));
      await expectLandings(page, site.url, locale, {
        '/login': '/pending',
        '/signup': '/pending',
        '/dashboard/donor': '/pending',
        '/verify-email': '/pending',
        '/pending': '/pending',
        '/dashboard/charity/campaigns': '/pending',
        '/dashboard/charity/donations': '/pending',
        '/dashboard/charity/notification': '/pending',
        '/start-campaign': '/pending',
        '/dashboard/charity/settings': '/dashboard/charity/settings',
      });
      await expectHeading(page, t(locale, 'site.dashboard.settings'));
    });
  }

  it('en: an unverified donor (just signed up) is held on /verify-email', async () => {
    const account = await registerAccount(site, 'dooner', 'en');
    const page = await openSignedIn(site, '/en/dashboard/donor', account);
    expect(new URL(page.url()).pathname).toBe('/en/verify-email');
    await expectHeading(page, t('en', 'account.verify.title'));
    await expectLandings(page, site.url, 'en', {
      '/dashboard/donor/settings': '/verify-email',
      '/dashboard/charity': '/verify-email',
      '/login': '/verify-email',
      '/signup': '/verify-email',
      '/pending': '/verify-email',
      '/verify-email': '/verify-email',
    });
  });

  it('ar: an unverified charity is held on /verify-email, and signing in with the form leads there too', async () => {
    const account = await registerAccount(site, 'charity', 'ar');
    const page = await openReady(site, '/login');
    await submitLogin(page, 'ar', account.email, account.password);
    await atPath(page, '/verify-email');
    await expectHeading(page, t('ar', 'account.verify.title'));
    await expectLandings(page, site.url, 'ar', {
      '/dashboard/charity': '/verify-email',
      '/dashboard/charity/settings': '/verify-email',
      '/pending': '/verify-email',
      '/signup-charity': '/verify-email',
    });
  });

  it('ar: a charity awaiting approval that signs in with the form lands on /pending', async () => {
    const page = await openReady(site, '/login');
    await submitLogin(page, 'ar', PENDING_CHARITY.email, PENDING_CHARITY.password);
    await atPath(page, '/pending');
    await expectHeading(page, t('ar', 'account.pending.title'));
  });

  for (const locale of LOCALES) {
    it(`${locale}: an admin's dashboard is the back office, where the other dashboards send it`, async () => {
      const page = await openSignedIn(site, localized('/login', locale), ADMIN);
      expect(new URL(page.url()).pathname).toBe(localized('/admin', locale));
      await expectLandings(page, site.url, locale, {
        '/signup': '/admin',
        '/dashboard/donor': '/admin',
        '/dashboard/charity': '/admin',
        '/dashboard/charity/settings': '/admin',
      });
    });
  }

  it('the session cookie is HttpOnly, SameSite=Lax, for the whole site, out of page scripts’ reach, 24 hours without "remember me"', async () => {
    const page = await openReady(site, '/en/login');
    await submitLogin(page, 'en', DONOR.email, DONOR.password);
    await atPath(page, '/en/dashboard/donor');
    await ready(page);
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'ataa_session');
    expect(session).toBeDefined();
    expect({
      httpOnly: session!.httpOnly,
      sameSite: session!.sameSite,
      path: session!.path,
      value: session!.value.length > 20,
    }).toEqual({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      value: true,
    });
    const hours = (session!.expires - Date.now() / 1000) / 3600;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain('ataa_session');
    expect(visible).not.toContain(session!.value);
  });

  describe('cross-site form posts', () => {
    let attacker: Server;
    afterAll(() => new Promise<void>((resolve) => (attacker ? attacker.close(() => resolve()) : resolve())));

    const post = (path: string, origin: string, fields: Record<string, string>, cookie?: string) =>
      fetch(site.url(path), {
        method: 'POST',
        redirect: 'manual',
        headers: {
          origin,
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams(fields),
      });

    it('a post to /logout naming another origin is refused (403) and the session survives', async () => {
      const login = await site.server.request('/login', {
        body: { account: DONOR.email, password: DONOR.password },
      });
      const token: string = login.body.result.token;
      const cookie = `ataa_session=${encodeURIComponent(token)}`;

      const foreign = await post('/logout', 'https://evil.example', { locale: 'ar' }, cookie);
      expect(foreign.status).toBe(403);
      expect(foreign.headers.getSetCookie()).toEqual([]);
      expect((await site.server.request('/me', { token })).status).toBe(200);

      // The same post from the site itself signs out.
      const own = await post('/logout', site.server.url, { locale: 'ar' }, cookie);
      expect(own.status).toBe(302);
      expect(own.headers.get('location')).toBe('/');
      expect((await site.server.request('/me', { token })).status).toBe(401);
    });

    it('a post to /login naming another origin is refused (403, in the page language) and sets no cookie', async () => {
      const fields = { account: DONOR.email, password: DONOR.password };
      const foreign = await post('/en/login', 'https://evil.example', fields);
      expect(foreign.headers.getSetCookie()).toEqual([]);
      expect(foreign.status).toBe(403);
      expect(await foreign.text()).toBe(t('en', 'errors.forbidden'));

      // The same post from the site itself signs in.
      const own = await post('/en/login', site.server.url, fields);
      expect(own.status).toBe(302);
      expect(own.headers.get('location')).toBe('/en/dashboard/donor');
      expect(own.headers.getSetCookie().some((line) => line.startsWith('ataa_session='))).toBe(true);
    });

    it('a post from an opaque origin ("Origin: null", e.g. a sandboxed frame) is refused (403)', async () => {
      const answer = await post('/logout', 'null', { locale: 'ar' });
      expect(answer.status).toBe(403);
    });

    it('a signed-in browser sent a self-submitting form from another origin stays signed in', async () => {
      const target = site.url('/logout');
      attacker = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><title>prize</title><form method="post" action="${target}"><input name="locale" value="en"></form><script>document.forms[0].submit()</script>`,
        );
      });
      await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
      const { port } = attacker.address() as AddressInfo;

      const page = await openSignedIn(site, '/en/dashboard/donor', DONOR);
      await expectHeading(page, t('en', 'account.dashboard.welcome', { name: DONOR.firstName }));
      const refused = page.waitForResponse((response) => response.url() === target);
      await page.goto(`http://127.0.0.1:${port}/`);
      expect((await refused).status()).toBe(403);

      await page.goto(site.url('/en/dashboard/donor'));
      expect(new URL(page.url()).pathname).toBe('/en/dashboard/donor');
      await expectHeading(page, t('en', 'account.dashboard.welcome', { name: DONOR.firstName }));
    });
  });
});
