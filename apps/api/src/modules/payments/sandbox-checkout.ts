// The sandbox's hosted checkout (contract §6): what its page shows, and a choice sent as a signed
// event through the webhook path, exactly as a real provider's would arrive.

import type { SandboxOutcome } from '@ataa/contract/schemas/giving';
import { AppError } from '../../http/errors.ts';
import { answerOrigin } from '../../http/request-origin.ts';
import type { PaymentContext } from './payment-context.ts';
import { receiveWebhook } from './provider-events.ts';
import { checkoutLines, currencyById } from './queries.ts';
import { returnUrl } from './return-url.ts';
import { sandboxWebhook } from './sandbox.ts';
import { findPaymentByReference } from './transitions.ts';

/** A sandbox payment by its reference; unknown, or another provider's, is a 404. */
async function sandboxPayment(ctx: Pick<PaymentContext, 'db' | 'payments'>, reference: string) {
  const sandbox = ctx.payments.providers.byCode('sandbox');
  const payment = sandbox ? await findPaymentByReference(ctx.db, reference) : null;
  if (!sandbox || !payment || payment.provider !== 'sandbox') throw AppError.notFound();
  return { sandbox, payment };
}

/** The payment, its currency and one line per campaign, for the checkout page. */
export async function checkoutView(
  ctx: Pick<PaymentContext, 'config' | 'db' | 'payments'>,
  reference: string,
) {
  const { payment } = await sandboxPayment(ctx, reference);
  const currency = await currencyById(ctx.db, payment.currencyId);
  const lines = await checkoutLines(ctx.db, payment.id);
  return { payment, currency, lines, returnUrl: returnUrl(answerOrigin(ctx.config), payment) };
}

export type CheckoutView = Awaited<ReturnType<typeof checkoutView>>;

/** Records the outcome chosen on the page; returns where the browser goes next. */
export async function chooseOutcome(
  ctx: Pick<PaymentContext, 'config' | 'db' | 'payments'>,
  reference: string,
  outcome: SandboxOutcome,
) {
  const { sandbox, payment } = await sandboxPayment(ctx, reference);
  if (payment.state !== 'pending') throw AppError.conflict('payments.errors.already_final');
  const event = sandboxWebhook(ctx.config.SANDBOX_WEBHOOK_SECRET, payment.reference, outcome);
  await receiveWebhook(ctx, sandbox, Buffer.from(event.body), { 'x-sandbox-signature': event.signature });
  return returnUrl(answerOrigin(ctx.config), payment);
}
