// The providers' payment events: each verified webhook event stored once (`payment_events`), then
// applied by its `payments.apply-event` job.
import type { PaymentContext } from './payment-context.ts';
import type { PaymentProvider, ProviderEvent } from './provider.ts';
import { insertEvent, lockUnprocessedEvent, markEventProcessed } from './queries.ts';
import { applyRefundReport, failRefunds } from './refunds.ts';
import { refundWaits } from './states.ts';
import { lockPaymentByReference, moveLockedPayment } from './transitions.ts';

/** Whether an event has something to apply: a state, or refunds that failed at the provider. */
const applies = (event: ProviderEvent) => event.state !== null || event.refund?.failed === true;

/**
 * Stores a verified event once per (provider, event id), with the job that applies it. Returns
 * false for a repeated delivery, which is acknowledged as a duplicate and never processed again
 * (contract §6).
 */
export function storeEvent(
  ctx: Pick<PaymentContext, 'db' | 'payments'>,
  provider: PaymentProvider,
  event: ProviderEvent,
) {
  return ctx.db.transaction(async (tx) => {
    const inserted = await insertEvent(tx, {
      provider: provider.code,
      eventId: event.eventId,
      type: event.type.slice(0, 100),
      paymentReference: event.paymentReference?.slice(0, 255) ?? null,
      reportedState: event.state,
      payload: event.payload as object,
      refund: event.refund ?? null,
      // Events that report no state (nor a failed refund) have nothing to do: stored as done.
      processedAt: applies(event) ? null : new Date(),
    });
    if (inserted !== undefined && applies(event)) {
      await ctx.payments.applyEventJob.enqueue(tx, { eventId: inserted });
    }
    return inserted !== undefined;
  });
}

/**
 * Applies one stored event inside one transaction: the payment's move and the event's
 * `processed_at` commit together, so a crash at any point leaves the event to be applied again
 * (the job's retry) and a finished one is never applied twice.
 */
export async function applyEvent(
  ctx: Pick<PaymentContext, 'caches' | 'config' | 'db' | 'mail' | 'payments'>,
  eventId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const event = await lockUnprocessedEvent(tx, eventId);
    if (!event) return;
    // Locked here, as a move would lock it: its state cannot change between this check and the move.
    const payment = event.paymentReference ? await lockPaymentByReference(tx, event.paymentReference) : null;
    if (!payment) return markEventProcessed(tx, eventId, 'unknown payment reference');
    // Left unprocessed: the payment's move to paid applies it again (applyWaitingRefunds).
    if (event.reportedState && refundWaits(payment.state, event.reportedState)) return;
    if (event.refund?.failed) await failRefunds(tx, payment.id, event.refund);
    else if (event.reportedState === 'refunded') {
      const unapplied = await applyRefundReport(tx, ctx, payment.id, event.refund);
      // A refund made at the provider for a payment to several campaigns names no donation: kept
      // here for the staff, who apply it by hand (decision 032).
      const note =
        unapplied.length > 0 ? `refunds not applied, the donation is unknown: ${unapplied.join(', ')}` : null;
      return markEventProcessed(tx, eventId, note);
    } else if (event.reportedState) {
      // Marked first: they commit together, and a move to paid ends holding its campaigns' rows,
      // which every other payment to them waits for (decision 042).
      await markEventProcessed(tx, eventId, null);
      await moveLockedPayment(tx, ctx, payment, event.reportedState);
      return;
    }
    await markEventProcessed(tx, eventId, null);
  });
}

/**
 * The webhook path every provider's events take, the sandbox's own included: verify (throws
 * WebhookSignatureError), store once, then process soon. Returns whether it was a duplicate.
 */
export async function receiveWebhook(
  ctx: Pick<PaymentContext, 'db' | 'payments'>,
  provider: PaymentProvider,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ duplicate: boolean }> {
  const event = provider.parseWebhook(rawBody, headers);
  const stored = await storeEvent(ctx, provider, event);
  return { duplicate: !stored };
}
