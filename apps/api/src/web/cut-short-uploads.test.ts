import net from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, categories, currencies, type users } from '../db/schema.ts';
import { createUser } from '../seed/factories.ts';
import { signIn } from '../test/expectations.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { cameraPhoto } from '../test/photos.ts';

let server: TestServer;
let charity: typeof users.$inferSelect;
let cookie: string;
let token: string;
let photo: Buffer;
/** Every answer the server began to send, with its status: none may be a 5xx. */
const statuses: Array<{ url: string; status: number }> = [];

/** Registered at the root (not in a plugin's own scope), to see the site's answers too. */
const watchAnswers = Object.assign(
  async (api: FastifyInstance) => {
    api.addHook('onSend', async (request, reply) => {
      statuses.push({ url: request.url, status: reply.statusCode });
    });
  },
  { [Symbol.for('skip-override')]: true },
);

beforeAll(async () => {
  server = await startTestServer({}, watchAnswers, { web: true });
  charity = await createUser(server.db, { userType: 'charity' });
  token = await signIn(server, charity.email);
  cookie = `ataa_session=${encodeURIComponent(token)}`;
  photo = await cameraPhoto();
});
afterAll(() => server?.close());

const campaignsOfCharity = async () =>
  (
    await server.db
      .select({ n: count() })
      .from(campaigns)
      .where(and(eq(campaigns.charityId, charity.id)))
  )[0]!.n;

/** The start-campaign form as the page posts it, with a camera photo as its cover. */
async function campaignForm(key: string) {
  const [category] = await server.db.select().from(categories).limit(1);
  const [currency] = await server.db.select().from(currencies).where(eq(currencies.code, 'USD'));
  const form = new FormData();
  const fields: Record<string, string> = {
    idempotency_key: key,
    'name:ar': 'سقيا الماء في رمضان',
    'name:en': 'Water for Ramadan',
    'short_desc:ar': '<p>آبار ومياه نظيفة</p>',
    'short_desc:en': '<p>Clean water wells</p>',
    'content:ar': '<p>نحفر الآبار</p>',
    'content:en': '<p>We dig wells</p>',
    price_target: '50000',
    category_id: String(category!.id),
    currency_id: String(currency!.id),
    status: 'published',
    schedule: 'days',
    total_days: '30',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0001.jpg');
  return form;
}

/** A form's multipart body and its type, as a browser would send them. */
async function encoded(form: FormData) {
  const request = new Request('http://form.invalid', { method: 'POST', body: form });
  return { type: request.headers.get('content-type')!, body: Buffer.from(await request.arrayBuffer()) };
}

/**
 * Sends the head and the first `fraction` of a body declared whole, then closes the connection,
 * as a browser closed mid-upload does. Resolves with whatever the server answered (nothing, as a
 * rule: there is no one left to answer).
 */
function postCutShort(path: string, headers: Record<string, string>, body: Buffer, fraction: number) {
  return new Promise<string>((resolve) => {
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (data) => {
      answer += data.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
    const head = Object.entries({ ...headers, host: new URL(server.url).host, 'content-length': body.length })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
    socket.write(body.subarray(0, Math.floor(body.length * fraction)), () => {
      setTimeout(() => socket.destroy(), 300);
    });
  });
}

/** The server still answers, and its database still works. */
async function expectStillServing() {
  const ready = await fetch(`${server.url}/readyz`);
  expect(ready.status).toBe(200);
  expect((await server.request('/charity/campaigns', { token })).status).toBe(200);
}

const serverFailures = () => statuses.filter(({ status }) => status >= 500);

describe('a form cut off mid-upload', () => {
  it.each([
    ['the start-campaign page, posted by its scripts', '/start-campaign.data'],
    ['the start-campaign page, posted without scripts', '/en/start-campaign'],
    ['the API', '/api/v1/charity/campaigns'],
  ])('creates no campaign through %s, answers no 5xx and the server goes on', async (_how, path) => {
    const before = await campaignsOfCharity();
    const { type, body } = await encoded(await campaignForm(crypto.randomUUID()));
    expect(body.length).toBeGreaterThan(2 * 1024 * 1024);
    const headers: Record<string, string> = { 'content-type': type };
    if (path.startsWith('/api/')) headers.authorization = `Bearer ${token}`;
    else headers.cookie = cookie;
    for (const fraction of [0.3, 0.97]) {
      const answer = await postCutShort(path, headers, body, fraction);
      expect(answer).not.toMatch(/^HTTP\/1\.1 5/);
    }
    // Whatever the action or the API would still have done has had its time.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await campaignsOfCharity()).toBe(before);
    expect(serverFailures()).toEqual([]);
    await expectStillServing();
  });

  it("leaves the charity's documents form (its settings page) unsaved, without a 5xx", async () => {
    const form = new FormData();
    form.append('intent', 'documents');
    form.append('documents', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'licence.jpg');
    const { type, body } = await encoded(form);
    const answer = await postCutShort(
      '/dashboard/charity/settings.data',
      { 'content-type': type, cookie },
      body,
      0.5,
    );
    expect(answer).not.toMatch(/^HTTP\/1\.1 5/);
    expect(serverFailures()).toEqual([]);
    await expectStillServing();
  });
});

describe('the start-campaign form sent twice', () => {
  it('makes one campaign when the first answer was lost (the tab closed right after sending) and the same form is sent again', async () => {
    const before = await campaignsOfCharity();
    const form = await campaignForm(crypto.randomUUID());
    const { type, body } = await encoded(form);
    const answer = await postCutShort('/start-campaign.data', { 'content-type': type, cookie }, body, 1);
    expect(answer).not.toMatch(/^HTTP\/1\.1 5/);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Sent whole, it may have been taken before the tab closed, or not at all: never half.
    expect(await campaignsOfCharity()).toBeLessThanOrEqual(before + 1);
    const again = await fetch(`${server.url}/en/start-campaign`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie },
      body: form,
    });
    expect(again.status).toBe(302);
    expect(await campaignsOfCharity()).toBe(before + 1);
    expect(serverFailures()).toEqual([]);
  });

  it('makes one campaign and gives both posts the same answer', async () => {
    const before = await campaignsOfCharity();
    const form = await campaignForm(crypto.randomUUID());
    const post = () =>
      fetch(`${server.url}/en/start-campaign`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie },
        body: form,
      });
    const first = await post();
    const second = await post();
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
    expect(first.headers.get('location')).toMatch(/^\/en\/dashboard\/charity\/campaigns\/\d+\/edit\?sent=1$/);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(await campaignsOfCharity()).toBe(before + 1);
    // A fresh form (a new key) is a new campaign.
    const third = await fetch(`${server.url}/en/start-campaign`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie },
      body: await campaignForm(crypto.randomUUID()),
    });
    expect(third.status).toBe(302);
    expect(await campaignsOfCharity()).toBe(before + 2);
    expect(serverFailures()).toEqual([]);
  });
});
