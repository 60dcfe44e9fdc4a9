import { defineConfig } from 'vitest/config';

// Unit tests of the web's own logic, beside the code: plain Node, no server, no browser, so the
// whole set runs in seconds. A test that renders a page through React Router's createRoutesStub
// asks for happy-dom in its first line. The browser suite has its own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
