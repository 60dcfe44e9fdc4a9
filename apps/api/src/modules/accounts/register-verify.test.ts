// Contract §2: POST /register, /verify-email and /verify-email/resend, over HTTP against the real database.
import { isolate } from '@ataa/contract/bidi';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, verificationCodes } from '../../db/schema.ts';
import { countRows, createUser } from '../../seed/factories.ts';
import {
  CODE,
  codeIn,
  type ExpectedError,
  expectFailure,
  expectMalformedJson,
  fieldErrors,
  ISO_DATETIME,
  LANGS,
  type Lang,
  nextCode,
  PASSWORD,
  type SmtpServer,
  signIn,
  TOKEN,
  t,
  useMailServers,
  userRow,
} from '../../test/expectations.ts';
import type { TestServer } from '../../test/harness.ts';
import { outboxFor } from '../../test/outbox.ts';

const HOUR = 3600_000;

let server: TestServer;
let mailServer: TestServer;
let smtp: SmtpServer;
let saudi: { id: number };

useMailServers((started) => {
  ({ server, mailServer, smtp } = started);
});
beforeAll(async () => {
  const countries = await server.request('/countries', { lang: 'en' });
  saudi = countries.body.result.data.find((c: { mob_code: string }) => c.mob_code === '966');
});

let sequence = 0;
/** A valid donor sign-up; e-mail and mobile are unique within this file's database. */
function donor(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    user_type: 'dooner',
    first_name: 'Sara',
    last_name: 'Haddad',
    email: `sara.${sequence}@example.test`,
    mobile: `880${String(sequence).padStart(9, '0')}`,
    password: 'Secret123',
    password_confirmation: 'Secret123',
    country_id: saudi.id,
    ...overrides,
  };
}

function charity(overrides: Record<string, unknown> = {}) {
  const { first_name: _f, last_name: _l, ...rest } = donor({ user_type: 'charity' });
  return {
    ...rest,
    email: `birr.${sequence}@example.test`,
    'charity_name:ar': 'جمعية البر الخيرية',
    'charity_name:en': 'Al-Birr Charity',
    ...overrides,
  };
}

/** The verification codes of an account, as stored. */
function codesOf(userId: number) {
  return server.db.select().from(verificationCodes).where(eq(verificationCodes.userId, userId));
}

async function register(target: TestServer, body: Record<string, unknown>, lang: Lang = 'en') {
  const answer = await target.request('/register', { body, lang });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.result as { token: string; user: { id: number; verification_code: string | null } };
}

