import { contactBody } from '@ataa/contract/schemas/contact';
import { empty, envelope } from '@ataa/contract/schemas/entities';
import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import { emailIdentifier, rateLimited, rawField } from '../../http/rate-limit-hooks.ts';
import { typed } from '../../http/route-helpers.ts';
import { receiveContactMessage } from './service.ts';

export async function contactRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const { ctx } = fastify;

  app.post(
    '/contact',
    {
      preValidation: rateLimited('contact', (request) => emailIdentifier(rawField(request, 'email'))),
      schema: { tags: ['Content'], body: contactBody, response: { 200: envelope(empty) } },
    },
    async (request) => {
      await receiveContactMessage(ctx, request.body, request.locale);
      return success(request.locale, {}, 'contact.sent');
    },
  );
}
