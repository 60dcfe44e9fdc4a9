import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { ApiFetch } from '@ataa/contract/api-fetch';
import { translate } from '@ataa/contract/messages';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { API_PREFIX } from '../api.ts';
import { CACHE_TAG_HEADER, type CacheTag, parseTags } from '../cache/tags.ts';
import { CONTENT_SECURITY_POLICY, newNonce, pagePolicy } from '../http/content-security.ts';
import { notFoundHandler } from '../http/error-handler.ts';
import { lingerAfterAnswer } from '../http/lingering-close.ts';
import { API_DIR } from '../paths.ts';
import { boundedBody } from './bounded-body.ts';
import { pageBodyLimit } from './page-body-limits.ts';
import {
  declaredPublic,
  hasSession,
  isCachedPage,
  PAGE_BROTLI_QUALITY,
  PageCache,
  type RenderPage,
  sendCachedPage,
} from './page-cache.ts';

export const WEB_BUILD_DIR = path.join(API_DIR, '../web/build');

/**
 * Hands every path outside the API to the React Router app. Its bodies are left unparsed so
 * that form actions read them themselves, within each page's limit (`page-body-limits.ts`);
 * its pages go out compressed.
 */
export async function registerWebApp(app: FastifyInstance, buildDir = WEB_BUILD_DIR) {
  const serverEntry = path.join(buildDir, 'server/index.js');
  if (!existsSync(serverEntry)) {
    app.log.warn({ serverEntry }, 'web app not built; run `npm run build` to serve the site');
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, process.env.NODE_ENV);
  const pages = new PageCache({
    ttlMs: app.ctx.config.PAGE_CACHE_TTL_MS,
    refreshMs: app.ctx.config.PAGE_CACHE_REFRESH_MS,
    onBackgroundError: (error) => app.log.error({ err: error }, 'a page rendered in the background failed'),
  });
  // With the page cache off there is nothing to drop when data changes.
  if (app.ctx.config.PAGE_CACHE_TTL_MS > 0) app.ctx.caches.subscribe(pages);

  /**
   * Pages reach the API in process: the same contract and handlers, without a network hop. The
   * tags of the answers read are the page's, so a change to their data drops it too. A file asked
   * for as a stream (the donations export) flows through as the API writes it, never gathered.
   */
  const loadContext = (
    request: FastifyRequest,
    tags: Set<CacheTag>,
    nonce: string,
    visitorGone: () => boolean = () => false,
  ): { apiFetch: ApiFetch; nonce: string } => ({
    nonce,
    apiFetch: async (apiPath, init) => {
      // An action whose visitor has gone changes nothing: React Router stops waiting for it, but
      // the action itself runs on, and a form sent by no one any more must not become a campaign.
      if (visitorGone() && init.method !== 'GET') throw new VisitorGoneError();
      const answer = await app.inject({
        method: init.method,
        url: `${API_PREFIX}${apiPath}`,
        // The visitor's host, for the absolute URLs the demo builds from it (request-origin.ts).
        headers: { ...init.headers, host: request.host },
        payload: init.body,
        // The API's per-IP limits count the visitor (as Fastify resolved it), not this process.
        remoteAddress: request.ip,
        payloadAsStream: init.stream === true,
      });
      for (const tag of parseTags(answer.headers[CACHE_TAG_HEADER] as string | undefined)) tags.add(tag);
      const head = { status: answer.statusCode, headers: answer.headers as Record<string, string> };
      return new Response(init.stream ? streamedBody(answer) : new Uint8Array(answer.rawPayload), head);
    },
  });

  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // The build writes .br and .gz copies of its text files; the browser gets the best it accepts.
    preCompressed: true,
    // File names under /assets carry a content hash, so they can be cached for good.
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  await app.register(async (scope) => {
    // Pages are rendered per request, so they are compressed as they stream out (Brotli at a
    // quality quick enough to do per request).
    await scope.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } },
    });
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // OPTIONS stays with the CORS plugin's preflight route.
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        const pathname = request.url.split('?')[0]!;
        if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
          return notFoundHandler(request, reply);
        }
        if (isCrossSitePost(request)) return refuse(reply, pathname, 403, 'errors.forbidden');
        const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
        const limit = pageBodyLimit(pathname);
        // A declared length over the limit is refused before a byte of the body is read.
        if (hasBody && Number(request.headers['content-length'] ?? 0) > limit) {
          return refuseTooLarge(request, reply, pathname);
        }
        const body = hasBody ? boundedBody(request.raw, limit) : undefined;
        const visitorGone = watchVisitor(request, reply);
        // The policy travels with the page, so a page kept in the cache keeps the nonce it was
        // rendered with, in its header and in its scripts alike.
        const render: RenderPage = async (tags, inBackground) => {
          const nonce = newNonce();
          const page = await handle(
            toWebRequest(request, inBackground ? null : reply, body?.stream),
            loadContext(request, tags, nonce, inBackground ? undefined : visitorGone),
          );
          // A new Response: the headers of one made by `Response.redirect` cannot change.
          const headers = new Headers(page.headers);
          headers.set(CONTENT_SECURITY_POLICY, pagePolicy({ nonce }));
          return new Response(page.body, { status: page.status, statusText: page.statusText, headers });
        };
        const key = pages.keyOf(request);
        const answer = key ? await pages.serve(key, render) : await render(new Set(), false);
        // A body without a length that ran past the limit failed the action reading it.
        if (body?.exceeded()) return refuseTooLarge(request, reply, pathname);
        // Nobody is left to answer (React Router answers an aborted request with a 500): the
        // visitor's going is theirs, logged as such, and the connection is already closed.
        if (visitorGone() || body?.cutShort()) return leftEarly(request, reply, body?.cutShort() ?? false);
        if (isCachedPage(answer)) return sendCachedPage(request, reply, answer);
        return sendWebResponse(reply, answer, hasSession(request));
      },
    });
  });
}

