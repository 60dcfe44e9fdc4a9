// `npm run db:seed`: migrates and seeds the configured database if it is empty.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { buildServer } from '../server.ts';
import { seedDemoData } from './seed.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
await database.migrate();
const app = await buildServer({ config, database, web: false });
const seeded = await seedDemoData(app.ctx);
console.log(seeded ? 'Demo data seeded.' : 'The database already has accounts; nothing seeded.');
await app.close();
await database.close();
