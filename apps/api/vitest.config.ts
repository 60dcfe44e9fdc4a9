import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that start server processes of their own take the longest (`main.test.ts` seeds an
 * empty database). Vitest orders files by the durations of earlier runs, and by size where it has
 * none (a fresh clone, CI), which would start these late and leave one worker busy alone at the end.
 */
const STARTS_PROCESSES = [
  'src/main.test.ts',
  'src/machines.test.ts',
  'src/modules/notifications/processes.test.ts',
  'src/modules/payments/crash-recovery.test.ts',
  'src/workers.test.ts',
];

class ProcessesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => STARTS_PROCESSES.some((name) => file.moduleId.endsWith(name));
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}

/**
 * Files whose result cannot depend on the database server: they open no database, or (main.test.ts)
 * start `npm start`'s own embedded one whatever DATABASE_URL says. The pass on PostgreSQL
 * (DATABASE_URL set, as CI's second run) leaves them out, since it would only repeat the first.
 */
const SAME_ON_EVERY_DATABASE = [
  'src/main.test.ts',
  'src/modules/charity/schedule.test.ts',
  'src/modules/payments/sandbox.test.ts',
  'src/modules/payments/stripe.test.ts',
  'src/modules/receipts/bidi-text.test.ts',
  'src/modules/receipts/receipt-pdf.test.ts',
  'src/seed/images.test.ts',
  'src/storage/bucket-settings.test.ts',
  'src/storage/decode-in-turn.test.ts',
  'src/storage/pdf-check.test.ts',
  'src/storage/storage.test.ts',
  'src/storage/uploads.test.ts',
  'src/web/page-body-limits.test.ts',
  'src/web/page-cache.test.ts',
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: process.env.DATABASE_URL ? SAME_ON_EVERY_DATABASE : [],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file gets its own database clone and server. Three at a time on a 2-core machine: the
    // files that start server processes spend much of their time waiting for them, and a third
    // worker uses the core they leave idle (the suite in 0.89 of the time with two, the same
    // processor time; four were slower again: docs/testing.md).
    pool: 'forks',
    maxWorkers: 3,
    // A worker keeps the modules it has loaded from one file to the next: every file would
    // otherwise load the whole server again (a third of the suite's time, docs/testing.md). Files
    // share no state through them: each starts its own server on its own database.
    isolate: false,
    sequence: { sequencer: ProcessesFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
