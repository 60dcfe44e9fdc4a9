import { randomUUID } from 'node:crypto';
import { parseLocale } from '@ataa/contract/locale';
import cors from '@fastify/cors';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { API_PREFIX, api } from './api.ts';
import { createAppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { API_BODY_MAX_BYTES } from './http/body-limits.ts';
import { CONTENT_SECURITY_POLICY, DEFAULT_POLICY, JSON_POLICY } from './http/content-security.ts';
import { notFoundHandler } from './http/error-handler.ts';
import { useRequestOrigin } from './http/request-origin.ts';
import { devOutboxRoutes } from './mail/dev-outbox.ts';
import { registerPublicFiles } from './storage/public-files.ts';
import { UPLOADS_PREFIX } from './storage/storage.ts';
import { registerWebApp } from './web/web-app.ts';

const REQUEST_ID = /^[\w.-]{1,64}$/;
/** Where the web build's content-hashed files are served (apps/api/src/web/web-app.ts). */
const BUILD_ASSETS = '/assets/';

export interface ServerOptions {
  config: Config;
  database: DatabaseHandle;
  /** Serve the built web app (off in API tests). */
  web?: boolean;
}

/** One Fastify server: the API under /api/v1, uploads, health checks and the web app. */
export async function buildServer({ config, database, web = true }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    // An incoming id is kept when it looks sane, so a proxy's id follows the request through.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: API_BODY_MAX_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    // A URL the router cannot read (bad percent-encoding, a huge path segment) is an unknown route.
    frameworkErrors: (_error, request, reply) => {
      request.locale = parseLocale(request.headers.lang);
      reply.header('X-Request-Id', request.id);
      return notFoundHandler(request, reply);
    },
  });

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { enableOfflineQueue: true, maxRetriesPerRequest: 2 })
    : undefined;
  const ctx = createAppContext({ config, database, redis, log: app.log });
  app.decorate('ctx', ctx);
  app.decorateRequest('locale', 'ar');
  app.decorateRequest('auth', undefined);

  // Built once: @fastify/helmet rebuilds helmet's middleware (and re-parses the CSP) on every request.
  const securityHeaders = helmet({
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // With no-referrer Chromium sends `Origin: null` on the site's own form posts, which then
    // fail the same-origin check; this keeps the origin and drops paths from other sites.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Set per answer below: a page's policy carries its render's nonce (content-security.ts).
    contentSecurityPolicy: false,
  });
  if (config.DEMO_MODE) useRequestOrigin(app);
  // One synchronous hook for what every answer carries: it runs on every request, so it stays cheap.
  app.addHook('onRequest', (request, reply, done) => {
    request.locale = parseLocale(request.headers.lang);
    reply.header('X-Request-Id', request.id);
    // HSTS only means something over HTTPS (as seen through a trusted proxy when TRUST_PROXY is set).
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    if (request.url.startsWith(BUILD_ASSETS)) {
      // The site's hashed scripts, styles and fonts are not documents: the page policies (CSP,
      // framing, referrer) mean nothing on them, and a page loads about forty of them, where those
      // headers would add some 30 KB. What still applies to them is sent.
      reply.header('X-Content-Type-Options', 'nosniff').header('Cross-Origin-Resource-Policy', 'same-origin');
      return done();
    }
    // HTML without inline scripts by default; pages, JSON and the sandbox checkout set their own.
    reply.header(CONTENT_SECURITY_POLICY, DEFAULT_POLICY);
    securityHeaders(request.raw, reply.raw, (error) => {
      // Public uploads (campaign and content pictures) are shown by front ends on other origins too,
      // such as the original client (contract §16); private documents are served by the API instead.
      if (request.url.startsWith(UPLOADS_PREFIX))
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      done(error as Error | undefined);
    });
  });
  // JSON answers are data, never documents: nothing in them may load or run.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      reply.header(CONTENT_SECURITY_POLICY, JSON_POLICY);
    done(null, payload);
  });
  // Without other front-end origins the site and API share one origin, and CORS has nothing to allow.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      allowedHeaders: ['lang', 'Authorization', 'Content-Type', 'Accept', 'Idempotency-Key'],
      exposedHeaders: ['Retry-After', 'X-Request-Id'],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
      // A preflight without an Origin header is answered like any unmatched request, not with a bare 400.
      strictPreflight: false,
    });
  }

  app.setNotFoundHandler(notFoundHandler);
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1 from drizzle.__drizzle_migrations limit 1`);
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  registerPublicFiles(app, ctx.storage);
  await app.register(api, { prefix: API_PREFIX });
  if (config.DEV_OUTBOX) await app.register(devOutboxRoutes);
  if (web) await registerWebApp(app);

  app.addHook('onReady', async () => {
    await ctx.caches.start();
    await ctx.notifications.live.start();
    if (config.JOBS_ENABLED) await ctx.jobs.start();
  });
  // Open event streams never end by themselves: they are closed before the server waits for its
  // connections to finish.
  app.addHook('preClose', async () => {
    await ctx.notifications.live.stop();
  });
  app.addHook('onClose', async () => {
    // Waits for the jobs running now (a SIGTERM reaches here through app.close()).
    await ctx.jobs.stop();
    ctx.mail.close();
    await ctx.caches.stop();
    await redis?.quit();
  });
  return app;
}
