// Workers and machines start together on one PostgreSQL database (docs/deploy.md): each migrates
// and seeds on start, one at a time under the start-up lock, so an empty database is migrated and
// seeded once, whoever comes first.
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { seedDemoData } from '../seed/seed.ts';
import { buildServer } from '../server.ts';
import { cachedDemoPictures } from '../test/template-cache.ts';
import { testConfig } from '../test/test-config.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
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
      await database.exclusively(() => database.migrate());
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
  });
});
