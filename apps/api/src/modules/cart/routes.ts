import type { FastifyInstance } from 'fastify';

export async function cartRoutes(_app: FastifyInstance) {}
