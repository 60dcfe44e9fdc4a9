import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous answers of this route may be served from the short public cache. */
    publicCache?: boolean;
  }
}

interface Entry {
  body: string;
  expiresAt: number;
}

const MAX_ENTRIES = 2000;
const CACHED = Symbol('served from the public cache');
const ANONYMOUS_TOKENS = /^Bearer\s*(null|undefined)?\s*$/i;

/** Anonymous means no token at all or one of the junk values the original client sends. */
function isAnonymous(request: FastifyRequest): boolean {
  const header = request.headers.authorization;
  return header === undefined || ANONYMOUS_TOKENS.test(header.trim());
}

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
    reply.header(
      'Cache-Control',
      `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 6}`,
    );
    const entry = entries.get(keyOf(request));
    if (!entry || entry.expiresAt < Date.now()) return done();
    // Answering here ends the request without calling done(): the route handler does not run.
    (request as FastifyRequest & { [CACHED]?: true })[CACHED] = true;
    reply.type('application/json; charset=utf-8').send(entry.body);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const fromCache = (request as FastifyRequest & { [CACHED]?: true })[CACHED];
    if (!fromCache && reply.statusCode === 200 && typeof payload === 'string' && isCacheable(request)) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(keyOf(request), { body: payload, expiresAt: Date.now() + ttlMs });
    }
    done(null, payload);
  });
}

function isCacheable(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.routeOptions.config.publicCache === true && isAnonymous(request);
}
