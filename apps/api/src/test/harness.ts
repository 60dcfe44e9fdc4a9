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

export interface TestDatabase {
  handle: DatabaseHandle;
  /** PostgreSQL's address, so a second server can open its own pool on the same database. */
  url?: string;
}

/**
 * A dump PGlite reads as a Blob, without the Blob's copies: Node 20 copies a Blob's bytes when it
 * is made and again, in chunks, when it is read, about a second of processor time for the
 * template's 45 MB. PGlite only reads it whole (`arrayBuffer()`), and never changes it.
 */
class DumpBlob extends Blob {
  constructor(private readonly dump: ArrayBuffer) {
    super([]);
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.dump;
  }
}

/** The template's dump, read once by each worker for all its files (a new run may name another). */
let dumpRead: { file: string; bytes: Promise<ArrayBuffer> } | undefined;

function dumpBytes(file: string): Promise<ArrayBuffer> {
  if (dumpRead?.file !== file) {
    dumpRead = { file, bytes: readFile(file).then((dump) => new Uint8Array(dump).buffer) };
  }
  return dumpRead.bytes;
}

/** A fresh copy of the seeded template: PGlite loads its dump, PostgreSQL copies the template database. */
async function cloneTemplate(): Promise<TestDatabase> {
  const template = inject('template');
  if (template.kind === 'pglite') {
    const pglite = await createPglite({ loadDataDir: new DumpBlob(await dumpBytes(template.dumpFile)) });
    return { handle: await openDatabase({ pglite }) };
  }
  const url = await copyTemplateDatabase(template);
  return { handle: await openDatabase({ databaseUrl: url }), url };
}

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
 * The database of another test server, for a second server process on it: PostgreSQL gets a pool
 * (and a listening connection) of its own; PGlite, one connection in this process, is shared.
 */
async function shareDatabase(other: TestDatabase): Promise<{ database: TestDatabase; owned: boolean }> {
  if (!other.url) return { database: other, owned: false };
  return {
    database: { handle: await openDatabase({ databaseUrl: other.url }), url: other.url },
    owned: true,
  };
}

/** A fresh copy of the seeded template, and a way to open it again as another server process would. */
export async function cloneTemplateShared(): Promise<{
  handle: DatabaseHandle;
  openAgain(): Promise<DatabaseHandle>;
}> {
  const database = await cloneTemplate();
  return { handle: database.handle, openAgain: async () => (await shareDatabase(database)).database.handle };
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

/** Starts the real server on a free port with its own database. */
export async function startTestServer(
  env: Record<string, string | undefined> = {},
  /** Extra routes under /api/v1, for testing shared pieces such as the access guards. */
  extraRoutes?: (api: FastifyInstance) => Promise<void>,
  options: {
    /** Also serve the built web app, for the browser tests. */
    web?: boolean;
    /** Run as a second server on this server's database, as another process of one site would. */
    sameDatabaseAs?: { database: TestDatabase };
    /**
     * `request` goes over a real socket and Node's HTTP parser, for tests whose subject is HTTP
     * itself (headers, bodies, limits, malformed input). Otherwise it is injected: the same routes,
     * hooks and handlers without a socket, which adds nothing to a test of a module's rules.
     */
    overHttp?: boolean;
  } = {},
) {
  const { database, owned } = options.sameDatabaseAs
    ? await shareDatabase(options.sameDatabaseAs.database)
    : { database: await cloneTemplate(), owned: true };
  // The site's pages link uploads by their public address, so it must be the one listened on.
  const port = options.web ? await freePort() : 0;
  const origin = options.web ? { PUBLIC_ORIGIN: `http://127.0.0.1:${port}` } : {};
  const config = testConfig({ RATE_LIMITS_ENABLED: 'false', ...origin, ...env });
  const app = await buildServer({ config, database: database.handle, web: options.web === true });
  if (extraRoutes) await app.register(extraRoutes, { prefix: '/api/v1/test' });
  const address = await app.listen({ host: '127.0.0.1', port });

  const overHttp = options.overHttp === true || options.web === true;

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
    const method = options.method ?? (body === undefined ? 'GET' : 'POST');
    const {
      status,
      headers: answerHeaders,
      text,
    } = overHttp
      ? await overSocket(`${address}/api/v1${path}`, method, headers, body)
      : await injected(app, `/api/v1${path}`, method, headers, body);
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (e.g. the docs page); the text is returned as it is.
    }
    return { status, headers: answerHeaders, body: parsed };
  }

  return {
    app,
    ctx: app.ctx,
    db: app.ctx.db,
    database,
    url: address,
    request,
    async close() {
      // A response the test left unread keeps its connection busy, and the close would wait for
      // it until the keep-alive timeout (72 s): the test is over, so its connections are cut.
      const closed = app.close();
      app.server.closeAllConnections();
      await closed;
      if (owned) await database.handle.close();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
}

async function overSocket(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: Body | undefined,
): Promise<RawAnswer> {
  const response = await fetch(url, { method, headers, body });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function injected(
  app: FastifyInstance,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: Body | undefined,
): Promise<RawAnswer> {
  const response = await app.inject({
    method: method as 'GET',
    url,
    headers,
    payload: await injectablePayload(body),
  });
  const answerHeaders = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined) answerHeaders.append(name, String(one));
    }
  }
  return { status: response.statusCode, headers: answerHeaders, text: response.payload };
}

/** What light-my-request takes: strings, buffers and FormData as they are, other bodies as bytes. */
async function injectablePayload(body: Body | undefined): Promise<string | Buffer | FormData | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || Buffer.isBuffer(body) || body instanceof FormData) return body;
  return Buffer.from(await new Response(body).arrayBuffer());
}
