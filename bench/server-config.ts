import { loadConfig } from '../apps/api/src/config.ts';

/**
 * The real server's settings in a benchmark: production mode for React and the server, demo mode
 * so that no e-mail server or public address is needed, quiet, no rate limits; the port and data
 * directory from BENCH_REAL_PORT and BENCH_DATA_DIR.
 */
export function benchServerConfig() {
  const port = process.env.BENCH_REAL_PORT!;
  return loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DEMO_MODE: 'true',
    LOG_LEVEL: 'silent',
    DATA_DIR: process.env.BENCH_DATA_DIR!,
    PORT: port,
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${port}`,
    RATE_LIMITS_ENABLED: 'false',
  });
}
