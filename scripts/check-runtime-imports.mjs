// CI guard for decision 016: every package that the compiled server and the web build import at
// run time must be one that `npm prune --omit=dev` keeps, or `npm run serve` breaks in production.
// It checks the current sources: the server is compiled afresh, the web app built if stale.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { buildServer } from './build-server.mjs';
import { buildWebIfStale } from './build-web.mjs';

await buildWebIfStale();
await buildServer();
const bundles = ['apps/api/dist/main.js', 'apps/web/build/server/index.js'];
const kept = new Set(
  execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.split('node_modules/').at(-1)),
);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isBuiltin = (specifier) => specifier.startsWith('node:') || builtinModules.includes(specifier);

/** A static or dynamic import of a package by name (with an optional subpath), not of a relative path. */
const BARE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*)["']((?:@[\w.-]+\/)?\w[\w.:-]*(?:\/[\w.-]+)*)["']/g;

const missing = new Set();
for (const bundle of bundles) {
  const code = readFileSync(bundle, 'utf8');
  for (const [, specifier] of code.matchAll(BARE_IMPORT)) {
    if (!isBuiltin(specifier) && !kept.has(packageOf(specifier))) missing.add(`${bundle}: ${specifier}`);
  }
}
if (missing.size > 0) {
  console.error(
    `Imported at run time but only a dev dependency (or not installed):\n  ${[...missing].join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`Run-time imports of ${bundles.join(' and ')}: all kept by npm prune --omit=dev.`);
