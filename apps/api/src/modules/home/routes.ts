import {
  bannerStatistics as bannerSchema,
  campaignCard,
  envelope,
  topDonors as topDonorsSchema,
} from '@ataa/contract/schemas/entities';
import { z } from '@ataa/contract/validation';
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { bannerStatistics, homeCampaigns, topDonors } from './service.ts';

const tags = ['Home'];

/** The home page's figures and campaigns (contract §4). */
export async function homeRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get(
    '/banner/statistics',
    { schema: { tags, response: { 200: envelope(bannerSchema) } } },
    async (request) => success(request.locale, await bannerStatistics(ctx, request.locale)),
  );

  app.get(
    '/top/donors',
    { schema: { tags, response: { 200: envelope(topDonorsSchema) } } },
    async (request) => success(request.locale, await topDonors(ctx, request.locale)),
  );

  app.get(
    '/public-campaigns',
    { schema: { tags, response: { 200: envelope(z.array(campaignCard)) } } },
    async (request) => {
      const viewer = (await authenticate(request))?.user ?? null;
      return success(request.locale, await homeCampaigns(ctx, request.locale, viewer));
    },
  );
}
