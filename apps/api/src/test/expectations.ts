// What the API tests share: the languages, the formats the API writes, the envelopes it answers,
// signing in, and the servers that deliver mail.
import type { Locale } from '@ataa/contract/locale';
import { type MessageKey, type MessageParams, translate } from '@ataa/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { users } from '../db/schema.ts';
import { createUser } from '../seed/factories.ts';
import { type JsonAnswer, startTestServer, type TestServer } from './harness.ts';
import { startSmtpServer } from './smtp.ts';

/** A language of the API (§1.4). */
export type Lang = Locale;
/** Both languages, Arabic (the default) first. */
export const LANGS: readonly Lang[] = ['ar', 'en'];

/** The catalogue message `key` in `lang`: what the API should answer in that language. */
export const t = (lang: Lang, key: MessageKey, params?: MessageParams) => translate(lang, key, params);

/** A date-time as the API writes them: ISO 8601 in UTC, with milliseconds. */
export const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** A session token: 32 random bytes in base64url. */
export const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A verification or reset code: six digits. */
export const CODE = /^\d{6}$/;
/** The absolute URL of an uploaded profile photo, stored as WebP. */
export const PHOTO_URL = /^http:\/\/localhost:3000\/uploads\/photos\/[0-9a-f]{24}\.webp$/;
/** A letter of the Arabic script, to tell which language a text is in. */
export const ARABIC = /[\u0600-\u06FF]/;
/** The password createUser gives an account unless told otherwise. */
export const PASSWORD = 'Password123';

/** The six-digit code in the text of an e-mail. */
export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];
/** A well-formed code other than `code`, so a wrong one. */
export const nextCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** The keys of an object, sorted, to compare shapes. */
export const sortedKeys = (value: object) => Object.keys(value).sort();

/** Field errors as the API reports them: messages keyed by field. */
export type FieldErrors = Record<string, string[]>;

/** A field message to expect: the field, the catalogue key of its message and the key's parameters. */
export type ExpectedError = [field: string, key: MessageKey, params?: MessageParams];

/** The field errors that `expected` names, in `lang`: one message per field. */
export function fieldErrors(lang: Lang, expected: ExpectedError[]): FieldErrors {
  return Object.fromEntries(expected.map(([field, key, params]) => [field, [t(lang, key, params)]]));
}

/**
 * The failure envelope of §1.2 with this status: `errors` both in result.errors and errors, and
 * `message`, or by default the first field message (any non-empty one when there are no field errors).
 */
export function expectFailure(
  answer: JsonAnswer,
  status: number,
  errors: FieldErrors = {},
  message?: string,
) {
  expect(answer.status).toBe(status);
  expectFailureBody(answer.body, errors, message);
}

/** The failure envelope of §1.2, as expectFailure checks it, for a body read without the harness. */
export function expectFailureBody(body: unknown, errors: FieldErrors = {}, message?: string) {
  const answered = body as { message: string; errors?: FieldErrors } | null;
  const fieldMessage = Object.values(answered?.errors ?? {})[0]?.[0];
  expect(body).toEqual({
    status: false,
    message: message ?? fieldMessage ?? expect.any(String),
    result: { errors },
    errors,
  });
  expect(answered!.message.length).toBeGreaterThan(0);
}

/** The 422 for a body that is not valid JSON: no field errors, and the malformed_json message. */
export function expectMalformedJson(answer: JsonAnswer, lang: Lang) {
  expectFailure(answer, 422, {}, t(lang, 'errors.malformed_json'));
}

/**
 * The 429 of a rate limit (§1.12): the failure envelope without field errors, and a Retry-After of
 * whole seconds within the window. Returns those seconds.
 */
export function expectRateLimited(answer: JsonAnswer, windowSeconds: number, lang: Lang = 'ar') {
  expectFailure(answer, 429, {}, t(lang, 'errors.rate_limited'));
  const retryAfter = answer.headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  const seconds = Number(retryAfter);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  return seconds;
}

/**
 * GETs `path` and expects the success envelope with the common.fetched message, in the language
 * asked for (Arabic unless `lang` starts with "en") and said so in Content-Language. Returns the result.
 */
export async function fetchResult(target: TestServer, path: string, lang?: string) {
  const { status, body, headers } = await target.request(path, { lang });
  expect(status, path).toBe(200);
  expect(body.status).toBe(true);
  const locale: Lang = lang?.toLowerCase().startsWith('en') ? 'en' : 'ar';
  expect(body.message).toBe(t(locale, 'common.fetched'));
  expect(headers.get('content-language')).toBe(locale);
  return body.result;
}

/** Signs in over POST /login, expecting 200, and returns the token. */
export async function signIn(target: TestServer, account: string, password = PASSWORD) {
  const answer = await target.request('/login', { body: { account, password } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result.token as string;
}

/** A new account from createUser, and a token it signed in with. */
export async function signedInUser(target: TestServer, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(target.db, overrides);
  const token = await signIn(target, user.email, overrides.password ?? PASSWORD);
  return { user, token };
}

/** The users row of an account, read straight from the database. */
export async function userRow(target: TestServer, id: number) {
  const [row] = await target.db.select().from(users).where(eq(users.id, id));
  return row!;
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
export interface MailServers {
  /** Leaves mail in the outbox (no SMTP_URL). */
  server: TestServer;
  /** Delivers mail to `smtp`. */
  mailServer: TestServer;
  smtp: SmtpServer;
}

/**
 * Starts, before the file's tests, a local SMTP server and two servers with databases of their own,
 * and hands them to `ready`; closes all three after the tests.
 */
export function useMailServers(ready: (servers: MailServers) => void, env: Record<string, string> = {}) {
  const started: Partial<MailServers> = {};
  beforeAll(async () => {
    const smtp = await startSmtpServer();
    started.smtp = smtp;
    [started.server, started.mailServer] = await Promise.all([
      startTestServer(env),
      startTestServer({ ...env, SMTP_URL: smtp.url }),
    ]);
    ready(started as MailServers);
  });
  afterAll(async () => {
    await Promise.all([started.server?.close(), started.mailServer?.close()]);
    await started.smtp?.close();
  });
}
