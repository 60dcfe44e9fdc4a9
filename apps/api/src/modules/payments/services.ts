import type { AppContext } from '../../context.ts';
import type { JobType } from '../../jobs/runner.ts';
import { expireCheckout, refundRefusedDonation } from './closed-campaigns.ts';
import { applyEvent } from './provider-events.ts';
import { reconcilePending } from './reconcile.ts';
import { createProviderRegistry, type ProviderRegistry } from './registry.ts';

/** Everything payments need at run time: the providers and the jobs written in transactions. */
export interface PaymentServices {
  providers: ProviderRegistry;
  applyEventJob: JobType<{ eventId: number }>;
  /** Expires the checkout of a payment to a campaign that stopped accepting donations (decision 025). */
  expireCheckoutJob: JobType<{ paymentId: number }>;
  /** Refunds a donation that a campaign refused because it stopped accepting donations (decision 025). */
  refundRefusedJob: JobType<{ refundId: number }>;
}

/** Ten tries over about seventeen minutes (1 s, doubling): a locked or unreachable database passes. */
const APPLY_RETRIES = { attempts: 10, retryDelayMs: 1000 };
/** Twelve tries over about eleven hours (10 s, doubling): a provider's outage passes. */
const PROVIDER_RETRIES = { attempts: 12, retryDelayMs: 10_000 };

/** Builds the providers and defines the payment jobs on the context's runner. */
export function createPaymentServices(ctx: AppContext): PaymentServices {
  const { jobs } = ctx;
  const reconcileJob = jobs.define<Record<string, never>>('payments.reconcile', async (_payload, log) => {
    const result = await reconcilePending(ctx);
    if (result.checked > 0) log.info(result, 'pending payments reconciled');
  });
  jobs.every(reconcileJob, ctx.config.PAYMENTS_RECONCILE_INTERVAL_MS);
  return {
    providers: createProviderRegistry(ctx.config, ctx.db),
    applyEventJob: jobs.define(
      'payments.apply-event',
      ({ eventId }) => applyEvent(ctx, eventId),
      APPLY_RETRIES,
    ),
    expireCheckoutJob: jobs.define(
      'payments.expire-checkout',
      ({ paymentId }) => expireCheckout(ctx, paymentId),
      PROVIDER_RETRIES,
    ),
    refundRefusedJob: jobs.define(
      'payments.refund-refused',
      ({ refundId }, log) => refundRefusedDonation(ctx, refundId, log),
      PROVIDER_RETRIES,
    ),
  };
}
