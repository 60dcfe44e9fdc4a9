// Builds the web app when its sources are newer than the build. Used by `npm start` and before
// the browser tests; run directly, it builds when needed and exits.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildEntry = path.join(root, 'apps/web/build/server/index.js');
const sources = ['apps/web/app', 'apps/web/public', 'apps/web/vite.config.ts', 'packages/contract/src'];

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

export function buildWebIfStale() {
  const built = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
  if (built >= Math.max(...sources.map((source) => newestChange(path.join(root, source))))) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@ataa/web', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfStale();
