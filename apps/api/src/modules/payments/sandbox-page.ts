import { type Locale, parseLocale } from '@ataa/contract/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTENT_SECURITY_POLICY, pagePolicy } from '../../http/content-security.ts';
import { success } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { checkoutView, chooseOutcome } from './sandbox-checkout.ts';
import { renderCheckoutPage } from './sandbox-html.ts';

/** The page's language: `?lang=` first, then the header (contract §6, "Sandbox checkout"). */
export function pageLocale(request: FastifyRequest): Locale {
  const query = (request.query as { lang?: string }).lang;
  return query ? parseLocale(query) : request.locale;
}

/** A sandbox page's form posts its choice as a plain HTML form does; read within the page's routes. */
export function acceptFormPosts(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** The sandbox's hosted checkout (contract §6): the page, and the choice its form posts. */
export async function sandboxPageRoutes(app: FastifyInstance) {
  const { ctx } = app;
  acceptFormPosts(app);

  route(app, 'GET /payments/sandbox/:reference', async (request, reply) => {
    const view = await checkoutView(ctx, request.params.reference);
    const { returnOrigin } = view.payment;
    if (returnOrigin !== null) {
      // The choice is answered with a redirect to the front end that opened the payment: the
      // page's form may lead there, and nowhere else.
      reply.header(CONTENT_SECURITY_POLICY, pagePolicy({ formAction: [returnOrigin] }));
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(renderCheckoutPage(pageLocale(request), view));
  });

  route(app, 'POST /payments/sandbox/:reference', async (request, reply) => {
    const redirectUrl = await chooseOutcome(ctx, request.params.reference, request.body.outcome);
    if (request.headers['content-type']?.includes('application/json')) {
      return success(request.locale, { redirect_url: redirectUrl });
    }
    return reply.code(303).header('Location', redirectUrl).send();
  });
}
