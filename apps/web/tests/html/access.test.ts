// Who may open which page, read from the server's answers: where each kind of account is sent
// (the redirects a browser follows before any script runs), the heading it then sees, and form
// posts from other sites refused. Signing in with the form, the session cookie's reach from page
// scripts and a real cross-site form stay in the browser (tests/e2e/access.test.ts).
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../api/src/seed/factories.ts';
import {
  ADMIN,
  CHARITY,
  DONOR,
  LOCALES,
  type Locale,
  localized,
  PENDING_CHARITY,
  registerAccount,
  t,
} from '../accounts.ts';
import { textOf, usePages, type Visitor } from './pages.ts';

const DASHBOARD_PAGES = [
  '/dashboard/donor',
  '/dashboard/donor/settings',
  '/dashboard/charity',
  '/dashboard/charity/settings',
];
const GUEST_ONLY = ['/login', '/signup', '/signup-charity'];

/** Asks for every page of `rules` and checks where each one ends up. */
async function expectLandings(visitor: Visitor, locale: Locale, rules: Record<string, string>) {
  const seen: Record<string, string> = {};
  const expected: Record<string, string> = {};
  for (const [from, to] of Object.entries(rules)) {
    const address = localized(from, locale);
    seen[address] = new URL((await visitor.get(address)).at, 'http://site').pathname;
    expected[address] = localized(to, locale);
  }
  expect(seen).toEqual(expected);
}

describe('access rules', () => {
  const site = usePages();

  /** Opens `path` as `visitor`: where it lands and the heading it reads there. */
  const open = async (visitor: Visitor, path: string) => {
    const answer = await visitor.get(path);
    return { path: new URL(answer.at, 'http://site').pathname, heading: textOf(answer.document, 'h1') };
  };

  for (const locale of LOCALES) {
    it(`${locale}: a visitor asking for a dashboard or an account step is sent to login with the way back`, async () => {
      const visitor = site.visitor();
      for (const path of [...DASHBOARD_PAGES, '/verify-email', '/pending']) {
        const address = localized(path, locale);
        const at = new URL((await visitor.get(address)).at, 'http://site');
        expect({ address, path: at.pathname, redirect: at.searchParams.get('redirect') }).toEqual({
          address,
          path: localized('/login', locale),
          redirect: address,
        });
      }
      // The guest pages themselves stay open to visitors.
      for (const path of [...GUEST_ONLY, '/forgetpassword', '/checkemail']) {
        const answer = await visitor.get(localized(path, locale));
        expect({ path: answer.at, status: answer.status }).toEqual({
          path: localized(path, locale),
          status: 200,
        });
      }
    });

    it(`${locale}: a donor is sent from guest pages, charity pages and finished steps to the donor dashboard`, async () => {
      const donor = await site.signedIn(DONOR);
      expect(await open(donor, localized('/dashboard/donor', locale))).toEqual({
        path: localized('/dashboard/donor', locale),
        heading: t(locale, 'account.dashboard.welcome', { name: DONOR.firstName }),
      });
      await expectLandings(donor, locale, {
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
      const charity = await site.signedIn(CHARITY);
      expect(await open(charity, localized('/dashboard/charity', locale))).toEqual({
        path: localized('/dashboard/charity', locale),
        heading: t(locale, 'account.dashboard.welcome', { name: CHARITY.name[locale] }),
      });
      await expectLandings(charity, locale, {
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
      const charity = await site.signedIn(PENDING_CHARITY);
      expect(await open(charity, localized('/dashboard/charity', locale))).toEqual({
        path: localized('/pending', locale),
        heading: t(locale, 'account.pending.title'),
      });
      await expectLandings(charity, locale, {
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
      expect((await open(charity, localized('/dashboard/charity/settings', locale))).heading).toBe(
        t(locale, 'site.dashboard.settings'),
      );
    });

    it(`${locale}: an admin's dashboard is the back office, where the other dashboards send it`, async () => {
      const admin = await site.signedIn(ADMIN);
      expect((await open(admin, localized('/login', locale))).path).toBe(localized('/admin', locale));
      await expectLandings(admin, locale, {
        '/signup': '/admin',
        '/dashboard/donor': '/admin',
        '/dashboard/charity': '/admin',
        '/dashboard/charity/settings': '/admin',
      });
    });
  }

  it('en: an unverified donor (just signed up) is held on /verify-email', async () => {
    const account = await registerAccount(site, 'dooner', 'en');
    const donor = site.visitor();
    donor.setCookie('ataa_session', encodeURIComponent(account.token));
    expect(await open(donor, '/en/dashboard/donor')).toEqual({
      path: '/en/verify-email',
      heading: t('en', 'account.verify.title'),
    });
    await expectLandings(donor, 'en', {
      '/dashboard/donor/settings': '/verify-email',
      '/dashboard/charity': '/verify-email',
      '/login': '/verify-email',
      '/signup': '/verify-email',
      '/pending': '/verify-email',
      '/verify-email': '/verify-email',
    });
  });

  it('ar: an unverified charity is held on /verify-email', async () => {
    const account = await registerAccount(site, 'charity', 'ar');
    const charity = site.visitor();
    charity.setCookie('ataa_session', encodeURIComponent(account.token));
    await expectLandings(charity, 'ar', {
      '/dashboard/charity': '/verify-email',
      '/dashboard/charity/settings': '/verify-email',
      '/pending': '/verify-email',
      '/signup-charity': '/verify-email',
    });
  });

  it('the back office sends a visitor to login and a donor to its own dashboard', async () => {
    expect(new URL((await site.page('/en/admin/charities')).at, 'http://site').pathname).toBe('/en/login');
    const donor = await createUser(site.server.db, { password: 'Secret1234' });
    const signedIn = await site.signedIn({ email: donor.email, password: 'Secret1234' });
    expect((await signedIn.get('/admin')).at).toBe('/dashboard/donor');
  });

  describe('cross-site form posts', () => {
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
  });
});
