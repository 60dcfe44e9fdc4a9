import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage.ts';

const base = mkdtempSync(path.join(tmpdir(), 'ataa-storage-'));
const storage = createLocalStorage(
  path.join(base, 'uploads'),
  path.join(base, 'private'),
  () => 'https://ataa.test',
);
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('local storage', () => {
  it('deletes a public file and a private one, and a file already gone is no error', async () => {
    const image = await storage.save('photos', 'webp', Buffer.from('image'));
    const document = await storage.savePrivate('documents', 'pdf', Buffer.from('%PDF'));
    expect(existsSync(path.join(storage.root, image))).toBe(true);
    await storage.delete(image);
    await storage.deletePrivate(document);
    expect(existsSync(path.join(storage.root, image))).toBe(false);
    await expect(storage.readPrivate(document)).rejects.toThrow();
    await expect(storage.delete(image)).resolves.toBeUndefined();
  });

  it('refuses a path that leaves its folder', async () => {
    await expect(storage.delete('../private/documents/x.pdf')).rejects.toThrow('not a stored file');
    await expect(storage.readPrivate('../uploads/photos/x.webp')).rejects.toThrow('not a stored file');
  });
});
