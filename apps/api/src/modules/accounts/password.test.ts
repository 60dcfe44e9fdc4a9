// Contract §2: POST /forgot-password, /reset-password and /change/password, over HTTP against the real database.
import { isolate } from '@ataa/contract/bidi';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, verificationCodes } from '../../db/schema.ts';
import { createUser } from '../../seed/factories.ts';
import {
  CODE,
  codeIn,
  type ExpectedError,
  expectFailure,
  expectMalformedJson,
  fieldErrors,
  ISO_DATETIME,
  LANGS,
  nextCode,
  PASSWORD,
  type SmtpServer,
  signedInUser,
  signIn,
  t,
  useMailServers,
  userRow,
} from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { outboxFor } from '../../test/outbox.ts';

let server: TestServer;
let mailServer: TestServer;
let smtp: SmtpServer;
useMailServers((started) => {
  ({ server, mailServer, smtp } = started);
});

/** Asks for a reset code over HTTP and reads it from the e-mail that arrives over SMTP. */
async function mailedResetCode(email: string) {
  const before = smtp.received.length;
  const answer = await mailServer.request('/forgot-password', { body: { email } });
  expect(answer.status).toBe(200);
  const mail = await smtp.waitFor(email, (m) => smtp.received.indexOf(m) >= before);
  return { code: codeIn(mail.text)!, mail, answer };
}

const resetBody = (email: string, code: string, password = 'Renewed123') => ({
  email,
  code,
  password,
  password_confirmation: password,
});

