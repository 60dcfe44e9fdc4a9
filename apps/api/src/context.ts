import type { Locale } from '@ataa/contract/locale';
import type { CacheInvalidation } from './cache/invalidation.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AuthState } from './http/auth.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { MailQueue } from './mail/mail-queue.ts';
import type { NotificationServices } from './modules/notifications/jobs-and-live.ts';
import type { PaymentServices } from './modules/payments/services.ts';
import type { RateLimits } from './security/rate-limits.ts';
import type { Storage } from './storage/storage.ts';

/** What every route and service may use; built once in server.ts. */
export interface AppContext {
  config: Config;
  db: Database;
  storage: Storage;
  jobs: JobRunner;
  mail: MailQueue;
  rateLimits: RateLimits;
  payments: PaymentServices;
  /** Drops cached public answers when the data they were read from changes. */
  caches: CacheInvalidation;
  /** The live unread counts and the notifications' jobs (campaign news, ended campaigns). */
  notifications: NotificationServices;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    locale: Locale;
    /** Resolved once per request by `authenticate`; undefined until then. */
    auth: AuthState | null | undefined;
  }
}
