// Contract §2: POST /edit/profile, as JSON and as multipart, over HTTP against the real database.
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { userDocuments } from '../../db/schema.ts';
import { countRows, createUser } from '../../seed/factories.ts';
import { localFolders } from '../../storage/local-storage.ts';
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
  PASSWORD,
  PHOTO_URL,
  type SmtpServer,
  signedInUser,
  signIn,
  t,
  useMailServers,
  userRow,
} from '../../test/expectations.ts';
import type { TestServer } from '../../test/harness.ts';
import { multipart as form, type Part } from '../../test/multipart.ts';
import { outboxFor } from '../../test/outbox.ts';
import { pdfkitPdf } from '../../test/pdfs.ts';

const UPLOADS = 'http://localhost:3000/uploads/';

let server: TestServer;
let mailServer: TestServer;
let smtp: SmtpServer;
let png: Buffer;
let pdf: Buffer;

// A data folder of its own: the run's shared one takes other files' uploads while these tests
// compare the stored documents before and after.
useMailServers(
  (started) => {
    ({ server, mailServer, smtp } = started);
  },
  { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ataa-profile-')) },
);
beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3E7E41' } })
    .png()
    .toBuffer();
  pdf = await pdfkitPdf();
});

/** `count` PDF documents sent as file[] parts, named doc0.pdf onwards. */
function pdfDocuments(count: number) {
  return Array.from({ length: count }, (_, i): [string, Part] => [
    'file[]',
    { data: pdf, filename: `doc${i}.pdf`, type: 'application/pdf' },
  ]);
}

/** The stored photos, by their path under the uploads folder. */
async function photoFiles() {
  const names = await readdir(path.join(localFolders(server.ctx.config.dataDir).uploads, 'photos')).catch(
    () => [],
  );
  return names.map((name) => `photos/${name}`);
}

/** The names of the stored charity documents (private files). */
const documentFiles = () =>
  readdir(path.join(localFolders(server.ctx.config.dataDir).private, 'documents')).catch(() => []);

const photoOf = (answer: { body: { result: { photo: string } } }) =>
  answer.body.result.photo.slice(UPLOADS.length);

function editMultipart(target: TestServer, token: string, entries: Array<[string, Part]>, lang?: Lang) {
  return target.request('/edit/profile', { token, raw: form(entries), lang });
}