describe('POST /register', () => {
  it('creates a donor: 201, a token, the §14 User with the code, errorCode 301 and a 24-hour session', async () => {
    const input = donor();
    const answer = await server.request('/register', { body: input, lang: 'en' });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-language')).toBe('en');
    expect(answer.body).toEqual({
      status: true,
      message: 'Your account has been created. Please verify your e-mail address.',
      errorCode: 301,
      result: { token: expect.stringMatching(TOKEN), user: expect.any(Object) },
    });
    expect(answer.body.result.user).toEqual({
      id: expect.any(Number),
      user_type: 'dooner',
      name: 'Sara Haddad',
      first_name: 'Sara',
      last_name: 'Haddad',
      charity_name: null,
      email: input.email,
      mobile: input.mobile,
      country_id: saudi.id,
      country: { id: saudi.id, name: 'Saudi Arabia', mob_code: '966' },
      photo: null,
      image: null,
      email_verified_at: null,
      approval_status: null,
      rejection_reason: null,
      verification_code: expect.stringMatching(CODE),
      created_at: expect.stringMatching(ISO_DATETIME),
    });

    const { user, token } = answer.body.result;
    const row = await userRow(server, user.id);
    expect(row).toMatchObject({ userType: 'dooner', locale: 'en', emailVerifiedAt: null });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const [session] = await server.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * HOUR);
    expect(session!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * HOUR);
    expect(session!.tokenHash).not.toBe(token);

    // Without an e-mail transport the message stays in the outbox, in the user's language, with the code.
    const mails = await outboxFor(server.db, input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(t('en', 'mail.verify_subject'));
    expect(mails[0]!.text).toContain(user.verification_code);

    const me = await server.request('/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.errorCode).toBe(301);
  });

  it('creates a charity awaiting approval, with charity_name_translations and documents', async () => {
    for (const lang of LANGS) {
      const input = charity();
      const answer = await server.request('/register', { body: input, lang });
      expect(answer.status).toBe(201);
      expect(answer.body.message).toBe(t(lang, 'auth.registered'));
      expect(answer.body.errorCode).toBe(301);
      const name = lang === 'ar' ? 'جمعية البر الخيرية' : 'Al-Birr Charity';
      expect(answer.body.result.user).toEqual({
        id: expect.any(Number),
        user_type: 'charity',
        name,
        first_name: null,
        last_name: null,
        charity_name: name,
        charity_name_translations: [
          { locale: 'ar', charity_name: 'جمعية البر الخيرية' },
          { locale: 'en', charity_name: 'Al-Birr Charity' },
        ],
        email: input.email,
        mobile: input.mobile,
        country_id: saudi.id,
        country: {
          id: saudi.id,
          name: lang === 'ar' ? 'المملكة العربية السعودية' : 'Saudi Arabia',
          mob_code: '966',
        },
        photo: null,
        image: null,
        email_verified_at: null,
        approval_status: 'pending',
        rejection_reason: null,
        documents: [],
        verification_code: expect.stringMatching(CODE),
        created_at: expect.stringMatching(ISO_DATETIME),
      });
    }
  });

  it('ignores keys it does not own: no mass assignment of role, approval or verification', async () => {
    const input = charity({
      id: 1,
      approval_status: 'approved',
      email_verified_at: '2025-01-01T00:00:00.000Z',
      first_name: 'Ignored',
      is_admin: true,
    });
    const { user } = await register(server, input);
    expect(await userRow(server, user.id)).toMatchObject({
      approvalStatus: 'pending',
      emailVerifiedAt: null,
      firstName: null,
    });
    expect(user.id).not.toBe(1);
  });

  it('normalises the e-mail (trimmed, lower case) and the mobile as typed (digits only, Arabic-Indic accepted)', async () => {
    const base = donor();
    const cases = [
      {
        email: `  Mixed.${sequence}@Example.TEST `,
        mobile: '+880 (1) 555-000-111',
        expected: '8801555000111',
      },
      { email: `arabic.${sequence}@example.test`, mobile: '٨٨٠١٥٥٥٠٠٠١١٢', expected: '8801555000112' },
      { email: `persian.${sequence}@example.test`, mobile: '۸۸۰۱۵۵۵۰۰۰۱۱۳', expected: '8801555000113' },
      { email: `uk.${sequence}@example.test`, mobile: '+44 7700 900123', expected: '447700900123' },
      { email: `local.${sequence}@example.test`, mobile: '(050) 123-4567', expected: '0501234567' },
      { email: `spaced.${sequence}@example.test`, mobile: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧', expected: '971501234567' },
    ];
    for (const { email, mobile, expected } of cases) {
      const { user } = await register(server, { ...base, email, mobile });
      const answer = user as unknown as { email: string; mobile: string };
      expect(answer.email).toBe(email.trim().toLowerCase());
      expect(answer.mobile).toBe(expected);
    }
  });

  describe('validation: 422 keyed by field, in the caller language, and nothing written', () => {
    const long = (n: number) => 'x'.repeat(n);
    type Case = {
      name: string;
      body: () => Record<string, unknown>;
      errors: ExpectedError[];
    };
    const cases: Case[] = [
      {
        name: 'only user_type',
        body: () => ({ user_type: 'dooner' }),
        errors: [
          ['email', 'validation.required'],
          ['mobile', 'validation.required'],
          ['password', 'validation.required'],
          ['password_confirmation', 'validation.required'],
          ['country_id', 'validation.required'],
          ['first_name', 'validation.required'],
          ['last_name', 'validation.required'],
        ],
      },
      {
        name: 'a missing first name',
        body: () => donor({ first_name: undefined }),
        errors: [['first_name', 'validation.required']],
      },
      {
        name: 'a blank last name',
        body: () => donor({ last_name: '   ' }),
        errors: [['last_name', 'validation.required']],
      },
      {
        name: 'null values',
        body: () => donor({ email: null, password: null }),
        errors: [
          ['email', 'validation.required'],
          ['password', 'validation.required'],
        ],
      },
      {
        name: 'a bad e-mail',
        body: () => donor({ email: 'not-an-email' }),
        errors: [['email', 'validation.email']],
      },
      {
        name: 'an e-mail over 254 characters',
        body: () => donor({ email: `${long(250)}@example.test` }),
        errors: [['email', 'validation.too_long', { max: 254 }]],
      },
      {
        name: 'a short password',
        body: () => donor({ password: 'abc123', password_confirmation: 'abc123' }),
        errors: [['password', 'validation.password_rules']],
      },
      {
        name: 'a password without a digit',
        body: () => donor({ password: 'abcdefghij', password_confirmation: 'abcdefghij' }),
        errors: [['password', 'validation.password_rules']],
      },
      {
        name: 'a password without a letter',
        body: () => donor({ password: '1234567890', password_confirmation: '1234567890' }),
        errors: [['password', 'validation.password_rules']],
      },
      {
        name: 'a password over 128 characters',
        body: () => donor({ password: `a1${long(127)}`, password_confirmation: `a1${long(127)}` }),
        errors: [['password', 'validation.password_rules']],
      },
      {
        name: 'a confirmation that differs',
        body: () => donor({ password_confirmation: 'Secret124' }),
        errors: [['password_confirmation', 'validation.password_confirmation']],
      },
      {
        name: 'a confirmation that differs while the password breaks its rules too',
        body: () => donor({ password: 'short', password_confirmation: 'shorter' }),
        errors: [
          ['password', 'validation.password_rules'],
          ['password_confirmation', 'validation.password_confirmation'],
        ],
      },
      {
        name: 'a 6-digit mobile',
        body: () => donor({ mobile: '+44 7700' }),
        errors: [['mobile', 'validation.mobile_too_short']],
      },
      {
        name: 'a 16-digit mobile',
        body: () => donor({ mobile: '+44 7700 900123 4567' }),
        errors: [['mobile', 'validation.mobile_too_long']],
      },
      {
        name: 'a mobile of letters',
        body: () => donor({ mobile: 'abcdefghij' }),
        errors: [['mobile', 'validation.mobile_letters']],
      },
      {
        name: 'a mobile with a letter O for a zero, which is never dropped to store another number',
        body: () => donor({ mobile: '050 123 45O7' }),
        errors: [['mobile', 'validation.mobile_letters']],
      },
      {
        name: 'a mobile with a + in its middle',
        body: () => donor({ mobile: '966+501234567' }),
        errors: [['mobile', 'validation.mobile']],
      },
      {
        name: 'a non-numeric country',
        body: () => donor({ country_id: 'abc' }),
        errors: [['country_id', 'validation.invalid']],
      },
      {
        name: 'country 0',
        body: () => donor({ country_id: 0 }),
        errors: [['country_id', 'validation.greater_than', { min: 0 }]],
      },
      {
        name: 'an unknown country',
        body: () => donor({ country_id: 999_999 }),
        errors: [['country_id', 'validation.not_found_ref']],
      },
      {
        name: 'numbers where strings belong',
        body: () => donor({ first_name: 123, email: 5, mobile: 966500000000 }),
        errors: [
          ['first_name', 'validation.invalid'],
          ['email', 'validation.invalid'],
          ['mobile', 'validation.invalid'],
        ],
      },
      {
        name: 'a first name over 100 characters',
        body: () => donor({ first_name: long(101) }),
        errors: [['first_name', 'validation.too_long', { max: 100 }]],
      },
      {
        name: 'charity names missing',
        body: () => charity({ 'charity_name:ar': undefined, 'charity_name:en': undefined }),
        errors: [
          ['charity_name:ar', 'validation.required'],
          ['charity_name:en', 'validation.required'],
        ],
      },
      {
        name: 'charity names too short and too long',
        body: () => charity({ 'charity_name:ar': 'ب', 'charity_name:en': long(151) }),
        errors: [
          ['charity_name:ar', 'validation.too_short', { min: 2 }],
          ['charity_name:en', 'validation.too_long', { max: 150 }],
        ],
      },
    ];

    for (const { name, body, errors } of cases) {
      it(`rejects ${name}`, async () => {
        const before = [await countRows(server.db, 'users'), await countRows(server.db, 'email_outbox')];
        for (const lang of LANGS) {
          const answer = await server.request('/register', { body: body(), lang });
          expectFailure(answer, 422, fieldErrors(lang, errors));
          expect(answer.headers.get('content-language')).toBe(lang);
        }
        expect([await countRows(server.db, 'users'), await countRows(server.db, 'email_outbox')]).toEqual(
          before,
        );
      });
    }

    // The exact wording for user_type comes from packages/contract (reported: a missing
    // discriminator reads "not valid" rather than "required"), so any fitting message passes.
    it('rejects a missing or unknown user_type (admin, or the correct spelling donor), and no body at all', async () => {
      const before = await countRows(server.db, 'users');
      for (const lang of LANGS) {
        const fitting = (['validation.required', 'validation.invalid', 'validation.one_of'] as const).map(
          (key) => t(lang, key),
        );
        const answers = [
          await server.request('/register', { body: {}, lang }),
          await server.request('/register', { method: 'POST', lang }),
          await server.request('/register', { body: donor({ user_type: undefined }), lang }),
          await server.request('/register', { body: donor({ user_type: 'admin' }), lang }),
          await server.request('/register', { body: donor({ user_type: 'donor' }), lang }),
          await server.request('/register', { body: charity({ user_type: 'Charity' }), lang }),
        ];
        for (const answer of answers) {
          expect(answer.status).toBe(422);
          expect(Object.keys(answer.body.errors)).toEqual(['user_type']);
          expect(fitting).toContain(answer.body.errors.user_type[0]);
          expectFailure(answer, 422, { user_type: answer.body.errors.user_type });
        }
      }
      expect(await countRows(server.db, 'users')).toBe(before);
    });

    it('spells the Arabic messages exactly as the catalogue does', async () => {
      const answer = await server.request('/register', {
        body: donor({ password: 'short', password_confirmation: 'short', email: 'bad' }),
        lang: 'ar',
      });
      expect(answer.body.errors).toEqual({
        email: ['يرجى إدخال بريد إلكتروني صحيح.'],
        password: ['يجب أن تتكون كلمة المرور من 8 إلى 128 حرفًا، وأن تحتوي على حرف ورقم على الأقل.'],
      });
      // No lang header means Arabic.
      const noLang = await server.request('/register', { body: donor({ email: 'bad' }) });
      expect(noLang.body.message).toBe('يرجى إدخال بريد إلكتروني صحيح.');
      expect(noLang.headers.get('content-language')).toBe('ar');
    });

    it('rejects a taken e-mail regardless of case, and a taken mobile regardless of format', async () => {
      const before = await countRows(server.db, 'users');
      for (const lang of LANGS) {
        const email = await server.request('/register', {
          body: donor({ email: ' DONOR1@Ataa.Example ' }),
          lang,
        });
        expectFailure(email, 422, { email: [t(lang, 'validation.email_taken')] });
        // donor1's mobile is 966541907362.
        const mobile = await server.request('/register', {
          body: donor({ mobile: '+966 54 190 7362' }),
          lang,
        });
        expectFailure(mobile, 422, { mobile: [t(lang, 'validation.mobile_taken')] });
        const arabic = await server.request('/register', { body: donor({ mobile: '٩٦٦٥٤١٩٠٧٣٦٢' }), lang });
        expectFailure(arabic, 422, { mobile: [t(lang, 'validation.mobile_taken')] });
      }
      expect(await countRows(server.db, 'users')).toBe(before);
    });

    it('reports every database-checked field at once: e-mail, mobile and country', async () => {
      const answer = await server.request('/register', {
        body: donor({ email: 'donor2@ataa.example', mobile: '96599284716', country_id: 999_999 }),
        lang: 'en',
      });
      expectFailure(answer, 422, {
        email: [t('en', 'validation.email_taken')],
        mobile: [t('en', 'validation.mobile_taken')],
        country_id: [t('en', 'validation.not_found_ref')],
      });
      expect(answer.body.message).toBe(t('en', 'validation.email_taken'));
    });

    it('lets one of two racing sign-ups for the same address win; the other gets errors.email', async () => {
      const email = `race.${sequence}@example.test`;
      const answers = await Promise.all([
        server.request('/register', { body: donor({ email }), lang: 'en' }),
        server.request('/register', { body: donor({ email }), lang: 'en' }),
        server.request('/register', { body: donor({ email }), lang: 'en' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
      for (const answer of answers.filter((a) => a.status === 422)) {
        expectFailure(answer, 422, { email: [t('en', 'validation.email_taken')] });
      }
    });

    it('answers malformed JSON with 422 and empty errors, and writes nothing', async () => {
      const before = await countRows(server.db, 'users');
      for (const lang of LANGS) {
        const answer = await server.request('/register', {
          raw: { data: '{"user_type": "dooner", "email": ', contentType: 'application/json' },
          lang,
        });
        expectMalformedJson(answer, lang);
      }
      for (const data of ['[1, 2]', '"a string"', '42']) {
        const answer = await server.request('/register', { raw: { data, contentType: 'application/json' } });
        expect(answer.status).toBe(422);
        expect(answer.body.status).toBe(false);
        expect(answer.body.errors).toEqual(answer.body.result.errors);
      }
      expect(await countRows(server.db, 'users')).toBe(before);
    });
  });
});

describe('e-mail over SMTP', () => {
  it('hides the code from the API and mails it in English, left to right', async () => {
    const input = donor();
    const { user, token } = await register(mailServer, input, 'en');
    expect(user.verification_code).toBeNull();
    const mail = await smtp.waitFor(input.email);
    expect(mail.subject).toBe('Your Ataa verification code');
    expect(mail.text).toContain(t('en', 'mail.greeting', { name: isolate('Sara Haddad') }));
    expect(mail.text).toContain(t('en', 'mail.verify_intro'));
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.html).not.toContain('dir="rtl"');
    const code = codeIn(mail.text)!;
    expect(mail.html).toContain(code);

    const verified = await mailServer.request('/verify-email', { token, body: { verification_code: code } });
    expect(verified.status).toBe(200);
    expect(verified.body.result.user.email_verified_at).toMatch(ISO_DATETIME);
  });

  it('escapes a name that looks like HTML in the e-mail, and keeps it as plain text in the API', async () => {
    const input = donor({ first_name: '<b>Sara</b>', last_name: '<script>x</script>' });
    const { user } = await register(mailServer, input, 'en');
    expect(user).toMatchObject({ first_name: '<b>Sara</b>', name: '<b>Sara</b> <script>x</script>' });
    const mail = await smtp.waitFor(input.email);
    expect(mail.html).not.toContain('<b>Sara');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;b&#62;Sara');
    expect(mail.text).toContain('<b>Sara</b>');
  });

  it('mails an Arabic sign-up in Arabic, right to left', async () => {
    const input = charity();
    const { user } = await register(mailServer, input, 'ar');
    expect(user.verification_code).toBeNull();
    const mail = await smtp.waitFor(input.email);
    expect(mail.subject).toBe('رمز التحقق الخاص بك في عطاء');
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail.text).toContain(t('ar', 'mail.greeting', { name: isolate('جمعية البر الخيرية') }));
    expect(mail.text).toContain(t('ar', 'mail.verify_intro'));
    expect(codeIn(mail.text)).toMatch(CODE);
  });

  it('resend answers verification_code null and mails a new code that voids the old one', async () => {
    const input = donor();
    const { token } = await register(mailServer, input, 'en');
    const first = codeIn((await smtp.waitFor(input.email)).text)!;
    const already = smtp.received.length;
    const resend = await mailServer.request('/verify-email/resend', { token, method: 'POST', lang: 'en' });
    expect(resend.status).toBe(200);
    expect(resend.body).toEqual({
      status: true,
      message: t('en', 'auth.code_sent'),
      result: { verification_code: null },
    });
    const second = codeIn(
      (await smtp.waitFor(input.email, (m) => smtp.received.indexOf(m) >= already)).text,
    )!;
    if (second !== first) {
      const old = await mailServer.request('/verify-email', { token, body: { verification_code: first } });
      expect(old.status).toBe(422);
    }
    const ok = await mailServer.request('/verify-email', { token, body: { verification_code: second } });
    expect(ok.status).toBe(200);
  });
});

describe('POST /verify-email', () => {
  it('answers 401 to anonymous callers, even with a bad body or none', async () => {
    for (const lang of LANGS) {
      for (const token of [undefined, 'null', 'undefined', '', 'junk-token']) {
        for (const body of [{ verification_code: 'x' }, {}, undefined]) {
          const answer = await server.request('/verify-email', { token, body, lang, method: 'POST' });
          expectFailure(answer, 401, {}, t(lang, 'errors.unauthenticated'));
        }
      }
    }
  });

  it('verifies with the right code (Arabic-Indic digits too); then it is idempotent', async () => {
    const { token, user } = await register(server, donor());
    const arabic = user.verification_code!.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const answer = await server.request('/verify-email', {
      token,
      body: { verification_code: arabic },
      lang: 'en',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: true,
      message: t('en', 'auth.verified'),
      result: {
        user: expect.objectContaining({
          id: user.id,
          email_verified_at: expect.stringMatching(ISO_DATETIME),
        }),
      },
    });
    expect(answer.body.result.user).not.toHaveProperty('verification_code');
    const me = await server.request('/me', { token });
    expect(me.body).not.toHaveProperty('errorCode');

    // Already verified: 200 whatever the code, and the date does not move.
    const again = await server.request('/verify-email', {
      token,
      body: { verification_code: '000000' },
      lang: 'ar',
    });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(t('ar', 'auth.already_verified'));
    expect(again.body.result.user.email_verified_at).toBe(answer.body.result.user.email_verified_at);
  });

  it('keeps errorCode 302 for a charity awaiting approval', async () => {
    const { token, user } = await register(server, charity());
    const answer = await server.request('/verify-email', {
      token,
      body: { verification_code: user.verification_code },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.errorCode).toBe(302);
    expect(answer.body.result.user.approval_status).toBe('pending');
  });

  it('rejects a wrong code and a badly formed one, in both languages', async () => {
    const { token, user } = await register(server, donor());
    for (const lang of LANGS) {
      const wrong = await server.request('/verify-email', {
        token,
        body: { verification_code: nextCode(user.verification_code!) },
        lang,
      });
      expectFailure(wrong, 422, { verification_code: [t(lang, 'validation.code_invalid')] });
      for (const verification_code of ['12345', '1234567', 'abcdef']) {
        const bad = await server.request('/verify-email', { token, body: { verification_code }, lang });
        expectFailure(bad, 422, { verification_code: [t(lang, 'validation.code_format')] });
      }
      for (const body of [{}, undefined]) {
        const missing = await server.request('/verify-email', { token, body, lang, method: 'POST' });
        expectFailure(missing, 422, { verification_code: [t(lang, 'validation.required')] });
      }
      const number = await server.request('/verify-email', {
        token,
        body: { verification_code: 123456 },
        lang,
      });
      expectFailure(number, 422, { verification_code: [t(lang, 'validation.invalid')] });
    }
    // The format errors did not use up tries: the right code still works after 2 wrong ones.
    const ok = await server.request('/verify-email', {
      token,
      body: { verification_code: user.verification_code },
    });
    expect(ok.status).toBe(200);
  });

  it('voids the code on the fifth wrong try and says to ask for a new one', async () => {
    const { token, user } = await register(server, donor());
    const wrong = { verification_code: nextCode(user.verification_code!) };
    for (let i = 1; i <= 4; i++) {
      const answer = await server.request('/verify-email', { token, body: wrong, lang: 'en' });
      expectFailure(answer, 422, { verification_code: ['The code is wrong or has expired.'] });
    }
    const fifth = await server.request('/verify-email', { token, body: wrong, lang: 'en' });
    expectFailure(fifth, 422, { verification_code: ['Too many wrong tries. Please ask for a new code.'] });
    const [code] = await codesOf(user.id);
    expect(code).toMatchObject({ wrongTries: 5, closedAt: expect.any(Date) });

    // The right code no longer works; a new one does.
    const voided = await server.request('/verify-email', {
      token,
      body: { verification_code: user.verification_code },
    });
    expect(voided.status).toBe(422);
    const resend = await server.request('/verify-email/resend', { token, method: 'POST' });
    const fresh = await server.request('/verify-email', {
      token,
      body: { verification_code: resend.body.result.verification_code },
    });
    expect(fresh.status).toBe(200);
  });

  it('rejects an expired code', async () => {
    const { token, user } = await register(server, donor());
    await server.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, user.id));
    for (const lang of LANGS) {
      const answer = await server.request('/verify-email', {
        token,
        body: { verification_code: user.verification_code },
        lang,
      });
      expectFailure(answer, 422, { verification_code: [t(lang, 'validation.code_invalid')] });
    }
  });

  it('issues codes that expire after 15 minutes', async () => {
    const { user } = await register(server, donor());
    const [code] = await codesOf(user.id);
    const minutes = (code!.expiresAt.getTime() - code!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThan(15.1);
  });
});

describe('POST /verify-email/resend', () => {
  it('answers 401 to anonymous callers', async () => {
    for (const token of [undefined, 'null', 'undefined', 'junk']) {
      const answer = await server.request('/verify-email/resend', { token, method: 'POST', lang: 'en' });
      expectFailure(answer, 401, {}, t('en', 'errors.unauthenticated'));
    }
  });

  it('returns a new code without SMTP, which voids the previous one', async () => {
    const { token, user } = await register(server, donor());
    const resend = await server.request('/verify-email/resend', { token, method: 'POST', lang: 'ar' });
    expect(resend.status).toBe(200);
    expect(resend.body).toEqual({
      status: true,
      message: t('ar', 'auth.code_sent'),
      result: { verification_code: expect.stringMatching(CODE) },
    });
    const open = await codesOf(user.id);
    expect(open.filter((code) => code.closedAt === null)).toHaveLength(1);
    if (resend.body.result.verification_code !== user.verification_code) {
      const old = await server.request('/verify-email', {
        token,
        body: { verification_code: user.verification_code },
      });
      expect(old.status).toBe(422);
    }
    const ok = await server.request('/verify-email', {
      token,
      body: { verification_code: resend.body.result.verification_code },
    });
    expect(ok.status).toBe(200);
  });

  it('answers 409 once the address is verified', async () => {
    for (const lang of LANGS) {
      const token = await signIn(server, 'donor3@ataa.example', 'Donor12345');
      const answer = await server.request('/verify-email/resend', {
        token,
        method: 'POST',
        lang,
      });
      expectFailure(answer, 409, {}, t(lang, 'auth.already_verified'));
    }
  });

  it('accepts the token of an unverified account on every Account endpoint', async () => {
    const input = donor();
    const { token } = await register(server, input);
    const me = await server.request('/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.errorCode).toBe(301);
    const edit = await server.request('/edit/profile', { token, body: { first_name: 'Salma' } });
    expect(edit.status).toBe(200);
    expect(edit.body.result.first_name).toBe('Salma');
    expect(edit.body.errorCode).toBe(301);
    const change = await server.request('/change/password', {
      token,
      body: { current_password: input.password, password: 'Changed123', password_confirmation: 'Changed123' },
    });
    expect(change.status).toBe(200);
    const logout = await server.request('/logout', { token, body: {} });
    expect(logout.status).toBe(200);
    expect((await server.request('/me', { token })).status).toBe(401);
  });

  it('gives errorCode 301 to an unverified charity before 302', async () => {
    const row = await createUser(server.db, {
      userType: 'charity',
      approvalStatus: 'pending',
      emailVerifiedAt: null,
    });
    const login = await server.request('/login', { body: { account: row.email, password: PASSWORD } });
    expect(login.body.errorCode).toBe(301);
  });
});
