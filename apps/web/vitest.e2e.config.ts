import { defineConfig } from 'vitest/config';

// The site's pages tested whole: the real server (API and built site) on a copy of the seeded
// database, per test file. tests/html reads the pages' HTML and headers in-process (happy-dom);
// tests/e2e drives Debian's Chromium for what only a browser shows (layout, axe, scripts, input).
// The database template is made once per run by the API's setup; one Chromium serves the run.
export default defineConfig({
  test: {
    include: ['tests/html/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
    globalSetup: ['../api/src/test/global-setup.ts', 'tests/browser-server.ts'],
    // The site as it is served: React and React Router render in production mode on the server,
    // as `npm start` and `npm run serve` run them (Vitest would set NODE_ENV to `test`). The
    // server's own settings come from testConfig whatever this says.
    env: { NODE_ENV: 'production' },
    pool: 'forks',
    maxWorkers: 2,
    // A worker runs its files one after another in one module graph: the API and the test helpers
    // are loaded once per worker, not once per file. Each file still starts its own server on its
    // own copy of the database, and opens its pages in contexts of its own.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page that answers after a debounce and a navigation may take longer than a second on a
    // busy machine; polls wait up to ten before they fail.
    expect: { poll: { timeout: 10_000 } },
  },
});
