import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = path.resolve(import.meta.dirname, 'main.ts');
let dataDir: string;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the real server process (`npm start` runs the same entry) and waits until it is ready. */
async function startProcess(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: String(port),
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${origin}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { child, origin, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${output}`);
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('seeds an empty database, keeps its data across restarts, and stops cleanly on SIGTERM', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ataa-main-'));
    const first = await startProcess({ DATA_DIR: dataDir });
    const health = await fetch(`${first.origin}/healthz`);
    expect(health.status).toBe(200);
    const login = await fetch(`${first.origin}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'donor1@ataa.example', password: 'Donor12345' }),
    });
    expect(login.status).toBe(200);
    const { result } = (await login.json()) as { result: { token: string } };
    // Log lines are JSON with the request id.
    const line = first
      .output()
      .split('\n')
      .find((text) => text.includes('"reqId"'));
    expect(line && JSON.parse(line).reqId).toBeTruthy();

    // Requests in flight when SIGTERM arrives still get their answers (password hashing keeps them busy).
    const exited = exitOf(first.child);
    const inFlight = Array.from({ length: 6 }, () =>
      fetch(`${first.origin}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'donor2@ataa.example', password: 'Donor12345' }),
      }).then((answer) => answer.status),
    );
    // SIGTERM goes once the server has read all six (it logs each incoming request).
    const incoming = () => first.output().split('"url":"/api/v1/login"').length - 1;
    const alreadyLogged = incoming();
    while (incoming() < alreadyLogged + 6) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await exited).toBe(0);

    const second = await startProcess({ DATA_DIR: dataDir });
    const me = await fetch(`${second.origin}/api/v1/me`, {
      headers: { authorization: `Bearer ${result.token}` },
    });
    expect(me.status).toBe(200);
    expect(second.output()).not.toContain('demo data seeded');
    const stopped = exitOf(second.child);
    second.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
  }, 300_000);

  it('refuses to start on invalid configuration and names the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    expect(await exitOf(child)).toBe(1);
    expect(output).toContain('PORT');
  });
});
