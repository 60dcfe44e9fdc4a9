import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  plugins: [tailwindcss(), reactRouter(), buildManifest()],
});
