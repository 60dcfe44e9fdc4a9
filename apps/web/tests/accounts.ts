// The seeded accounts, the catalogue's words and new accounts made through the API: shared by the
// browser tests (tests/e2e) and the page tests that read the server's HTML (tests/html).
import { type MessageKey, type MessageParams, translate } from '@ataa/contract/messages';
import { expect } from 'vitest';
import type { TestServer } from '../../api/src/test/harness.ts';

export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

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

/** The path of a page in a language: Arabic at the spec's path, English under /en. */
export function localized(path: string, locale: Locale): string {
  if (locale === 'ar') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/**
 * The text a reader sees: spaces folded, and without the invisible marks that isolate free text by
 * its direction inside a sentence (U+2066 to U+2069, decision 030).
 */
export const normalised = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

let serial = 0;
/** An e-mail address and a mobile number no other account uses. */
export function newIdentity(prefix = 'e2e') {
  serial += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${serial}`;
  const digits = `${Date.now()}${serial}`.slice(-8);
  return { email: `${prefix}.${stamp}@example.test`, mobile: `9665${digits}`, password: 'Secret1234' };
}

/** The API token of a signed-in account. */
export async function apiToken(server: TestServer, account: { email: string; password: string }) {
  const answer = await server.request('/login', {
    body: { account: account.email, password: account.password },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result.token as string;
}

/** Registers an account through the API (its e-mail stays unverified). */
export async function registerAccount(
  site: { server: TestServer },
  kind: 'dooner' | 'charity',
  locale: Locale = 'ar',
) {
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
