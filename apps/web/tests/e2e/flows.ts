// Small helpers shared by the account, access, header and form tests.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startSmtpServer } from '../../../api/src/test/smtp.ts';
import { type Locale, normalised, t } from '../accounts.ts';
import { type ProfileOptions, ready, type Site, useSite } from './site.ts';

export {
  ADMIN,
  CHARITY,
  DONOR,
  localized,
  newIdentity,
  normalised,
  PENDING_CHARITY,
  registerAccount,
  t,
} from '../accounts.ts';
export { ready };

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** The site with a real SMTP server behind it: codes arrive by e-mail, never on the page. */
export function useMailSite(): { site: Site; mail: () => Smtp } {
  const env: Record<string, string> = {};
  let smtp: Smtp | undefined;
  // Registered before useSite's own hook, so the server starts with SMTP_URL already set.
  beforeAll(async () => {
    smtp = await startSmtpServer();
    env.SMTP_URL = smtp.url;
  });
  const site = useSite(env);
  afterAll(async () => {
    await smtp?.close();
  });
  return {
    site,
    mail: () => {
      if (!smtp) throw new Error('the SMTP server has not started');
      return smtp;
    },
  };
}

/** The six-digit code in an e-mail's text. */
export function codeIn(text: string): string {
  const match = text.match(/(?<!\d)(\d{6})(?!\d)/);
  if (!match) throw new Error(`no six-digit code in: ${text}`);
  return match[1]!;
}

/** A clean profile with a page already at `path`, ready for input. */
export async function openReady(site: Site, path: string, options: ProfileOptions = {}) {
  const page = await site.open(path, options);
  page.setDefaultTimeout(15_000);
  await ready(page);
  return page;
}

/** Waits until the browser shows `path` (no query), in either language. */
export async function atPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
}

/** Signs in through the API and hands the session cookie to the profile, as the login page would. */
export async function signIn(site: Site, context: BrowserContext, account: string, password: string) {
  const answer = await site.server.request('/login', { body: { account, password } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const token: string = answer.body.result.token;
  await context.addCookies([
    {
      name: 'ataa_session',
      value: encodeURIComponent(token),
      url: site.server.url,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  return token;
}

/** A clean profile signed in as `account`, with a page at `path`. */
export async function openSignedIn(
  site: Site,
  path: string,
  account: { email: string; password: string },
  options: ProfileOptions = {},
) {
  const page = await site.page(options);
  await signIn(site, page.context(), account.email, account.password);
  page.setDefaultTimeout(15_000);
  await page.goto(site.url(path));
  return page;
}

/** Fills the login form and sends it. */
export async function submitLogin(
  page: Page,
  locale: Locale,
  account: string,
  password: string,
  options: { remember?: boolean } = {},
) {
  await page.getByLabel(t(locale, 'account.fields.account'), { exact: true }).fill(account);
  await page.getByLabel(t(locale, 'account.fields.password'), { exact: true }).fill(password);
  if (options.remember) await page.getByLabel(t(locale, 'account.login.remember')).check();
  await page.getByRole('button', { name: t(locale, 'account.login.submit'), exact: true }).click();
}

/** Fills the fields every new account has (e-mail, mobile, country, password twice). */
export async function fillNewAccount(
  page: Page,
  locale: Locale,
  identity: { email: string; mobile: string; password: string },
) {
  await page.getByLabel(t(locale, 'account.fields.email'), { exact: true }).fill(identity.email);
  await page.getByLabel(t(locale, 'account.fields.mobile'), { exact: true }).fill(identity.mobile);
  await page.getByLabel(t(locale, 'account.fields.country'), { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(t(locale, 'account.fields.password'), { exact: true }).fill(identity.password);
  await page
    .getByLabel(t(locale, 'account.fields.password_confirmation'), { exact: true })
    .fill(identity.password);
}

/** The header's account menu button (desktop), named after the account. */
export function accountMenu(page: Page, name: string) {
  return page.locator('header').getByRole('button', { name });
}

/** Whether the browser holds a session cookie. */
export async function hasSession(context: BrowserContext) {
  return (await context.cookies()).some((cookie) => cookie.name === 'ataa_session' && cookie.value !== '');
}

/** Waits for the page's heading to read `text` (client navigations render just after the address changes). */
export async function expectHeading(page: Page, text: string) {
  const heading = page.locator('h1');
  await expect
    .poll(
      async () =>
        normalised(
          await heading
            .first()
            .textContent()
            .catch(() => ''),
        ),
      { timeout: 10_000 },
    )
    .toBe(normalised(text));
}
