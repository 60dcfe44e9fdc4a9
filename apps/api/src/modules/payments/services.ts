import type { AppContext } from '../../context.ts';
import type { JobType } from '../../jobs/runner.ts';
import { applyEvent } from './events.ts';
import { reconcilePending } from './reconcile.ts';
import { createProviderRegistry, type ProviderRegistry } from './registry.ts';

/** Everything payments need at run time: the providers and the job that applies stored events. */
export interface PaymentServices {
  providers: ProviderRegistry;
  applyEventJob: JobType<{ eventId: number }>;
}

/** Ten tries over about seventeen minutes (1 s, doubling): a locked or unreachable database passes. */
const APPLY_RETRIES = { attempts: 10, retryDelayMs: 1000 };

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
  };
}
