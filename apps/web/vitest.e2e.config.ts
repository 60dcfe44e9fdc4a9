import { defineConfig } from 'vitest/config';

// Browser tests: the real server (API and built site) on a copy of the seeded database, driven
// by Debian's Chromium. The database template is made once per run by the API's setup.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['../api/src/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page that answers after a debounce and a navigation may take longer than a second on a
    // busy machine; polls wait up to ten before they fail.
    expect: { poll: { timeout: 10_000 } },
  },
});
