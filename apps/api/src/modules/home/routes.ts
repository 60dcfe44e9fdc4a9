import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { bannerStatistics, homeCampaigns, topDonors } from './service.ts';

/** The home page's figures and campaigns (contract §4). */
export async function homeRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, 'GET /banner/statistics', async (request) =>
    success(request.locale, await bannerStatistics(ctx, request.locale)),
  );
  route(app, 'GET /top/donors', async (request) =>
    success(request.locale, await topDonors(ctx, request.locale)),
  );
  route(app, 'GET /public-campaigns', async (request) => {
    const viewer = (await authenticate(request))?.user ?? null;
    return success(request.locale, await homeCampaigns(ctx, request.locale, viewer));
  });
}
