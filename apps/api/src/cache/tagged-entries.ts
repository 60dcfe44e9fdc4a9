import type { CacheTag } from './tags.ts';

export interface TaggedEntry {
  /** The data the entry was read from; a change to any of it drops the entry. */
  tags: ReadonlySet<CacheTag>;
  expiresAt: number;
}

/** What the invalidation bus calls on every cache of this process. */
export interface InvalidatedCache {
  drop(tags: readonly CacheTag[]): void;
  /** Notifications may have been missed (the listening connection was lost): nothing is trusted. */
  dropAll(): void;
}

/**
 * Entries kept until they expire or a change to what they were read from drops them. All entries
 * share one TTL, so they are kept in the order they expire and the expired ones lead.
 */
export class TaggedEntries<T extends TaggedEntry> implements InvalidatedCache {
  readonly #entries = new Map<string, T>();
  /** Counts drops, so that a read which overlapped one is not kept (it may predate the change). */
  #generation = 0;

  constructor(private readonly maxEntries: number) {}

  /** The entry while it is fresh. */
  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  }

  /** Taken when a read starts, and handed to `set` with its result. */
  get generation(): number {
    return this.#generation;
  }

  /** Keeps the result of a read that started at `generation`, unless entries were dropped since. */
  set(key: string, entry: T, generation: number): void {
    if (generation !== this.#generation) return;
    this.#entries.delete(key);
    this.#dropExpired();
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, entry);
  }

  drop(tags: readonly CacheTag[]): void {
    this.#generation++;
    for (const [key, entry] of this.#entries) {
      if (tags.some((tag) => entry.tags.has(tag))) this.#entries.delete(key);
    }
  }

  dropAll(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /** How many entries are kept, expired or not. */
  get size(): number {
    return this.#entries.size;
  }

  #dropExpired() {
    const now = Date.now();
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt > now) return;
      this.#entries.delete(key);
    }
  }
}
