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
  /** Applies the committed SQL migrations; safe to run on every start. */
  migrate(): Promise<void>;
  /** Receives the notifications sent on `channel` (`pg_notify`) by any process, once they commit. */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  close(): Promise<void>;
}

/** An embedded database with the extensions the migrations use (trigram search). */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

export const MIGRATIONS_FOLDER = path.join(API_DIR, 'drizzle');

/** The advisory lock the machines of one database take in turn to migrate it (any number, the same for all). */
const MIGRATION_LOCK = 0x41746161; // 'Ataa' in ASCII

/**
 * Runs `migrate` while holding a lock every server process of the database asks for: Drizzle reads
 * the last applied migration before its transaction, so machines started together would each apply
 * the new ones, and all but one would fail. The others wait, then find nothing left to apply.
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>) {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    holder.release();
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
      migrate: () => migrateOnce(pool, () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER })),
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
    listen: (channel, handlers) => listenPglite(pglite, channel, handlers),
    close: () => pglite.close(),
  };
}
