import { config } from 'zod/v4/core';

// Zod compiles a faster parser with `new Function` after probing whether eval is allowed. The
// site's Content-Security-Policy forbids eval, so in the browser the probe alone is a reported
// violation: import this module before any schema is used there.
config({ jitless: true });
