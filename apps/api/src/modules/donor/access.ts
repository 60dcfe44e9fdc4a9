import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRole } from '../../http/auth.ts';

/**
 * Guards every route of the plugin for verified donors (contract §1.11 "Donor"). It runs before
 * the input is read, so a visitor gets 401 and a charity 403, never a 422 about the query.
 */
export function donorsOnly(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    await requireRole(request, 'dooner');
  });
}

/** The signed-in donor of a request that passed the donor check (`donorsOnly`, or the map's `donor` access). */
export function donorId(request: FastifyRequest): number {
  if (!request.auth) throw new Error('donorId called on a route without the donor check');
  return request.auth.user.id;
}

/** Marks the routes as needing the bearer token in the API document. */
export const donorSecurity = { security: [{ bearerAuth: [] }] };
