import path from 'node:path';

/**
 * The API workspace's folder. This module sits one level below it both as a source (src/paths.ts)
 * and bundled into the compiled server (dist/main.js), so the files it reads at run time
 * (migrations, fonts, the web build) are found the same way from either.
 */
export const API_DIR = path.resolve(import.meta.dirname, '..');
