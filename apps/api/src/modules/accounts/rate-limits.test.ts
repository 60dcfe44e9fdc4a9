// Contract §1.12: the accounts endpoints are limited per account identifier and per IP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createUser } from '../../seed/factories.ts';
import { expectFailure, expectRateLimited, LANGS, signedInUser, t } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

const LIMITED = { RATE_LIMITS_ENABLED: 'true' };

const MIN15 = 15 * 60;
const HOUR = 3600;

describe('POST /login', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(LIMITED);
  });
  afterAll(() => server.close());

  it('answers 429 to the 11th attempt for the same account, even with the right password', async () => {
    for (let i = 1; i <= 10; i++) {
      // E-mail case and spaces do not make a new identifier.
      const account = i % 2 ? 'donor1@ataa.example' : ' DONOR1@Ataa.Example ';
      const answer = await server.request('/login', { body: { account, password: 'Wrong12345' } });
      expect(answer.status).toBe(422);
    }
    for (const lang of LANGS) {
      const answer = await server.request('/login', {
        body: { account: 'donor1@ataa.example', password: 'Donor12345' },
        lang,
      });
      expectRateLimited(answer, MIN15, lang);
    }
    // The limit is per account: another one still signs in from the same IP.
    const other = await server.request('/login', {
      body: { account: 'donor5@ataa.example', password: 'Donor12345' },
    });
    expect(other.status).toBe(200);
  });

  it('counts every format of the same mobile as one identifier', async () => {
    // donor2's mobile is 96599284716.
    const formats = ['96599284716', '+965 9928 4716', '965-99-28-47-16', '(965) 99284716', '٩٦٥٩٩٢٨٤٧١٦'];
    for (let i = 0; i < 10; i++) {
      const answer = await server.request('/login', {
        body: { account: formats[i % formats.length], password: 'Wrong12345' },
      });
      expect(answer.status).toBe(422);
    }
    const answer = await server.request('/login', {
      body: { account: '۹۶۵۹۹۲۸۴۷۱۶', password: 'Donor12345' },
    });
    expectRateLimited(answer, MIN15);
  });

  it('counts attempts that fail validation too', async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await server.request('/login', { body: { account: 'donor3@ataa.example' }, lang: 'en' });
      expectFailure(answer, 422, { password: [t('en', 'validation.required')] });
    }
    const answer = await server.request('/login', {
      body: { account: 'donor3@ataa.example', password: 'Donor12345' },
    });
    expectRateLimited(answer, MIN15);
  });
});

describe('POST /login per IP', () => {
  it('answers 429 after 50 attempts from one IP, whatever the accounts', async () => {
    const server = await startTestServer(LIMITED);
    try {
      for (let i = 0; i < 50; i++) {
        const answer = await server.request('/login', {
          body: { account: `nobody${i}@example.test`, password: 'x' },
        });
        expect(answer.status).toBe(422);
      }
      expectRateLimited(
        await server.request('/login', { body: { account: 'donor4@ataa.example', password: 'Donor12345' } }),
        MIN15,
      );
    } finally {
      await server.close();
    }
  });
});

describe('POST /register', () => {
  let sequence = 0;
  const body = (email: string) => {
    sequence += 1;
    return {
      user_type: 'dooner',
      first_name: 'Rate',
      last_name: 'Limited',
      email,
      mobile: `881${String(sequence).padStart(9, '0')}`,
      password: 'Secret123',
      password_confirmation: 'Secret123',
      country_id: 1,
    };
  };

  it('allows 3 attempts per e-mail per hour, then 429 and nothing written', async () => {
    const server = await startTestServer(LIMITED);
    try {
      expect((await server.request('/register', { body: body('limited@example.test') })).status).toBe(201);
      for (const email of ['LIMITED@example.test', ' limited@example.test']) {
        const answer = await server.request('/register', { body: body(email), lang: 'en' });
        expectFailure(answer, 422, { email: [t('en', 'validation.email_taken')] });
      }
      const before = await countRows(server.db, 'users');
      expectRateLimited(await server.request('/register', { body: body('limited@example.test') }), HOUR);
      expectRateLimited(await server.request('/register', { body: { email: 'Limited@Example.test' } }), HOUR);
      expect(await countRows(server.db, 'users')).toBe(before);
      expect((await server.request('/register', { body: body('other@example.test') })).status).toBe(201);
    } finally {
      await server.close();
    }
  });

  it('allows 10 attempts per IP per hour', async () => {
    const server = await startTestServer(LIMITED);
    try {
      for (let i = 0; i < 10; i++) {
        const answer = await server.request('/register', { body: i % 2 ? body(`ip${i}@example.test`) : {} });
        expect(answer.status).toBe(i % 2 ? 201 : 422);
      }
      expectRateLimited(await server.request('/register', { body: body('eleventh@example.test') }), HOUR);
    } finally {
      await server.close();
    }
  });
});

describe('codes and passwords', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(LIMITED);
  });
  afterAll(() => server.close());

  it('/forgot-password: 5 per e-mail per hour, the same for unknown addresses', async () => {
    const user = await createUser(server.db);
    for (const email of [user.email, 'unknown@example.test']) {
      for (let i = 0; i < 5; i++) {
        expect((await server.request('/forgot-password', { body: { email } })).status).toBe(200);
      }
      expectRateLimited(
        await server.request('/forgot-password', { body: { email: email.toUpperCase() } }),
        HOUR,
      );
    }
  });

  it('/reset-password: 10 per e-mail per 15 minutes', async () => {
    const user = await createUser(server.db);
    const body = {
      email: user.email,
      code: '123456',
      password: 'Renewed123',
      password_confirmation: 'Renewed123',
    };
    for (let i = 0; i < 10; i++) {
      expect((await server.request('/reset-password', { body })).status).toBe(422);
    }
    expectRateLimited(await server.request('/reset-password', { body }), MIN15);
  });

  it('/verify-email: 10 per user per 15 minutes, even with the right code', async () => {
    const { token } = await signedInUser(server, { emailVerifiedAt: null });
    const code = (await server.request('/verify-email/resend', { token, method: 'POST' })).body.result
      .verification_code as string;
    for (let i = 0; i < 10; i++) {
      const answer = await server.request('/verify-email', { token, body: { verification_code: 'abc' } });
      expect(answer.status).toBe(422);
    }
    expectRateLimited(
      await server.request('/verify-email', { token, body: { verification_code: code } }),
      MIN15,
    );
    // A 401 is not rate limited per user: there is no user.
    expect((await server.request('/verify-email', { body: { verification_code: code } })).status).toBe(401);
  });

  it('/verify-email/resend and the resend path of /forgot-password share 5 per user per hour', async () => {
    const { token } = await signedInUser(server, { emailVerifiedAt: null });
    for (let i = 0; i < 3; i++) {
      expect((await server.request('/verify-email/resend', { token, method: 'POST' })).status).toBe(200);
    }
    for (let i = 0; i < 2; i++) {
      expect((await server.request('/forgot-password', { token, body: {} })).status).toBe(200);
    }
    expectRateLimited(await server.request('/forgot-password', { token, body: {} }), HOUR);
    expectRateLimited(await server.request('/verify-email/resend', { token, method: 'POST' }), HOUR);
  });
});
