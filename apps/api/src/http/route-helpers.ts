import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type TypedApi = ReturnType<typeof typed>;

/** The caller's address, as seen through a trusted proxy when TRUST_PROXY is set. */
export const clientIp = (request: FastifyRequest) => request.ip;
