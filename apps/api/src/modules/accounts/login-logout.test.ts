// Contract §2: POST /login, POST /logout and GET /me, over HTTP against the real database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { sha256 } from '../../security/tokens.ts';
import { createUser } from '../../seed/factories.ts';
import {
  expectFailure,
  expectMalformedJson,
  ISO_DATETIME,
  LANGS,
  type Lang,
  PASSWORD,
  PHOTO_URL,
  TOKEN,
  t,
} from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const DONOR1 = { account: 'donor1@ataa.example', password: 'Donor12345' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function login(body: Record<string, unknown>, lang: Lang = 'en') {
  const answer = await server.request('/login', { body, lang });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

/** The session row of a token. */
async function sessionOf(token: string) {
  const [session] = await server.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  return session!;
}

/** How long the session of a token lives, from now. */
async function lifetime(token: string) {
  return (await sessionOf(token)).expiresAt.getTime() - Date.now();
}

/** A token of donor1's whose session expired a second ago. */
async function expiredToken() {
  const token = (await login(DONOR1)).body.result.token;
  await server.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.tokenHash, sha256(token)));
  return token;
}

describe('POST /login', () => {
  it('signs a donor in by e-mail, ignoring case and spaces, with the §14 User and no errorCode', async () => {
    const answer = await login({ account: '  Donor1@ATAA.example ', password: 'Donor12345' }, 'en');
    expect(answer.body).toEqual({
      status: true,
      message: 'Welcome back.',
      result: { token: expect.stringMatching(TOKEN), user: expect.any(Object) },
    });
    const sa = (await server.request('/countries', { lang: 'en' })).body.result.data.find(
      (c: { mob_code: string }) => c.mob_code === '966',
    );
    expect(answer.body.result.user).toEqual({
      id: expect.any(Number),
      user_type: 'dooner',
      name: 'عبدالله القحطاني',
      first_name: 'عبدالله',
      last_name: 'القحطاني',
      charity_name: null,
      email: 'donor1@ataa.example',
      mobile: '966541907362',
      country_id: sa.id,
      country: sa,
      photo: expect.stringMatching(PHOTO_URL),
      image: answer.body.result.user.photo,
      email_verified_at: expect.stringMatching(ISO_DATETIME),
      approval_status: null,
      rejection_reason: null,
      created_at: expect.stringMatching(ISO_DATETIME),
    });
  });

  it('signs in by mobile, comparing digits only', async () => {
    const first = await login(DONOR1);
    for (const account of [
      '966541907362',
      '+966 54 190 7362',
      '966-541-907-362',
      '(966) 541907362',
      '٩٦٦٥٤١٩٠٧٣٦٢',
    ]) {
      const answer = await login({ account, password: 'Donor12345' });
      expect(answer.body.result.user.id).toBe(first.body.result.user.id);
    }
  });

  it('gives the identical 422 errors.account for a wrong password and an unknown account', async () => {
    for (const lang of LANGS) {
      const attempts = [
        { account: 'donor1@ataa.example', password: 'Wrong12345' },
        { account: 'DONOR1@ATAA.EXAMPLE', password: 'donor12345' },
        { account: 'nobody@ataa.example', password: 'Donor12345' },
        { account: '966541907362', password: 'Wrong12345' },
        { account: '+1 555 000 0000', password: 'Donor12345' },
        { account: 'not an account', password: 'Donor12345' },
        // Another account's password.
        { account: 'donor1@ataa.example', password: 'Admin12345' },
      ];
      const answers = [];
      for (const body of attempts) answers.push(await server.request('/login', { body, lang }));
      for (const answer of answers) {
        expectFailure(answer, 422, { account: [t(lang, 'validation.credentials')] });
        expect(answer.body).toEqual(answers[0]!.body);
      }
    }
    const arabic = await server.request('/login', { body: { account: 'x@y.z', password: 'a' } });
    expect(arabic.body.errors.account).toEqual(['الحساب أو كلمة المرور غير صحيحة.']);
  });

  it('rejects missing fields, wrong types and oversized values', async () => {
    for (const lang of LANGS) {
      // An empty object, no body at all, and an empty JSON body all name the missing fields.
      const empties = [
        await server.request('/login', { body: {}, lang }),
        await server.request('/login', { method: 'POST', lang }),
        await server.request('/login', { raw: { data: '', contentType: 'application/json' }, lang }),
      ];
      for (const answer of empties) {
        expectFailure(answer, 422, {
          account: [t(lang, 'validation.required')],
          password: [t(lang, 'validation.required')],
        });
      }
      expectFailure(await server.request('/login', { body: { account: '   ', password: 'x' }, lang }), 422, {
        account: [t(lang, 'validation.required')],
      });
      expectFailure(
        await server.request('/login', { body: { account: 966541907362, password: 12345 }, lang }),
        422,
        {
          account: [t(lang, 'validation.invalid')],
          password: [t(lang, 'validation.invalid')],
        },
      );
      expectFailure(
        await server.request('/login', { body: { ...DONOR1, remember_me: 'maybe' }, lang }),
        422,
        { remember_me: [t(lang, 'validation.invalid')] },
      );
      expectFailure(
        await server.request('/login', {
          body: { account: 'donor1@ataa.example', password: 'x'.repeat(1025) },
          lang,
        }),
        422,
        { password: [t(lang, 'validation.too_long', { max: 1024 })] },
      );
      expectFailure(
        await server.request('/login', { body: { account: `${'a'.repeat(250)}@x.io`, password: 'x' }, lang }),
        422,
        { account: [t(lang, 'validation.too_long', { max: 254 })] },
      );
      const malformed = await server.request('/login', {
        raw: { data: '{"account":', contentType: 'application/json' },
        lang,
      });
      expectMalformedJson(malformed, lang);
    }
  });

  it('issues a 30-day token with remember_me "yes" (or true or 1) and a 24-hour one otherwise', async () => {
    for (const remember_me of ['yes', true, 1, 'true', '1']) {
      const { body } = await login({ ...DONOR1, remember_me });
      const ms = await lifetime(body.result.token);
      expect(ms).toBeGreaterThan(30 * DAY - 60_000);
      expect(ms).toBeLessThanOrEqual(30 * DAY);
    }
    for (const remember_me of ['no', false, 0, 'false', '0', undefined]) {
      const { body } = await login({ ...DONOR1, remember_me });
      const ms = await lifetime(body.result.token);
      expect(ms).toBeGreaterThan(DAY - 60_000);
      expect(ms).toBeLessThanOrEqual(DAY);
    }
  });

  it('gives the staff 8-hour sessions, remembered or not', async () => {
    for (const remember_me of ['yes', 'no']) {
      const { body } = await login({ account: 'admin@ataa.example', password: 'Admin12345', remember_me });
      const ms = await lifetime(body.result.token);
      expect(ms).toBeGreaterThan(8 * 3600_000 - 60_000);
      expect(ms).toBeLessThanOrEqual(8 * 3600_000);
    }
  });

  it('opens a new session per sign-in; earlier tokens stay valid', async () => {
    const a = (await login(DONOR1)).body.result.token;
    const b = (await login(DONOR1)).body.result.token;
    expect(a).not.toBe(b);
    expect((await server.request('/me', { token: a })).status).toBe(200);
    expect((await server.request('/me', { token: b })).status).toBe(200);
  });

  it('signs in an approved charity with its translations and documents, without errorCode', async () => {
    const answer = await login({ account: 'noor@ataa.example', password: 'Charity12345' }, 'en');
    expect(answer.body).not.toHaveProperty('errorCode');
    expect(answer.body.result.user).toMatchObject({
      user_type: 'charity',
      name: 'Noor Al-Ihsan Charitable Society',
      charity_name: 'Noor Al-Ihsan Charitable Society',
      charity_name_translations: [
        { locale: 'ar', charity_name: 'جمعية نور الإحسان الخيرية' },
        { locale: 'en', charity_name: 'Noor Al-Ihsan Charitable Society' },
      ],
      first_name: null,
      last_name: null,
      approval_status: 'approved',
      photo: expect.stringMatching(PHOTO_URL),
      documents: [],
    });
  });

  it('answers errorCode 302 for a pending charity and for a rejected one, with its reason', async () => {
    for (const lang of LANGS) {
      const pending = await login({ account: 'amal@ataa.example', password: 'Charity12345' }, lang);
      expect(pending.body.errorCode).toBe(302);
      expect(pending.body.message).toBe(t(lang, 'auth.logged_in'));
      expect(pending.body.result.user.approval_status).toBe('pending');
    }
    const row = await createUser(server.db, {
      userType: 'charity',
      approvalStatus: 'rejected',
      rejectionReason: 'The licence has expired.',
    });
    const rejected = await login({ account: row.email, password: PASSWORD });
    expect(rejected.body.errorCode).toBe(302);
    expect(rejected.body.result.user).toMatchObject({
      approval_status: 'rejected',
      rejection_reason: 'The licence has expired.',
    });
  });

  it('answers errorCode 301 with a usable token for an unverified account', async () => {
    const row = await createUser(server.db, { emailVerifiedAt: null });
    const answer = await login({ account: row.email, password: PASSWORD });
    expect(answer.body.errorCode).toBe(301);
    expect(answer.body.result.user.email_verified_at).toBeNull();
    expect((await server.request('/me', { token: answer.body.result.token })).status).toBe(200);
  });

  it('signs the admin in with user_type admin', async () => {
    const answer = await login({ account: 'admin@ataa.example', password: 'Admin12345' });
    expect(answer.body).not.toHaveProperty('errorCode');
    expect(answer.body.result.user).toMatchObject({
      user_type: 'admin',
      name: 'مدير المنصة',
      approval_status: null,
    });
    expect(answer.body.result.user).not.toHaveProperty('charity_name_translations');
  });
});

