import { type Locale, parseLocale } from '@ataa/contract/locale';
import { envelope } from '@ataa/contract/schemas/entities';
import { sandboxOutcomeBody as outcomeBody } from '@ataa/contract/schemas/giving';
import { z } from '@ataa/contract/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { success } from '../../http/envelope.ts';
import { checkoutView, chooseOutcome } from './sandbox-checkout.ts';
import { renderCheckoutPage } from './sandbox-html.ts';

/** The page's language: `?lang=` first, then the header (contract §6, "Sandbox checkout"). */
function pageLocale(request: FastifyRequest): Locale {
  const query = (request.query as { lang?: string }).lang;
  return query ? parseLocale(query) : request.locale;
}

/** The sandbox's hosted checkout (contract §6): the page, and the choice its form posts. */
export async function sandboxPageRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get<{ Params: { reference: string } }>(
    '/payments/sandbox/:reference',
    { schema: { tags: ['Payments'], description: 'The sandbox checkout page (HTML).' } },
    async (request, reply) => {
      const view = await checkoutView(ctx, request.params.reference);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(renderCheckoutPage(pageLocale(request), view));
    },
  );

  app.post<{ Params: { reference: string } }>(
    '/payments/sandbox/:reference',
    {
      schema: {
        tags: ['Payments'],
        description:
          'Records the sandbox outcome as a signed event through the webhook path, then answers 303 to the return route (JSON callers get `{redirect_url}`). 409 when the payment is already final.',
        body: outcomeBody,
        response: { 200: envelope(z.object({ redirect_url: z.string() })) },
      },
    },
    async (request, reply) => {
      const { outcome } = request.body as z.infer<typeof outcomeBody>;
      const redirectUrl = await chooseOutcome(ctx, request.params.reference, outcome);
      if (request.headers['content-type']?.includes('application/json')) {
        return success(request.locale, { redirect_url: redirectUrl });
      }
      return reply.code(303).header('Location', redirectUrl).send();
    },
  );
}
