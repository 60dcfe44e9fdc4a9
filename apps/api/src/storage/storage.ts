import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: the local disk by default (`local-storage.ts`), or an S3-compatible
 * bucket shared by every machine of the site (`s3-storage.ts`, decision 040). Either way public
 * files are served by the server itself at `/uploads/...` (`public-files.ts`), and private ones
 * only through the API.
 */
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
  /** A public file to send at its /uploads address; null when there is none, or the path is not a stored one. */
  openPublic(relativePath: string): Promise<PublicFile | null>;
  /** Removes a public file that was replaced or removed; a file already gone is not an error. */
  delete(relativePath: string): Promise<void>;
  /** Stores a private file (e.g. a charity's documents), never served at /uploads. */
  savePrivate(folder: string, extension: string, data: Buffer): Promise<string>;
  readPrivate(relativePath: string): Promise<Buffer>;
  deletePrivate(relativePath: string): Promise<void>;
}

/** A public file as it is sent: its bytes as a stream, and what the answer's headers say of it. */
export interface PublicFile {
  body: Readable;
  /** In bytes, when the store says (the disk and S3 always do). */
  size: number | undefined;
  contentType: string;
  /** Changes when the bytes do; stored files are never rewritten, so in practice it never does. */
  etag: string;
  lastModified: Date;
}

export const UPLOADS_PREFIX = '/uploads/';

/** A segment of a stored path: letters, digits, `_`, `-` and `.`, not starting with a dot. */
const SEGMENT = /^[\w-][\w.-]*$/;
/** Longer than any path the site makes (`folder/<24 hex>-1600w.webp`), shorter than any store's limit. */
const MAX_PATH_LENGTH = 256;

/**
 * Whether a path is a stored file's: `folder/name.ext`, in the characters the site names files with,
 * so that no path given by a request or a row leaves its store (a folder on disk, or the public or
 * private part of a bucket: no `..`, no empty segment, no backslash) or trips over a store's own
 * rules on names.
 */
export const isStoredPath = (relativePath: string) =>
  relativePath.length <= MAX_PATH_LENGTH && relativePath.split('/').every((segment) => SEGMENT.test(segment));

/** A stored file's path, checked by `isStoredPath`; anything else is refused. */
export function storedPath(relativePath: string): string {
  if (!isStoredPath(relativePath))
    throw new Error(`not a stored file: ${relativePath.slice(0, MAX_PATH_LENGTH)}`);
  return relativePath;
}

export const randomName = () => randomBytes(12).toString('hex');

/** Where a new file of a folder goes: a random name, so that no stored file is ever rewritten. */
export const newPath = (folder: string, extension: string) =>
  path.posix.join(folder, `${randomName()}.${extension}`);

/** The paths of a new group of files: one random name, each file with its suffix. */
export function newGroupPaths(folder: string, suffixes: string[]): string[] {
  const name = randomName();
  return suffixes.map((suffix) => path.posix.join(folder, `${name}${suffix}`));
}

const PUBLIC_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/**
 * A stored file's type, by its extension: the site stores only what it re-encoded or checked
 * (uploads.ts), so the extension is what it wrote. Anything else is sent as bytes to download.
 */
export function contentTypeOf(relativePath: string): string {
  const extension = path.posix.extname(relativePath).slice(1).toLowerCase();
  return PUBLIC_TYPES[extension] ?? 'application/octet-stream';
}
