import type { Locale } from '@ataa/contract/locale';
import type { CacheInvalidation } from './cache/invalidation.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AuthState } from './http/auth.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { MailQueue } from './mail/mail-queue.ts';
import type { RateLimits } from './security/rate-limits.ts';
import type { Storage } from './storage/storage.ts';

/**
 * What the API is built on, made first (app-context.ts). A feature takes only the pieces it uses,
 * `Pick<Infrastructure, 'config' | 'db'>`; the services made from these pieces (payments,
 * notifications) are named by their own modules, never here, so no feature type reaches this file.
 */
export interface Infrastructure {
  config: Config;
  db: Database;
  storage: Storage;
  jobs: JobRunner;
  mail: MailQueue;
  rateLimits: RateLimits;
  /** Drops cached public answers when the data they were read from changes. */
  caches: CacheInvalidation;
}

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    /** Resolved once per request by `authenticate`; undefined until then. */
    auth: AuthState | null | undefined;
  }
}
