/// <reference types="vite/client" />

/** The id of this build, also published at /builds/latest.json (see vite.config.ts). */
declare const __BUILD_ID__: string;
