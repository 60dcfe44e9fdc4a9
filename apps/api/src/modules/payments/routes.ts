import { translate } from '@ataa/contract/messages';
import { envelope } from '@ataa/contract/schemas/entities';
import { z } from '@ataa/contract/validation';
import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import { configuredProviders } from './providers.ts';

const gateway = z.object({ code: z.string(), name: z.string() });

export async function paymentLookupRoutes(app: FastifyInstance) {
  app.get(
    '/payments/gateways',
    { schema: { tags: ['Lookups'], response: { 200: envelope(z.array(gateway)) } } },
    async (request) => {
      const gateways = configuredProviders(app.ctx.config).map((provider) => ({
        code: provider.code,
        name: translate(request.locale, provider.nameKey),
      }));
      return success(request.locale, gateways);
    },
  );
}
