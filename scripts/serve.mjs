// `npm run serve`, a deployment: the server compiled by `npm run build` (apps/api/dist/main.js),
// which needs only the runtime dependencies, so it runs after `npm prune --omit=dev`. The server
// runs in a worker that is started again if it dies (scripts/supervise.mjs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/api/dist/main.js');
if (!existsSync(server)) {
  console.error('The server is not built: run `npm run build` first.');
  process.exit(1);
}

// React renders at full speed only in production mode.
process.env.NODE_ENV ??= 'production';
await supervise(() => import(pathToFileURL(server).href));
