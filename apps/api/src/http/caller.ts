import type { FastifyRequest } from 'fastify';

/**
 * The signed-in account of a request whose endpoint map entry checked its access (donor, charity,
 * admin) before the handler ran.
 */
export function callerId(request: FastifyRequest): number {
  if (!request.auth) throw new Error('callerId called on a route without an access check');
  return request.auth.user.id;
}
