// `npm start` (with --demo) and `npm run serve`: build the web app when its sources are newer than
// the build, then run the one server (API and site) in this process, in production mode.
// --demo is the local demo: demo data, no e-mail server needed, the outbox readable at /dev/outbox.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildWebIfStale();

// React renders at full speed only in production mode.
process.env.NODE_ENV ??= 'production';
if (process.argv.includes('--demo')) process.env.DEMO_MODE ??= 'true';

register();
await import(path.join(root, 'apps/api/src/main.ts'));
