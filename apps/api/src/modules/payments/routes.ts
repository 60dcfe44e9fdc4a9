import { translate } from '@ataa/contract/messages';
import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';

/**
 * `GET /payments/gateways` (NEW): the configured providers, the default first, named in the
 * reader's language. The aliases `curlec` and `2c2p` are never listed.
 */
export async function paymentLookupRoutes(app: FastifyInstance) {
  route(app, 'GET /payments/gateways', async (request) => {
    const gateways = app.ctx.payments.providers.providers.map((provider) => ({
      code: provider.code,
      name: translate(request.locale, `payments.${provider.code}`),
    }));
    return success(request.locale, gateways);
  });
}
