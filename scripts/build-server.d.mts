/**
 * Compiles the server into `outdir` (apps/api/dist unless told), `main.js` and the PDF check's
 * child beside it (scripts/build-server.mjs). The directory must sit one level below apps/api.
 */
export function buildServer(outdir?: string): Promise<void>;
