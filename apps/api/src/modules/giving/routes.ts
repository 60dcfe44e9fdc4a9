import type { FastifyInstance } from 'fastify';

export async function givingRoutes(_app: FastifyInstance) {}
