import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The JavaScript a page downloads before it works, Brotli-compressed as it is sent, read from the
// build the browser tests run on. The budget is decision 011's: the framework (React, React DOM
// and React Router, about 98 KB) plus at most 55 KB of the site's own, on the donate pages; 164 KB
// until the catalogue is split by area (decision 011's amendments).
const DONATE_BUDGET_BYTES = 164_000;
const ASSETS = path.resolve(import.meta.dirname, '../../build/client/assets');

interface RouteEntry {
  parentId?: string;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
}

function readManifest(): Manifest {
  const file = readdirSync(ASSETS).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error('no route manifest: build the web app first');
  const source = readFileSync(path.join(ASSETS, file), 'utf8');
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, '').replace(/;$/, ''));
}

const compressedSize = (url: string) => statSync(path.join(ASSETS, `${path.basename(url)}.br`)).size;

/** Every script a route's page loads: the entry, each route of its branch, their imports, and
 * the page language's messages (fetched by the entry before hydrating). */
function pageScripts(manifest: Manifest, routeId: string, locale: 'ar' | 'en'): string[] {
  const scripts = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId ?? '']) {
    scripts.add(route.module);
    for (const module of route.imports ?? []) scripts.add(module);
  }
  const catalogue = readdirSync(ASSETS).find((name) =>
    new RegExp(`^messages-${locale}-[\\w-]+\\.js$`).test(name),
  );
  if (!catalogue) throw new Error(`no ${locale} messages chunk`);
  scripts.add(catalogue);
  return [...scripts];
}

describe('page weight', () => {
  for (const locale of ['ar', 'en'] as const) {
    it(`${locale}: the donate page downloads at most ${DONATE_BUDGET_BYTES / 1000} KB of compressed JavaScript`, () => {
      const manifest = readManifest();
      expect(manifest.routes[`donate.${locale}`]).toBeDefined();
      const bytes = pageScripts(manifest, `donate.${locale}`, locale).reduce(
        (sum, url) => sum + compressedSize(url),
        0,
      );
      expect(bytes).toBeLessThanOrEqual(DONATE_BUDGET_BYTES);
    });
  }
});
