import type { payments } from '../../db/schema.ts';
import type { PaymentContext } from './payment-context.ts';
import type { PaymentState } from './provider.ts';
import { paymentState, pendingPaymentsToCheck } from './queries.ts';
import { canMove } from './states.ts';
import { movePayment } from './transitions.ts';

type Payment = typeof payments.$inferSelect;

/**
 * Asks the payment's provider for its state and applies it. Never throws for an unreachable
 * provider: the payment simply stays as it is (contract §6: the callback then answers pending).
 */
export async function refreshFromProvider(
  ctx: Pick<PaymentContext, 'caches' | 'config' | 'db' | 'mail' | 'payments'>,
  payment: Payment,
): Promise<PaymentState> {
  if (payment.state !== 'pending') return payment.state;
  const provider = ctx.payments.providers.byCode(payment.provider);
  let reported: PaymentState | null = null;
  try {
    reported = provider ? await provider.fetchState(payment) : null;
  } catch {
    reported = null;
  }
  return applyReportedState(ctx, payment, reported);
}

/** Applies the state a provider reports for a payment, when the ranking allows; returns the state now. */
export async function applyReportedState(
  ctx: Pick<PaymentContext, 'caches' | 'config' | 'db' | 'mail' | 'payments'>,
  payment: Payment,
  reported: PaymentState | null,
): Promise<PaymentState> {
  if (!reported || !canMove(payment.state, reported)) return payment.state;
  await ctx.db.transaction((tx) => movePayment(tx, ctx, payment.id, reported));
  return paymentState(ctx.db, payment.id);
}

const BATCH = 50;

/**
 * One pass of the reconcile job: pending payments are checked with their provider, and those
 * still unfinished after the checkout expiry become cancelled (a late "paid" still wins, §15.2).
 */
export async function reconcilePending(
  ctx: Pick<PaymentContext, 'caches' | 'config' | 'db' | 'mail' | 'payments'>,
): Promise<{ checked: number; expired: number }> {
  const waiting = await pendingPaymentsToCheck(ctx.db, BATCH);
  let expired = 0;
  for (const payment of waiting) {
    const state = await refreshFromProvider(ctx, payment);
    if (state === 'pending' && payment.expiresAt <= new Date()) {
      const moved = await ctx.db.transaction((tx) => movePayment(tx, ctx, payment.id, 'cancelled'));
      if (moved) expired++;
    }
  }
  return { checked: waiting.length, expired };
}
