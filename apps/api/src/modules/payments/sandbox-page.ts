import { direction, type Locale, parseLocale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import { toMajor } from '@ataa/contract/money';
import { envelope } from '@ataa/contract/schemas/entities';
import { sandboxOutcomeBody as outcomeBody } from '@ataa/contract/schemas/giving';
import { z } from '@ataa/contract/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { campaigns, currencies, donations } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { pick } from '../../http/localize.ts';
import { receiveWebhook } from './events.ts';
import { returnUrl } from './return-url.ts';
import { sandboxWebhook } from './sandbox.ts';
import { findPaymentByReference } from './transitions.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's language: `?lang=` first, then the header (contract §6, "Sandbox checkout"). */
function pageLocale(request: FastifyRequest): Locale {
  const query = (request.query as { lang?: string }).lang;
  return query ? parseLocale(query) : request.locale;
}

/**
 * The sandbox's hosted checkout (contract §6): a page with Pay, Decline and Cancel. A choice is
 * sent as a signed event through the webhook path, exactly as a real provider's would arrive.
 */
export async function sandboxPageRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function pendingCheckout(reference: string) {
    const sandbox = ctx.payments.providers.byCode('sandbox');
    const payment = sandbox ? await findPaymentByReference(ctx.db, reference) : null;
    if (!sandbox || !payment || payment.provider !== 'sandbox') throw AppError.notFound();
    return { sandbox, payment };
  }

  app.get<{ Params: { reference: string } }>(
    '/payments/sandbox/:reference',
    { schema: { tags: ['Payments'], description: 'The sandbox checkout page (HTML).' } },
    async (request, reply) => {
      const { payment } = await pendingCheckout(request.params.reference);
      const locale = pageLocale(request);
      const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(locale, key));
      const [currency] = await ctx.db.select().from(currencies).where(eq(currencies.id, payment.currencyId));
      const lines = await ctx.db
        .select({ nameAr: campaigns.nameAr, nameEn: campaigns.nameEn, amountMinor: donations.amountMinor })
        .from(donations)
        .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
        .where(eq(donations.paymentId, payment.id))
        .orderBy(donations.id);
      const money = (minor: number) =>
        escapeHtml(
          new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US', {
            style: 'currency',
            currency: currency!.code,
            minimumFractionDigits: currency!.minorUnits,
            maximumFractionDigits: currency!.minorUnits,
          }).format(toMajor(minor, currency!.minorUnits)),
        );
      const items = lines
        .map(
          (line) =>
            `<li><span>${escapeHtml(pick(locale, line.nameAr, line.nameEn))}</span><span>${money(line.amountMinor)}</span></li>`,
        )
        .join('');
      const open = payment.state === 'pending';
      const buttons = open
        ? `<form method="post"><button name="outcome" value="paid" class="pay">${t('payments.sandbox_page.pay')}</button><button name="outcome" value="failed">${t('payments.sandbox_page.decline')}</button><button name="outcome" value="cancelled">${t('payments.sandbox_page.cancel')}</button></form>`
        : `<p role="status">${t('payments.sandbox_page.closed')}</p><p><a href="${escapeHtml(returnUrl(ctx.config.publicOrigin, payment))}">${t('payments.sandbox_page.back')}</a></p>`;
      const html = `<!doctype html><html lang="${locale}" dir="${direction(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${t('payments.sandbox_page.title')}</title><style>
body{font-family:system-ui,"Segoe UI",Tahoma,sans-serif;background:#f4f7f5;color:#1c2b24;margin:0;padding:1.5rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 4px 24px #0001}
h1{font-size:1.3rem;margin:0 0 .25rem}.note{color:#5b6b63;font-size:.9rem;margin:0 0 1rem}
ul{list-style:none;padding:0;margin:0 0 1rem}li{display:flex;justify-content:space-between;gap:1rem;padding:.5rem 0;border-bottom:1px solid #e3ebe6}
.total{display:flex;justify-content:space-between;font-weight:700;font-size:1.15rem;margin-bottom:1.25rem}
form{display:grid;gap:.6rem}button{font:inherit;padding:.8rem;border-radius:.6rem;border:1px solid #b9c9c0;background:#fff;cursor:pointer}
button.pay{background:#0b6e4f;color:#fff;border-color:#0b6e4f;font-weight:700}button:focus-visible,a:focus-visible{outline:3px solid #e0a526;outline-offset:2px}
</style></head><body><main><h1>${t('payments.sandbox_page.title')}</h1><p class="note">${t('payments.sandbox_page.note')}</p><ul aria-label="${t('payments.sandbox_page.campaigns')}">${items}</ul><p class="total"><span>${t('payments.sandbox_page.total')}</span><span>${money(payment.totalMinor)}</span></p>${buttons}</main></body></html>`;
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
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
      const { sandbox, payment } = await pendingCheckout(request.params.reference);
      if (payment.state !== 'pending') throw AppError.conflict('payments.errors.already_final');
      const { outcome } = request.body as z.infer<typeof outcomeBody>;
      const event = sandboxWebhook(ctx.config.SANDBOX_WEBHOOK_SECRET, payment.reference, outcome);
      await receiveWebhook(ctx, sandbox, Buffer.from(event.body), { 'x-sandbox-signature': event.signature });
      const redirectUrl = returnUrl(ctx.config.publicOrigin, payment);
      if (request.headers['content-type']?.includes('application/json')) {
        return success(request.locale, { redirect_url: redirectUrl });
      }
      return reply.code(303).header('Location', redirectUrl).send();
    },
  );
}
