// `npm start` (with --demo) and `npm run serve`: build the web app when its sources are newer than
// the build, then run the one server (API and site) in this process, in production mode.
// --demo is the local demo: demo data, no e-mail server needed, the outbox readable at /dev/outbox.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildEntry = path.join(root, 'apps/web/build/server/index.js');
const sources = ['apps/web/app', 'apps/web/public', 'apps/web/vite.config.ts', 'packages/contract/src'];

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

const built = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
if (built < Math.max(...sources.map((source) => newestChange(path.join(root, source))))) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// React renders at full speed only in production mode.
process.env.NODE_ENV ??= 'production';
if (process.argv.includes('--demo')) process.env.DEMO_MODE ??= 'true';

register();
await import(path.join(root, 'apps/api/src/main.ts'));
