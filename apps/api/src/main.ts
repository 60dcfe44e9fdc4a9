import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { baseCurrencyProblem } from './modules/lookups/base-currency.ts';
import { seedDemoData } from './seed/seed.ts';
import { buildServer } from './server.ts';
import { bucketProblem } from './storage/s3-storage.ts';

// Settings may also come from a .env file beside where the server is started.
if (existsSync('.env')) process.loadEnvFile('.env');

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const storageProblem = config.bucket ? await bucketProblem(config.bucket) : undefined;
  if (storageProblem) {
    console.error(`Invalid configuration:\n  ${storageProblem}`);
    process.exit(1);
  }

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  // Every worker and machine starts alike; one at a time migrates (within migrate) and seeds.
  await database.migrate();
  const app = await buildServer({ config, database });
  if (config.SEED_DEMO_DATA) {
    const seeded = await database.exclusively(() => seedDemoData(app.ctx));
    if (seeded) app.log.info('demo data seeded into the empty database');
  }
  const currencyProblem = await baseCurrencyProblem(database.db, config.BASE_CURRENCY);
  if (currencyProblem) {
    console.error(`Invalid configuration:\n  ${currencyProblem}`);
    await app.close();
    await database.close();
    process.exit(1);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    // close() stops accepting connections and waits for the requests in flight.
    await app.close();
    await database.close();
    process.exit(process.exitCode ?? 0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  // A fault that escaped every request leaves the process in a state nobody can vouch for: it is
  // logged, the requests in flight are finished, and the process ends for its supervisor to start
  // a fresh one (scripts/supervise.mjs; docs/deploy.md).
  const fail = (error: unknown) => {
    app.log.fatal({ err: error }, 'an error escaped every request: restarting the process');
    process.exitCode = 1;
    // Requests that never finish do not hold the restart back.
    setTimeout(() => process.exit(1), 10_000).unref();
    void stop('fault');
  };
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    { address, database: database.kind },
    `Ataa is ready: the site and the API (/api/v1, docs at /api/v1/docs)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
