import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
// The config is bundled on its own: shared source is imported by path, not as a package.
import { ICU_ARGUMENT } from '../../packages/contract/src/icu.ts';
import { intlLocale } from '../../packages/contract/src/locale.ts';

const BUILD_ID = Date.now().toString(36);

/** Publishes the build's id so open pages can notice a newer version (spec §9). */
function buildManifest(): Plugin {
  return {
    name: 'ataa-build-id',
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id: BUILD_ID }),
      });
    },
  };
}

const PARSER = '@formatjs/icu-messageformat-parser';
const CATALOGUE_FILE = /\/packages\/contract\/src\/locales\/(ar|en)[/.][^?]*\.json(\?|$)/;
/** A language's message files and the module that gathers them. */
const MESSAGES_MODULE = /\/packages\/contract\/src\/(?:locales\/(ar|en)[/.]|catalogues\/(ar|en)\.ts)/;
/** The back office's messages in one language, and the module that exports them. */
const BACK_OFFICE_MESSAGES =
  /\/packages\/contract\/src\/(?:locales\/(ar|en)\/back-office\.json|catalogues\/back-office-(ar|en)\.ts)/;

/**
 * The browser's messages with ICU plurals and selects come compiled (formatjs' AST), and the
 * browser build gets formatjs' parser-less entry: pages do not download or run the parser.
 */
function precompiledMessages(): Plugin {
  const compile = (node: unknown, locale: Intl.Locale): unknown => {
    if (typeof node === 'string') return ICU_ARGUMENT.test(node) ? parse(node, { locale }) : node;
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, compile(value, locale)]));
  };
  return {
    name: 'ataa-precompiled-messages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (this.environment.name !== 'client' || source !== PARSER) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { skipSelf: true });
    },
    transform(code, id) {
      const match = this.environment.name === 'client' ? CATALOGUE_FILE.exec(id) : null;
      if (!match) return null;
      const locale = new Intl.Locale(intlLocale(match[1] as 'ar' | 'en'));
      return { code: JSON.stringify(compile(JSON.parse(code), locale)), map: null };
    },
  };
}

/**
 * The site's font swaps in only when it is there before the text is first drawn (`optional`
 * instead of fontsource's `swap`): text never moves when the font arrives (DESIGN §7), and the
 * next page has it from the cache.
 */
function fontsWithoutShift(): Plugin {
  return {
    name: 'ataa-fonts-without-shift',
    transform(code, id) {
      if (!/@fontsource\/ibm-plex-sans-arabic\/\d+\.css/.test(id)) return null;
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a Brotli and a gzip copy beside each text asset of the browser build; the server sends
 * the smallest one the browser accepts, without compressing anything per request.
 */
function precompressAssets(): Plugin {
  return {
    name: 'ataa-precompress',
    generateBundle: {
      // After Vite's own hooks, which fill in the preload lists of dynamic imports.
      order: 'post',
      async handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        for (const file of Object.values(bundle)) {
          // Vite's own manifest is for the server, never sent to browsers.
          if (!COMPRESSIBLE.test(file.fileName) || file.fileName.startsWith('.vite/')) continue;
          const source = file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source);
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            gzipped(source, { level: 9 }),
          ]);
          this.emitFile({ type: 'asset', fileName: `${file.fileName}.br`, source: br });
          this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gz });
        }
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  // In the browser's build, tiny chunks (an icon, a helper) join a chunk loaded with them: a page
  // then makes about 22 requests for its scripts instead of 38, each a round trip on a phone.
  build: isSsrBuild
    ? {}
    : {
        rollupOptions: {
          output: {
            experimentalMinChunkSize: 5_000,
            // Each language's messages stay one chunk of their own, fetched only by pages in it;
            // the back office's are another, fetched only by its pages.
            manualChunks: (id) => {
              const staff = BACK_OFFICE_MESSAGES.exec(id);
              if (staff) return `back-office-messages-${staff[1] ?? staff[2]}`;
              const match = MESSAGES_MODULE.exec(id);
              return match ? `messages-${match[1] ?? match[2]}` : undefined;
            },
          },
        },
      },
  plugins: [
    precompiledMessages(),
    fontsWithoutShift(),
    tailwindcss(),
    reactRouter(),
    buildManifest(),
    precompressAssets(),
  ],
}));
