// Each workspace declares every package its code imports and nothing it does not use (decision
// 017). npm hoists everything to one node_modules, so an undeclared import still runs here and
// breaks only where the workspace is installed alone; nothing else would notice. Each workspace
// also names the same supported Node lines as the root (`engines`, decision 035).
// Usage: node scripts/check-dependencies.mjs (part of `npm run lint`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const workspaces = ['.', ...root.workspaces];

// A quoted name after `from`, `import`, `import(`, `require.resolve(` or CSS `@import` and `@plugin`;
// not after `Buffer.from(` or a command's `--import` argument.
const SPECIFIERS = [
  /(?:(?<![.\w'"-])(?:from\s+|import\s*\(?\s*)|\bresolve\(\s*|@plugin\s+)['"]([^'"\n]+)['"]/g,
  // The test environment a test file asks for in its `@vitest-environment` comment.
  /@vitest-environment\s+([\w@/.-]+)/g,
];
const SOURCE = /\.(?:[cm]?[jt]sx?|css)$/;

/** The package an import names, or null for a relative path, a Node built-in or a virtual module. */
function packageOf(specifier) {
  if (/^[./]|^node:|^virtual:/.test(specifier)) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) ? null : name;
}

/** The workspace's source files (tracked, or new and not ignored), without those of the workspaces inside it. */
function sourceFiles(dir) {
  const listed = ['ls-files', '--cached', '--others', '--exclude-standard', dir];
  const files = execFileSync('git', listed, { encoding: 'utf8' }).split('\n');
  const nested = workspaces.filter((other) => other !== dir && dir === '.').map((other) => `${other}/`);
  return files.filter((file) => SOURCE.test(file) && !nested.some((prefix) => file.startsWith(prefix)));
}

function importedPackages(dir) {
  const used = new Set();
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of SPECIFIERS.flatMap((pattern) => [...text.matchAll(pattern)])) {
      const name = packageOf(specifier);
      if (name) used.add(name);
    }
  }
  return used;
}

/**
 * An installed package's manifest, read from its folder: its `exports` may hide `package.json`
 * from `require` (TipTap's do), and its peers still count. Empty when it is not installed.
 */
function manifestOf(name) {
  for (const dir of ['.', ...root.workspaces]) {
    try {
      return JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8'));
    } catch {
      // Not installed in this folder: npm may have put it in another one.
    }
  }
  return {};
}

/** The commands a package installs (`tsc` for typescript), to see whether a script runs it. */
function binariesOf(name) {
  const { bin } = manifestOf(name);
  return typeof bin === 'string' ? [name.split('/').pop()] : Object.keys(bin ?? {});
}

const manifests = workspaces.map((dir) => ({
  dir,
  pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')),
}));
const allScripts = manifests.flatMap(({ pkg }) => Object.values(pkg.scripts ?? {})).join('\n');
// Loaded by React Router's default server entry (the web has no entry.server.tsx of its own).
const USED_WITHOUT_IMPORT = { 'apps/web': ['@react-router/node', 'isbot'] };
// The root's dev tools (vitest, typescript, biome, @types/node) serve every workspace.
const shared = new Set(Object.keys(root.devDependencies ?? {}));

const problems = [];
for (const { dir, pkg } of manifests) {
  const declared = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
  ]);
  if (pkg.engines?.node !== root.engines.node)
    problems.push(`${dir}/package.json: engines.node is not the root's "${root.engines.node}"`);
  const imported = importedPackages(dir);
  for (const name of USED_WITHOUT_IMPORT[dir] ?? []) imported.add(name);
  // A declared peer of a declared package (vite for vitest) pins the version the tool runs with.
  const peers = new Set(
    [...declared].flatMap((name) => Object.keys(manifestOf(name).peerDependencies ?? {})),
  );
  for (const name of imported) {
    if (name !== pkg.name && !declared.has(name) && !shared.has(name))
      problems.push(`${dir}/package.json: imports ${name} without declaring it`);
  }
  for (const name of declared) {
    const typesOf = name.startsWith('@types/')
      ? name.slice('@types/'.length).replace(/^(.+)__/, '@$1/')
      : null;
    const used =
      imported.has(name) ||
      peers.has(name) ||
      (typesOf !== null && (imported.has(typesOf) || typesOf === 'node')) ||
      binariesOf(name).some((bin) => new RegExp(`(^|[\\s&|;(])${bin}(\\s|$)`, 'm').test(allScripts));
    if (!used) problems.push(`${dir}/package.json: declares ${name} but nothing imports or runs it`);
  }
}

if (problems.length > 0) {
  console.error(`Dependencies out of step with the code:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Dependencies: every import of ${workspaces.length} workspaces is declared, nothing unused is, and all name Node ${root.engines.node}.`,
);
