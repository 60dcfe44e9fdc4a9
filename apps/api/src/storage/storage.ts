import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated files live; the local disk by default. */
export interface Storage {
  /** Stores a public file (served at /uploads) under a folder with a random name; returns its path. */
  save(folder: string, extension: string, data: Buffer): Promise<string>;
  /** The absolute public URL of a public file (contract §1.1: every file field is absolute). */
  url(relativePath: string): string;
  /** Stores a private file (e.g. a charity's documents), never served as a static file. */
  savePrivate(folder: string, extension: string, data: Buffer): Promise<string>;
  readPrivate(relativePath: string): Promise<Buffer>;
  /** The directory served at /uploads. */
  readonly root: string;
}

export const UPLOADS_PREFIX = '/uploads/';

async function writeRandomlyNamed(root: string, folder: string, extension: string, data: Buffer) {
  const relative = path.posix.join(folder, `${randomBytes(12).toString('hex')}.${extension}`);
  const target = path.join(root, relative);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data);
  return relative;
}

export function createLocalStorage(root: string, privateRoot: string, publicOrigin: string): Storage {
  return {
    root,
    save: (folder, extension, data) => writeRandomlyNamed(root, folder, extension, data),
    url: (relativePath) => `${publicOrigin}${UPLOADS_PREFIX}${relativePath}`,
    savePrivate: (folder, extension, data) => writeRandomlyNamed(privateRoot, folder, extension, data),
    readPrivate: (relativePath) => readFile(path.join(privateRoot, path.normalize(relativePath))),
  };
}