describe('POST /logout', () => {
  it('revokes the presented token only', async () => {
    const kept = (await login(DONOR1)).body.result.token;
    const token = (await login(DONOR1)).body.result.token;
    for (const lang of LANGS) {
      const answer = await server.request('/logout', { token, body: {}, lang });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: true, message: t(lang, 'auth.logged_out'), result: {} });
    }
    expect((await sessionOf(token)).revokedAt).toBeInstanceOf(Date);
    expect((await server.request('/me', { token })).status).toBe(401);
    expect((await server.request('/me', { token: kept })).status).toBe(200);
  });

  it('always answers 200, to anonymous callers and dead tokens too', async () => {
    const expired = await expiredToken();
    for (const token of [undefined, 'null', 'undefined', '', 'junk', expired]) {
      for (const body of [{}, undefined]) {
        const answer = await server.request('/logout', { token, body, method: 'POST', lang: 'en' });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ status: true, message: 'You have signed out.', result: {} });
      }
    }
  });
});

describe('GET /me', () => {
  it('answers 401 for missing, junk, expired and revoked tokens', async () => {
    const expired = await expiredToken();
    const revoked = (await login(DONOR1)).body.result.token;
    await server.request('/logout', { token: revoked, body: {} });
    const cases: Array<{ token?: string; headers?: Record<string, string> }> = [
      {},
      { token: 'null' },
      { token: 'undefined' },
      { token: '' },
      { token: 'not-a-real-token' },
      { token: expired },
      { token: revoked },
      { headers: { authorization: 'Basic ZG9ub3I6cGFzcw==' } },
      { headers: { authorization: 'Bearer' } },
    ];
    for (const lang of LANGS) {
      for (const { token, headers } of cases) {
        const answer = await server.request('/me', { token, headers, lang });
        expectFailure(answer, 401, {}, t(lang, 'errors.unauthenticated'));
      }
    }
  });

  it('answers the User with unread_notifications, in Arabic when no lang is sent', async () => {
    const signedIn = await login(DONOR1);
    const me = await server.request('/me', { token: signedIn.body.result.token });
    expect(me.status).toBe(200);
    expect(me.headers.get('content-language')).toBe('ar');
    expect(me.body).toEqual({
      status: true,
      message: t('ar', 'common.fetched'),
      result: { ...signedIn.body.result.user, country: expect.any(Object), unread_notifications: 0 },
    });
    expect(me.body.result.country.name).toBe('المملكة العربية السعودية');
  });

  it('answers 200 with errorCode 301 when unverified and 302 for a pending or rejected charity', async () => {
    const unverified = await createUser(server.db, { emailVerifiedAt: null });
    const rejected = await createUser(server.db, { userType: 'charity', approvalStatus: 'rejected' });
    const cases = [
      { account: unverified.email, password: PASSWORD, errorCode: 301 },
      { account: 'amal@ataa.example', password: 'Charity12345', errorCode: 302 },
      { account: rejected.email, password: PASSWORD, errorCode: 302 },
    ];
    for (const { errorCode, ...body } of cases) {
      const token = (await login(body)).body.result.token;
      const me = await server.request('/me', { token, lang: 'en' });
      expect(me.status).toBe(200);
      expect(me.body.status).toBe(true);
      expect(me.body.errorCode).toBe(errorCode);
      expect(me.body.result).toMatchObject({ email: body.account, unread_notifications: 0 });
    }
    const charity = await login({ account: 'amal@ataa.example', password: 'Charity12345' });
    const me = await server.request('/me', { token: charity.body.result.token });
    expect(me.body.result.documents).toEqual([]);
  });
});
