import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import { emailIdentifier, rateLimited, rawField } from '../../http/rate-limit-hooks.ts';
import { route } from '../../http/route.ts';
import { receiveContactMessage } from './service.ts';

/** The contact form (contract §4). */
export async function contactRoutes(app: FastifyInstance) {
  const limit = rateLimited('contact', (request) => emailIdentifier(rawField(request, 'email')));
  route(
    app,
    'POST /contact',
    async (request) => {
      await receiveContactMessage(app.ctx, request.body, request.locale);
      return success(request.locale, {}, 'contact.sent');
    },
    { preValidation: [limit] },
  );
}
