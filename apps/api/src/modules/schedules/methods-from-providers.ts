// The methods that providers' hosted checkouts save for a schedule (contract §17), read back from
// the provider once the donor has finished there. The sandbox's page saves its method itself.
import type { FastifyBaseLogger } from 'fastify';
import { type PaymentContext, ProviderUnavailableError, type SavedMethod } from '../payments/index.ts';
import { lockSchedule, type ScheduleRow, schedulesAwaitingMethod, updateSchedule } from './queries.ts';
import { keepNewMethod, methodColumns } from './saved-method.ts';

type Context = Pick<PaymentContext, 'config' | 'db' | 'mail' | 'payments'>;

/** Schedules looked at per run: a hosted checkout lasts a day at most, so few wait at once. */
const BATCH = 100;

/**
 * Keeps the method a checkout saved, unless another checkout has replaced it meanwhile, as any new
 * method is kept (`keepNewMethod`).
 */
async function keepMethod(ctx: Context, schedule: ScheduleRow, method: SavedMethod | null) {
  await ctx.db.transaction(async (tx) => {
    const locked = (await lockSchedule(tx, schedule.id))!;
    if (locked.setupReference !== schedule.setupReference) return;
    if (!method) {
      await updateSchedule(tx, locked.id, { setupReference: null });
      return;
    }
    await keepNewMethod(tx, ctx, locked, { ...methodColumns(method), setupReference: null });
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
