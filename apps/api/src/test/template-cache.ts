// The seeded PGlite template (its data directory's dump and the pictures the seed stored), and the
// demo pictures the seed renders, are kept between test runs, keyed by everything that can change
// them: the migrations, the server's and the contract's sources and the locked dependencies. The API and browser suites of one CI run, and a
// developer's runs of one file after another, then seed once instead of each time (about half a
// minute each on this machine). Any change to those files makes a new key, so a stale template is
// never used.
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { whileHolding } from '../../../../scripts/file-lock.mjs';
import { type DemoPictures, renderDemoPictures } from '../seed/demo-pictures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const cacheRoot = path.join(root, 'node_modules/.cache/ataa/test-template');
const picturesRoot = path.join(root, 'node_modules/.cache/ataa/demo-pictures');
/**
 * What the seeded template is made from, the test set-up that seeds it (src/test) included. Test
 * files are left out: they only read the template.
 */
const INPUTS = ['apps/api/src', 'apps/api/drizzle', 'packages/contract/src', 'package-lock.json'];
const LEFT_OUT = /\.test\.ts$/;

async function filesUnder(target: string): Promise<string[]> {
  if (!(await stat(target)).isDirectory()) return [target];
  const entries = await readdir(target, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of await filesUnder(path.join(root, input))) {
      if (LEFT_OUT.test(file)) continue;
      hash
        .update(path.relative(root, file))
        .update('\0')
        .update(await readFile(file))
        .update('\0');
    }
  }
  return hash.digest('hex').slice(0, 24);
}

/**
 * Fills `dataDir` with the cached template when there is one for the current sources; otherwise
 * runs `make` to seed it there and keeps a copy. Two runs that start together (a developer's
 * file beside the whole suite) seed once: the second waits for the first's copy. Returns whether the cache was used.
 */
export async function withCachedTemplate(dataDir: string, make: () => Promise<void>): Promise<boolean> {
  const cached = path.join(cacheRoot, await templateKey());
  const copyCached = async () => {
    if (!(await stat(cached).catch(() => null))) return false;
    await cp(cached, dataDir, { recursive: true });
    return true;
  };
  if (await copyCached()) return true;
  return whileHolding(
    `${cached}.lock`,
    (holder) => console.log(`Waiting for the test template seeded by process ${holder}…`),
    async () => {
      if (await copyCached()) return true;
      await make();
      // Written aside and renamed, so a run that starts at the same moment never reads half a copy.
      const partial = `${cached}.${process.pid}.partial`;
      await mkdir(cacheRoot, { recursive: true });
      await cp(dataDir, partial, { recursive: true });
      await rename(partial, cached).catch(() => rm(partial, { recursive: true, force: true }));
      // Templates of earlier sources are of no more use.
      for (const entry of await readdir(cacheRoot)) {
        if (!entry.includes('.') && path.join(cacheRoot, entry) !== cached)
          await rm(path.join(cacheRoot, entry), { recursive: true, force: true });
      }
      return false;
    },
  );
}

/**
 * The demo pictures for the current sources, rendered once and read back after: a template seeded
 * on PostgreSQL (CI's second pass) stores the same pictures as the PGlite one without drawing them.
 */
export async function cachedDemoPictures(): Promise<DemoPictures> {
  const key = await templateKey();
  const cached = path.join(picturesRoot, `${key}.v8`);
  const kept = await readFile(cached).catch(() => null);
  if (kept) return deserialize(kept) as DemoPictures;
  const pictures = await renderDemoPictures();
  await mkdir(picturesRoot, { recursive: true });
  // Pictures of earlier sources are of no more use.
  for (const entry of await readdir(picturesRoot)) {
    if (entry.endsWith('.v8')) await rm(path.join(picturesRoot, entry), { force: true });
  }
  // Written aside and renamed, so a run that starts at the same moment never reads half a file.
  const partial = `${cached}.${process.pid}.partial`;
  await writeFile(partial, serialize(pictures));
  await rename(partial, cached);
  return pictures;
}
