// The payment services as the rest of the API sees them on the context: built once in
// services.ts, named here apart from the steps they run, so that those steps can take them
// without an import circle.
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { payments } from '../../db/schema.ts';
import type { JobType } from '../../jobs/runner.ts';
import type { PaymentState } from './provider.ts';
import type { ProviderRegistry } from './registry.ts';

/**
 * What a module above the payments does when one of its payments moves, in the move's own
 * transaction (a schedule's occurrence is paid with its payment). Given the payment as it was.
 */
export type PaymentFollower = (
  tx: Queryable,
  payment: typeof payments.$inferSelect,
  next: PaymentState,
) => Promise<void>;

/** Everything payments need at run time: the providers and the jobs written in transactions. */
export interface PaymentServices {
  providers: ProviderRegistry;
  applyEventJob: JobType<{ eventId: number }>;
  /** Expires the checkout of a payment to a campaign that stopped accepting donations (decision 025). */
  expireCheckoutJob: JobType<{ paymentId: number }>;
  /** Refunds a donation that a campaign refused because it stopped accepting donations (decision 025). */
  refundRefusedJob: JobType<{ refundId: number }>;
  /** Called with every move of a payment, in its transaction. */
  followers: readonly PaymentFollower[];
}

/** What a payment step picks the pieces it uses from: the infrastructure and the payment services. */
export type PaymentContext = Infrastructure & { payments: PaymentServices };
