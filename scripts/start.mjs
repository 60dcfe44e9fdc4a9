// `npm start`, the local demo: build the web app when its sources are newer than the build, then
// run the one server (API and site) from its TypeScript sources in this process, in production
// mode, with demo data, no e-mail server needed and the outbox readable at /dev/outbox.
// A deployment runs the compiled server instead (`npm run serve`, scripts/serve.mjs). The server
// runs in a worker that is started again if it dies (scripts/supervise.mjs).
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './build-web.mjs';
import { supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (cluster.isPrimary) await buildWebIfStale();

// React renders at full speed only in production mode.
process.env.NODE_ENV ??= 'production';
process.env.DEMO_MODE ??= 'true';

await supervise(async () => {
  register();
  await import(path.join(root, 'apps/api/src/main.ts'));
});
