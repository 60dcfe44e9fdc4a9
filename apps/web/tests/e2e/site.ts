import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type {} from '../../../api/src/test/global-setup.ts';
import { startTestServer, type TestServer } from '../../../api/src/test/harness.ts';
import type {} from '../browser-server.ts';

export { LOCALES, type Locale, localized } from '../accounts.ts';
export type { Page };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Site {
  server: TestServer;
  browser: Browser;
  url: (path: string) => string;
  /** A fresh browser profile (no cookies), phone-sized or desktop. */
  newContext: (options?: { phone?: boolean }) => Promise<BrowserContext>;
  /** A page in a fresh profile, already at `path`. */
  open: (path: string, options?: { phone?: boolean }) => Promise<Page>;
}

/**
 * Starts the real site (API and pages) for the file's tests, and connects to the run's Chromium
 * (tests/browser-server.ts); the file's contexts close, and it disconnects, when it ends.
 */
export function useSite(env: Record<string, string> = {}): Site {
  const site = {} as Site;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    site.server = await startTestServer(env, undefined, { web: true });
    site.browser = await chromium.connect(inject('browserEndpoint'));
    site.url = (path) => `${site.server.url}${path}`;
    site.newContext = async (options = {}) => {
      const context = await site.browser.newContext(
        options.phone
          ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }
          : { viewport: { width: 1280, height: 900 } },
      );
      contexts.push(context);
      return context;
    };
    site.open = async (path, options) => {
      const page = await (await site.newContext(options)).newPage();
      await page.goto(site.url(path));
      return page;
    };
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}

/** Runs axe-core in the page; serious and critical findings fail the test with their details. */
export async function expectAccessible(page: Page) {
  // Evaluated through the browser's debugging protocol: an added <script> would be refused by the
  // page's script policy, which names only the page's own nonce.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time.
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter(
        (violation: { impact: string }) => violation.impact === 'serious' || violation.impact === 'critical',
      )
      .map((violation: { id: string; nodes: Array<{ target: string[] }> }) => ({
        rule: violation.id,
        where: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
  });
  expect(violations, `axe findings on ${page.url()}`).toEqual([]);
}

/**
 * Waits until React has hydrated the page (its nodes carry React's fiber), so clicks and keys
 * reach its handlers. Quicker than waiting for the network to go quiet.
 */
export async function ready(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main') ?? document.body;
    return Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Hydrated, and the network quiet since: the page's effects (timers, listeners) are in place. */
export async function hydrated(page: Page) {
  await ready(page);
  await page.waitForLoadState('networkidle');
}
