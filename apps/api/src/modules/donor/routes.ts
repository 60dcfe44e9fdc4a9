import type { FastifyInstance } from 'fastify';

export async function donorRoutes(_app: FastifyInstance) {}
