// Before any test file runs: one Chromium (Debian's) for the whole run, which each browser test
// file connects to. A file's pages live in contexts of its own, closed when it ends, so files share
// the browser process but no cookie, storage or page; the browser closes when the run ends.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  checkDisabledFeatures,
  PLAYWRIGHT_DISABLE_FEATURES,
} from '../../../scripts/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's Chromium listens for playwright-core's `chromium.connect`. */
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, PLAYWRIGHT_DISABLE_FEATURES],
  });
  const pid = server.process().pid;
  if (pid) checkDisabledFeatures(pid);
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
