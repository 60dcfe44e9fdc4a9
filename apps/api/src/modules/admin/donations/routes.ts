import { refundBody } from '@ataa/contract/schemas/admin-donations';
import type { FastifyInstance } from 'fastify';
import { callerId } from '../../../http/caller.ts';
import { success } from '../../../http/envelope.ts';
import { readCheckedForm } from '../../../http/multipart.ts';
import { pageRequest } from '../../../http/paginate.ts';
import { pathId } from '../../../http/params.ts';
import { route } from '../../../http/route.ts';
import { listAdminDonations, readAdminDonation, refundDonation } from './service.ts';

/** The staff's donations and refunds (contract §13). */
export async function adminDonationRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, 'GET /admin/donations', async (request) => {
    const { q, state, campaign_id, charity_id, gateway, currency_id, date_from, date_to } = request.query;
    const filter = {
      q,
      state,
      campaignId: campaign_id,
      charityId: charity_id,
      gateway,
      currencyId: currency_id,
      dateFrom: date_from,
      dateTo: date_to,
    };
    return success(
      request.locale,
      await listAdminDonations(ctx, request.locale, filter, pageRequest(request)),
    );
  });

  route(app, 'GET /admin/donations/:id', async (request) =>
    success(request.locale, await readAdminDonation(ctx, request.locale, pathId(request.params.id))),
  );

  route(app, 'POST /admin/donations/:id/refund', async (request) => {
    const id = pathId(request.params.id);
    const { fields } = await readCheckedForm(request, refundBody);
    const { donation, message } = await refundDonation(ctx, request.locale, callerId(request), id, fields);
    return success(request.locale, donation, message);
  });
}
