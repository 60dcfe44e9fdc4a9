import type { FastifyInstance } from 'fastify';
import { callerId } from '../../http/caller.ts';
import { pathId } from '../../http/params.ts';
import { route } from '../../http/route.ts';
import { receiptFileName } from './present.ts';
import { donorReceipt } from './service.ts';

/** A donor's PDF receipts (contract §6). */
export async function receiptRoutes(app: FastifyInstance) {
  route(app, 'GET /donations/:id/receipt', async (request, reply) => {
    const id = pathId(request.params.id);
    const pdf = await donorReceipt(app.ctx.db, callerId(request), id, request.locale);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${receiptFileName(id)}"`)
      .send(pdf);
  });
}
