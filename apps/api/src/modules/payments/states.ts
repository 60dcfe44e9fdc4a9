import type { PaymentState } from './provider.ts';

// Contract §15.2: states only move up this ranking; failed and cancelled share a rank.
const RANK: Record<PaymentState, number> = { pending: 0, failed: 1, cancelled: 1, paid: 2, refunded: 3 };

/** Whether a payment in `current` may move to `next`: only to a strictly higher rank. */
export function canMove(current: PaymentState, next: PaymentState): boolean {
  return RANK[next] > RANK[current];
}

/** A state no provider event can change any more, except a refund of a paid one. */
export function isFinal(state: PaymentState): boolean {
  return state !== 'pending';
}
