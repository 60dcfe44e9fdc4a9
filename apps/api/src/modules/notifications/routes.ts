import { readCookie, SESSION_COOKIE } from '@ataa/contract/cookies';
import { REPLACED_EVENT, UNREAD_EVENT } from '@ataa/contract/live-stream';
import { type Locale, parseLocale } from '@ataa/contract/locale';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../../http/auth.ts';
import { callerId } from '../../http/caller.ts';
import { success } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { pageRequest } from '../../http/paginate.ts';
import { route } from '../../http/route.ts';
import { findSession } from '../accounts/index.ts';
import {
  listNotifications,
  readAllNotifications,
  readNotification,
  readPreferences,
  savePreferences,
  unreadCount,
  unsubscribe,
} from './account-notifications.ts';
import { readUnsubscribeToken } from './unsubscribe-links.ts';
import { renderUnsubscribePage, type UnsubscribePage } from './unsubscribe-page.ts';

/** A comment line every so often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/** A path id that is not a positive integer is no notification's (contract §1.9). */
const notificationId = (value: string) => {
  const id = /^\d{1,15}$/.test(value) ? Number(value) : 0;
  if (id < 1) throw AppError.notFound();
  return id;
};

/** The account's notifications (contract §12), their live count and the e-mail settings. */
export async function notificationRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, 'GET /notifications', async (request) => {
    const { unread } = request.query;
    return success(
      request.locale,
      await listNotifications(ctx, request.locale, callerId(request), unread, pageRequest(request)),
    );
  });

  route(app, 'GET /notifications/unread-count', async (request) =>
    success(request.locale, await unreadCount(ctx.db, callerId(request))),
  );

  route(app, 'POST /notifications/read-all', async (request) =>
    success(
      request.locale,
      { updated: await readAllNotifications(ctx, callerId(request)) },
      'notifications.read_all',
    ),
  );

  route(app, 'POST /notifications/:id/read', async (request) =>
    success(
      request.locale,
      await readNotification(ctx, request.locale, callerId(request), notificationId(request.params.id)),
      'common.ok',
    ),
  );

  route(app, 'GET /notifications/preferences', async (request) =>
    success(request.locale, readPreferences(request.auth!.user)),
  );

  route(app, 'POST /notifications/preferences', async (request) =>
    success(
      request.locale,
      await savePreferences(ctx, request.auth!.user, request.body.email),
      'notifications.preferences_saved',
    ),
  );

  await app.register(streamRoute);
  await app.register(unsubscribeRoutes);
}

/**
 * `GET /notifications/stream`: Server-Sent Events of the account's unread count. A browser's
 * EventSource cannot send a bearer token, so here the site's session cookie (which holds the same
 * token) is read as well; the cookie is SameSite=Lax and httpOnly, and the stream only reads.
 */
async function streamRoute(app: FastifyInstance) {
  const { ctx } = app;
  app.addHook('onRequest', async (request) => {
    if (bearerToken(request)) return;
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    if (token) request.auth = await findSession(ctx.db, token);
  });

  route(app, 'GET /notifications/stream', async (request, reply) => {
    const { user, sessionId } = request.auth!;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'private, no-store, no-transform',
      Connection: 'keep-alive',
      // Proxies such as nginx would otherwise hold the events back.
      'X-Accel-Buffering': 'no',
    });
    const write = (text: string) => {
      if (!raw.writableEnded) raw.write(text);
    };
    write('retry: 5000\n\n');
    const leave = ctx.notifications.live.open({
      userId: user.id,
      sessionId,
      send: (count) => write(`event: ${UNREAD_EVENT}\ndata: ${JSON.stringify({ count })}\n\n`),
      end: (reason) => {
        // The page's EventSource would reconnect and end another of the account's streams in turn.
        if (reason === 'replaced') write(`event: ${REPLACED_EVENT}\ndata: {}\n\n`);
        raw.end();
      },
    });
    const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    // Ended by the server or by the visitor going away.
    raw.once('close', () => {
      clearInterval(heartbeat);
      leave();
    });
    return reply;
  });
}

/** The page's language: the link's `?lang=` first, then the header. */
const pageLocale = (request: FastifyRequest): Locale => {
  const query = (request.query as { lang?: string }).lang;
  return query ? parseLocale(query) : request.locale;
};

const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** The signed links of notification e-mails: a page to confirm, and the one-click POST (RFC 8058). */
async function unsubscribeRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // Mail clients post `List-Unsubscribe=One-Click` as a form; the body carries nothing else we read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );
  const home = (locale: Locale) => `${ctx.config.publicOrigin}${locale === 'en' ? '/en' : ''}/`;
  const page = (request: FastifyRequest, reply: FastifyReply, status: number, shown: UnsubscribePage) => {
    const locale = pageLocale(request);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Language', locale)
      .send(renderUnsubscribePage(locale, shown, home(locale)));
  };

  route(app, 'GET /notifications/unsubscribe', async (request, reply) => {
    const check = readUnsubscribeToken(ctx.config.UNSUBSCRIBE_SECRET, request.query.token);
    if (!check.ok) return page(request, reply, 422, { kind: 'problem', problem: check.problem });
    return page(request, reply, 200, { kind: 'confirm', type: check.type });
  });

  route(app, 'POST /notifications/unsubscribe', async (request, reply) => {
    const check = readUnsubscribeToken(ctx.config.UNSUBSCRIBE_SECRET, request.query.token);
    const done = check.ok && (await unsubscribe(ctx, check, check.type));
    if (!check.ok || !done) {
      const problem = check.ok ? 'invalid' : check.problem;
      if (wantsPage(request)) return page(request, reply, 422, { kind: 'problem', problem });
      throw AppError.validation('token', `notifications.unsubscribe.${problem}`);
    }
    if (wantsPage(request)) return page(request, reply, 200, { kind: 'done', type: check.type });
    return success(pageLocale(request), { type: check.type, unsubscribed: true as const }, 'common.ok');
  });
}
