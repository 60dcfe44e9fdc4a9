import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Queryable } from '../db/client.ts';
import type { Unlisten } from '../db/listen.ts';
import type { InvalidatedCache } from './tagged-entries.ts';
import { type CacheTag, formatTags, parseTags } from './tags.ts';

/** The PostgreSQL channel every server process of the site listens on. */
const CHANNEL = 'ataa_cache_invalidation';

/** Tells every server process's caches that some data changed (decision 014). */
export interface CacheInvalidation {
  /**
   * Drops the cached answers read from `tags`: in this process at once, and in every process when
   * `tx` commits (PostgreSQL delivers a NOTIFY only then, and never after a rollback). Call it in
   * the write's transaction; with the database itself it is sent at once.
   */
  invalidate(tx: Queryable, tags: readonly CacheTag[]): Promise<void>;
  /** A cache of this process that invalidations reach. */
  subscribe(cache: InvalidatedCache): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createCacheInvalidation(database: Pick<DatabaseHandle, 'listen'>): CacheInvalidation {
  const caches: InvalidatedCache[] = [];
  let unlisten: Unlisten | undefined;
  const drop = (tags: readonly CacheTag[]) => {
    for (const cache of caches) cache.drop(tags);
  };

  return {
    async invalidate(tx, tags) {
      if (tags.length === 0) return;
      // Dropped here before the commit too, so this process's next read is fresh even before its
      // own notification comes back; the notification then drops what a read during the
      // transaction may have kept.
      drop(tags);
      await tx.execute(sql`select pg_notify(${CHANNEL}, ${formatTags(tags)})`);
    },
    subscribe(cache) {
      caches.push(cache);
    },
    async start() {
      unlisten = await database.listen(CHANNEL, {
        message: (payload) => drop(parseTags(payload)),
        gap: () => {
          for (const cache of caches) cache.dropAll();
        },
      });
    },
    async stop() {
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
