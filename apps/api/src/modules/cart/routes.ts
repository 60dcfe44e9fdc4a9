import { cartAddResult, cartItem, DONOR_PER_PAGE, donorPageQuery } from '@ataa/contract/schemas/donor';
import { empty, envelope, paginated } from '@ataa/contract/schemas/entities';
import { z } from '@ataa/contract/validation';
import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import { pageRequest, paginate } from '../../http/paginate.ts';
import { pathId } from '../../http/params.ts';
import { typed } from '../../http/route-helpers.ts';
import { donorId, donorSecurity, donorsOnly } from '../donor/access.ts';
import { presentCartItem } from './present.ts';
import { countWaiting, waitingItems } from './queries.ts';
import { addToCart, removeFromCart } from './service.ts';

const tags = ['Cart'];

/** The donor's cart (contract §8). */
export async function cartRoutes(fastify: FastifyInstance) {
  donorsOnly(fastify);
  const app = typed(fastify);
  const { ctx } = fastify;

  app.get(
    '/doner/cart/count',
    { schema: { tags, ...donorSecurity, response: { 200: envelope(z.number().int()) } } },
    async (request) => success(request.locale, await countWaiting(ctx.db, donorId(request))),
  );

  app.post<{ Params: { campaignId: string } }>(
    '/doner/cart/add/:campaignId',
    { schema: { tags, ...donorSecurity, response: { 201: envelope(cartAddResult) } } },
    async (request, reply) => {
      const item = await addToCart(ctx.db, donorId(request), pathId(request.params.campaignId));
      const result = { id: item.id, status: 'wait' as const, campaign_id: item.campaignId };
      return reply.code(201).send(success(request.locale, result, 'donor.api.added'));
    },
  );

  app.post<{ Params: { cartItemId: string } }>(
    '/doner/cart/remove/:cartItemId',
    { schema: { tags, ...donorSecurity, response: { 200: envelope(empty) } } },
    async (request) => {
      await removeFromCart(ctx.db, donorId(request), pathId(request.params.cartItemId));
      return success(request.locale, {}, 'donor.api.removed');
    },
  );

  app.get(
    '/doner/index',
    {
      schema: {
        tags,
        ...donorSecurity,
        description: 'The waiting cart items, newest first.',
        querystring: donorPageQuery,
        response: { 200: envelope(paginated(cartItem)) },
      },
    },
    async (request) => {
      const donor = donorId(request);
      const now = new Date();
      const page = await paginate(
        pageRequest(request, DONOR_PER_PAGE),
        (limit, offset) => waitingItems(ctx.db, donor, limit, offset),
        () => countWaiting(ctx.db, donor),
        (row) => presentCartItem(ctx, request.locale, row, now),
      );
      return success(request.locale, page);
    },
  );
}
