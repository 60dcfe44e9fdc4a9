// The storage's promises, held by both of its kinds: this machine's disk and an S3-compatible
// bucket (a real one, s3rver, started here).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ObjectStorage, startObjectStorage } from '../test/object-storage.ts';
import { runServerUntilExit } from '../test/processes.ts';
import { createLocalStorage } from './local-storage.ts';
import { bucketProblem, createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

const base = mkdtempSync(path.join(tmpdir(), 'ataa-storage-'));
const origin = () => 'https://ataa.test';
let bucket: ObjectStorage;
beforeAll(async () => {
  bucket = await startObjectStorage();
});
afterAll(async () => {
  await bucket?.close();
  rmSync(base, { recursive: true, force: true });
});

const KINDS: Record<string, () => Storage> = {
  'the local disk': () => createLocalStorage(base, origin),
  'an S3-compatible bucket': () => createS3Storage(bucket.settings('site'), origin),
};

/** A public file's bytes as the server would send them, or null. */
async function publicText(storage: Storage, relativePath: string) {
  const file = await storage.openPublic(relativePath);
  return file ? text(file.body as Readable) : null;
}

const HOSTILE = [
  '../private/documents/x.pdf',
  'photos/../../private/x.pdf',
  '/etc/passwd',
  'photos//x.webp',
  './photos/x.webp',
  'photos/..\\..\\x.webp',
  'photos/x\0.webp',
  'photos/.hidden',
  'photos/x\u0001.webp',
  `photos/${'a'.repeat(2000)}.webp`,
  '',
];

describe.each(Object.keys(KINDS))('storage on %s', (kind) => {
  let storage: Storage;
  beforeAll(() => {
    storage = KINDS[kind]!();
  });

  it('saves a public file under a new random name, opened with its type, size and tag, at an absolute URL', async () => {
    const first = await storage.save('photos', 'webp', Buffer.from('a picture'));
    const second = await storage.save('photos', 'webp', Buffer.from('a picture'));
    expect(first).toMatch(/^photos\/[0-9a-f]{24}\.webp$/);
    expect(second).not.toBe(first);
    expect(storage.url(first)).toBe(`https://ataa.test/uploads/${first}`);

    const file = await storage.openPublic(first);
    expect(file).toMatchObject({ size: 9, contentType: 'image/webp' });
    expect(file!.etag).toMatch(/^(W\/)?".+"$/);
    expect(file!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await text(file!.body)).toBe('a picture');
    const icon = await storage.save('socials', 'png', Buffer.from('an icon'));
    const opened = await storage.openPublic(icon);
    opened!.body.destroy();
    expect(opened!.contentType).toBe('image/png');
  });

  it('saves a group under one name, each with its suffix, in the order given', async () => {
    const paths = await storage.saveGroup('campaigns', [
      { suffix: '-480w.webp', data: Buffer.from('narrow') },
      { suffix: '-960w.webp', data: Buffer.from('wide') },
    ]);
    const [narrow, wide] = paths as [string, string];
    const name = /^campaigns\/([0-9a-f]{24})-480w\.webp$/.exec(narrow)?.[1];
    expect(name).toBeDefined();
    expect(wide).toBe(`campaigns/${name}-960w.webp`);
    expect(await publicText(storage, narrow)).toBe('narrow');
    expect(await publicText(storage, wide)).toBe('wide');
  });

  it('deletes a public file and a private one, and a file already gone is no error', async () => {
    const image = await storage.save('photos', 'webp', Buffer.from('image'));
    const document = await storage.savePrivate('documents', 'pdf', Buffer.from('%PDF'));
    await storage.delete(image);
    await storage.deletePrivate(document);
    expect(await storage.openPublic(image)).toBeNull();
    await expect(storage.readPrivate(document)).rejects.toThrow();
    await expect(storage.delete(image)).resolves.toBeUndefined();
    await expect(storage.deletePrivate(document)).resolves.toBeUndefined();
  });

  it('reads a private file back, and never opens it as a public one', async () => {
    const document = await storage.savePrivate('documents', 'pdf', Buffer.from('%PDF-1.7 private'));
    expect(document).toMatch(/^documents\/[0-9a-f]{24}\.pdf$/);
    expect((await storage.readPrivate(document)).toString()).toBe('%PDF-1.7 private');
    expect(await storage.openPublic(document)).toBeNull();
    expect(await storage.openPublic(`../private/${document}`)).toBeNull();
  });

  it('answers a missing file: no public file, a refused private read', async () => {
    expect(await storage.openPublic('photos/000000000000000000000000.webp')).toBeNull();
    await storage.save('folders', 'webp', Buffer.from('x'));
    expect(await storage.openPublic('folders')).toBeNull();
    await expect(storage.readPrivate('documents/000000000000000000000000.pdf')).rejects.toThrow();
  });

  it('refuses every path that could leave its folder, or its part of the bucket', async () => {
    for (const hostile of HOSTILE) {
      await expect(storage.delete(hostile), hostile).rejects.toThrow('not a stored file');
      await expect(storage.readPrivate(hostile), hostile).rejects.toThrow('not a stored file');
      await expect(storage.deletePrivate(hostile), hostile).rejects.toThrow('not a stored file');
      expect(await storage.openPublic(hostile), hostile).toBeNull();
    }
  });
});

describe('an S3-compatible bucket', () => {
  it('keeps public files under <prefix>public/ and private ones under <prefix>private/', async () => {
    const storage = createS3Storage(bucket.settings('site'), origin);
    const image = await storage.save('photos', 'webp', Buffer.from('public bytes'));
    const document = await storage.savePrivate('documents', 'pdf', Buffer.from('private bytes'));
    expect((await bucket.object(`site/public/${image}`))?.toString()).toBe('public bytes');
    expect((await bucket.object(`site/private/${document}`))?.toString()).toBe('private bytes');
    // Another prefix is another site: it sees none of these files.
    const other = createS3Storage(bucket.settings('other-site'), origin);
    expect(await other.openPublic(image)).toBeNull();
    await expect(other.readPrivate(document)).rejects.toThrow();
  });

  it('is checked at start-up: a missing bucket, wrong keys or no server stop the server with a clear line', async () => {
    expect(await bucketProblem(bucket.settings())).toBeUndefined();
    expect(await bucketProblem({ ...bucket.settings(), bucket: 'no-such-bucket' })).toBe(
      `STORAGE_URL: the bucket "no-such-bucket" at ${bucket.endpoint} does not exist`,
    );
    const wrongKey = { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-key' };
    expect(await bucketProblem({ ...bucket.settings(), credentials: wrongKey })).toMatch(
      /^STORAGE_URL: the bucket "ataa-uploads" at .* refused the credentials \(SignatureDoesNotMatch\): check AWS_ACCESS_KEY_ID/,
    );
    expect(await bucketProblem({ ...bucket.settings(), endpoint: 'http://127.0.0.1:1' })).toMatch(
      /^STORAGE_URL: the bucket "ataa-uploads" at http:\/\/127\.0\.0\.1:1 could not be reached: .*ECONNREFUSED/,
    );
  });

  it('stops the server process before it opens the database when the bucket is missing', async () => {
    const { STORAGE_URL, ...keys } = bucket.env();
    const { code, stderr } = await runServerUntilExit({
      ...keys,
      STORAGE_URL: STORAGE_URL.replace('ataa-uploads', 'no-such-bucket'),
    });
    expect(code).toBe(1);
    expect(stderr).toContain(
      `Invalid configuration:\n  STORAGE_URL: the bucket "no-such-bucket" at ${bucket.endpoint} does not exist`,
    );
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
