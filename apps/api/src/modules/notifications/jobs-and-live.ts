// The notifications' jobs (campaign news, ended campaigns) and the live unread counts, built once per
// server process (server.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Infrastructure } from '../../context.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createNotificationHub, type NotificationHub } from './live.ts';
import { notifyEndedCampaigns, sendNewsBatch } from './news.ts';
import type { NewsJob } from './news-mail.ts';

export interface NotificationServices {
  live: NotificationHub;
  /** Sends a campaign's news update to its donors, a batch per job. */
  newsJob: NewsJob;
}

export function createNotificationServices(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'jobs' | 'mail'>,
  database: Pick<DatabaseHandle, 'listen'>,
  log: FastifyBaseLogger,
): NotificationServices {
  const { jobs } = ctx;
  const newsJob: NewsJob = jobs.define(
    'notifications.campaign-news',
    (batch) => sendNewsBatch(ctx, newsJob, batch),
    {
      attempts: 10,
      retryDelayMs: 5000,
    },
  );
  const endedJob = jobs.define<Record<string, never>>(
    'notifications.campaigns-ended',
    async (_payload, jobLog) => {
      const told = await notifyEndedCampaigns(ctx);
      if (told > 0) jobLog.info({ told }, 'charities told their campaigns ended');
    },
  );
  jobs.every(endedJob, ctx.config.NOTIFICATIONS_END_CHECK_INTERVAL_MS);
  const live = createNotificationHub(database, ctx.db, log, ctx.config.LIVE_STREAM_SESSION_CHECK_MS);
  return { live, newsJob };
}
