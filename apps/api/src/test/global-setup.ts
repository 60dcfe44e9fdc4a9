// Before any test file runs: the web app is built when missing or stale (the pages some API tests
// and every browser test read), the server is compiled as a deployment runs it (for the tests that
// start it as a process: test/processes.ts), and one migrated and seeded template database is
// made, which every test file clones (on PGlite, taken from the last run's when the sources have
// not changed: template-cache.ts).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
import { buildServer as compileServer } from '../../../../scripts/build-server.mjs';
import { buildWebIfStale } from '../../../../scripts/build-web.mjs';
import { createPglite, openDatabase } from '../db/client.ts';
import { API_DIR } from '../paths.ts';
import { seedDemoData } from '../seed/seed.ts';
import { buildServer } from '../server.ts';
import { cachedDemoPictures, withCachedTemplate } from './template-cache.ts';
import { testConfig } from './test-config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a file holding the template's data directory. PostgreSQL: the template's name. */
    template: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; name: string };
    dataDir: string;
    /** The run's compiled server (`main.js`), in a directory of its own below apps/api. */
    compiledServer: string;
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

type Template = ProvidedContext['template'];

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ataa-test-'));
  process.env.TEST_DATA_DIR = dataDir;
  // Each run compiles its own copy: `npm run build` or the check of run-time imports may be
  // rewriting apps/api/dist meanwhile.
  const serverDir = await mkdtemp(path.join(API_DIR, '.test-server-'));
  // The web build runs in a process of its own, beside this one's seeding.
  const [, , { template, cleanup }] = await Promise.all([
    buildWebIfStale(),
    compileServer(serverDir),
    makeTemplate(dataDir),
  ]);
  project.provide('template', template);
  project.provide('dataDir', dataDir);
  project.provide('compiledServer', path.join(serverDir, 'main.js'));

  return async () => {
    await cleanup();
    await rm(dataDir, { recursive: true, force: true });
    await rm(serverDir, { recursive: true, force: true });
  };
}

/** The seeded template on DATABASE_URL's server, or a PGlite dump in `dataDir`, and how to drop it. */
async function makeTemplate(dataDir: string): Promise<{ template: Template; cleanup: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `ataa_template_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    await seedTemplate(await openDatabase({ databaseUrl: withDatabase(serverUrl, name) }));
    const cleanup = async () => {
      // Clones made by the test files are dropped, then the template. Each drop waits for a
      // checkpoint, and drops that wait together share one: eight at a time take 0.6 of the time
      // of one by one (docs/testing.md).
      const pool = new pg.Pool({ connectionString: serverUrl, max: 8 });
      try {
        const { rows } = await pool.query<{ datname: string }>(
          `select datname from pg_database where datname like $1 and datname <> $2`,
          [`${name}%`, name],
        );
        await Promise.all(
          rows.map((row) => pool.query(`drop database if exists ${row.datname} with (force)`)),
        );
        await pool.query(`drop database if exists ${name} with (force)`);
      } finally {
        await pool.end();
      }
    };
    return { template: { kind: 'postgres', url: serverUrl, name }, cleanup };
  }
  const dumpFile = path.join(dataDir, 'template.tar');
  await withCachedTemplate(dataDir, async () => {
    const pglite = await createPglite();
    const database = await openDatabase({ pglite });
    await seedTemplate(database, false);
    // A test database holds a few megabytes: 16 MB of shared buffers hold all of it, and each copy,
    // in this process or in a server's, starts in a third of the processor time it takes to set
    // up the default 128 MB (docs/testing.md).
    await pglite.query(`alter system set shared_buffers = '16MB'`);
    // Written to its files first, so that each copy opens without replaying the seed's log
    // (a quarter less processor time per test file).
    await pglite.query('checkpoint');
    const dump = await pglite.dumpDataDir('none');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    await pglite.close();
  });
  return { template: { kind: 'pglite', dumpFile }, cleanup: async () => {} };
}

async function seedTemplate(database: Awaited<ReturnType<typeof openDatabase>>, close = true) {
  await database.migrate();
  const app = await buildServer({ config: testConfig(), database, web: false });
  await seedDemoData(app.ctx, new Date(), cachedDemoPictures);
  await app.close();
  if (close) await database.close();
}
