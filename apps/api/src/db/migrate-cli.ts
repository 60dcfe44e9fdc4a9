// `npm run db:migrate`: applies the committed migrations to the configured database.
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
await database.migrate();
console.log(`Migrations applied (${database.kind}).`);
await database.close();
