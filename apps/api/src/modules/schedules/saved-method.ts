// A schedule's saved method (contract §17): the providers that can keep one, the sandbox's choice
// of what later charges do, and replacing the method on a hosted page, which resumes a schedule
// paused by failed charges.
import { randomBytes } from 'node:crypto';
import type { Locale } from '@ataa/contract/locale';
import type { SandboxLaterOutcome } from '@ataa/contract/schemas/schedules';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { answerOrigin } from '../../http/request-origin.ts';
import { chooseProvider, Problems } from '../giving/index.ts';
import { type PaymentContext, sandboxMethod } from '../payments/index.ts';
import { resumeSchedule } from './occurrences.ts';
import {
  currenciesByIds,
  firstCheckoutPayment,
  lockSchedule,
  type ScheduleRow,
  updateSchedule,
} from './queries.ts';

/** A provider that saves a method for charges made without the donor; a 422 on `gateway` otherwise. */
export function savingProvider(
  ctx: Pick<PaymentContext, 'payments'>,
  gateway: string,
  currency: Parameters<typeof chooseProvider>[2],
  problems: Problems,
) {
  const provider = chooseProvider(ctx, gateway, currency, problems);
  if (provider && !provider.chargeSaved) problems.add('gateway', 'schedules.errors.gateway');
  return provider;
}

/** The sandbox's page of a schedule at `reference`: its first checkout's, or a new method's. */
export const sandboxPageUrl = (ctx: Pick<Infrastructure, 'config'>, reference: string, locale: Locale) =>
  `${answerOrigin(ctx.config)}/api/v1/schedules/sandbox/${reference}?lang=${locale}`;

/** The columns of the sandbox's method that does `later` with later charges. */
export function sandboxMethodFields(later: SandboxLaterOutcome) {
  const method = sandboxMethod(later);
  return {
    provider: 'sandbox',
    methodCustomer: method.customer,
    methodReference: method.reference,
    methodBrand: method.brand,
    methodLast4: method.last4,
    methodLabel: method.label,
  };
}

/**
 * `POST /schedules/{id}/payment-method`: a hosted page that saves a new method. The schedule's
 * method stays as it is until the page is used; asking again opens a new page and closes the
 * last. 409 once the schedule has ended, or while its first checkout is still open.
 */
export async function openMethodChange(
  ctx: Pick<PaymentContext, 'config' | 'db' | 'payments'>,
  locale: Locale,
  schedule: ScheduleRow,
  gateway: string,
) {
  if (schedule.status === 'cancelled' || schedule.status === 'completed')
    throw AppError.conflict('schedules.errors.not_changeable');
  const [currency] = await currenciesByIds(ctx.db, [schedule.currencyId]);
  const problems = new Problems();
  savingProvider(ctx, gateway, currency!, problems);
  problems.throwIfAny();
  if (schedule.status === 'awaiting_payment_method' && (await firstCheckoutPayment(ctx.db, schedule.id)))
    throw AppError.conflict('schedules.errors.first_checkout_open');
  const reference = randomBytes(32).toString('base64url');
  await updateSchedule(ctx.db, schedule.id, { methodChangeReference: reference });
  // Only the sandbox keeps a method yet (decision 036), so its page is the one that saves it.
  return { gateway_url: sandboxPageUrl(ctx, reference, locale) };
}

/**
 * The sandbox page's choice for a new method: `paid` saves it (a schedule paused by failed charges
 * resumes, one still waiting for its first method starts), anything else leaves the old one; the
 * page is used once either way.
 */
export async function chooseNewSandboxMethod(
  db: Queryable,
  scheduleId: number,
  reference: string,
  outcome: 'paid' | 'failed' | 'cancelled',
  later: SandboxLaterOutcome,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const schedule = (await lockSchedule(tx, scheduleId))!;
    if (schedule.methodChangeReference !== reference)
      throw AppError.conflict('schedules.errors.already_chosen');
    if (outcome !== 'paid' || schedule.status === 'cancelled' || schedule.status === 'completed') {
      await updateSchedule(tx, schedule.id, { methodChangeReference: null });
      return;
    }
    const fields = { ...sandboxMethodFields(later), methodChangeReference: null };
    if (schedule.status === 'paused' && schedule.pausedReason === 'payment_failed')
      await resumeSchedule(tx, schedule, now, fields);
    else if (schedule.status === 'awaiting_payment_method')
      await updateSchedule(tx, schedule.id, { ...fields, status: 'active' });
    else await updateSchedule(tx, schedule.id, fields);
  });
}
