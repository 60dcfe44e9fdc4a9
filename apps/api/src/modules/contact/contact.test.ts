// Contract §11 POST /contact: validation, storage, the e-mail to the platform and the rate limit.
import { isolate } from '@ataa/contract/bidi';
import { translate } from '@ataa/contract/messages';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox } from '../../db/schema.ts';
import { mailSubject } from '../../mail/templates.ts';
import { countRows } from '../../seed/factories.ts';
import { expectFailure, expectRateLimited, LANGS, type Lang } from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { startSmtpServer } from '../../test/smtp.ts';

const PLATFORM_EMAIL = 'hello@ataa.example';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

let sequence = 0;
function message(overrides: Record<string, unknown> = {}) {
  sequence++;
  return {
    name: 'Sara Ahmed',
    email: `sara${sequence}@example.test`,
    mobile: '966500000000',
    subject: `Question ${sequence}`,
    content: 'How do I find the receipt for my donation?',
    ...overrides,
  };
}

async function latestMessage() {
  const [row] = await server.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
  return row!;
}

describe('POST /contact', () => {
  it('stores the message and answers {} with the translated thanks in both languages', async () => {
    for (const lang of LANGS) {
      const before = await countRows(server.db, 'contact_messages');
      const sent = message({ subject: `Thanks in ${lang}` });
      const { status, body, headers } = await server.request('/contact', { body: sent, lang });
      expect(status).toBe(200);
      expect(body).toEqual({ status: true, message: translate(lang, 'contact.sent'), result: {} });
      expect(headers.get('content-language')).toBe(lang);
      expect(await countRows(server.db, 'contact_messages')).toBe(before + 1);
      expect(await latestMessage()).toMatchObject({
        name: sent.name,
        email: sent.email,
        mobile: sent.mobile,
        subject: sent.subject,
        content: sent.content,
        locale: lang,
      });
    }
    const { body } = await server.request('/contact', { body: message() });
    expect(body.message).toBe('شكرًا لك. وصلتنا رسالتك وسنرد عليك قريبًا.');
  });

  it('e-mails the message to the platform address over SMTP, escaping the visitor text', async () => {
    const sent = message({
      name: 'Omar <b>Haddad</b>',
      subject: 'Receipt & refund',
      content: 'Line one.\n<script>alert(1)</script> Line two.',
    });
    const { status } = await server.request('/contact', { body: sent, lang: 'en' });
    expect(status).toBe(200);
    const mail = await smtp.waitFor(PLATFORM_EMAIL, (m) => m.subject.includes('Receipt & refund'));
    expect(mail.subject).toBe(mailSubject('ar', 'mail.contact_subject', { subject: 'Receipt & refund' }));
    expect(mail.text).toContain(translate('ar', 'mail.contact_intro'));
    expect(mail.text).toContain(`${isolate('Omar <b>Haddad</b>')} <${sent.email}> 966500000000`);
    expect(mail.text).toContain('<script>alert(1)</script> Line two.');
    // Written in English, read in an Arabic e-mail: each piece keeps its own direction (decision 030).
    expect(mail.text).toContain(isolate(sent.content));
    expect(mail.html).toContain('<p dir="auto" style="margin:0 0 16px">Line one.\n&#60;script&#62;');
    expect(mail.html).toContain('<bdi>Omar &#60;b&#62;Haddad&#60;/b&#62;</bdi>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Haddad</b>');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    const [outbox] = await server.db.select().from(emailOutbox).where(eq(emailOutbox.subject, mail.subject));
    expect(outbox?.recipient).toBe(PLATFORM_EMAIL);
  });

  it('refuses line breaks in the subject, so none can add mail headers, and stores and sends nothing', async () => {
    const subject = 'Hi\r\nBcc: evil@attacker.test\r\nX-Injected: yes';
    const before = await countRows(server.db, 'contact_messages');
    for (const lang of LANGS) {
      const answer = await server.request('/contact', { lang, body: message({ subject }) });
      expectFailure(answer, 422, { subject: [translate(lang, 'validation.control_characters')] });
    }
    expect(await countRows(server.db, 'contact_messages')).toBe(before);
    expect(smtp.received.some((m) => m.to.includes('attacker.test'))).toBe(false);
  });

  it('normalises the e-mail address and the mobile number before storing them', async () => {
    const cases: Array<[string, string]> = [
      ['+966 (50) 123-4567', '966501234567'],
      ['٩٦٦٥٠١٢٣٤٥٦٧', '966501234567'],
      ['۰۵۰۱۲۳۴۵۶۷', '0501234567'],
      ['1234567', '1234567'],
      ['123456789012345', '123456789012345'],
    ];
    for (const [mobile, stored] of cases) {
      const { status } = await server.request('/contact', {
        body: message({ mobile, email: '  Mixed.Case@Example.TEST ' }),
      });
      expect(status, mobile).toBe(200);
      expect(await latestMessage()).toMatchObject({ mobile: stored, email: 'mixed.case@example.test' });
    }
  });

  it('stores text as text, trimmed, at the limits of every field', async () => {
    const sent = message({
      name: `  ${'n'.repeat(100)}  `,
      subject: 's'.repeat(150),
      content: `<p>${'c'.repeat(4993)}</p>`,
    });
    const { status } = await server.request('/contact', { body: sent });
    expect(status).toBe(200);
    expect(await latestMessage()).toMatchObject({
      name: 'n'.repeat(100),
      subject: 's'.repeat(150),
      content: sent.content,
    });
    const tiny = await server.request('/contact', {
      body: message({ name: 'A', subject: 'S', content: 'C' }),
    });
    expect(tiny.status).toBe(200);
  });

  describe('validation', () => {
    const tooLong = (max: number) => ['validation.too_long', { max }] as const;
    const cases: Array<[string, unknown, string, Record<string, number>?]> = [
      ['name', undefined, 'validation.required'],
      ['name', '', 'validation.required'],
      ['name', '   ', 'validation.required'],
      ['name', 'n'.repeat(101), ...tooLong(100)],
      ['name', 42, 'validation.invalid'],
      ['email', undefined, 'validation.required'],
      ['email', '', 'validation.required'],
      ['email', 'not-an-address', 'validation.email'],
      ['email', 'sara@', 'validation.email'],
      ['email', '@example.test', 'validation.email'],
      ['email', `${'a'.repeat(250)}@example.test`, ...tooLong(254)],
      ['email', ['sara@example.test'], 'validation.invalid'],
      ['mobile', undefined, 'validation.required'],
      ['mobile', '', 'validation.required'],
      ['mobile', '123456', 'validation.mobile_too_short'],
      ['mobile', '1234567890123456', 'validation.mobile_too_long'],
      ['mobile', 'call me', 'validation.mobile_letters'],
      ['mobile', '+(12) 34-5', 'validation.mobile_too_short'],
      ['mobile', '0501234567 ext', 'validation.mobile_letters'],
      ['subject', undefined, 'validation.required'],
      ['subject', ' ', 'validation.required'],
      ['subject', 's'.repeat(151), ...tooLong(150)],
      ['content', undefined, 'validation.required'],
      ['content', '\n\n', 'validation.required'],
      ['content', 'c'.repeat(5001), ...tooLong(5000)],
      ['content', null, 'validation.required'],
    ];

    it.each(cases)(
      'refuses %s = %j with its field message in ar and en, storing nothing',
      async (field, value, key, params) => {
        const before = await countRows(server.db, 'contact_messages');
        const body: Record<string, unknown> = message();
        if (value === undefined) delete body[field];
        else body[field] = value;
        for (const lang of LANGS) {
          const answer = await server.request('/contact', { body, lang });
          const expected = { [field]: [translate(lang, key as never, params)] };
          expectFailure(answer, 422, expected, expected[field]![0]);
        }
        expect(await countRows(server.db, 'contact_messages')).toBe(before);
      },
    );

    it('reports every failing field at once, in request order, the message repeating the first', async () => {
      const before = await countRows(server.db, 'contact_messages');
      const { status, body } = await server.request('/contact', {
        body: { email: 'x', mobile: '12', subject: '', content: 'c'.repeat(5001) },
        lang: 'en',
      });
      expect(status).toBe(422);
      expect(body.errors).toEqual({
        name: ['This field is required.'],
        email: ['Please enter a valid e-mail address.'],
        mobile: [
          'This mobile number is too short: please enter at least 7 digits, with the country or area code.',
        ],
        subject: ['This field is required.'],
        content: ['Please enter no more than 5000 characters.'],
      });
      expect(body.result.errors).toEqual(body.errors);
      expect(body.message).toBe('This field is required.');
      expect(await countRows(server.db, 'contact_messages')).toBe(before);
    });

    it('names every field when the body is missing or empty', async () => {
      for (const raw of [undefined, '', '   ']) {
        const answer = await server.request('/contact', {
          method: 'POST',
          raw: raw === undefined ? undefined : { data: raw, contentType: 'application/json' },
          lang: 'en',
        });
        expect(answer.status).toBe(422);
        expect(Object.keys(answer.body.errors)).toEqual(['name', 'email', 'mobile', 'subject', 'content']);
        expect(answer.body.message).toBe('This field is required.');
      }
    });

    it('writes no e-mail for a refused message', async () => {
      const before = await countRows(server.db, 'email_outbox');
      await server.request('/contact', { body: message({ email: 'broken' }) });
      await server.request('/contact', { raw: { data: '{"name":', contentType: 'application/json' } });
      expect(await countRows(server.db, 'email_outbox')).toBe(before);
    });
  });
});

