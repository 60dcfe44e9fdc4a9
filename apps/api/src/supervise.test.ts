import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from './test/harness.ts';

const FAULTY_SERVER = path.join(import.meta.dirname, 'test/fixtures/faulty-server.mjs');

/** The answering worker's process id, asked on a new connection so that the cluster picks the worker. */
function answer(origin: string, pathname = '/') {
  return new Promise<string | undefined>((resolve) => {
    const request = http.get(`${origin}${pathname}`, { agent: false, timeout: 2000 }, (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve(text));
      response.once('error', () => resolve(undefined));
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(undefined));
  });
}

async function waitForAnswer(origin: string) {
  for (let i = 0; i < 200; i++) {
    const pid = await answer(origin);
    if (pid) return pid;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server did not answer');
}

const children: ReturnType<typeof spawn>[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

it('starts the server again after a fault ends it, and stops cleanly on SIGTERM', async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const primary = spawn(process.execPath, [FAULTY_SERVER], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: '', WEB_CONCURRENCY: '' },
    stdio: 'pipe',
  });
  children.push(primary);
  const said: string[] = [];
  primary.stderr.on('data', (chunk) => said.push(String(chunk)));

  const first = await waitForAnswer(origin);
  await answer(origin, '/fault');
  let second = first;
  for (let i = 0; i < 200 && second === first; i++) {
    second = (await answer(origin)) ?? first;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(second).not.toBe(first);
  expect(said.join('')).toContain('starting another');

  const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
  primary.kill('SIGTERM');
  expect(await exited).toBe(0);
});

it('runs WEB_CONCURRENCY workers on PostgreSQL, replaces the one a fault ends, and stops them all on SIGTERM', async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const primary = spawn(process.execPath, [FAULTY_SERVER], {
    // The faulty server opens no database: the address only makes more than one worker allowed.
    env: { ...process.env, PORT: String(port), DATABASE_URL: 'postgres://unused', WEB_CONCURRENCY: '3' },
    stdio: 'pipe',
  });
  children.push(primary);
  const workers = new Set<string>();
  for (let i = 0; i < 200 && workers.size < 3; i++) {
    const pid = await answer(origin);
    if (pid) workers.add(pid);
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(workers.size).toBe(3);
  await answer(origin, '/fault');
  const after = new Set<string>();
  for (let i = 0; i < 300 && (after.size < 3 || [...after].every((pid) => workers.has(pid))); i++) {
    const pid = await answer(origin);
    if (pid) after.add(pid);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect([...after].filter((pid) => !workers.has(pid))).toHaveLength(1);

  const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
  primary.kill('SIGTERM');
  expect(await exited).toBe(0);
});

it('refuses more than one worker on the embedded database, or a count that is not one, naming WEB_CONCURRENCY', async () => {
  for (const env of [
    { DATABASE_URL: '', WEB_CONCURRENCY: '2' },
    { DATABASE_URL: 'postgres://unused', WEB_CONCURRENCY: 'two' },
  ]) {
    const primary = spawn(process.execPath, [FAULTY_SERVER], {
      env: { ...process.env, PORT: String(await freePort()), ...env },
      stdio: 'pipe',
    });
    children.push(primary);
    let said = '';
    primary.stderr.on('data', (chunk) => {
      said += chunk;
    });
    expect(await new Promise((resolve) => primary.once('exit', resolve))).toBe(1);
    expect(said).toContain('WEB_CONCURRENCY');
  }
});

it('does not restart a server that never started listening', async () => {
  const primary = spawn(process.execPath, [FAULTY_SERVER], {
    env: { ...process.env, PORT: 'not a port' },
    stdio: 'ignore',
  });
  children.push(primary);
  const code = await new Promise<number | null>((resolve) => primary.once('exit', resolve));
  expect(code).not.toBe(0);
});