describe('POST /forgot-password', () => {
  it('answers the same for known and unknown addresses, and never returns the code', async () => {
    const user = await createUser(server.db, { locale: 'en' });
    for (const lang of LANGS) {
      const known = await server.request('/forgot-password', { body: { email: user.email }, lang });
      const unknown = await server.request('/forgot-password', {
        body: { email: 'nobody@example.test' },
        lang,
      });
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ status: true, message: t(lang, 'auth.reset_sent'), result: {} });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
    }
    // The work happens after the answer, from the job queue. Without SMTP the message then waits
    // in the outbox; the code is in it, never in the answer.
    await server.ctx.jobs.runDue();
    const mails = await outboxFor(server.db, user.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe(t('en', 'mail.reset_subject'));
    expect(codeIn(mails[1]!.text)).toMatch(CODE);
    const none = await server.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'nobody@example.test'));
    expect(none).toHaveLength(0);
  });

  it('does the same before answering for a known address as for an unknown one: it only queues the work', async () => {
    // With the job runner off, what the answer waited for is all that has happened.
    const quiet = await startTestServer({ JOBS_ENABLED: 'false' });
    try {
      const user = await createUser(quiet.db, { locale: 'en' });
      for (const email of [user.email, 'nobody@example.test']) {
        expect((await quiet.request('/forgot-password', { body: { email } })).status).toBe(200);
      }
      const codes = await quiet.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.userId, user.id));
      expect(codes).toHaveLength(0);
      const waiting = await quiet.ctx.jobs.list('accounts.password-reset');
      expect(waiting.map((job) => job.payload)).toEqual([
        { email: user.email },
        { email: 'nobody@example.test' },
      ]);
      await quiet.ctx.jobs.runDue();
      const mails = await outboxFor(quiet.db, user.email);
      expect(mails.map((mail) => mail.subject)).toEqual([t('en', 'mail.reset_subject')]);
    } finally {
      await quiet.close();
    }
  });

  it('ignores other keys such as loading and normalises the address', async () => {
    const user = await createUser(mailServer.db);
    const before = smtp.received.length;
    const answer = await mailServer.request('/forgot-password', {
      body: { email: `  ${user.email.toUpperCase()} `, loading: true },
    });
    expect(answer.status).toBe(200);
    await smtp.waitFor(user.email, (m) => smtp.received.indexOf(m) >= before);
  });

  it('mails the reset code over SMTP in the account language, not the caller language', async () => {
    const arabic = await createUser(mailServer.db, { locale: 'ar', firstName: 'ليلى', lastName: 'حسن' });
    const english = await createUser(mailServer.db, { locale: 'en', firstName: 'Lina', lastName: 'Hassan' });

    const ar = await mailedResetCode(arabic.email);
    expect(ar.mail.subject).toBe('استعادة كلمة المرور في عطاء');
    expect(ar.mail.html).toContain('dir="rtl"');
    expect(ar.mail.text).toContain(t('ar', 'mail.greeting', { name: isolate('ليلى حسن') }));
    expect(ar.mail.text).toContain(t('ar', 'mail.reset_intro'));
    expect(ar.code).toMatch(CODE);
    expect(JSON.stringify(ar.answer.body)).not.toContain(ar.code);

    const en = await mailedResetCode(english.email);
    expect(en.mail.subject).toBe('Reset your Ataa password');
    expect(en.mail.html).toContain('dir="ltr"');
    expect(en.mail.text).toContain('Hello \u2068Lina Hassan\u2069,');
  });

  it('rejects a missing or badly formed address with errors.email', async () => {
    for (const lang of LANGS) {
      expectFailure(await server.request('/forgot-password', { body: {}, lang }), 422, {
        email: [t(lang, 'validation.required')],
      });
      expectFailure(
        await server.request('/forgot-password', { body: { email: 'not-an-email' }, lang }),
        422,
        {
          email: [t(lang, 'validation.email')],
        },
      );
      expectFailure(await server.request('/forgot-password', { body: { email: 42 }, lang }), 422, {
        email: [t(lang, 'validation.invalid')],
      });
      expectFailure(await server.request('/forgot-password', { method: 'POST', lang }), 422, {
        email: [t(lang, 'validation.required')],
      });
      const malformed = await server.request('/forgot-password', {
        raw: { data: '{"email"', contentType: 'application/json' },
        lang,
      });
      expectMalformedJson(malformed, lang);
    }
  });

  it('compatibility rule: an unverified token re-issues the verification code, without validating the body', async () => {
    const { user, token } = await signedInUser(server, { emailVerifiedAt: null });
    const first = await server.request('/verify-email/resend', { token, method: 'POST', lang: 'en' });
    for (const body of [
      {},
      { email: 'not-an-email' },
      { email: 'donor1@ataa.example', loading: true },
      undefined,
    ]) {
      const answer = await server.request('/forgot-password', { token, body, method: 'POST', lang: 'en' });
      expect(answer.status).toBe(200);
      // The same answer as /verify-email/resend.
      expect(answer.body).toEqual({
        ...first.body,
        result: { verification_code: expect.stringMatching(CODE) },
      });
    }
    const last = await server.request('/forgot-password', { token, body: {} });
    const resetCodes = await server.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.purpose, 'reset_password')));
    expect(resetCodes).toHaveLength(0);
    const open = await server.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.purpose, 'verify_email')));
    expect(open.filter((code) => code.closedAt === null)).toHaveLength(1);
    const verified = await server.request('/verify-email', {
      token,
      body: { verification_code: last.body.result.verification_code },
    });
    expect(verified.status).toBe(200);

    // Once verified, the same token takes the normal path, where the body is validated.
    const normal = await server.request('/forgot-password', { token, body: {}, lang: 'en' });
    expectFailure(normal, 422, { email: [t('en', 'validation.required')] });
  });

  it('compatibility rule over SMTP: the verification code is mailed and verification_code is null', async () => {
    const { user, token } = await signedInUser(mailServer, { emailVerifiedAt: null, locale: 'en' });
    const before = smtp.received.length;
    const answer = await mailServer.request('/forgot-password', {
      token,
      body: { loading: true },
      lang: 'en',
    });
    expect(answer.body).toEqual({
      status: true,
      message: t('en', 'auth.code_sent'),
      result: { verification_code: null },
    });
    const mail = await smtp.waitFor(user.email, (m) => smtp.received.indexOf(m) >= before);
    expect(mail.subject).toBe(t('en', 'mail.verify_subject'));
    const verified = await mailServer.request('/verify-email', {
      token,
      body: { verification_code: codeIn(mail.text) },
    });
    expect(verified.status).toBe(200);
  });

  it('treats a junk or revoked token as anonymous (the normal path)', async () => {
    for (const token of ['null', 'junk']) {
      const answer = await server.request('/forgot-password', {
        token,
        body: { email: 'nobody@example.test' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.result).toEqual({});
    }
  });
});

