// The context every route reads as `app.ctx`, built step by step: the infrastructure first, then
// the feature services made from the pieces they need, then the whole.
import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createCacheInvalidation } from './cache/invalidation.ts';
import type { Config } from './config.ts';
import type { Infrastructure } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { requestOriginOr } from './http/request-origin.ts';
import { createJobRunner } from './jobs/runner.ts';
import { createMailQueue } from './mail/mail-queue.ts';
import type { AccountServices } from './modules/accounts/index.ts';
import type { ScheduledCommitments } from './modules/charity/index.ts';
import {
  createNotificationServices,
  type NotificationServices,
} from './modules/notifications/jobs-and-live.ts';
import type { PaymentServices } from './modules/payments/payment-context.ts';
import { createPaymentServices } from './modules/payments/services.ts';
import { mailAttachmentRenderer } from './modules/receipts/service.ts';
import { scheduleReminders } from './modules/reminders/jobs.ts';
import {
  joinGuestSchedules,
  scheduleCharges,
  scheduledCommitments,
  scheduleFollower,
} from './modules/schedules/index.ts';
import { createRateLimits } from './security/rate-limits.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import { createS3Storage } from './storage/s3-storage.ts';

export interface AppContext extends Infrastructure {
  /** What follows an account's address verified (a guest's schedules join it). */
  accounts: AccountServices;
  payments: PaymentServices;
  /** The live unread counts and the notifications' jobs (campaign news, ended campaigns). */
  notifications: NotificationServices;
  /** A charity's recurring donors and what schedules promise it, told by scheduled giving. */
  scheduledCommitments: ScheduledCommitments;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface ContextOptions {
  config: Config;
  database: DatabaseHandle;
  /** Shared rate-limit counters across processes, when REDIS_URL is set. */
  redis: Redis | undefined;
  log: FastifyBaseLogger;
}

export function createAppContext({ config, database, redis, log }: ContextOptions): AppContext {
  const infrastructure = createInfrastructure({ config, database, redis, log });
  const payments = createPaymentServices(infrastructure, [scheduleFollower]);
  const notifications = createNotificationServices(
    infrastructure,
    database,
    log.child({ module: 'notifications' }),
  );
  scheduleReminders(infrastructure);
  scheduleCharges(infrastructure, payments);
  return {
    ...infrastructure,
    accounts: { verifiedFollowers: [joinGuestSchedules] },
    payments,
    notifications,
    scheduledCommitments,
  };
}

function createInfrastructure({ config, database, redis, log }: ContextOptions): Infrastructure {
  const { db } = database;
  const jobs = createJobRunner({
    db,
    log: log.child({ module: 'jobs' }),
    pollIntervalMs: config.JOBS_POLL_INTERVAL_MS,
    leaseMs: config.JOBS_LEASE_MS,
  });
  const publicOrigin = config.DEMO_MODE
    ? () => requestOriginOr(config.publicOrigin)
    : () => config.publicOrigin;
  return {
    config,
    db,
    // A bucket when STORAGE_URL names one (several machines share it), else this machine's disk.
    storage: config.bucket
      ? createS3Storage(config.bucket, publicOrigin)
      : createLocalStorage(config.dataDir, publicOrigin),
    jobs,
    mail: createMailQueue({
      jobs,
      db,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      renderAttachment: mailAttachmentRenderer(db),
    }),
    rateLimits: createRateLimits({
      enabled: config.RATE_LIMITS_ENABLED,
      globalPerMinute: config.RATE_LIMIT_GLOBAL_PER_MINUTE,
      redis,
      countInPrimary: cluster.isWorker && config.WEB_CONCURRENCY > 1,
    }),
    caches: createCacheInvalidation(database),
  };
}
