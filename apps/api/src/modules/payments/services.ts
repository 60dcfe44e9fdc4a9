import type { Infrastructure } from '../../context.ts';
import { expireCheckout, refundRefusedDonation } from './closed-campaigns.ts';
import type { PaymentContext, PaymentFollower, PaymentServices } from './payment-context.ts';
import { applyEvent } from './provider-events.ts';
import { reconcilePending } from './reconcile.ts';
import { createProviderRegistry } from './registry.ts';

/** Ten tries over about seventeen minutes (1 s, doubling): a locked or unreachable database passes. */
const APPLY_RETRIES = { attempts: 10, retryDelayMs: 1000 };
/** Twelve tries over about eleven hours (10 s, doubling): a provider's outage passes. */
const PROVIDER_RETRIES = { attempts: 12, retryDelayMs: 10_000 };

/**
 * Builds the providers and defines the payment jobs on the runner. The jobs' handlers run later,
 * with the services they belong to, so the context they see is made here around them.
 */
export function createPaymentServices(
  infrastructure: Pick<Infrastructure, 'caches' | 'config' | 'db' | 'jobs' | 'mail'>,
  followers: readonly PaymentFollower[] = [],
): PaymentServices {
  const { jobs, config, db } = infrastructure;
  const ctx: Pick<PaymentContext, 'caches' | 'config' | 'db' | 'mail' | 'payments'> = {
    ...infrastructure,
    payments: {
      providers: createProviderRegistry(config, db),
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
      followers,
    },
  };
  const reconcileJob = jobs.define<Record<string, never>>('payments.reconcile', async (_payload, log) => {
    const result = await reconcilePending(ctx);
    if (result.checked > 0) log.info(result, 'pending payments reconciled');
  });
  jobs.every(reconcileJob, config.PAYMENTS_RECONCILE_INTERVAL_MS);
  return ctx.payments;
}
