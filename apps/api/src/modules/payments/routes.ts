import { translate } from '@ataa/contract/messages';
import { envelope } from '@ataa/contract/schemas/entities';
import { z } from '@ataa/contract/validation';
import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';

const gateway = z.object({ code: z.string(), name: z.string() });

/**
 * `GET /payments/gateways` (NEW): the configured providers, the default first, named in the
 * reader's language. The aliases `curlec` and `2c2p` are never listed.
 */
export async function paymentLookupRoutes(app: FastifyInstance) {
  app.get(
    '/payments/gateways',
    { schema: { tags: ['Lookups'], response: { 200: envelope(z.array(gateway)) } } },
    async (request) => {
      const gateways = app.ctx.payments.providers.providers.map((provider) => ({
        code: provider.code,
        name: translate(request.locale, `payments.${provider.code}`),
      }));
      return success(request.locale, gateways);
    },
  );
}
