import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { API_PREFIX } from '../api.ts';
import { notFoundHandler } from '../http/error-handler.ts';

/** What the pages' server hands to the API; the same shape as a fetch over HTTP. */
interface ApiRequestInit {
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: Buffer;
}

// The visitor's address as Fastify resolved it (behind a trusted proxy, the forwarded one),
// handed to the pages' request in a header this server always overwrites.
const CLIENT_ADDRESS_HEADER = 'x-ataa-client-address';

export const WEB_BUILD_DIR = path.resolve(import.meta.dirname, '../../../web/build');

/**
 * Hands every path outside the API to the React Router app. Its bodies are left unparsed so
 * that form actions read them themselves.
 */
export async function registerWebApp(app: FastifyInstance, buildDir = WEB_BUILD_DIR) {
  const serverEntry = path.join(buildDir, 'server/index.js');
  if (!existsSync(serverEntry)) {
    app.log.warn({ serverEntry }, 'web app not built; run `npm run build` to serve the site');
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const listener = createRequestListener({
    build,
    mode: process.env.NODE_ENV,
    // Pages reach the API in process: the same contract and handlers, without a network hop.
    getLoadContext: (req) => ({
      apiFetch: async (apiPath: string, init: ApiRequestInit) => {
        const answer = await app.inject({
          method: init.method ?? 'GET',
          url: `${API_PREFIX}${apiPath}`,
          headers: init.headers,
          payload: init.body,
          // The API's per-IP limits count the visitor, not this process.
          remoteAddress: req.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined,
        });
        return new Response(new Uint8Array(answer.rawPayload), {
          status: answer.statusCode,
          headers: answer.headers as Record<string, string>,
        });
      },
    }),
  });

  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // File names under /assets carry a content hash, so they can be cached for good.
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // OPTIONS stays with the CORS plugin's preflight route.
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: (request, reply) => {
        const pathname = request.url.split('?')[0]!;
        if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
          return notFoundHandler(request, reply);
        }
        // The security headers and request id set by earlier hooks go out with the page too.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value);
        }
        keepRepeatedHeaders(reply.raw);
        request.raw.headers[CLIENT_ADDRESS_HEADER] = request.ip;
        reply.hijack();
        void listener(request.raw, reply.raw);
      },
    });
  });
}

/**
 * React Router writes its headers as one flat list. Once headers were set on the response, Node
 * turns that list into `setHeader` calls, so a repeated header (two `Set-Cookie`s) would keep only
 * the last; appending each pair keeps them all.
 */
function keepRepeatedHeaders(response: ServerResponse) {
  const writeHead = response.writeHead.bind(response);
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.at(-1);
    if (!Array.isArray(headers))
      return (writeHead as (...args: unknown[]) => ServerResponse)(status, ...rest);
    for (let index = 0; index < headers.length; index += 2)
      response.appendHeader(headers[index], headers[index + 1]);
    return writeHead(status);
  }) as ServerResponse['writeHead'];
}
