import { DONOR_PER_PAGE } from '@ataa/contract/schemas/donor';
import type { FastifyInstance } from 'fastify';
import { callerId } from '../../http/caller.ts';
import { success } from '../../http/envelope.ts';
import { pageRequest } from '../../http/paginate.ts';
import { pathId } from '../../http/params.ts';
import { route } from '../../http/route.ts';
import { addToCart, cartPage, removeFromCart, waitingCount } from './service.ts';

/** The donor's cart (contract §8). */
export async function cartRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, 'GET /doner/cart/count', async (request) =>
    success(request.locale, await waitingCount(ctx.db, callerId(request))),
  );

  route(app, 'POST /doner/cart/add/:campaignId', async (request) => {
    const item = await addToCart(ctx.db, callerId(request), pathId(request.params.campaignId));
    const result = { id: item.id, status: 'wait' as const, campaign_id: item.campaignId };
    return success(request.locale, result, 'donor.api.added');
  });

  route(app, 'POST /doner/cart/remove/:cartItemId', async (request) => {
    await removeFromCart(ctx.db, callerId(request), pathId(request.params.cartItemId));
    return success(request.locale, {}, 'donor.api.removed');
  });

  route(app, 'GET /doner/index', async (request) => {
    const page = await cartPage(ctx, request.locale, callerId(request), pageRequest(request, DONOR_PER_PAGE));
    return success(request.locale, page);
  });
}
