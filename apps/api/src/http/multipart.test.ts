import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../seed/factories.ts';
import { IMAGE_MAX_BYTES } from '../storage/uploads.ts';
import { expectFailure, fieldErrors, LANGS, signedInUser, t } from '../test/expectations.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { multipart as form } from '../test/multipart.ts';
import { keepSendingAfterRefusal } from '../test/sending-client.ts';
import { API_BODY_MAX_BYTES, CAMPAIGN_FORM_MAX_BYTES, CAMPAIGN_GALLERY_MAX } from './body-limits.ts';
import { MULTIPART_LIMITS, readForm } from './multipart.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, undefined, { overHttp: true });
});
afterAll(() => server.close());

describe('multipart bodies', () => {
  it('answers a multipart body over 20 MB with 413, reading nothing into the account', async () => {
    const { token } = await signedInUser(server, { userType: 'charity' });
    const before = await countRows(server.db, 'user_documents');
    const form = new FormData();
    // Three files of 7 MB: each under the 10 MB document limit, together over the body limit.
    for (let i = 0; i < 3; i++) {
      form.append(
        'file[]',
        new Blob([Buffer.alloc(7 * 1024 * 1024, i)], { type: 'application/pdf' }),
        `doc${i}.pdf`,
      );
    }
    const answer = await server.request('/edit/profile', { token, lang: 'en', raw: { data: form } });
    expectFailure(answer, 413, {}, t('en', 'errors.payload_too_large'));
    expect(await countRows(server.db, 'user_documents')).toBe(before);
  });

  it('reads the 413 to a client that keeps sending a body declared too large, then cuts it off within seconds', async () => {
    const { token } = await signedInUser(server, { userType: 'charity' });
    const port = Number(new URL(server.url).port);
    for (const [route, type, auth] of [
      ['/api/v1/edit/profile', 'multipart/form-data; boundary=x', `Authorization: Bearer ${token}\r\n`],
      ['/api/v1/contact', 'application/json', ''],
    ]) {
      const { answer, cutOffAfterMs } = await keepSendingAfterRefusal(
        port,
        `POST ${route} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\n${auth}Content-Length: ${40 * 1024 * 1024}\r\n\r\n`,
      );
      expect(answer, route).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer, route).toContain(JSON.stringify(t('ar', 'errors.payload_too_large')).slice(1, -1));
      expect(cutOffAfterMs, route).toBeLessThan(10_000);
    }
  });
});

describe('long text fields in multipart bodies', () => {
  const story = (content: string): Array<[string, string]> => [
    ['title:ar', 'قصة طويلة'],
    ['title:en', 'A long story'],
    ['content:ar', '<p>قصة</p>'],
    ['content:en', content],
  ];

  it('takes a rich field of 50,000 three-byte characters whole', async () => {
    const { token } = await signedInUser(server, { userType: 'admin' });
    const content = `<p>${'€'.repeat(50_000)}</p>`;
    const answer = await server.request('/admin/stories', { token, lang: 'en', raw: form(story(content)) });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(201);
    const read = await server.request(`/admin/stories/${answer.body.result.id}`, { token, lang: 'en' });
    const translation = read.body.result.translations.find(
      (each: { locale: string }) => each.locale === 'en',
    );
    expect(translation.content).toBe(content);
  });

  it('refuses, in both languages, a field longer than the parser keeps instead of taking it cut', async () => {
    const { token } = await signedInUser(server, { userType: 'admin' });
    const before = await countRows(server.db, 'stories');
    const content = `<p>${'€'.repeat(300_000)}</p>`;
    expect(Buffer.byteLength(content)).toBeGreaterThan(MULTIPART_LIMITS.fieldSize);
    for (const lang of LANGS) {
      const answer = await server.request('/admin/stories', { token, lang, raw: form(story(content)) });
      expectFailure(answer, 422, fieldErrors(lang, [['content:en', 'validation.too_long', { max: 50_000 }]]));
    }
    expect(await countRows(server.db, 'stories')).toBe(before);
  });
});

describe('body limits per route', () => {
  let bare: FastifyInstance;
  beforeAll(async () => {
    bare = Fastify({ bodyLimit: API_BODY_MAX_BYTES });
    await bare.register(multipart, { limits: MULTIPART_LIMITS });
    const countFiles = async (request: FastifyRequest) => ({
      files: (await readForm(request)).files.gallery?.length,
    });
    bare.post('/profile', countFiles);
    bare.post('/campaign', { bodyLimit: CAMPAIGN_FORM_MAX_BYTES }, countFiles);
  });
  afterAll(() => bare.close());

  /** A cover and a full gallery of the largest pictures: what a campaign's form may send. */
  const fullCampaign = () => {
    const form = new FormData();
    for (let i = 0; i <= CAMPAIGN_GALLERY_MAX; i++) {
      const name = i === 0 ? 'image' : 'gallery[]';
      form.append(name, new Blob([Buffer.alloc(IMAGE_MAX_BYTES, i)], { type: 'image/png' }), `${i}.png`);
    }
    return new Request('http://x/', { method: 'POST', body: form });
  };
  const inject = async (url: string) => {
    const request = fullCampaign();
    return bare.inject({
      method: 'POST',
      url,
      headers: Object.fromEntries(request.headers),
      payload: Buffer.from(await request.arrayBuffer()),
    });
  };

  it("takes a campaign's cover and full gallery on a route that declares the campaign's limit", async () => {
    const answer = await inject('/campaign');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ files: CAMPAIGN_GALLERY_MAX });
  });

  it('holds every other route to the 20 MB of contract §1.1', async () => {
    expect((await inject('/profile')).statusCode).toBe(413);
  });
});