describe('POST /reset-password', () => {
  it('sets the password, revokes every token, and the code works once', async () => {
    const user = await createUser(mailServer.db);
    const tokens = [await signIn(mailServer, user.email), await signIn(mailServer, user.email)];
    const { code } = await mailedResetCode(user.email);
    const answer = await mailServer.request('/reset-password', {
      body: resetBody(user.email, code),
      lang: 'en',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, message: t('en', 'auth.password_reset'), result: {} });
    for (const token of tokens) expect((await mailServer.request('/me', { token })).status).toBe(401);
    const old = await mailServer.request('/login', { body: { account: user.email, password: PASSWORD } });
    expect(old.status).toBe(422);
    await signIn(mailServer, user.email, 'Renewed123');

    const reused = await mailServer.request('/reset-password', {
      body: resetBody(user.email, code, 'Another123'),
    });
    expectFailure(reused, 422, { code: [t('ar', 'validation.code_invalid')] });
  });

  it('marks the e-mail verified, since the code proves ownership', async () => {
    const user = await createUser(mailServer.db, { emailVerifiedAt: null });
    const { code } = await mailedResetCode(user.email);
    const answer = await mailServer.request('/reset-password', { body: resetBody(user.email, code) });
    expect(answer.status).toBe(200);
    const login = await mailServer.request('/login', {
      body: { account: user.email, password: 'Renewed123' },
    });
    expect(login.body).not.toHaveProperty('errorCode');
    expect(login.body.result.user.email_verified_at).toMatch(ISO_DATETIME);
  });

  it('gives the identical errors.code for a wrong code and for an unknown address', async () => {
    const user = await createUser(mailServer.db);
    const { code } = await mailedResetCode(user.email);
    for (const lang of LANGS) {
      const wrong = await mailServer.request('/reset-password', {
        body: resetBody(user.email, nextCode(code)),
        lang,
      });
      const unknown = await mailServer.request('/reset-password', {
        body: resetBody('nobody@example.test', code),
        lang,
      });
      const never = await mailServer.request('/reset-password', {
        body: resetBody('donor4@ataa.example', code),
        lang,
      });
      expectFailure(wrong, 422, { code: [t(lang, 'validation.code_invalid')] });
      expect(unknown.body).toEqual(wrong.body);
      expect(never.body).toEqual(wrong.body);
    }
    // Two wrong tries so far (none for the unknown addresses); the code still works.
    const ok = await mailServer.request('/reset-password', { body: resetBody(user.email, code) });
    expect(ok.status).toBe(200);
  });

  it('voids the code on the fifth wrong try, with the ask-for-a-new-code message', async () => {
    const user = await createUser(mailServer.db);
    const { code } = await mailedResetCode(user.email);
    const wrong = resetBody(user.email, nextCode(code));
    for (let i = 1; i <= 4; i++) {
      const answer = await mailServer.request('/reset-password', { body: wrong, lang: 'en' });
      expectFailure(answer, 422, { code: [t('en', 'validation.code_invalid')] });
    }
    for (const lang of LANGS) {
      // The fifth try voids the code; the sixth finds no code at all.
      const answer = await mailServer.request('/reset-password', { body: wrong, lang });
      if (lang === 'ar') expectFailure(answer, 422, { code: ['محاولات خاطئة كثيرة. يرجى طلب رمز جديد.'] });
      else expectFailure(answer, 422, { code: [t('en', 'validation.code_invalid')] });
    }
    const voided = await mailServer.request('/reset-password', { body: resetBody(user.email, code) });
    expect(voided.status).toBe(422);
    await signIn(mailServer, user.email);
  });

  it('answers wrong codes alike whether or not the address has an account or an open code', async () => {
    const known = await createUser(mailServer.db);
    const withCode = await createUser(mailServer.db);
    await mailedResetCode(withCode.email);
    const addresses = [known.email, withCode.email, 'nobody-here@example.com'];
    const answers = await Promise.all(
      addresses.map(async (email) => {
        const bodies: unknown[] = [];
        for (let i = 1; i <= 6; i++) {
          const answer = await mailServer.request('/reset-password', {
            body: resetBody(email, '000000'),
            lang: 'en',
          });
          expect(answer.status).toBe(422);
          bodies.push(answer.body);
        }
        return bodies;
      }),
    );
    // Four "wrong", the fifth "ask for a new code", then "wrong" again: the same for all three.
    const expected = [1, 2, 3, 4, 5, 6].map((i) => ({
      status: false,
      message: t('en', i === 5 ? 'validation.code_exhausted' : 'validation.code_invalid'),
      result: {
        errors: { code: [t('en', i === 5 ? 'validation.code_exhausted' : 'validation.code_invalid')] },
      },
      errors: { code: [t('en', i === 5 ? 'validation.code_exhausted' : 'validation.code_invalid')] },
    }));
    for (const bodies of answers) expect(bodies).toEqual(expected);
  });

  it('rejects an expired code, and a code voided by a newer one', async () => {
    const user = await createUser(mailServer.db);
    const { code } = await mailedResetCode(user.email);
    await mailServer.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, user.id));
    expectFailure(
      await mailServer.request('/reset-password', { body: resetBody(user.email, code), lang: 'en' }),
      422,
      {
        code: [t('en', 'validation.code_invalid')],
      },
    );

    const older = await mailedResetCode(user.email);
    const newer = await mailedResetCode(user.email);
    if (older.code !== newer.code) {
      const stale = await mailServer.request('/reset-password', { body: resetBody(user.email, older.code) });
      expect(stale.status).toBe(422);
    }
    const ok = await mailServer.request('/reset-password', { body: resetBody(user.email, newer.code) });
    expect(ok.status).toBe(200);
  });

  it('keeps the two purposes apart: a verification code cannot reset, a reset code cannot verify', async () => {
    const { user, token } = await signedInUser(mailServer, { emailVerifiedAt: null });
    const { code } = await mailedResetCode(user.email);
    const verify = await mailServer.request('/verify-email', { token, body: { verification_code: code } });
    expect(verify.status).toBe(422);

    const { user: other, token: otherToken } = await signedInUser(server, { emailVerifiedAt: null });
    const resend = await server.request('/verify-email/resend', { token: otherToken, method: 'POST' });
    const reset = await server.request('/reset-password', {
      body: resetBody(other.email, resend.body.result.verification_code),
    });
    expect(reset.status).toBe(422);
    expect(reset.body.errors).toHaveProperty('code');
  });

  it('validates the format of every field', async () => {
    for (const lang of LANGS) {
      for (const body of [{}, undefined]) {
        expectFailure(await server.request('/reset-password', { body, lang, method: 'POST' }), 422, {
          email: [t(lang, 'validation.required')],
          code: [t(lang, 'validation.required')],
          password: [t(lang, 'validation.required')],
          password_confirmation: [t(lang, 'validation.required')],
        });
      }
      expectFailure(
        await server.request('/reset-password', {
          body: { ...resetBody('bad-address', 'abc'), password: 'short', password_confirmation: 'short' },
          lang,
        }),
        422,
        {
          email: [t(lang, 'validation.email')],
          code: [t(lang, 'validation.code_format')],
          password: [t(lang, 'validation.password_rules')],
        },
      );
      expectFailure(
        await server.request('/reset-password', {
          body: { ...resetBody('donor1@ataa.example', '123456'), password_confirmation: 'Different123' },
          lang,
        }),
        422,
        { password_confirmation: [t(lang, 'validation.password_confirmation')] },
      );
    }
    // Nothing changed for donor1.
    await signIn(server, 'donor1@ataa.example', 'Donor12345');
  });
});

