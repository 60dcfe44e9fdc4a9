// More than one machine (issue 24, item 5; docs/deploy.md): two server processes, each with a data
// directory of its own, on one PostgreSQL database and one bucket (s3rver, started here). What one
// machine does, the other sees: a picture uploaded through one is served by the other, a write on one
// drops the other's cached answers and pages, and a session made on one works on the other.
// PostgreSQL only: the embedded database is one process's.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { campaigns } from './db/schema.ts';
import { GUEST, sandboxEvent } from './test/giving.ts';
import { freePort, templateCopyForProcess } from './test/harness.ts';
import { multipart } from './test/multipart.ts';
import { type ObjectStorage, startObjectStorage } from './test/object-storage.ts';
import { killServerProcessesAfterAll, startServerProcess } from './test/processes.ts';
import { TEST_SECRETS } from './test/test-config.ts';

type Machine = Awaited<ReturnType<typeof startServerProcess>> & { dataDir: string };

/** An API call to one machine over HTTP; answers the status and the envelope's result. */
async function api(machine: Machine, route: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('lang', 'en');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const answer = await fetch(`${machine.origin}/api/v1${route}`, { ...init, headers });
  const body = (await answer.json()) as { result: Record<string, unknown> };
  return { status: answer.status, result: body.result };
}

killServerProcessesAfterAll();

describe.runIf(process.env.DATABASE_URL)('two machines on one database and one bucket', () => {
  let bucket: ObjectStorage;
  let databaseUrl: string;
  let first: Machine;
  let second: Machine;

  beforeAll(async () => {
    bucket = await startObjectStorage();
    const [firstDir, secondDir] = await Promise.all(
      [1, 2].map(() => mkdtemp(path.join(tmpdir(), 'ataa-machine-'))),
    );
    ({ DATABASE_URL: databaseUrl } = (await templateCopyForProcess(firstDir!)) as { DATABASE_URL: string });
    const shared = {
      DATABASE_URL: databaseUrl,
      ...bucket.env(),
      // The signing secrets come from the environment, the same on every machine: left unset, each
      // would make its own in its data directory and refuse what the other signs.
      ...TEST_SECRETS,
      // Long enough that only an invalidation, never the TTL, can make a cached answer fresh here.
      PUBLIC_CACHE_TTL_MS: '60000',
      PAGE_CACHE_TTL_MS: '60000',
      // A changed page is rendered at the next request, not shown as it was for a second.
      PAGE_CACHE_REFRESH_MS: '0',
    };
    const start = async (dataDir: string): Promise<Machine> => ({
      ...(await startServerProcess({ ...shared, DATA_DIR: dataDir }, await freePort())),
      dataDir,
    });
    [first, second] = await Promise.all([start(firstDir!), start(secondDir!)]);
  }, 120_000);

  afterAll(async () => {
    for (const machine of [first, second]) {
      if (!machine) continue;
      machine.child.kill('SIGTERM');
      await machine.exited;
      await rm(machine.dataDir, { recursive: true, force: true });
    }
    await bucket?.close();
  });

  it('keeps nothing of its own in its data directory: no uploads, no secrets made there', () => {
    for (const machine of [first, second]) {
      expect(existsSync(path.join(machine.dataDir, 'uploads'))).toBe(false);
      expect(existsSync(path.join(machine.dataDir, 'secrets.json'))).toBe(false);
    }
  });

  it('takes a session made on one machine on the other, in the API and the pages, and ends it on both', async () => {
    const login = await api(first, '/login', {
      method: 'POST',
      body: JSON.stringify({ account: 'donor1@ataa.example', password: 'Donor12345' }),
    });
    expect(login.status).toBe(200);
    const token = login.result.token as string;

    const me = await api(second, '/me', { token });
    expect(me.status).toBe(200);
    expect(me.result.email).toBe('donor1@ataa.example');
    const dashboard = (cookie?: string) =>
      fetch(`${second.origin}/en/dashboard/donor`, {
        redirect: 'manual',
        headers: cookie ? { cookie } : {},
      });
    expect((await dashboard(`ataa_session=${encodeURIComponent(token)}`)).status).toBe(200);
    expect((await dashboard()).status).toBe(302);

    expect((await api(second, '/logout', { method: 'POST', body: '{}', token })).status).toBe(200);
    expect((await api(first, '/me', { token })).status).toBe(401);
  });

  it('serves a picture uploaded through one machine from the other, and forgets it on both once replaced', async () => {
    const login = await api(second, '/login', {
      method: 'POST',
      body: JSON.stringify({ account: 'donor2@ataa.example', password: 'Donor12345' }),
    });
    const token = login.result.token as string;
    const upload = async (machine: Machine, background: string) => {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
        .png()
        .toBuffer();
      const { data } = multipart([['photo', { data: png, filename: 'me.png', type: 'image/png' }]]);
      const saved = await api(machine, '/edit/profile', { method: 'POST', body: data, token });
      expect(saved.status).toBe(200);
      return new URL(saved.result.photo as string).pathname;
    };

    const photo = await upload(first, '#3E7E41');
    const fromFirst = await fetch(`${first.origin}${photo}`);
    const fromSecond = await fetch(`${second.origin}${photo}`);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers.get('content-type')).toBe('image/webp');
    expect(fromSecond.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await fromSecond.arrayBuffer());
    expect(bytes.equals(Buffer.from(await fromFirst.arrayBuffer()))).toBe(true);
    expect(bytes.equals((await bucket.object(`public/${photo.replace('/uploads/', '')}`))!)).toBe(true);

    // Replaced through the other machine: the old file is gone for both.
    const replacement = await upload(second, '#AA3300');
    expect((await fetch(`${first.origin}${replacement}`)).status).toBe(200);
    for (const machine of [first, second])
      expect((await fetch(`${machine.origin}${photo}`)).status).toBe(404);
  });

  it('drops the answers and pages the other machine cached when a write on one changes them', async () => {
    const all = await api(first, '/all-campaigns');
    const { id } = (all.result as unknown as Array<{ id: number }>)[0]!;
    const visit = async (machine: Machine) => {
      const answer = await api(machine, `/campaigns/${id}`);
      const page = await (await fetch(`${machine.origin}/en/campaigns/${id}`)).text();
      return { name: answer.result.name as string, total: answer.result.total_amount as number, page };
    };
    const before = await visit(second);

    // Renamed behind the caches' back (a write that names no tags): the second machine keeps its copy.
    const database = await openDatabase({ databaseUrl });
    const renamed = `Renamed on one machine ${id}`;
    await database.db.update(campaigns).set({ nameEn: renamed }).where(eq(campaigns.id, id));
    await database.close();
    const stale = await visit(second);
    expect(stale.name).toBe(before.name);
    expect(stale.page).not.toContain(renamed);

    // A gift paid through the first machine drops the campaigns' entries on both.
    const gift = await api(second, '/donations', {
      method: 'POST',
      body: JSON.stringify({ ...GUEST, campaign_id: id, amount: 321 }),
    });
    expect(gift.status).toBe(201);
    const event = sandboxEvent(gift.result.reference as string, 'paid');
    const paid = await fetch(`${first.origin}/api/v1/payments/webhook/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': event.signature },
      body: event.body,
    });
    expect(paid.status).toBe(200);
    await expect.poll(async () => (await visit(second)).total, { timeout: 10_000 }).toBe(before.total + 321);
    const fresh = await visit(second);
    expect(fresh.name).toBe(renamed);
    expect(fresh.page).toContain(renamed);
  });
});
