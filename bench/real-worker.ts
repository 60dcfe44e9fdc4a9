// One worker of the real server when the bench runs it as BENCH_WORKERS cluster workers
// (bench/servers.ts is their primary): the same configuration, database and web build as the
// in-process server, listening on the shared port.
import { openDatabase } from '../apps/api/src/db/client.ts';
import { buildServer } from '../apps/api/src/server.ts';
import { registerWebApp } from '../apps/api/src/web/web-app.ts';
import { benchServerConfig } from './server-config.ts';

const config = benchServerConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
const app = await buildServer({ config, database, web: false });
const webBuild = process.env.BENCH_WEB_BUILD;
if (webBuild) await registerWebApp(app, webBuild);
await app.listen({ host: '127.0.0.1', port: config.PORT });
