import type { FastifyRequest } from 'fastify';

/** The signed-in donor of a request that passed the endpoint map's `donor` access check. */
export function donorId(request: FastifyRequest): number {
  if (!request.auth) throw new Error('donorId called on a route without the donor check');
  return request.auth.user.id;
}
