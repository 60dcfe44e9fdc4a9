// The schedules' jobs: charging due occurrences and reading saved methods back, once a minute,
// once across processes (decision 013).
import type { Infrastructure } from '../../context.ts';
import type { PaymentServices } from '../payments/index.ts';
import { chargeDue } from './charging.ts';
import { readSavedMethods } from './saved-methods.ts';

/** How often due occurrences are looked for: every schedule charges within a minute of its time. */
const CHARGE_INTERVAL_MS = 60_000;

export function scheduleCharges(
  infrastructure: Pick<Infrastructure, 'caches' | 'config' | 'db' | 'jobs' | 'mail'>,
  payments: PaymentServices,
) {
  const ctx = { ...infrastructure, payments };
  const job = infrastructure.jobs.define<Record<string, never>>(
    'schedules.charge-due',
    async (_payload, log) => {
      const charged = await chargeDue(ctx, log);
      if (charged > 0) log.info({ charged }, 'scheduled charges made');
    },
  );
  infrastructure.jobs.every(job, CHARGE_INTERVAL_MS);
  // A method saved on a provider's page is read back within a minute of the donor finishing there.
  const methods = infrastructure.jobs.define<Record<string, never>>(
    'schedules.read-saved-methods',
    async (_payload, log) => {
      const kept = await readSavedMethods(ctx, log);
      if (kept > 0) log.info({ kept }, 'saved methods kept');
    },
  );
  infrastructure.jobs.every(methods, CHARGE_INTERVAL_MS);
}
