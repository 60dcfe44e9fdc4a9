// Typechecks a workspace (or, with no argument, all three) with TypeScript 7's native compiler,
// installed under the alias `typescript7`: it checks the same programs as TypeScript 6 with less
// than half the processor time (docs/testing.md). TypeScript 6 (`typescript`) stays for the tools
// that load the compiler's JavaScript API (React Router's typegen, dependency-cruiser), which
// TypeScript 7 does not offer. The compiler is found by its package, not by the `tsc` name that
// both packages claim in node_modules/.bin.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const WORKSPACES = { contract: 'packages/contract', api: 'apps/api', web: 'apps/web' };
const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript7/package.json')), 'bin', 'tsc');

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const names = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(WORKSPACES);
for (const name of names) {
  if (!WORKSPACES[name]) {
    console.error(`typecheck: no workspace named ${name} (${Object.keys(WORKSPACES).join(', ')})`);
    process.exit(2);
  }
  const cwd = path.join(ROOT, WORKSPACES[name]);
  // The web's route types are generated from its routes first.
  if (name === 'web') run(path.join(ROOT, 'node_modules/.bin/react-router'), ['typegen'], cwd);
  run(process.execPath, [tsc, '--noEmit', '-p', '.'], cwd);
}
