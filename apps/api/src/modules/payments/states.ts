import type { PaymentState } from './provider.ts';

// Contract §15.2: states only move up this ranking; failed and cancelled share a rank.
const RANK: Record<PaymentState, number> = { pending: 0, failed: 1, cancelled: 1, paid: 2, refunded: 3 };

/**
 * Whether a payment in `current` may move to `next`: only to a strictly higher rank, and to
 * `refunded` only from `paid`, since a refund gives back money that was taken.
 */
export function canMove(current: PaymentState, next: PaymentState): boolean {
  if (next === 'refunded') return current === 'paid';
  return RANK[next] > RANK[current];
}

/** A refund reported before the payment was paid (webhooks out of order) waits for the payment. */
export function refundWaits(current: PaymentState, next: PaymentState): boolean {
  return next === 'refunded' && current !== 'paid' && current !== 'refunded';
}

/** A state no provider event can change any more, except a refund of a paid one. */
export function isFinal(state: PaymentState): boolean {
  return state !== 'pending';
}
