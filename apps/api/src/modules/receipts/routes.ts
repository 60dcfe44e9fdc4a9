import { z } from '@ataa/contract/validation';
import type { FastifyInstance } from 'fastify';
import { pathId } from '../../http/params.ts';
import { typed } from '../../http/route-helpers.ts';
import { donorId, donorSecurity, donorsOnly } from '../donor/access.ts';
import { receiptFileName } from './present.ts';
import { donorReceipt } from './service.ts';

/** A donor's PDF receipts (contract §6). */
export async function receiptRoutes(fastify: FastifyInstance) {
  donorsOnly(fastify);
  const app = typed(fastify);

  app.get<{ Params: { id: string } }>(
    '/donations/:id/receipt',
    {
      schema: {
        tags: ['Giving'],
        ...donorSecurity,
        description:
          'The receipt of one of your own paid or refunded donations, as a PDF file in the `lang` language. 404 for an unknown id or another donor’s donation; 409 until the donation is paid.',
        response: {
          200: {
            description: 'The receipt as a PDF attachment named `receipt-<id>.pdf`.',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      const pdf = await donorReceipt(fastify.ctx.db, donorId(request), id, request.locale);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${receiptFileName(id)}"`)
        .send(pdf);
    },
  );
}
