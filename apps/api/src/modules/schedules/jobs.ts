// The schedules' jobs, once a minute: charging due occurrences, in every process at once (each
// occurrence is claimed by one, decision 042), and reading saved methods back, once across
// processes (decision 013).
import type { Infrastructure } from '../../context.ts';
import type { PaymentServices } from '../payments/index.ts';
import { chargeDue } from './charging.ts';
import { readSavedMethods } from './methods-from-providers.ts';

export function scheduleCharges(
  infrastructure: Pick<Infrastructure, 'caches' | 'config' | 'db' | 'jobs' | 'mail'>,
  payments: PaymentServices,
) {
  const ctx = { ...infrastructure, payments };
  infrastructure.jobs.inEachProcess(
    'schedules.charge-due',
    infrastructure.config.SCHEDULE_CHARGE_INTERVAL_MS,
    async (log) => {
      const charged = await chargeDue(ctx, log);
      if (charged > 0) log.info({ charged }, 'scheduled charges made');
    },
  );
  // A method saved on a provider's page is read back within a minute of the donor finishing there.
  const methods = infrastructure.jobs.define<Record<string, never>>(
    'schedules.read-saved-methods',
    async (_payload, log) => {
      const kept = await readSavedMethods(ctx, log);
      if (kept > 0) log.info({ kept }, 'saved methods kept');
    },
  );
  infrastructure.jobs.every(methods, infrastructure.config.SCHEDULE_CHARGE_INTERVAL_MS);
}
