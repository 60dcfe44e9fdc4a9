import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { paymentEvents } from '../../db/schema.ts';
import type { PaymentProvider, PaymentState, ProviderEvent } from './provider.ts';
import { findPaymentByReference, movePayment } from './transitions.ts';

/**
 * Stores a verified event once per (provider, event id). Returns false for a repeated delivery,
 * which is acknowledged as a duplicate and never processed again (contract §6).
 */
export async function storeEvent(ctx: AppContext, provider: PaymentProvider, event: ProviderEvent) {
  const inserted = await ctx.db
    .insert(paymentEvents)
    .values({
      provider: provider.code,
      eventId: event.eventId,
      type: event.type.slice(0, 100),
      paymentReference: event.paymentReference?.slice(0, 255) ?? null,
      reportedState: event.state,
      payload: event.payload as object,
      // Events that report no state have nothing to do: they are stored as done.
      processedAt: event.state === null ? new Date() : null,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

const BATCH = 20;
const MAX_ATTEMPTS = 10;

/**
 * Applies one stored event inside one transaction: the payment's move and the event's
 * `processed_at` commit together, so a crash at any point leaves the event to be applied again
 * and a finished one is never applied twice. Returns false when nothing was left to do.
 */
async function processNextEvent(ctx: AppContext): Promise<boolean> {
  let claimedId: number | undefined;
  try {
    return await ctx.db.transaction(async (tx) => {
      const claimed = await tx.execute(sql`
        select id, payment_reference, reported_state from payment_events
        where processed_at is null and attempts < ${MAX_ATTEMPTS}
        order by id limit 1 for update skip locked`);
      const row = (claimed as unknown as { rows: Array<Record<string, unknown>> }).rows[0];
      if (!row) return false;
      claimedId = Number(row.id);
      const reference = row.payment_reference as string | null;
      const state = row.reported_state as PaymentState | null;
      const payment = reference ? await findPaymentByReference(tx, reference) : null;
      if (payment && state) await movePayment(tx, ctx, payment.id, state);
      await tx
        .update(paymentEvents)
        .set({ processedAt: new Date(), lastError: payment ? null : 'unknown payment reference' })
        .where(eq(paymentEvents.id, claimedId));
      return true;
    });
  } catch (error) {
    // Counted outside the rolled-back transaction, so an event that always fails stops retrying.
    if (claimedId !== undefined) {
      await ctx.db
        .update(paymentEvents)
        .set({ attempts: sql`${paymentEvents.attempts} + 1`, lastError: String(error).slice(0, 500) })
        .where(eq(paymentEvents.id, claimedId));
    }
    throw error;
  }
}

export interface EventWorker {
  /** Processes what is waiting now; concurrent calls share one pass. */
  drain(): Promise<number>;
  /** Asks for a pass soon, e.g. right after an event is stored. */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

export function createEventWorker(
  ctx: AppContext,
  log: FastifyBaseLogger,
  pollIntervalMs: number,
): EventWorker {
  let running: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  async function pass(): Promise<number> {
    let done = 0;
    for (let batch = 0; batch < BATCH; batch++) {
      try {
        if (!(await processNextEvent(ctx))) break;
        done++;
      } catch (error) {
        log.error({ err: error }, 'payment event processing failed; will retry');
        break;
      }
    }
    return done;
  }

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void drain();
      }
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      drain()
        .catch((error) => log.error({ err: error }, 'payment event pass failed'))
        .finally(schedule);
    }, pollIntervalMs);
    timer.unref();
  }

  return {
    drain,
    kick() {
      if (!stopped) setImmediate(() => void drain().catch(() => {}));
    },
    start() {
      stopped = false;
      schedule();
      void drain().catch(() => {});
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}

/**
 * The webhook path every provider's events take, the sandbox's own included: verify (throws
 * WebhookSignatureError), store once, then process soon. Returns whether it was a duplicate.
 */
export async function receiveWebhook(
  ctx: AppContext,
  provider: PaymentProvider,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ duplicate: boolean }> {
  const event = provider.parseWebhook(rawBody, headers);
  const stored = await storeEvent(ctx, provider, event);
  if (stored) ctx.payments.events.kick();
  return { duplicate: !stored };
}
