// Builds the web app when its sources are newer than the build. Used by `npm start`, the API's and
// the browser tests' set-up (apps/api/src/test/global-setup.ts) and `check-runtime-imports.mjs`;
// run directly, it builds when needed and exits.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { whileHolding } from './file-lock.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildEntry = path.join(root, 'apps/web/build/server/index.js');
const sources = ['apps/web/app', 'apps/web/public', 'apps/web/vite.config.ts', 'packages/contract/src'];
// Held by the process building this checkout's web app; it names that process.
const lockFile = path.join(root, 'node_modules/.cache/ataa/web-build.lock');

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

function isStale() {
  const built = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
  return built < Math.max(...sources.map((source) => newestChange(path.join(root, source))));
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    // Always the production build, as `npm run build` makes: a test runner's NODE_ENV=test would
    // bundle React's development build, a quarter heavier and slower.
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`the web app did not build (${command} ended with ${code})`)),
    );
  });
}

/**
 * Builds the web app if it is missing or older than its sources. Two processes (two test runs, a
 * test run and `npm start`) never build at once: the second waits for the first's build, then
 * finds it fresh.
 */
export async function buildWebIfStale() {
  if (!isStale()) return;
  await whileHolding(
    lockFile,
    (holder) => console.log(`Waiting for the web build of process ${holder}…`),
    async () => {
      if (!isStale()) return;
      console.log('Building the web app…');
      await run('npm', ['run', 'build', '-w', '@ataa/web', '--silent']);
    },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildWebIfStale();