describe('POST /contact rate limit (§1.12)', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMITS_ENABLED: 'true', TRUST_PROXY: 'true' });
  });
  afterAll(() => limited.close());

  const send = (body: object, ip?: string, lang?: string) =>
    limited.request('/contact', { body, lang, headers: ip ? { 'x-forwarded-for': ip } : {} });

  /** Limited for the rest of the hour-long window, which has only just begun. */
  function expectLimited(answer: Awaited<ReturnType<typeof send>>, lang: Lang) {
    expect(expectRateLimited(answer, 3600, lang)).toBeGreaterThan(3500);
  }

  it('allows 5 messages an hour from one IP and answers the 6th with 429 and Retry-After', async () => {
    const before = await countRows(limited.db, 'contact_messages');
    for (let i = 0; i < 5; i++) {
      const answer = await send(message());
      expect(answer.status, `message ${i + 1}`).toBe(200);
    }
    expectLimited(await send(message(), undefined, 'en'), 'en');
    expectLimited(await send(message()), 'ar');
    expect(await countRows(limited.db, 'contact_messages')).toBe(before + 5);
    // Another address is counted separately.
    expect((await send(message(), '198.51.100.7')).status).toBe(200);
  });

  it('counts attempts that fail validation too', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < 3; i++) {
      expect((await send(message({ mobile: '12' }), ip)).status).toBe(422);
    }
    expect((await send({}, ip)).status).toBe(422);
    expect((await send(message(), ip)).status).toBe(200);
    expectLimited(await send(message(), ip, 'en'), 'en');
    const email = 'invalid-attempts@example.test';
    for (let i = 0; i < 5; i++) {
      expect((await send(message({ email, content: '' }), `192.0.2.${60 + i}`)).status).toBe(422);
    }
    expectLimited(await send(message({ email }), '192.0.2.70', 'ar'), 'ar');
  });

  it('allows 5 messages an hour per e-mail address, whatever the IP and the spelling', async () => {
    const spellings = [
      'limit@example.test',
      'LIMIT@example.test',
      ' limit@Example.Test ',
      'limit@example.test',
      'Limit@Example.test',
    ];
    for (const [i, email] of spellings.entries()) {
      const answer = await send(message({ email }), `203.0.113.${i + 1}`);
      expect(answer.status, email).toBe(200);
    }
    expectLimited(await send(message({ email: 'limit@EXAMPLE.test' }), '203.0.113.99', 'en'), 'en');
    expect((await send(message({ email: 'other@example.test' }), '203.0.113.100')).status).toBe(200);
  });
});
