import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Routes whose zod schemas type their request and answer. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
