import { readCookie, SESSION_COOKIE } from '@ataa/contract/cookies';
import type { Access } from '@ataa/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (its endpoint map entry); routes outside the map have none. */
    access?: Access;
  }
}

/** An answer no browser or proxy may keep for anyone else, nor store. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** The request carries a session: a bearer token, or the site's session cookie. */
export const carriesSession = (request: FastifyRequest) =>
  bearerToken(request) !== null || readCookie(request.headers.cookie, SESSION_COOKIE) !== undefined;

const isPersonal = (request: FastifyRequest) => {
  const { access } = request.routeOptions.config;
  return (access !== undefined && access !== 'anyone') || carriesSession(request);
};

/**
 * What depends on who asks is never kept by a shared cache (DESIGN §7): an answer to a request
 * with a session, or of a route not open to anyone (an account's data, the back office's e-mails
 * and mobiles, a charity's export), says `private, no-store`, errors included, unless its route
 * chose its own `Cache-Control`. Register it after the public cache, whose anonymous reads say
 * `public`.
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('Cache-Control') && isPersonal(request))
      reply.header('Cache-Control', PRIVATE_NO_STORE);
    done(null, payload);
  });
}
