import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated files live; the local disk by default. */
export interface Storage {
  /** Stores bytes under a folder with a random name; returns the relative path. */
  save(folder: string, extension: string, data: Buffer): Promise<string>;
  /** The absolute public URL of a stored path (contract §1.1: every file field is absolute). */
  url(relativePath: string): string;
  /** The directory served at /uploads. */
  readonly root: string;
}

export const UPLOADS_PREFIX = '/uploads/';

export function createLocalStorage(root: string, publicOrigin: string): Storage {
  return {
    root,
    async save(folder, extension, data) {
      const relative = path.posix.join(folder, `${randomBytes(12).toString('hex')}.${extension}`);
      const target = path.join(root, relative);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data);
      return relative;
    },
    url(relativePath) {
      return `${publicOrigin}${UPLOADS_PREFIX}${relativePath}`;
    },
  };
}
