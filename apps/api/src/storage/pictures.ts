import { pictureSources } from '@ataa/contract/pictures';
import type { Storage } from './storage.ts';
import type { AcceptedPicture } from './uploads.ts';

/** Stores a picture's copies under one name; returns the largest's path, the one the API names. */
export async function savePicture(
  storage: Storage,
  folder: string,
  picture: AcceptedPicture,
): Promise<string> {
  const paths = await storage.saveGroup(
    folder,
    picture.copies.map((copy) => ({ suffix: `-${copy.width}w.webp`, data: copy.data })),
  );
  return paths.at(-1)!;
}

/** Removes a stored picture with all its copies (or a file stored without copies). */
export async function deletePicture(storage: Storage, relativePath: string): Promise<void> {
  const sources = pictureSources(relativePath);
  const paths = sources.length > 0 ? sources.map((source) => source.url) : [relativePath];
  await Promise.all(paths.map((path) => storage.delete(path)));
}
