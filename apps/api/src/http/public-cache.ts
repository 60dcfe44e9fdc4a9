import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { TaggedEntries } from '../cache/tagged-entries.ts';
import { CACHE_TAG_HEADER, type CacheTag, formatTags } from '../cache/tags.ts';
import { bearerToken } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous answers of this route may be served from the short public cache. */
    publicCache?: { tags: readonly CacheTag[] };
  }
}

interface Entry {
  body: string;
  /** The language the answer is in, which may differ from the header's (e.g. `?lang=`). */
  contentLanguage: string;
  tags: ReadonlySet<CacheTag>;
  expiresAt: number;
}

const MAX_ENTRIES = 2000;
const CACHED = Symbol('served from the public cache');
const READ_SINCE = Symbol('the cache generation the read started at');
type CacheRequest = FastifyRequest & { [CACHED]?: true; [READ_SINCE]?: number };
// The host too: the demo builds its absolute URLs from it (request-origin.ts); elsewhere it is one.
const keyOf = (request: FastifyRequest) => `${request.locale}\u0000${request.host}\u0000${request.url}`;

/**
 * The GET routes of `routes` are public reads of the data named by `tags`: their anonymous answers
 * are cached until that data changes (`ctx.caches.invalidate`) or the TTL ends.
 */
export function cachedPublicReads(tags: readonly CacheTag[], routes: FastifyPluginAsync) {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRoute', (route) => {
      if (route.method === 'GET') route.config = { ...route.config, publicCache: { tags } };
    });
    await scope.register(routes);
  };
}

/**
 * A short per-process cache of anonymous public answers (DESIGN §7), so content that every visitor
 * sees is not read from the database for each of them. Answers for signed-in callers, which may be
 * personalised, are never cached. A change drops the answers read from it (decision 014); the TTL
 * is a safety net.
 */
export function registerPublicCache(app: FastifyInstance, ttlMs: number) {
  // Named even when this cache is off, so the pages rendered from these answers carry the tags.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode === 200 && isCacheable(request)) {
      reply.header(CACHE_TAG_HEADER, formatTags(request.routeOptions.config.publicCache!.tags));
    }
    done(null, payload);
  });
  if (ttlMs <= 0) return;
  const entries = new TaggedEntries<Entry>(MAX_ENTRIES);
  app.ctx.caches.subscribe(entries);
  const maxAgeSeconds = Math.max(1, Math.floor(ttlMs / 1000));

  app.addHook('onRequest', (request: CacheRequest, reply: FastifyReply, done: () => void) => {
    if (!isCacheable(request)) return done();
    const entry = entries.get(keyOf(request));
    if (!entry) {
      request[READ_SINCE] = entries.generation;
      return done();
    }
    // Answering here ends the request without calling done(): the route handler does not run.
    request[CACHED] = true;
    reply
      .header('Content-Language', entry.contentLanguage)
      .type('application/json; charset=utf-8')
      .send(entry.body);
  });

  app.addHook('onSend', (request: CacheRequest, reply, payload, done) => {
    if (reply.statusCode !== 200 || !isCacheable(request)) return done(null, payload);
    // Only successful answers may be kept by browsers and proxies; errors are never cached.
    reply.header(
      'Cache-Control',
      `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 6}`,
    );
    if (!request[CACHED] && typeof payload === 'string') {
      const contentLanguage = String(reply.getHeader('Content-Language') ?? request.locale);
      const tags = new Set(request.routeOptions.config.publicCache!.tags);
      const entry = { body: payload, contentLanguage, tags, expiresAt: Date.now() + ttlMs };
      entries.set(keyOf(request), entry, request[READ_SINCE]!);
    }
    done(null, payload);
  });
}

function isCacheable(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    request.routeOptions.config.publicCache !== undefined &&
    bearerToken(request) === null
  );
}
