import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const requestOrigin = new AsyncLocalStorage<string>();

/**
 * In the local demo the site is opened at whatever address this machine has (localhost,
 * 127.0.0.1, the network address a phone uses), so the absolute URLs an answer carries are built
 * from the request's own origin rather than PUBLIC_ORIGIN, which stays for e-mails and production.
 */
export function useRequestOrigin(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    requestOrigin.run(`${request.protocol}://${request.host}`, done);
  });
}

/** The origin of the request being answered, where `useRequestOrigin` is on; else `fallback`. */
export function requestOriginOr(fallback: string): string {
  return requestOrigin.getStore() ?? fallback;
}

/**
 * The site's address for links an answer carries (checkout pages and their way back, gift pages,
 * files): the visitor's own in the demo, PUBLIC_ORIGIN otherwise. E-mails, read anywhere, always
 * use PUBLIC_ORIGIN.
 */
export function answerOrigin(config: { publicOrigin: string }): string {
  return requestOriginOr(config.publicOrigin);
}
