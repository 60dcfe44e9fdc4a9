// Machines started together on one new PostgreSQL database (docs/deploy.md) apply each migration once.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from './client.ts';

it.runIf(process.env.DATABASE_URL)(
  'migrates an empty database once when several machines start on it at the same moment',
  async () => {
    const server = process.env.DATABASE_URL!;
    const name = `ataa_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const machines = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })));
    try {
      await Promise.all(machines.map((machine) => machine.migrate()));
      const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
      const applied = (await machines[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as pg.QueryResult<{ n: number }>;
      expect(applied.rows).toEqual([{ n: journal.entries.length }]);
    } finally {
      await Promise.all(machines.map((machine) => machine.close()));
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  },
);
