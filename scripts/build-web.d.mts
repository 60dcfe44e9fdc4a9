/** Builds the web app if it is missing or older than its sources (scripts/build-web.mjs). */
export function buildWebIfStale(): Promise<void>;
