import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
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
import { useSite } from './site.ts';

// Where each kind of account is sent, and the form posts refused, are read from the server's answers
// in tests/html/access.test.ts; here, what needs the browser: the login form and the way back, the
// session cookie out of page scripts' reach, and a real form sent from another site.
describe('access rules', () => {
  const site = useSite();

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

  it('ar: an unverified charity signing in with the form is led to /verify-email', async () => {
    const account = await registerAccount(site, 'charity', 'ar');
    const page = await openReady(site, '/login');
    await submitLogin(page, 'ar', account.email, account.password);
    await atPath(page, '/verify-email');
    await expectHeading(page, t('ar', 'account.verify.title'));
  });

  it('ar: a charity awaiting approval that signs in with the form lands on /pending', async () => {
    const page = await openReady(site, '/login');
    await submitLogin(page, 'ar', PENDING_CHARITY.email, PENDING_CHARITY.password);
    await atPath(page, '/pending');
    await expectHeading(page, t('ar', 'account.pending.title'));
  });

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
