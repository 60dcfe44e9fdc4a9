// The site's server run as a real process (`src/main.ts`), for tests that kill and restart it.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll } from 'vitest';
import { TEST_SECRETS } from './test-config.ts';

const API_ROOT = path.resolve(import.meta.dirname, '../..');
const running = new Set<ChildProcess>();

/** Kills, after the file's tests, every process it started and left running. */
export function killServerProcessesAfterAll() {
  afterAll(() => {
    for (const child of running) child.kill('SIGKILL');
  });
}

/** Starts `src/main.ts` in its own process and waits until it answers. */
export async function startServerProcess(env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
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
