// The methods that providers' hosted checkouts save for a schedule (contract §17), read back from
// the provider once the donor has finished there. The sandbox's page saves its method itself.
import type { FastifyBaseLogger } from 'fastify';
import { type PaymentContext, ProviderUnavailableError, type SavedMethod } from '../payments/index.ts';
import {
  hasCheckoutWaiting,
  lockSchedule,
  type ScheduleRow,
  schedulesAwaitingMethod,
  updateSchedule,
} from './queries.ts';

type Context = Pick<PaymentContext, 'db' | 'payments'>;

/** Schedules looked at per run: a hosted checkout lasts a day at most, so few wait at once. */
const BATCH = 100;

/** The method's columns of a schedule, as the donor is shown it. */
export const methodColumns = (method: SavedMethod) => ({
  methodCustomer: method.customer,
  methodReference: method.reference,
  methodBrand: method.brand,
  methodLast4: method.last4,
  methodLabel: method.label,
});

/**
 * Keeps the method a checkout saved, unless another checkout has replaced it meanwhile. A schedule
 * that waited for it starts, unless its first charge is still waiting to be paid: that payment's
 * move starts it (`followSchedulePayment`).
 */
async function keepMethod(ctx: Context, schedule: ScheduleRow, method: SavedMethod | null) {
  await ctx.db.transaction(async (tx) => {
    const locked = (await lockSchedule(tx, schedule.id))!;
    if (locked.setupReference !== schedule.setupReference) return;
    if (!method) {
      await updateSchedule(tx, locked.id, { setupReference: null });
      return;
    }
    const starts = locked.status === 'awaiting_payment_method' && !(await hasCheckoutWaiting(tx, locked.id));
    await updateSchedule(tx, locked.id, {
      ...methodColumns(method),
      setupReference: null,
      ...(starts ? { status: 'active' as const } : {}),
    });
  });
}

/** Asks the providers what each waiting checkout saved; a provider that cannot tell is asked next time. */
export async function readSavedMethods(ctx: Context, log: Pick<FastifyBaseLogger, 'warn'>) {
  let kept = 0;
  for (const schedule of await schedulesAwaitingMethod(ctx.db, BATCH)) {
    const provider = ctx.payments.providers.byCode(schedule.provider);
    if (!provider?.savedMethod) continue;
    try {
      const found = await provider.savedMethod({ providerReference: schedule.setupReference! });
      if (found === 'waiting') continue;
      await keepMethod(ctx, schedule, found === 'abandoned' ? null : found);
      if (found !== 'abandoned') kept += 1;
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      log.warn({ err: error, schedule: schedule.id }, 'provider unavailable for a saved method');
    }
  }
  return kept;
}
