import { type Locale, parseLocale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { pathId } from '../../http/params.ts';
import { emailIdentifier, rateLimited, rawField } from '../../http/rate-limit-hooks.ts';
import { route } from '../../http/route.ts';
import { escapeHtml } from '../../mail/templates.ts';
import { renderLinkPage } from '../notifications/index.ts';
import { readReminderToken } from './links.ts';
import { askReminder, cancelReminder } from './service.ts';

/** A campaign's reminder before its start, and the cancel link of its e-mail (decision 028). */
export async function reminderRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // Counted like the contact form: per IP, and per address when one is given.
  const limit = rateLimited('reminder', (request) => emailIdentifier(rawField(request, 'email')));
  route(
    app,
    'POST /campaigns/:id/reminders',
    async (request) => {
      const viewer = (await authenticate(request))?.user ?? null;
      const id = pathId(request.params.id);
      const { locale } = request;
      const result = await askReminder(ctx, locale, viewer, id, request.body.email);
      return success(
        locale,
        result,
        result.already ? 'campaigns.reminder.already' : 'campaigns.reminder.saved',
      );
    },
    { preValidation: [limit] },
  );
  await app.register(cancelRoutes);
}

/** The page's language: the link's `?lang=` first, then the header. */
const pageLocale = (request: FastifyRequest): Locale => {
  const query = (request.query as { lang?: string }).lang;
  return query ? parseLocale(query) : request.locale;
};

const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** Opening the link changes nothing (mail scanners open links); its button, or a one-click POST, does. */
async function cancelRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // Mail clients post `List-Unsubscribe=One-Click` as a form; the body carries nothing else we read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );
  const page = (request: FastifyRequest, reply: FastifyReply, status: number, content: string) => {
    const locale = pageLocale(request);
    const home = `${ctx.config.publicOrigin}${locale === 'en' ? '/en' : ''}/`;
    const title = translate(locale, 'mail.reminder_cancel.title');
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Language', locale)
      .send(renderLinkPage(locale, title, content, home));
  };
  const text = (request: FastifyRequest, key: Parameters<typeof translate>[1]) =>
    escapeHtml(translate(pageLocale(request), key));
  const invalid = (request: FastifyRequest, reply: FastifyReply) =>
    page(request, reply, 422, `<p role="alert">${text(request, 'mail.reminder_cancel.invalid')}</p>`);

  route(app, 'GET /campaign-reminders/cancel', async (request, reply) => {
    if (readReminderToken(ctx.config.UNSUBSCRIBE_SECRET, request.query.token) === null)
      return invalid(request, reply);
    const form = `<p>${text(request, 'mail.reminder_cancel.confirm')}</p><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${text(request, 'mail.reminder_cancel.button')}</button></form>`;
    return page(request, reply, 200, form);
  });

  route(app, 'POST /campaign-reminders/cancel', async (request, reply) => {
    const reminderId = readReminderToken(ctx.config.UNSUBSCRIBE_SECRET, request.query.token);
    if (reminderId === null) {
      if (wantsPage(request)) return invalid(request, reply);
      throw AppError.validation('token', 'mail.reminder_cancel.invalid');
    }
    await cancelReminder(ctx, reminderId);
    if (wantsPage(request))
      return page(request, reply, 200, `<p role="status">${text(request, 'mail.reminder_cancel.done')}</p>`);
    return success(pageLocale(request), { cancelled: true as const }, 'common.ok');
  });
}