/**
 * The body of an answer injected with `payloadAsStream`, read as the API writes it: the API's
 * reply waits until the page asks for more. A reader that goes away (the visitor closed the
 * download, or the page dropped a refused file unread) ends the API's reply too.
 *
 * Pulled chunk by chunk rather than through `Readable.toWeb`: that adapter pushes into its
 * controller from stream events, so a body cancelled while the API was still writing threw
 * "Controller is already closed" from an event handler and ended the process.
 */
function streamedBody(answer: LightMyRequestResponse): ReadableStream<Uint8Array> {
  const body = answer.stream();
  const chunks = body[Symbol.asyncIterator]();
  const stop = () => {
    body.destroy();
    answer.raw.res.destroy();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value as Uint8Array);
    },
    cancel: stop,
  });
}

/**
 * Cross-site forgery guard for every page action, before any of them runs. The session cookie is
 * SameSite=Lax already; this also covers older browsers. A post is judged by the first of these it
 * carries: `Origin` (another host, or an opaque `null` from a sandboxed frame, is refused), then
 * `Sec-Fetch-Site` (only `same-origin`, or `none` for one the visitor started, passes), then
 * `Referer` (its host must be this one). A post with none of the three goes on: browsers send
 * `Origin` with a cross-site POST, and current ones `Sec-Fetch-Site` with every request, so it is
 * no browser's cross-site post but a client such as curl, holding no visitor's cookie to abuse.
 */
function isCrossSitePost(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const { origin, referer } = request.headers;
  const fetchSite = request.headers['sec-fetch-site'];
  if (origin !== undefined) return URL.parse(origin)?.host !== request.host;
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  if (referer !== undefined) return URL.parse(referer)?.host !== request.host;
  return false;
}

/** A page's call to the API made after its visitor went away: it is never sent. */
export class VisitorGoneError extends Error {
  constructor() {
    super('the visitor closed the connection before the page called the API');
  }
}

/**
 * Whether the visitor has gone: the connection closed before the page's answer was written (a
 * closed tab, a lost network, a form cut off mid-upload).
 */
function watchVisitor(request: FastifyRequest, reply: FastifyReply): () => boolean {
  let gone = false;
  const onClose = () => {
    if (!reply.raw.writableFinished) gone = true;
  };
  reply.raw.once('close', onClose);
  request.raw.once('aborted', () => {
    gone = true;
  });
  return () => gone || (request.raw.destroyed && !request.raw.complete);
}

/** The visitor left before the answer: logged as theirs (not a server failure), nothing sent. */
function leftEarly(request: FastifyRequest, reply: FastifyReply, cutShort: boolean) {
  request.log.info(
    { url: request.url, method: request.method },
    cutShort ? 'client aborted the request mid-body' : 'client went away before the answer',
  );
  reply.hijack();
  if (!reply.raw.destroyed) reply.raw.destroy();
}

/** A page request refused before any action runs, in the page's language. */
function refuse(
  reply: FastifyReply,
  pathname: string,
  status: 403 | 413,
  key: 'errors.forbidden' | 'errors.payload_too_large',
) {
  const locale = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ar';
  return reply.code(status).type('text/plain; charset=utf-8').send(translate(locale, key));
}

/** The rest of an oversized body is never taken: the connection closes after the answer instead. */
function refuseTooLarge(request: FastifyRequest, reply: FastifyReply, pathname: string) {
  reply.header('Connection', 'close');
  lingerAfterAnswer(request.raw);
  return refuse(reply, pathname, 413, 'errors.payload_too_large');
}

/**
 * The page request as the Fetch API's `Request`, aborted if the visitor goes away; one rendered
 * in the background (`reply` null) answers no one and is never aborted.
 */
function toWebRequest(request: FastifyRequest, reply: FastifyReply | null, body?: ReadableStream): Request {
  const controller = new AbortController();
  reply?.raw.once('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined) headers.append(name, item);
  }
  return new Request(`${request.protocol}://${request.host}${request.url}`, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body ? { body, duplex: 'half' } : {}),
  });
}

/**
 * Sends React Router's answer through Fastify, so the security headers and compression apply.
 * A page is private unless its route declared it the same for every visitor (decision 011), so
 * the donor, charity and back-office pages, and their redirects to the login page, are never
 * kept by a shared cache. A page for a session, or one setting a cookie, is private even from a
 * route whose anonymous pages are public.
 */
function sendWebResponse(reply: FastifyReply, response: Response, forSession: boolean) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const personal = forSession || response.headers.getSetCookie().length > 0;
  if (!response.headers.has('cache-control') || (personal && declaredPublic(response)))
    reply.header('Cache-Control', 'private, no-store');
  // Each cookie stays its own header.
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
}
