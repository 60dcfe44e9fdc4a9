import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type {} from '../../../api/src/test/global-setup.ts';
import { startTestServer, type TestServer } from '../../../api/src/test/harness.ts';
import type {} from '../browser-server.ts';

export { LOCALES, type Locale, localized } from '../accounts.ts';
export type { Page };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The kind of browser profile a test asks for: phone-sized or desktop, with scripts or without. */
export interface ProfileOptions {
  phone?: boolean;
  scripts?: boolean;
}

export interface Site {
  server: TestServer;
  browser: Browser;
  url: (path: string) => string;
  /**
   * A tab in a clean profile (no cookies, no storage): one that an earlier test of the file used,
   * reset when that test ended, or a new one. A new tab costs Chromium a renderer and the site's
   * scripts compiled again, about twice a page load (docs/testing.md).
   */
  page: (options?: ProfileOptions) => Promise<Page>;
  /** A tab of `page`, already at `path`. */
  open: (path: string, options?: ProfileOptions) => Promise<Page>;
  /**
   * A profile of the test's own, closed when the file ends: for a test that opens several tabs in
   * one profile or installs a fake clock, which a reused tab must not carry over.
   */
  newContext: (options?: ProfileOptions) => Promise<BrowserContext>;
}

interface Tab {
  options: ProfileOptions;
  page: Page;
}

/** Tabs are lent again only to a test that asks for the same kind of profile. */
const kindOf = ({ phone, scripts }: ProfileOptions) =>
  `${phone ? 'phone' : 'desktop'}, ${scripts === false ? 'no scripts' : 'scripts'}`;

const PLAYWRIGHT_DEFAULT_TIMEOUT = 30_000;

function contextOptions({ phone, scripts }: ProfileOptions) {
  return {
    ...(phone
      ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 900 } }),
    ...(scripts === false ? { javaScriptEnabled: false } : {}),
  };
}

/**
 * Starts the real site (API and pages) for the file's tests, and connects to the run's Chromium
 * (tests/browser-server.ts). Tabs lent by `site.page` are reset after each test and lent again;
 * the file's contexts close, and it disconnects, when it ends.
 */
export function useSite(env: Record<string, string> = {}): Site {
  const site = {} as Site;
  const contexts: BrowserContext[] = [];
  const idle = new Map<string, Tab[]>();
  const lent: Tab[] = [];

  /**
   * Makes a lent tab as a new one would be, or says it cannot be kept (the test closed it). The
   * tab first leaves the test's page for one without scripts, so that nothing the test's page does
   * as it goes (a form asking to stay, a draft it saves) reaches the next test.
   */
  async function reset(tab: Tab): Promise<boolean> {
    const { page } = tab;
    if (page.isClosed()) return false;
    const context = page.context();
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all(context.pages().map((other) => (other === page ? undefined : other.close())));
    page.on('dialog', (dialog) => dialog.accept());
    await page.goto(site.url('/robots.txt'));
    page.removeAllListeners('dialog');
    if (tab.options.scripts !== false)
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    await context.clearCookies();
    await context.clearPermissions();
    page.setDefaultTimeout(PLAYWRIGHT_DEFAULT_TIMEOUT);
    return true;
  }

  beforeAll(async () => {
    site.server = await startTestServer(env, undefined, { web: true });
    site.browser = await chromium.connect(inject('browserEndpoint'));
    site.url = (path) => `${site.server.url}${path}`;
    site.newContext = async (options = {}) => {
      const context = await site.browser.newContext(contextOptions(options));
      contexts.push(context);
      return context;
    };
    site.page = async (options = {}) => {
      const tab = idle.get(kindOf(options))?.pop() ?? {
        options,
        page: await (await site.newContext(options)).newPage(),
      };
      lent.push(tab);
      return tab.page;
    };
    site.open = async (path, options) => {
      const page = await site.page(options);
      await page.goto(site.url(path));
      return page;
    };
  });
  afterEach(async () => {
    for (const tab of lent.splice(0)) {
      const kind = kindOf(tab.options);
      if (await reset(tab).catch(() => false)) idle.set(kind, [...(idle.get(kind) ?? []), tab]);
      else await tab.page.context().close();
    }
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
