import {
  DONOR_PER_PAGE,
  donorCampaign,
  donorDonation,
  donorDonationsQuery,
  donorPageQuery,
  donorStatistics as statisticsSchema,
} from '@ataa/contract/schemas/donor';
import { envelope, paginated } from '@ataa/contract/schemas/entities';
import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import { pageRequest } from '../../http/paginate.ts';
import { typed } from '../../http/route-helpers.ts';
import { donorId, donorSecurity, donorsOnly } from './access.ts';
import { campaignsOfDonor, donationsOfDonor, donorStatistics } from './service.ts';

const tags = ['Donor dashboard'];

/** The donor's dashboard (contract §9). */
export async function donorRoutes(fastify: FastifyInstance) {
  donorsOnly(fastify);
  const app = typed(fastify);
  const { ctx } = fastify;

  app.get(
    '/doner/statistics',
    { schema: { tags, ...donorSecurity, response: { 200: envelope(statisticsSchema) } } },
    async (request) => success(request.locale, await donorStatistics(ctx, request.locale, donorId(request))),
  );

  app.get(
    '/doner/campaigns',
    {
      schema: {
        tags,
        ...donorSecurity,
        description: 'The campaigns this donor has paid donations to, the latest donation first.',
        querystring: donorPageQuery,
        response: { 200: envelope(paginated(donorCampaign)) },
      },
    },
    async (request) => {
      const page = pageRequest(request, DONOR_PER_PAGE);
      return success(request.locale, await campaignsOfDonor(ctx, request.locale, donorId(request), page));
    },
  );

  app.get(
    '/doner/donations',
    {
      schema: {
        tags,
        ...donorSecurity,
        description: "The donor's donations in every state (or the one asked for), newest first.",
        querystring: donorDonationsQuery,
        response: { 200: envelope(paginated(donorDonation)) },
      },
    },
    async (request) => {
      const page = pageRequest(request, DONOR_PER_PAGE);
      const { state } = request.query;
      return success(
        request.locale,
        await donationsOfDonor(ctx, request.locale, donorId(request), state, page),
      );
    },
  );
}