describe('POST /change/password', () => {
  it('answers 401 to anonymous callers, even with a bad body', async () => {
    for (const token of [undefined, 'null', 'junk']) {
      for (const body of [{}, { current_password: 1 }, undefined]) {
        const answer = await server.request('/change/password', { token, body, method: 'POST', lang: 'en' });
        expectFailure(answer, 401, {}, t('en', 'errors.unauthenticated'));
      }
    }
  });

  it('rejects a wrong current password and changes nothing', async () => {
    const { user, token } = await signedInUser(server);
    for (const lang of LANGS) {
      const answer = await server.request('/change/password', {
        token,
        body: { current_password: 'Wrong12345', password: 'Changed123', password_confirmation: 'Changed123' },
        lang,
      });
      expectFailure(answer, 422, { current_password: [t(lang, 'validation.current_password')] });
    }
    await signIn(server, user.email);
    expect((await server.request('/me', { token })).status).toBe(200);
  });

  it('validates the new password and its confirmation', async () => {
    const { user, token } = await signedInUser(server);
    const invalid: Array<[string, string, ExpectedError]> = [
      ['nodigits', 'nodigits', ['password', 'validation.password_rules']],
      ['Changed123', 'Changed124', ['password_confirmation', 'validation.password_confirmation']],
    ];
    for (const lang of LANGS) {
      for (const body of [{}, undefined]) {
        expectFailure(await server.request('/change/password', { token, body, lang, method: 'POST' }), 422, {
          current_password: [t(lang, 'validation.required')],
          password: [t(lang, 'validation.required')],
          password_confirmation: [t(lang, 'validation.required')],
        });
      }
      for (const [password, password_confirmation, error] of invalid) {
        expectFailure(
          await server.request('/change/password', {
            token,
            body: { current_password: PASSWORD, password, password_confirmation },
            lang,
          }),
          422,
          fieldErrors(lang, [error]),
        );
      }
    }
    await signIn(server, user.email);
  });

  it('changes the password, keeps the current token and revokes the others', async () => {
    const { user, token: current } = await signedInUser(server);
    const other = await signIn(server, user.email);
    const answer = await server.request('/change/password', {
      token: current,
      body: {
        current_password: PASSWORD,
        password: 'Changed123',
        password_confirmation: 'Changed123',
        loading: true,
      },
      lang: 'en',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, message: t('en', 'auth.password_changed'), result: {} });
    expect((await server.request('/me', { token: current })).status).toBe(200);
    expect((await server.request('/me', { token: other })).status).toBe(401);
    expect(
      (await server.request('/login', { body: { account: user.email, password: PASSWORD } })).status,
    ).toBe(422);
    await signIn(server, user.email, 'Changed123');
    expect((await userRow(server, user.id)).passwordHash).toMatch(/^\$argon2id\$/);
  });
});