describe('POST /edit/profile: access and JSON', () => {
  it('answers 401 to anonymous callers, for JSON and multipart alike', async () => {
    for (const token of [undefined, 'null', 'undefined', 'junk']) {
      const json = await server.request('/edit/profile', { token, body: { first_name: 'X' }, lang: 'en' });
      expectFailure(json, 401, {}, t('en', 'errors.unauthenticated'));
      const multipart = await server.request('/edit/profile', {
        token,
        raw: form([['photo', { data: png, filename: 'me.png', type: 'image/png' }]]),
        lang: 'en',
      });
      expectFailure(multipart, 401, {}, t('en', 'errors.unauthenticated'));
    }
  });

  it('updates a donor from JSON and ignores what it does not own', async () => {
    const { user, token } = await signedInUser(server, { locale: 'ar' });
    const countries = (await server.request('/countries', { lang: 'en' })).body.result.data;
    const kuwait = countries.find((c: { mob_code: string }) => c.mob_code === '965');
    const answer = await server.request('/edit/profile', {
      token,
      lang: 'en',
      body: {
        first_name: '  Huda ',
        last_name: 'Saleh',
        mobile: '+965 ٥٥٥٠ ١٢٣٤',
        country_id: String(kuwait.id),
        // Not the donor's to set (§1.13):
        id: 1,
        user_type: 'admin',
        email_verified_at: null,
        approval_status: 'approved',
        'charity_name:ar': 'جمعية',
        photo: 'https://evil.example/x.png',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: true,
      message: t('en', 'auth.profile_updated'),
      result: expect.any(Object),
    });
    expect(answer.body).not.toHaveProperty('errorCode');
    expect(answer.body.result).toEqual({
      id: user.id,
      user_type: 'dooner',
      name: 'Huda Saleh',
      first_name: 'Huda',
      last_name: 'Saleh',
      charity_name: null,
      email: user.email,
      mobile: '96555501234',
      country_id: kuwait.id,
      country: kuwait,
      photo: null,
      image: null,
      email_verified_at: expect.stringMatching(ISO_DATETIME),
      approval_status: null,
      rejection_reason: null,
      created_at: expect.stringMatching(ISO_DATETIME),
    });
    const row = await userRow(server, user.id);
    expect(row).toMatchObject({ userType: 'dooner', charityNameAr: null, locale: 'en', photoPath: null });
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);

    // A partial update leaves the rest alone.
    const partial = await server.request('/edit/profile', { token, body: { last_name: 'Nasser' } });
    expect(partial.body.result).toMatchObject({
      first_name: 'Huda',
      last_name: 'Nasser',
      mobile: '96555501234',
    });
  });

  it('updates a charity name per language and ignores donor fields', async () => {
    const { user, token } = await signedInUser(server, { userType: 'charity' });
    const answer = await server.request('/edit/profile', {
      token,
      lang: 'ar',
      body: { 'charity_name:ar': 'جمعية الخير', first_name: 'Ignored' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      name: 'جمعية الخير',
      charity_name: 'جمعية الخير',
      first_name: null,
      charity_name_translations: [
        { locale: 'ar', charity_name: 'جمعية الخير' },
        { locale: 'en', charity_name: user.charityNameEn },
      ],
      documents: [],
    });
    expect((await userRow(server, user.id)).firstName).toBeNull();
  });

  it('lets the admin edit its name', async () => {
    const { token } = await signedInUser(server, { userType: 'admin' });
    const answer = await server.request('/edit/profile', { token, body: { first_name: 'Root' } });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ user_type: 'admin', first_name: 'Root' });
  });

  it('validates each field, in both languages, and changes nothing', async () => {
    const user = await createUser(server.db);
    const charity = await createUser(server.db, { userType: 'charity' });
    const donorToken = await signIn(server, user.email);
    const charityToken = await signIn(server, charity.email);
    const cases: Array<{
      token: string;
      body: Record<string, unknown>;
      errors: ExpectedError[];
    }> = [
      { token: donorToken, body: { first_name: '' }, errors: [['first_name', 'validation.required']] },
      {
        token: donorToken,
        body: { first_name: 'x'.repeat(101) },
        errors: [['first_name', 'validation.too_long', { max: 100 }]],
      },
      { token: donorToken, body: { last_name: 42 }, errors: [['last_name', 'validation.invalid']] },
      { token: donorToken, body: { email: 'not-an-email' }, errors: [['email', 'validation.email']] },
      { token: donorToken, body: { mobile: '123' }, errors: [['mobile', 'validation.mobile_too_short']] },
      { token: donorToken, body: { country_id: 'abc' }, errors: [['country_id', 'validation.invalid']] },
      {
        token: donorToken,
        body: { country_id: 999_999 },
        errors: [['country_id', 'validation.not_found_ref']],
      },
      {
        token: charityToken,
        body: { 'charity_name:ar': 'ب', 'charity_name:en': 'y'.repeat(151) },
        errors: [
          ['charity_name:ar', 'validation.too_short', { min: 2 }],
          ['charity_name:en', 'validation.too_long', { max: 150 }],
        ],
      },
    ];
    for (const { token, body, errors } of cases) {
      for (const lang of LANGS) {
        const answer = await server.request('/edit/profile', {
          token,
          body: { ...body, first_name: body.first_name ?? 'Changed' },
          lang,
        });
        expectFailure(answer, 422, fieldErrors(lang, errors));
      }
    }
    expect(await userRow(server, user.id)).toEqual(user);
    expect(await userRow(server, charity.id)).toEqual(charity);

    const malformed = await server.request('/edit/profile', {
      token: donorToken,
      raw: { data: '{"first_name": "A"', contentType: 'application/json' },
      lang: 'en',
    });
    expectMalformedJson(malformed, 'en');
  });

  it("refuses another account's e-mail or mobile, all fields at once; its own are fine", async () => {
    const { user, token } = await signedInUser(server);
    for (const lang of LANGS) {
      expectFailure(
        await server.request('/edit/profile', { token, body: { email: 'Donor2@ATAA.example' }, lang }),
        422,
        {
          email: [t(lang, 'validation.email_taken')],
        },
      );
      expectFailure(
        await server.request('/edit/profile', { token, body: { mobile: '+971 55 832 0941' }, lang }),
        422,
        {
          mobile: [t(lang, 'validation.mobile_taken')],
        },
      );
    }
    expectFailure(
      await server.request('/edit/profile', {
        token,
        body: { email: 'noor@ataa.example', mobile: '966541907362', country_id: 999_999 },
        lang: 'en',
      }),
      422,
      {
        email: [t('en', 'validation.email_taken')],
        mobile: [t('en', 'validation.mobile_taken')],
        country_id: [t('en', 'validation.not_found_ref')],
      },
    );
    expect(await userRow(server, user.id)).toEqual(user);

    // Sending its own address (in another case) and number is no change at all.
    const same = await server.request('/edit/profile', {
      token,
      body: { email: user.email.toUpperCase(), mobile: user.mobile },
    });
    expect(same.status).toBe(200);
    expect(same.body).not.toHaveProperty('errorCode');
    expect(same.body.result.email_verified_at).toMatch(ISO_DATETIME);
    const mails = await outboxFor(server.db, user.email);
    expect(mails).toHaveLength(0);
  });

  it('lets one of two accounts racing for the same new address win; the other gets errors.email', async () => {
    const [a, b] = [await createUser(server.db), await createUser(server.db)];
    const tokens = [await signIn(server, a.email), await signIn(server, b.email)];
    const email = `wanted.${a.id}@example.test`;
    const before = await photoFiles();
    // A photo widens the window between the uniqueness check and the write (it is re-encoded in between).
    const answers = await Promise.all(
      tokens.map((token) =>
        editMultipart(
          server,
          token,
          [
            ['email', email],
            ['photo', { data: png, filename: 'me.png', type: 'image/png' }],
          ],
          'en',
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expectFailure(answers.find((answer) => answer.status === 422)!, 422, {
      email: [t('en', 'validation.email_taken')],
    });
    // The loser's photo was saved before its update failed, and is removed with it.
    const added = (await photoFiles()).filter((file) => !before.includes(file));
    expect(added).toEqual([photoOf(answers.find((answer) => answer.status === 200)!)]);
  });

  it('a new e-mail clears verification, answers errorCode 301 and mails a code to the new address', async () => {
    const { user, token } = await signedInUser(mailServer, { locale: 'ar' });
    const email = `moved.${user.id}@example.test`;
    const answer = await mailServer.request('/edit/profile', {
      token,
      body: { email: ` ${email.toUpperCase()} ` },
      lang: 'en',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.errorCode).toBe(301);
    expect(answer.body.result).toMatchObject({ email, email_verified_at: null });
    expect(answer.body.result).not.toHaveProperty('verification_code');

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe(t('en', 'mail.verify_subject'));
    const verified = await mailServer.request('/verify-email', {
      token,
      body: { verification_code: codeIn(mail.text) },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).not.toHaveProperty('errorCode');

    // The account now signs in with the new address only.
    await signIn(mailServer, email);
    expect(
      (await mailServer.request('/login', { body: { account: user.email, password: PASSWORD } })).status,
    ).toBe(422);
  });

  it('without SMTP, a new e-mail leaves the code in the outbox for the new address', async () => {
    const { user, token } = await signedInUser(server);
    const email = `outbox.${user.id}@example.test`;
    const answer = await server.request('/edit/profile', { token, body: { email } });
    expect(answer.body.errorCode).toBe(301);
    const mails = await outboxFor(server.db, email);
    expect(mails).toHaveLength(1);
    expect(codeIn(mails[0]!.text)).toMatch(CODE);
  });
});

describe('POST /edit/profile: multipart', () => {
  it('ignores "", "undefined", "null" and "[object Object]" values and a photo sent as a URL string', async () => {
    const { user, token } = await signedInUser(server, {
      firstName: 'Keep',
      lastName: 'Me',
      photoPath: 'photos/old.webp',
    });
    const answer = await editMultipart(server, token, [
      ['first_name', 'undefined'],
      ['last_name', 'null'],
      ['email', ''],
      ['mobile', '[object Object]'],
      ['country_id', 'undefined'],
      ['photo', `${UPLOADS}photos/old.webp`],
      ['user', '[object Object]'],
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toMatchObject({
      first_name: 'Keep',
      last_name: 'Me',
      email: user.email,
      mobile: user.mobile,
      photo: `${UPLOADS}photos/old.webp`,
    });
    const renamed = await editMultipart(server, token, [
      ['first_name', 'Nadia'],
      ['last_name', 'undefined'],
    ]);
    expect(renamed.body.result).toMatchObject({ first_name: 'Nadia', last_name: 'Me' });
  });

  it('stores a PNG photo as WebP and answers its absolute URL in photo and image', async () => {
    const { token } = await signedInUser(server);
    const answer = await editMultipart(server, token, [
      ['photo', { data: png, filename: 'me.png', type: 'image/png' }],
      ['first_name', 'Pictured'],
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { photo, image, first_name } = answer.body.result;
    expect(first_name).toBe('Pictured');
    expect(photo).toMatch(PHOTO_URL);
    expect(image).toBe(photo);

    const relative = photo.slice(UPLOADS.length);
    const stored = await readFile(path.join(localFolders(server.ctx.config.dataDir).uploads, relative));
    expect(stored.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });

    const served = await fetch(`${server.url}/uploads/${relative}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // A new photo gets a new name, so the old address may be cached for good.
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await server.request('/me', { token })).body.result.photo).toBe(photo);
  });

  it('removes the photo a new one replaces from disk', async () => {
    const { token } = await signedInUser(server);
    const photo = () =>
      editMultipart(server, token, [['photo', { data: png, filename: 'me.png', type: 'image/png' }]]);
    const first = photoOf(await photo());
    const second = photoOf(await photo());
    expect(second).not.toBe(first);
    const files = await photoFiles();
    expect(files).toContain(second);
    expect(files).not.toContain(first);
  });

  it('rejects a text file named .png on photo, an oversized photo, and changes nothing', async () => {
    const { user, token } = await signedInUser(server);
    const text = Buffer.from('this is not an image, whatever its name says');
    for (const lang of LANGS) {
      const answer = await editMultipart(
        server,
        token,
        [
          ['first_name', 'Changed'],
          ['photo', { data: text, filename: 'me.png', type: 'image/png' }],
        ],
        lang,
      );
      expectFailure(answer, 422, { photo: [t(lang, 'validation.file_type')] });
    }
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await editMultipart(
      server,
      token,
      [['photo', { data: big, filename: 'big.png', type: 'image/png' }]],
      'en',
    );
    expectFailure(tooBig, 422, { photo: [t('en', 'validation.file_size')] });
    const pdfPhoto = await editMultipart(server, token, [['photo', { data: pdf, filename: 'me.pdf' }]], 'en');
    expectFailure(pdfPhoto, 422, { photo: [t('en', 'validation.file_type')] });
    expect(await userRow(server, user.id)).toEqual(user);
  });

  it('appends charity documents sent as file[] (PDF and images)', async () => {
    const { token } = await signedInUser(server, { userType: 'charity' });
    const first = await editMultipart(server, token, [
      ['file[]', { data: pdf, filename: 'licence.pdf', type: 'application/pdf' }],
      ['file[]', { data: pdf, filename: 'register.pdf', type: 'application/pdf' }],
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const documentUrl = (id: number) => `http://localhost:3000/api/v1/documents/${id}`;
    const [licence, register] = first.body.result.documents;
    expect(first.body.result.documents).toEqual([
      { id: expect.any(Number), name: 'licence.pdf', url: documentUrl(licence.id) },
      { id: expect.any(Number), name: 'register.pdf', url: documentUrl(register.id) },
    ]);
    // Documents are private: the owner downloads them through the API, as attachments, uncached.
    const download = await fetch(`${server.url}/api/v1/documents/${licence.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    // Unlike public pictures, a private document is never loadable by another origin.
    expect(download.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    // Nobody else can: anonymous callers get 401; another charity or a donor gets 404, as for no document.
    expect((await server.request(`/documents/${licence.id}`)).status).toBe(401);
    for (const userType of ['charity', 'dooner'] as const) {
      const other = await signedInUser(server, { userType });
      expect((await server.request(`/documents/${licence.id}`, { token: other.token })).status).toBe(404);
    }
    const admin = await signedInUser(server, { userType: 'admin' });
    expect((await server.request(`/documents/${licence.id}`, { token: admin.token })).status).toBe(200);

    const second = await editMultipart(server, token, [
      ['file[]', { data: png, filename: 'scan.png', type: 'image/png' }],
    ]);
    expect(second.status).toBe(200);
    expect(second.body.result.documents.map((d: { name: string }) => d.name)).toEqual([
      'licence.pdf',
      'register.pdf',
      'scan.png',
    ]);
    const scan = await fetch(
      second.body.result.documents[2].url.replace('http://localhost:3000', server.url),
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(scan.headers.get('content-type')).toBe('image/webp');
    // The approved charity stays approved.
    expect(second.body.result.approval_status).toBe('approved');
    expect(second.body).not.toHaveProperty('errorCode');
    const me = await server.request('/me', { token });
    expect(me.body.result.documents).toEqual(second.body.result.documents);
  });

  it('refuses more than 5 documents, or one of the wrong type, and writes none', async () => {
    const { token } = await signedInUser(server, { userType: 'charity' });
    const before = await countRows(server.db, 'user_documents');
    const six = pdfDocuments(6);
    for (const lang of LANGS) {
      expectFailure(await editMultipart(server, token, six, lang), 422, {
        'file.5': [t(lang, 'validation.file_count')],
      });
      const mixed = await editMultipart(
        server,
        token,
        [
          ['file[]', { data: pdf, filename: 'ok.pdf', type: 'application/pdf' }],
          ['file[]', { data: Buffer.from('plain text'), filename: 'bad.pdf', type: 'application/pdf' }],
        ],
        lang,
      );
      expectFailure(mixed, 422, { 'file.1': [t(lang, 'validation.file_type')] });
    }
    // Past the multipart parser's own cap of 15 files, the error names the file where reading stopped.
    const sixteen = pdfDocuments(16);
    expectFailure(await editMultipart(server, token, sixteen, 'en'), 422, {
      'file.15': [t('en', 'validation.file_count')],
    });
    expect(await countRows(server.db, 'user_documents')).toBe(before);
    const five = await editMultipart(server, token, six.slice(0, 5));
    expect(five.status).toBe(200);
    expect(five.body.result.documents).toHaveLength(5);
  });

  it('refuses a file that starts with %PDF but holds HTML, and stores nothing', async () => {
    const { user, token } = await signedInUser(server, { userType: 'charity' });
    const html = Buffer.from(
      '%PDF-1.4\n<!doctype html><html><body><script>alert(1)</script></body></html>\n',
    );
    const rowsBefore = await countRows(server.db, 'user_documents');
    const filesBefore = await documentFiles();
    for (const lang of LANGS) {
      const answer = await editMultipart(
        server,
        token,
        [
          ['file[]', { data: pdf, filename: 'licence.pdf', type: 'application/pdf' }],
          ['file[]', { data: html, filename: 'register.pdf', type: 'application/pdf' }],
        ],
        lang,
      );
      expectFailure(answer, 422, { 'file.1': [t(lang, 'validation.file_type')] });
    }
    expect(await countRows(server.db, 'user_documents')).toBe(rowsBefore);
    expect(await documentFiles()).toEqual(filesBefore);
    expect(await userRow(server, user.id)).toEqual(user);
  });

  it('ignores documents from a donor', async () => {
    const { user, token } = await signedInUser(server);
    const answer = await editMultipart(server, token, [
      ['file[]', { data: pdf, filename: 'licence.pdf', type: 'application/pdf' }],
      ['last_name', 'Docless'],
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.result).not.toHaveProperty('documents');
    const rows = await server.db.select().from(userDocuments).where(eq(userDocuments.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('puts a rejected charity back to pending when it uploads documents, not otherwise', async () => {
    const { user, token } = await signedInUser(server, {
      userType: 'charity',
      approvalStatus: 'rejected',
      rejectionReason: 'Missing licence.',
    });
    const renamed = await server.request('/edit/profile', {
      token,
      body: { 'charity_name:en': 'Renamed Society' },
    });
    expect(renamed.body.result.approval_status).toBe('rejected');
    expect(renamed.body.errorCode).toBe(302);

    const answer = await editMultipart(server, token, [
      ['file[]', { data: pdf, filename: 'licence.pdf', type: 'application/pdf' }],
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.errorCode).toBe(302);
    expect(answer.body.result).toMatchObject({ approval_status: 'pending', documents: [expect.any(Object)] });
    expect((await userRow(server, user.id)).approvalStatus).toBe('pending');
  });
});
