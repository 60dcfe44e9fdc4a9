import type { FastifyInstance } from 'fastify';
import { type Storage, UPLOADS_PREFIX } from './storage.ts';

/** Every upload gets a new random name and is never rewritten, so browsers may keep it for good. */
const KEPT_FOR_GOOD = 'public, max-age=31536000, immutable';

/** Whether an `If-None-Match` header names this entity tag (compared weakly, as RFC 9110 says for it). */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch || !etag) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Public files at `/uploads/<path>`, read from the storage, whichever it is: the same addresses
 * serve the local disk and a bucket shared by several machines. A path that is not a stored file's
 * (`..`, an empty segment) is as unknown as a missing file: the site's 404.
 */
export function registerPublicFiles(app: FastifyInstance, storage: Storage) {
  app.get(`${UPLOADS_PREFIX}*`, async (request, reply) => {
    const file = await storage.openPublic((request.params as { '*': string })['*']);
    if (!file) return reply.callNotFound();
    reply.header('Cache-Control', KEPT_FOR_GOOD).header('Last-Modified', file.lastModified.toUTCString());
    if (file.etag) reply.header('ETag', file.etag);
    if (matches(request.headers['if-none-match'], file.etag)) {
      file.body.destroy();
      return reply.code(304).send();
    }
    if (file.size !== undefined) reply.header('Content-Length', file.size);
    return reply.type(file.contentType).send(file.body);
  });
}
