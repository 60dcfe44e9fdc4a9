import { defineConfig } from 'vitest/config';
import { SAME_ON_EVERY_DATABASE } from './apps/api/vitest.config.ts';

/**
 * Every suite of the project (`npm test` runs them, scripts/test.mjs): the contract, the API (on
 * PGlite, or the server DATABASE_URL names), the web's unit tests, and the pages (HTML and
 * Chromium). With TEST_POSTGRES_URL set (CI sets it), the API suite runs a second time, on that
 * PostgreSQL server. `npx vitest run --project api` runs one; each workspace's own config too.
 */
const postgresUrl = process.env.TEST_POSTGRES_URL;

export default defineConfig({
  test: {
    projects: [
      {
        extends: './packages/contract/vitest.config.ts',
        test: { name: 'contract', root: './packages/contract' },
      },
      { extends: './apps/api/vitest.config.ts', test: { name: 'api', root: './apps/api' } },
      { extends: './apps/web/vitest.config.ts', test: { name: 'web', root: './apps/web' } },
      { extends: './apps/web/vitest.e2e.config.ts', test: { name: 'pages', root: './apps/web' } },
      ...(postgresUrl
        ? [
            {
              extends: './apps/api/vitest.config.ts',
              test: {
                name: 'api-postgres',
                root: './apps/api',
                exclude: SAME_ON_EVERY_DATABASE,
                env: { DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
