import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from './test/harness.ts';

const FAULTY_SERVER = path.join(import.meta.dirname, 'test/fixtures/faulty-server.mjs');

async function answer(origin: string, pathname = '/') {
  return fetch(`${origin}${pathname}`).then(
    async (response) => response.text(),
    () => undefined,
  );
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
    env: { ...process.env, PORT: String(port) },
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
  expect(said.join('')).toContain('starting it again');

  const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
  primary.kill('SIGTERM');
  expect(await exited).toBe(0);
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
