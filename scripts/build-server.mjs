// Compiles the server (apps/api/src/main.ts) into apps/api/dist/main.js, one JavaScript file, so
// that `npm run serve` runs without tsx or TypeScript (dev tools that `npm prune --omit=dev`
// removes). The workspace's own package (@ataa/contract, TypeScript sources) is bundled in; every
// other package stays an import, resolved from node_modules at run time. The process that checks an
// uploaded PDF (apps/api/src/storage/pdf-check-child.js) is built beside it, where the server
// starts it from. Run directly (`npm run build -w @ataa/api`), it compiles and exits. The tests
// build their own copy, one directory below apps/api as dist is (the server finds its files from there).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ataa/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer(outdir = path.join(root, 'apps/api/dist')) {
  await build({
    entryPoints: {
      main: path.join(root, 'apps/api/src/main.ts'),
      'pdf-check-child': path.join(root, 'apps/api/src/storage/pdf-check-child.js'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    plugins: [packagesStayExternal],
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
