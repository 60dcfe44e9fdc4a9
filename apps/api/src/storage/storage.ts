import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated files live; the local disk by default. */
export interface Storage {
  /** Stores a public file (served at /uploads) under a folder with a random name; returns its path. */
  save(folder: string, extension: string, data: Buffer): Promise<string>;
  /**
   * Stores related public files under one random name, each with its suffix (a picture's copies,
   * `-480w.webp` and so on); returns their paths in the same order.
   */
  saveGroup(folder: string, files: Array<{ suffix: string; data: Buffer }>): Promise<string[]>;
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

async function writeFileAt(root: string, relative: string, data: Buffer) {
  const target = within(root, relative);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data);
  return relative;
}

const randomName = () => randomBytes(12).toString('hex');

const writeRandomlyNamed = (root: string, folder: string, extension: string, data: Buffer) =>
  writeFileAt(root, path.posix.join(folder, `${randomName()}.${extension}`), data);

/** `publicOrigin` gives the origin public file URLs start with, asked each time (see request-origin.ts). */
export function createLocalStorage(root: string, privateRoot: string, publicOrigin: () => string): Storage {
  return {
    root,
    save: (folder, extension, data) => writeRandomlyNamed(root, folder, extension, data),
    saveGroup: (folder, files) => {
      const name = randomName();
      return Promise.all(
        files.map((file) => writeFileAt(root, path.posix.join(folder, `${name}${file.suffix}`), file.data)),
      );
    },
    url: (relativePath) => `${publicOrigin()}${UPLOADS_PREFIX}${relativePath}`,
    delete: async (relativePath) => rm(within(root, relativePath), { force: true }),
    savePrivate: (folder, extension, data) => writeRandomlyNamed(privateRoot, folder, extension, data),
    readPrivate: async (relativePath) => readFile(within(privateRoot, relativePath)),
    deletePrivate: async (relativePath) => rm(within(privateRoot, relativePath), { force: true }),
  };
}
