import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { WebhookSignatureError } from './provider.ts';
import { receiveWebhook } from './provider-events.ts';

/** `POST /payments/webhook/{provider}` (contract §6): verified, stored once, answered at once. */
export async function webhookRoutes(app: FastifyInstance) {
  // Signatures are computed over the exact bytes sent, so this route reads every body raw.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  route(app, 'POST /payments/webhook/:provider', async (request) => {
    const provider = app.ctx.payments.providers.byCode(request.params.provider);
    if (!provider) throw AppError.notFound();
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    try {
      const { duplicate } = await receiveWebhook(app.ctx, provider, raw, request.headers);
      return success(request.locale, { received: true as const, duplicate });
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new AppError(400, 'payments.webhook_bad_signature');
      throw error;
    }
  });
}
