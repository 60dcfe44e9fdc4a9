import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { API_PREFIX } from '../api.ts';
import { notFoundHandler } from '../http/error-handler.ts';

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
    getLoadContext: () => ({
      apiFetch: async (apiPath: string, init: { lang: string }) => {
        const answer = await app.inject({
          method: 'GET',
          url: `${API_PREFIX}${apiPath}`,
          headers: { lang: init.lang },
        });
        return new Response(answer.body, {
          status: answer.statusCode,
          headers: { 'content-type': 'application/json' },
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
        reply.hijack();
        void listener(request.raw, reply.raw);
      },
    });
  });
}
