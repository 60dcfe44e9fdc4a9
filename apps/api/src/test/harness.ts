import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, type DatabaseHandle, openDatabase } from '../db/client.ts';
import { buildServer } from '../server.ts';
import { testConfig } from './test-config.ts';

/** A PostgreSQL database copied from the seeded template; returns its URL. */
async function copyTemplateDatabase(template: { url: string; name: string }): Promise<string> {
  const name = `${template.name}_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.name}`);
  await admin.end();
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh copy of the seeded template (PGlite loads its dump, PostgreSQL copies the template
 * database), and a way to open it again, as another server process would: a
 * second pool on PostgreSQL; on PGlite, which is one connection in one process, the same handle.
 */
export async function cloneTemplateShared(): Promise<{
  handle: DatabaseHandle;
  openAgain(): Promise<DatabaseHandle>;
}> {
  const template = inject('template');
  if (template.kind === 'pglite') {
    const dump = await readFile(template.dumpFile);
    const pglite = await createPglite({ loadDataDir: new Blob([dump]) });
    const handle = await openDatabase({ pglite });
    return { handle, openAgain: async () => handle };
  }
  const databaseUrl = await copyTemplateDatabase(template);
  const open = () => openDatabase({ databaseUrl });
  return { handle: await open(), openAgain: open };
}

const run = promisify(execFile);

/**
 * A copy of the seeded template for a server in another process: a PGlite data directory, or a
 * PostgreSQL database. Returns the environment that points a server at it.
 */
export async function templateCopyForProcess(dir: string): Promise<Record<string, string>> {
  const template = inject('template');
  if (template.kind === 'pglite') {
    // The dump is a tar of a data directory: unpacked, it is a database the other process opens.
    await mkdir(`${dir}/pgdata`, { recursive: true });
    await run('tar', ['-xf', template.dumpFile, '-C', `${dir}/pgdata`]);
    return { DATA_DIR: dir };
  }
  return { DATABASE_URL: await copyTemplateDatabase(template) };
}

type Body = NonNullable<Parameters<typeof fetch>[1]>['body'];

export interface JsonAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary envelope shapes
  body: any;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  /** A raw body sent as is, with its own content type. */
  raw?: { data: Body; contentType?: string };
  token?: string | null;
  lang?: string;
  headers?: Record<string, string>;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the real server on a free port with its own database, over real HTTP. */
export async function startTestServer(
  env: Record<string, string | undefined> = {},
  /** Extra routes under /api/v1, for testing shared pieces such as the access guards. */
  extraRoutes?: (api: FastifyInstance) => Promise<void>,
  /** Also serve the built web app, for the browser tests. */
  options: { web?: boolean } = {},
) {
  const { handle: database } = await cloneTemplateShared();
  // The site's pages link uploads by their public address, so it must be the one listened on.
  const port = options.web ? await freePort() : 0;
  const origin = options.web ? { PUBLIC_ORIGIN: `http://127.0.0.1:${port}` } : {};
  const config = testConfig({ RATE_LIMITS_ENABLED: 'false', ...origin, ...env });
  const app = await buildServer({ config, database, web: options.web === true });
  if (extraRoutes) await app.register(extraRoutes, { prefix: '/api/v1/test' });
  const address = await app.listen({ host: '127.0.0.1', port });

  async function request(path: string, options: RequestOptions = {}): Promise<JsonAnswer> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.lang !== undefined) headers.lang = options.lang;
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    let body: Body | undefined;
    if (options.raw) {
      body = options.raw.data;
      if (options.raw.contentType) headers['content-type'] = options.raw.contentType;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${address}/api/v1${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (e.g. the docs page); the text is returned as it is.
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  return {
    app,
    ctx: app.ctx,
    db: app.ctx.db,
    url: address,
    request,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
