import { DONOR_PER_PAGE } from '@ataa/contract/schemas/donor';
import type { FastifyInstance } from 'fastify';
import { callerId } from '../../http/caller.ts';
import { success } from '../../http/envelope.ts';
import { pageRequest } from '../../http/paginate.ts';
import { route } from '../../http/route.ts';
import { campaignsOfDonor, donationsOfDonor, donorStatistics } from './service.ts';

/** The donor's dashboard (contract §9). */
export async function donorRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, 'GET /doner/statistics', async (request) =>
    success(request.locale, await donorStatistics(ctx, request.locale, callerId(request))),
  );

  route(app, 'GET /doner/campaigns', async (request) => {
    const page = pageRequest(request, DONOR_PER_PAGE);
    return success(request.locale, await campaignsOfDonor(ctx, request.locale, callerId(request), page));
  });

  route(app, 'GET /doner/donations', async (request) => {
    const page = pageRequest(request, DONOR_PER_PAGE);
    const { state } = request.query;
    return success(
      request.locale,
      await donationsOfDonor(ctx, request.locale, callerId(request), state, page),
    );
  });
}
