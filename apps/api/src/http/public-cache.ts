import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous answers of this route may be served from the short public cache. */
    publicCache?: boolean;
  }
}

interface Entry {
  body: string;
  /** The language the answer is in, which may differ from the header's (e.g. `?lang=`). */
  contentLanguage: string;
  expiresAt: number;
}

const MAX_ENTRIES = 2000;
const CACHED = Symbol('served from the public cache');
const keyOf = (request: FastifyRequest) => `${request.locale}\u0000${request.url}`;

/**
 * A short per-process cache of anonymous public answers (DESIGN §7), so content that every visitor
 * sees is not read from the database for each of them. Answers for signed-in callers, which may be
 * personalised, are never cached. A change shows within `ttlMs`.
 */
export function registerPublicCache(app: FastifyInstance, ttlMs: number) {
  if (ttlMs <= 0) return;
  const entries = new Map<string, Entry>();
  const maxAgeSeconds = Math.max(1, Math.floor(ttlMs / 1000));

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!isCacheable(request)) return done();
    const entry = entries.get(keyOf(request));
    if (!entry || entry.expiresAt < Date.now()) return done();
    // Answering here ends the request without calling done(): the route handler does not run.
    (request as FastifyRequest & { [CACHED]?: true })[CACHED] = true;
    reply
      .header('Content-Language', entry.contentLanguage)
      .type('application/json; charset=utf-8')
      .send(entry.body);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const fromCache = (request as FastifyRequest & { [CACHED]?: true })[CACHED];
    if (reply.statusCode !== 200 || !isCacheable(request)) return done(null, payload);
    // Only successful answers may be kept by browsers and proxies; errors are never cached.
    reply.header(
      'Cache-Control',
      `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 6}`,
    );
    if (!fromCache && typeof payload === 'string') {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      const contentLanguage = String(reply.getHeader('Content-Language') ?? request.locale);
      entries.set(keyOf(request), { body: payload, contentLanguage, expiresAt: Date.now() + ttlMs });
    }
    done(null, payload);
  });
}

function isCacheable(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    request.routeOptions.config.publicCache === true &&
    bearerToken(request) === null
  );
}
