// Uploads through the API, served at their /uploads addresses over real HTTP, from each kind of
// storage: this machine's disk, and an S3-compatible bucket (s3rver, started here).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDocuments } from '../db/schema.ts';
import { createCampaign } from '../seed/factories.ts';
import { signedInUser, t } from '../test/expectations.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';
import { type ObjectStorage, startObjectStorage } from '../test/object-storage.ts';
import { pdfkitPdf } from '../test/pdfs.ts';
import { localFolders } from './local-storage.ts';

let bucket: ObjectStorage;
beforeAll(async () => {
  bucket = await startObjectStorage();
});
afterAll(() => bucket?.close());

const KINDS = {
  /** What the disk holds at a public path: the file under DATA_DIR/uploads. */
  'the local disk': {
    env: () => ({}),
    stored: (server: TestServer, relative: string) =>
      readFile(path.join(localFolders(server.ctx.config.dataDir).uploads, relative)).catch(() => null),
  },
  /** What the bucket holds at a public path, read with a client of its own. */
  'an S3-compatible bucket': {
    env: () => bucket.env('site'),
    stored: (_server: TestServer, relative: string) => bucket.object(`site/public/${relative}`),
  },
};

const NEWS: Array<[string, string]> = [
  ['title:ar', 'وصلت السلال الغذائية إلى الأسر'],
  ['title:en', 'The food baskets reached the families'],
  ['content:ar', '<p>وزّعنا مئتين وخمسين سلة.</p>'],
  ['content:en', '<p>We handed out 250 baskets.</p>'],
];

describe.each(Object.keys(KINDS) as Array<keyof typeof KINDS>)('uploads kept on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(KINDS[kind].env(), undefined, { overHttp: true });
  });
  afterAll(() => server?.close());
  const stored = (relative: string) => KINDS[kind].stored(server, relative);
  const served = (address: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${address}`, { headers });

  it('stores a news picture with its copies, each served at its URL with its type and kept for good', async () => {
    const charity = await signedInUser(server, { userType: 'charity' });
    const campaign = await createCampaign(server.db, { charityId: charity.user.id });
    const photo = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#3E7E41' } })
      .jpeg()
      .toBuffer();
    const posted = await server.request(`/charity/campaigns/${campaign.id}/updates`, {
      token: charity.token,
      raw: multipart([...NEWS, ['image', { data: photo, filename: 'news.jpg', type: 'image/jpeg' }]]),
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const image = new URL(posted.body.result.image as string);
    const largest = /^\/uploads\/(updates\/[0-9a-f]{24})-1200w\.webp$/.exec(image.pathname);
    expect(largest, image.pathname).not.toBeNull();
    const copies = ['480w', '960w', '1200w'].map((width) => `${largest![1]}-${width}.webp`);

    for (const relative of copies) {
      const bytes = await stored(relative);
      expect(bytes, relative).not.toBeNull();
      const answer = await served(`/uploads/${relative}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(answer.headers.get('content-length')).toBe(String(bytes!.length));
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await answer.arrayBuffer()).equals(bytes!)).toBe(true);
      const head = await fetch(`${server.url}/uploads/${relative}`, { method: 'HEAD' });
      expect([head.status, head.headers.get('content-length')]).toEqual([200, String(bytes!.length)]);
      // A browser asking again with the tag it was given is told nothing changed.
      const again = await served(`/uploads/${relative}`, { 'if-none-match': answer.headers.get('etag')! });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
    expect(
      (await sharp(Buffer.from(await (await served(image.pathname)).arrayBuffer())).metadata()).width,
    ).toBe(1200);
  });

  it('answers a missing file, and any path that would leave the public files, with the site’s 404', async () => {
    const charity = await signedInUser(server, { userType: 'charity' });
    const pdf = await pdfkitPdf();
    const saved = await server.request('/edit/profile', {
      token: charity.token,
      raw: multipart([['file[]', { data: pdf, filename: 'licence.pdf', type: 'application/pdf' }]]),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [document] = await server.db
      .select()
      .from(userDocuments)
      .where(eq(userDocuments.userId, charity.user.id));
    expect(document!.path).toMatch(/^documents\/[0-9a-f]{24}\.pdf$/);
    // The document itself is the owner's, through the API.
    const download = await fetch(`${server.url}/api/v1/documents/${document!.id}`, {
      headers: { authorization: `Bearer ${charity.token}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    const escaped = encodeURIComponent(`../private/${document!.path}`);
    for (const address of [
      '/uploads/photos/000000000000000000000000.webp',
      '/uploads/photos',
      '/uploads/',
      `/uploads/${document!.path}`,
      `/uploads/${escaped}`,
      `/uploads/%2e%2e/private/${document!.path}`,
      `/uploads/photos/..%2F..%2Fprivate/${document!.path}`,
      `/uploads/photos/${'a'.repeat(2000)}.webp`,
      '/uploads/photos/%01.webp',
    ]) {
      const answer = await served(address, { lang: 'en' });
      expect(answer.status, address).toBe(404);
      expect(((await answer.json()) as { message: string }).message, address).toBe(
        t('en', 'errors.not_found'),
      );
    }
  });
});
