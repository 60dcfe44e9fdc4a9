import { describe, expect, it } from 'vitest';
import {
  accountMenu,
  atPath,
  codeIn,
  DONOR,
  expectHeading,
  fillNewAccount,
  hasSession,
  newIdentity,
  normalised,
  openReady,
  ready,
  submitLogin,
  t,
  useMailSite,
} from './flows.ts';
import { LOCALES, localized, type Page, useSite } from './site.ts';

/** The login form's error beside a field, or the one on top of the form. */
async function fieldError(page: Page, label: string) {
  const input = page.getByLabel(label, { exact: true });
  await expect.poll(() => input.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
  const described = (await input.getAttribute('aria-describedby'))!.split(' ')[0]!;
  return normalised(await page.locator(`[id="${described}"]`).textContent());
}

describe('account flows with real e-mail', () => {
  const { site, mail } = useMailSite();

  for (const locale of LOCALES) {
    const firstName = locale === 'ar' ? 'سامي' : 'Sami';

    it(`${locale}: a donor signs up, verifies with the e-mailed code, reaches the dashboard and signs out`, async () => {
      const identity = newIdentity(`donor-${locale}`);
      const page = await openReady(site, localized('/signup', locale));
      await page.getByLabel(t(locale, 'account.fields.first_name'), { exact: true }).fill(firstName);
      await page.getByLabel(t(locale, 'account.fields.last_name'), { exact: true }).fill('Test');
      await fillNewAccount(page, locale, identity);
      await page.getByRole('button', { name: t(locale, 'account.signup.submit') }).click();

      await atPath(page, localized('/verify-email', locale));
      await expectHeading(page, t(locale, 'account.verify.title'));
      // With a mail server the code never shows on the page.
      await expect(page.locator('[data-demo-code]').count()).resolves.toBe(0);
      const message = await mail().waitFor(identity.email);
      expect(message.subject).toBe(t(locale, 'mail.verify_subject'));
      await page.getByLabel(t(locale, 'account.fields.code'), { exact: true }).fill(codeIn(message.text));
      await page.getByRole('button', { name: t(locale, 'account.verify.submit'), exact: true }).click();

      await atPath(page, localized('/dashboard/donor', locale));
      await expectHeading(page, t(locale, 'account.dashboard.welcome', { name: firstName }));
      const menu = accountMenu(page, firstName);
      await menu.waitFor();

      await ready(page);
      await menu.click();
      await page
        .getByRole('button', { name: t(locale, 'site.header.logout') })
        .first()
        .click();
      await atPath(page, localized('/', locale));
      await page
        .locator('header')
        .getByRole('link', { name: t(locale, 'site.header.sign_in'), exact: true })
        .waitFor();
      await expect(menu.count()).resolves.toBe(0);
      expect(await hasSession(page.context())).toBe(false);
      // Signed out for real: the dashboard now asks for a login.
      await page.goto(site.url(localized('/dashboard/donor', locale)));
      expect(new URL(page.url()).pathname).toBe(localized('/login', locale));
    });
  }

  it('ar: a wrong password is refused beside the field; signing in by e-mail opens the donor dashboard', async () => {
    const page = await openReady(site, '/login');
    await submitLogin(page, 'ar', DONOR.email, 'Wrong12345');
    expect(await fieldError(page, t('ar', 'account.fields.account'))).toBe(t('ar', 'validation.credentials'));
    expect(await hasSession(page.context())).toBe(false);

    await page.getByLabel(t('ar', 'account.fields.password'), { exact: true }).fill(DONOR.password);
    await page.getByRole('button', { name: t('ar', 'account.login.submit'), exact: true }).click();
    await atPath(page, '/dashboard/donor');
    await accountMenu(page, DONOR.firstName).waitFor();
  });

  it('en: signing in by mobile number with "remember me" keeps the session for 30 days', async () => {
    const page = await openReady(site, '/en/login');
    await submitLogin(page, 'en', DONOR.mobile, DONOR.password, { remember: true });
    await atPath(page, '/en/dashboard/donor');
    await expectHeading(page, t('en', 'account.dashboard.welcome', { name: DONOR.firstName }));
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'ataa_session');
    const days = (session!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  it('en: login with ?redirect= goes back to the page asked for', async () => {
    const page = await openReady(
      site,
      `/en/login?redirect=${encodeURIComponent('/en/dashboard/donor/settings')}`,
    );
    await submitLogin(page, 'en', DONOR.email, DONOR.password);
    await atPath(page, '/en/dashboard/donor/settings');
    await expectHeading(page, t('en', 'site.dashboard.settings'));
  });

  it('en: a redirect to another site is ignored after login', async () => {
    const page = await openReady(site, `/en/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
    await submitLogin(page, 'en', DONOR.email, DONOR.password);
    await page.waitForURL((url) => url.pathname !== '/en/login');
    expect(new URL(page.url()).host).toBe(new URL(site.server.url).host);
  });

  it('ar: a charity signs up with both names, verifies and waits on /pending under its Arabic name', async () => {
    const identity = newIdentity('charity');
    const names = { ar: 'جمعية الغيث للاختبار', en: 'Al-Ghaith Test Society' };
    const page = await openReady(site, '/signup-charity');
    await page.getByLabel(t('ar', 'account.fields.charity_name_ar'), { exact: true }).fill(names.ar);
    await page.getByLabel(t('ar', 'account.fields.charity_name_en'), { exact: true }).fill(names.en);
    await fillNewAccount(page, 'ar', identity);
    await page.getByRole('button', { name: t('ar', 'account.signup_charity.submit') }).click();

    await atPath(page, '/verify-email');
    const message = await mail().waitFor(identity.email);
    await page.getByLabel(t('ar', 'account.fields.code'), { exact: true }).fill(codeIn(message.text));
    await page.getByRole('button', { name: t('ar', 'account.verify.submit'), exact: true }).click();

    await atPath(page, '/pending');
    await expectHeading(page, t('ar', 'account.pending.title'));
    expect(normalised(await page.locator('main').textContent())).toContain(
      normalised(t('ar', 'account.pending.text', { name: names.ar })),
    );
    await accountMenu(page, names.ar).waitFor();
    // The English page names it in English.
    await page.goto(site.url('/en/pending'));
    expect(normalised(await page.locator('main').textContent())).toContain(
      normalised(t('en', 'account.pending.text', { name: names.en })),
    );
  });

  it('en: forgot password → e-mailed code → new password; the new one signs in and the old one no longer does', async () => {
    const email = 'donor2@ataa.example';
    const oldPassword = 'Donor12345';
    const newPassword = 'Fresh98765';
    const page = await openReady(site, '/en/forgetpassword');
    await page.getByLabel(t('en', 'account.fields.email'), { exact: true }).fill(email);
    await page.getByRole('button', { name: t('en', 'account.forgot.submit') }).click();

    await atPath(page, '/en/checkemail');
    expect(new URL(page.url()).searchParams.get('email')).toBe(email);
    await expect(
      page.getByLabel(t('en', 'account.fields.email'), { exact: true }).inputValue(),
    ).resolves.toBe(email);
    const message = await mail().waitFor(email);
    expect([t('en', 'mail.reset_subject'), t('ar', 'mail.reset_subject')]).toContain(message.subject);
    await page.getByLabel(t('en', 'account.fields.code'), { exact: true }).fill(codeIn(message.text));
    await page.getByLabel(t('en', 'account.fields.new_password'), { exact: true }).fill(newPassword);
    await page.getByLabel(t('en', 'account.fields.password_confirmation'), { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: t('en', 'account.check_email.submit') }).click();

    await page.waitForURL((url) => url.pathname === '/en/login' && url.searchParams.get('reset') === '1');
    await page
      .getByRole('status')
      .filter({ hasText: t('en', 'auth.password_reset') })
      .waitFor();

    await ready(page);
    await submitLogin(page, 'en', email, oldPassword);
    expect(await fieldError(page, t('en', 'account.fields.account'))).toBe(t('en', 'validation.credentials'));
    await page.getByLabel(t('en', 'account.fields.password'), { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: t('en', 'account.login.submit'), exact: true }).click();
    await atPath(page, '/en/dashboard/donor');
  });
});

describe('account flows in demo mode (no e-mail transport)', () => {
  const site = useSite();

  it('en: the verify page shows the code, a resend replaces it and counts down, and the shown code verifies', async () => {
    const identity = newIdentity('demo');
    const page = await openReady(site, '/en/signup');
    await page.getByLabel(t('en', 'account.fields.first_name'), { exact: true }).fill('Dana');
    await page.getByLabel(t('en', 'account.fields.last_name'), { exact: true }).fill('Demo');
    await fillNewAccount(page, 'en', identity);
    await page.getByRole('button', { name: t('en', 'account.signup.submit') }).click();

    await atPath(page, '/en/verify-email');
    const shown = page.locator('[data-demo-code]');
    const first = (await shown.textContent())?.trim();
    expect(first).toMatch(/^\d{6}$/);
    // The code stays out of page scripts' reach.
    expect(await page.evaluate(() => document.cookie)).not.toContain(first);

    await ready(page);
    const resend = page.getByRole('button', { name: t('en', 'account.verify.resend') });
    await resend.click();
    const waiting = page.locator('form button[disabled]').filter({ hasText: /\d/ });
    await waiting.waitFor();
    const secondsLeft = async () => Number((await waiting.textContent())?.match(/\d+/)?.[0]);
    const start = await secondsLeft();
    expect(start).toBeGreaterThanOrEqual(55);
    expect(start).toBeLessThanOrEqual(60);
    expect(normalised(await waiting.textContent())).toBe(
      t('en', 'account.verify.resend_wait', { seconds: start }),
    );
    await expect.poll(secondsLeft, { timeout: 3_000 }).toBeLessThan(start);
    await page.getByText(t('en', 'auth.code_sent')).first().waitFor();

    await expect.poll(async () => (await shown.textContent())?.trim(), { timeout: 10_000 }).not.toBe(first);
    const second = (await shown.textContent())!.trim();
    expect(second).toMatch(/^\d{6}$/);
    await page.getByLabel(t('en', 'account.fields.code'), { exact: true }).fill(second);
    await page.getByRole('button', { name: t('en', 'account.verify.submit'), exact: true }).click();
    await atPath(page, '/en/dashboard/donor');
    await expectHeading(page, t('en', 'account.dashboard.welcome', { name: 'Dana' }));
  });

  it('ar: the demo code appears in Arabic too, and a wrong code is refused beside the field', async () => {
    const identity = newIdentity('demo-ar');
    const page = await openReady(site, '/signup');
    await page.getByLabel(t('ar', 'account.fields.first_name'), { exact: true }).fill('دانة');
    await page.getByLabel(t('ar', 'account.fields.last_name'), { exact: true }).fill('تجربة');
    await fillNewAccount(page, 'ar', identity);
    await page.getByRole('button', { name: t('ar', 'account.signup.submit') }).click();
    await atPath(page, '/verify-email');
    const code = (await page.locator('[data-demo-code]').textContent())!.trim();
    expect(code).toMatch(/^\d{6}$/);
    expect(normalised(await page.getByRole('status').first().textContent())).toContain(
      t('ar', 'account.verify.demo_code'),
    );

    await ready(page);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel(t('ar', 'account.fields.code'), { exact: true }).fill(wrong);
    await page.getByRole('button', { name: t('ar', 'account.verify.submit'), exact: true }).click();
    expect(await fieldError(page, t('ar', 'account.fields.code'))).toBe(t('ar', 'validation.code_invalid'));
    expect(new URL(page.url()).pathname).toBe('/verify-email');
  });
});
