import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated files live; the local disk by default. */
export interface Storage {
  /** Stores a public file (served at /uploads) under a folder with a random name; returns its path. */
  save(folder: string, extension: string, data: Buffer): Promise<string>;
  /** The absolute public URL of a public file (contract §1.1: every file field is absolute). */
  url(relativePath: string): string;
  /** Removes a public file that was replaced or removed; a file already gone is not an error. */
  delete(relativePath: string): Promise<void>;
  /** Stores a private file (e.g. a charity's documents), never served as a static file. */
  savePrivate(folder: string, extension: string, data: Buffer): Promise<string>;
  readPrivate(relativePath: string): Promise<Buffer>;
  deletePrivate(relativePath: string): Promise<void>;
  /** The directory served at /uploads. */
  readonly root: string;
}

export const UPLOADS_PREFIX = '/uploads/';

/** A stored file's place on disk; a path that would leave its root is refused (as a rejection, by the async callers). */
function within(root: string, relativePath: string): string {
  const target = path.resolve(root, relativePath);
  if (!target.startsWith(path.resolve(root) + path.sep))
    throw new Error(`not a stored file: ${relativePath}`);
  return target;
}

async function writeRandomlyNamed(root: string, folder: string, extension: string, data: Buffer) {
  const relative = path.posix.join(folder, `${randomBytes(12).toString('hex')}.${extension}`);
  const target = within(root, relative);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data);
  return relative;
}

/** `publicOrigin` gives the origin public file URLs start with, asked each time (see request-origin.ts). */
export function createLocalStorage(root: string, privateRoot: string, publicOrigin: () => string): Storage {
  return {
    root,
    save: (folder, extension, data) => writeRandomlyNamed(root, folder, extension, data),
    url: (relativePath) => `${publicOrigin()}${UPLOADS_PREFIX}${relativePath}`,
    delete: async (relativePath) => rm(within(root, relativePath), { force: true }),
    savePrivate: (folder, extension, data) => writeRandomlyNamed(privateRoot, folder, extension, data),
    readPrivate: async (relativePath) => readFile(within(privateRoot, relativePath)),
    deletePrivate: async (relativePath) => rm(within(privateRoot, relativePath), { force: true }),
  };
}
