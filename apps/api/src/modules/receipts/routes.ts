import type { FastifyInstance } from 'fastify';

export async function receiptRoutes(_app: FastifyInstance) {}
