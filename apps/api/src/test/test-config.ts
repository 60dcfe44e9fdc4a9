import { loadConfig } from '../config.ts';

/** What test servers sign with, in this process or another, so that the tests sign alike. */
export const TEST_SECRETS = {
  SANDBOX_WEBHOOK_SECRET: 'sandbox-secret-of-the-tests',
  UNSUBSCRIBE_SECRET: 'unsubscribe-secret-of-the-tests',
};

/** The configuration of a test server: quiet, no demo seeding, fast job polling. */
export function testConfig(overrides: Record<string, string | undefined> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    JOBS_POLL_INTERVAL_MS: '100',
    PUBLIC_CACHE_TTL_MS: '0',
    PAGE_CACHE_TTL_MS: '0',
    PUBLIC_ORIGIN: 'http://localhost:3000',
    DATA_DIR: process.env.TEST_DATA_DIR,
    ...TEST_SECRETS,
    ...overrides,
  });
}
