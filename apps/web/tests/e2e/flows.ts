// Small helpers shared by the account, access, header and form tests.
import { type MessageKey, type MessageParams, translate } from '@ataa/contract/messages';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startSmtpServer } from '../../../api/src/test/smtp.ts';
import { type Locale, localized, ready, type Site, useSite } from './site.ts';

export { ready };

export const DONOR = {
  email: 'donor1@ataa.example',
  mobile: '966541907362',
  password: 'Donor12345',
  firstName: 'عبدالله',
};
export const CHARITY = {
  email: 'noor@ataa.example',
  password: 'Charity12345',
  name: { ar: 'جمعية نور الإحسان الخيرية', en: 'Noor Al-Ihsan Charitable Society' },
};
export const PENDING_CHARITY = {
  email: 'amal@ataa.example',
  password: 'Charity12345',
  name: { ar: 'جمعية أمل المحروسة للتنمية', en: 'Amal Al-Mahrousa Development Association' },
};
export const ADMIN = { email: 'admin@ataa.example', password: 'Admin12345' };

export const t = (locale: Locale, key: MessageKey, params?: MessageParams) => translate(locale, key, params);

/** Text as a reader sees it: runs of white space count as one. */
/**
 * The text a reader sees: spaces folded, and without the invisible marks that isolate free text by
 * its direction inside a sentence (U+2066 to U+2069, decision 030).
 */
export const normalised = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

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

let serial = 0;
/** An e-mail address and a mobile number no other account uses. */
export function newIdentity(prefix = 'e2e') {
  serial += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${serial}`;
  const digits = `${Date.now()}${serial}`.slice(-8);
  return { email: `${prefix}.${stamp}@example.test`, mobile: `9665${digits}`, password: 'Secret1234' };
}

/** A fresh profile with a page already at `path`, ready for input. */
export async function openReady(site: Site, path: string, options: { phone?: boolean } = {}) {
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

/** A fresh profile signed in as `account`, with a page at `path`. */
export async function openSignedIn(
  site: Site,
  path: string,
  account: { email: string; password: string },
  options: { phone?: boolean } = {},
) {
  const context = await site.newContext(options);
  await signIn(site, context, account.email, account.password);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(site.url(path));
  return page;
}

/** Registers an account through the API (its e-mail stays unverified). */
export async function registerAccount(site: Site, kind: 'dooner' | 'charity', locale: Locale = 'ar') {
  const identity = newIdentity(kind);
  const countries = await site.server.request('/countries', { lang: locale });
  const names =
    kind === 'dooner'
      ? { first_name: 'Sami', last_name: 'Test' }
      : { 'charity_name:ar': 'جمعية الاختبار', 'charity_name:en': 'Test Charity' };
  const answer = await site.server.request('/register', {
    lang: locale,
    body: {
      user_type: kind,
      ...names,
      email: identity.email,
      mobile: identity.mobile,
      country_id: countries.body.result.data[0].id,
      password: identity.password,
      password_confirmation: identity.password,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { ...identity, token: answer.body.result.token as string };
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

export { localized };

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
