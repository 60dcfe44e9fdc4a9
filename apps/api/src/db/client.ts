import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { API_DIR } from '../paths.ts';
import { type ListenHandlers, listenPglite, listenPostgres, type Unlisten } from './listen.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(...)`; services accept either. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations; safe to run on every start, by any number of processes at once. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own (or migrates) on the same database: what every
   * worker and machine does at start, such as seeding, is done by one at a time (an advisory lock).
   * Never nested, nor around `migrate`.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Receives the notifications sent on `channel` (`pg_notify`) by any process, once they commit. */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  close(): Promise<void>;
}

/** An embedded database with the extensions the migrations use (trigram search). */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

export const MIGRATIONS_FOLDER = path.join(API_DIR, 'drizzle');

/** The advisory lock of the start-up's work ("Ataa" in ASCII). */
const START_UP_LOCK = 0x41746161;

async function whileLocked<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** PostgreSQL when a URL is given, otherwise PGlite stored under `dataDir` (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
}): Promise<DatabaseHandle> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      // Machines started together migrate in turn: Drizzle reads the last applied migration
      // before its transaction, so each would apply the new ones, and all but one would fail.
      migrate: () => whileLocked(pool, () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER })),
      exclusively: (work) => whileLocked(pool, work),
      listen: (channel, handlers) => listenPostgres(databaseUrl, channel, handlers),
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  if (!client) {
    const dir = options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined;
    if (dir) mkdirSync(dir, { recursive: true });
    client = await createPglite({ dataDir: dir });
  }
  const pglite = client;
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process holds the embedded database.
    exclusively: (work) => work(),
    listen: (channel, handlers) => listenPglite(pglite, channel, handlers),
    close: () => pglite.close(),
  };
}
