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

interface Kept<T> {
  entry: T;
  /** A change to what it was read from came after (or during) its read. */
  changed: boolean;
}

/**
 * Entries kept until they expire or a change to what they were read from drops them. All entries
 * share one TTL, so they are kept in the order they expire and the expired ones lead.
 *
 * With `keepChanged`, a change marks its entries instead of dropping them, and a read that
 * overlapped one is kept marked: the owner may still show them, knowing they are out of date
 * (the page cache, while it renders the page again; decision 043).
 */
export class TaggedEntries<T extends TaggedEntry> implements InvalidatedCache {
  readonly #entries = new Map<string, Kept<T>>();
  /** Counts drops, so that a read which overlapped one is not kept (it may predate the change). */
  #generation = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly options: { keepChanged?: boolean } = {},
  ) {}

  /** The entry while it is fresh and nothing it was read from has changed. */
  get(key: string): T | undefined {
    const kept = this.#unexpired(key);
    return kept && !kept.changed ? kept.entry : undefined;
  }

  /** An unexpired entry whose data changed after its read (only kept with `keepChanged`). */
  getChanged(key: string): T | undefined {
    const kept = this.#unexpired(key);
    return kept?.changed ? kept.entry : undefined;
  }

  /** Taken when a read starts, and handed to `set` with its result. */
  get generation(): number {
    return this.#generation;
  }

  /**
   * Keeps the result of a read that started at `generation`. If entries were dropped since, the
   * read may predate the change: it is not kept, or kept as changed with `keepChanged`.
   */
  set(key: string, entry: T, generation: number): void {
    const changed = generation !== this.#generation;
    if (changed && !this.options.keepChanged) return;
    this.#entries.delete(key);
    this.#dropExpired();
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { entry, changed });
  }

  drop(tags: readonly CacheTag[]): void {
    this.#generation++;
    for (const [key, kept] of this.#entries) {
      if (!tags.some((tag) => kept.entry.tags.has(tag))) continue;
      if (this.options.keepChanged) kept.changed = true;
      else this.#entries.delete(key);
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

  #unexpired(key: string): Kept<T> | undefined {
    const kept = this.#entries.get(key);
    return kept && kept.entry.expiresAt > Date.now() ? kept : undefined;
  }

  #dropExpired() {
    const now = Date.now();
    for (const [key, kept] of this.#entries) {
      if (kept.entry.expiresAt > now) return;
      this.#entries.delete(key);
    }
  }
}
