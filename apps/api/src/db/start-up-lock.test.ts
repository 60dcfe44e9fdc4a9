// Workers and machines start together on one PostgreSQL database (docs/deploy.md): each migrates
// and seeds on start, one at a time under the start-up lock, so an empty database gets each
// migration and the demo data once, whoever comes first.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { seedDemoData } from '../seed/seed.ts';
import { buildServer } from '../server.ts';
import { cachedDemoPictures } from '../test/template-cache.ts';
import { testConfig } from '../test/test-config.ts';
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase } from './client.ts';
import { users } from './schema.ts';

const describeOnPostgres = inject('template').kind === 'postgres' ? describe : describe.skip;

describeOnPostgres('the start-up lock', () => {
  const opened: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it('migrates and seeds an empty database once when three processes start on it at the same moment', async () => {
    const template = inject('template') as { url: string; name: string };
    const name = `${template.name}_start_${process.pid}`;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(template.url);
    url.pathname = `/${name}`;

    const starts = [1, 2, 3].map(async () => {
      const database = await openDatabase({ databaseUrl: url.toString() });
      opened.push(database);
      await database.migrate();
      const app = await buildServer({ config: testConfig(), database, web: false });
      const seeded = await database.exclusively(() => seedDemoData(app.ctx, new Date(), cachedDemoPictures));
      await app.close();
      return seeded;
    });
    expect((await Promise.all(starts)).filter(Boolean)).toHaveLength(1);
    const [admins] = await opened[0]!.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, 'admin@ataa.example'));
    expect(admins!.n).toBe(1);
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
    const applied = (await opened[0]!.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as pg.QueryResult<{ n: number }>;
    expect(applied.rows).toEqual([{ n: journal.entries.length }]);
  });
});
