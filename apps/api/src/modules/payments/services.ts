import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { createEventWorker, type EventWorker } from './events.ts';
import { createReconcileJob, type ReconcileJob } from './reconcile.ts';
import { createProviderRegistry, type ProviderRegistry } from './registry.ts';

/** Everything payments need at run time: the providers, the event worker and the reconcile job. */
export interface PaymentServices {
  providers: ProviderRegistry;
  events: EventWorker;
  reconcile: ReconcileJob;
}

/** How often stored events are looked for besides the kick each new one gives (e.g. after a restart). */
const EVENT_POLL_MS = 2000;

export function createPaymentServices(ctx: AppContext, log: FastifyBaseLogger): PaymentServices {
  return {
    providers: createProviderRegistry(ctx.config, ctx.db),
    events: createEventWorker(ctx, log, EVENT_POLL_MS),
    reconcile: createReconcileJob(ctx, log, ctx.config.PAYMENTS_RECONCILE_INTERVAL_MS),
  };
}
