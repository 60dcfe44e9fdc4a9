// The site's server run as a real process, for tests that kill and restart it: the run's compiled
// server (global-setup.ts), as `npm run serve` runs it, which starts in about half the processor
// time of the sources through tsx (docs/testing.md).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { API_DIR } from '../paths.ts';
import type {} from './global-setup.ts';
import { TEST_SECRETS } from './test-config.ts';

const running = new Set<ChildProcess>();

/** Kills, after the file's tests, every process it started and left running. */
export function killServerProcessesAfterAll() {
  afterAll(() => {
    for (const child of running) child.kill('SIGKILL');
  });
}

/** Starts the server in its own process and waits until it answers. */
export async function startServerProcess(env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, [inject('compiledServer')], {
    cwd: API_DIR,
    env: {
      ...process.env,
      ...TEST_SECRETS,
      ...env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      RATE_LIMITS_ENABLED: 'false',
    },
    stdio: 'ignore',
  });
  running.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  void exited.then(() => running.delete(child));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, origin, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server process did not start');
}

/**
 * Runs the server with only `env` (and PATH), in an empty directory so that no .env file is read,
 * until it exits; for the settings that must stop it. Answers its exit code and its stderr.
 */
export async function runServerUntilExit(env: Record<string, string>) {
  const cwd = await mkdtemp(path.join(tmpdir(), 'ataa-config-'));
  try {
    return await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [inject('compiledServer')], {
        cwd,
        env: { PATH: process.env.PATH, DATA_DIR: cwd, ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stderr }));
    });
  } finally {
    await rm(cwd, { recursive: true, force: true });
  }
}
