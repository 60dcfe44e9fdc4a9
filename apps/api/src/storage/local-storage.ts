import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  contentTypeOf,
  isStoredPath,
  newGroupPaths,
  newPath,
  type Storage,
  storedPath,
  UPLOADS_PREFIX,
} from './storage.ts';

/** The folders of the data directory that hold the public and the private files. */
export const localFolders = (dataDir: string) => ({
  uploads: path.join(dataDir, 'uploads'),
  private: path.join(dataDir, 'private'),
});

async function writeFileAt(root: string, relative: string, data: Buffer) {
  const target = path.join(root, storedPath(relative));
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data);
  return relative;
}

/**
 * Files on this machine's disk, under the data directory: the default, for one machine.
 * `publicOrigin` gives the origin public file URLs start with, asked each time (see request-origin.ts).
 */
export function createLocalStorage(dataDir: string, publicOrigin: () => string): Storage {
  const roots = localFolders(dataDir);
  const at = (root: string, relativePath: string) => path.join(root, storedPath(relativePath));
  return {
    save: (folder, extension, data) => writeFileAt(roots.uploads, newPath(folder, extension), data),
    saveGroup: (folder, files) => {
      const paths = newGroupPaths(
        folder,
        files.map((file) => file.suffix),
      );
      return Promise.all(
        paths.map((relative, index) => writeFileAt(roots.uploads, relative, files[index]!.data)),
      );
    },
    url: (relativePath) => `${publicOrigin()}${UPLOADS_PREFIX}${relativePath}`,
    async openPublic(relativePath) {
      if (!isStoredPath(relativePath)) return null;
      // Opened before it is read, so that a missing file (or a folder) is told apart from a failing read.
      const handle = await open(at(roots.uploads, relativePath)).catch(() => null);
      if (!handle) return null;
      const stats = await handle.stat().catch(() => null);
      if (!stats?.isFile()) {
        await handle.close();
        return null;
      }
      return {
        body: handle.createReadStream(), // closes the file when read or dropped
        size: stats.size,
        contentType: contentTypeOf(relativePath),
        // As static file servers make it: the size and the time of the last write.
        etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
        lastModified: stats.mtime,
      };
    },
    delete: async (relativePath) => rm(at(roots.uploads, relativePath), { force: true }),
    savePrivate: (folder, extension, data) => writeFileAt(roots.private, newPath(folder, extension), data),
    readPrivate: async (relativePath) => readFile(at(roots.private, relativePath)),
    deletePrivate: async (relativePath) => rm(at(roots.private, relativePath), { force: true }),
  };
}
