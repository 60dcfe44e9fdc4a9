import { defineConfig } from 'vitest/config';

// Two workers, as the API suite's: they share one queue in the root run (vitest.config.ts).
export default defineConfig({ test: { include: ['src/**/*.test.ts'], maxWorkers: 2 } });
