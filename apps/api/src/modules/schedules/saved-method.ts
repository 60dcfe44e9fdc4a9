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
import {
  type FollowerContext,
  type PaymentContext,
  type PaymentProvider,
  ProviderUnavailableError,
  type SavedMethod,
  sandboxMethod,
} from '../payments/index.ts';
import { resumeSchedule } from './occurrences.ts';
import {
  currenciesByIds,
  firstCheckoutPayment,
  lockSchedule,
  type ScheduleRow,
  updateSchedule,
} from './queries.ts';

/**
 * Whether a provider can keep a method and charge it later: the sandbox on its own page, a
 * provider with a hosted page that only saves one (Stripe's setup session, decision 037).
 */
export const chargesSchedules = (provider: PaymentProvider) =>
  Boolean(provider.chargeSaved && (provider.code === 'sandbox' || provider.createSetup));

/** A provider that saves a method for charges made without the donor; a 422 on `gateway` otherwise. */
export function savingProvider(
  ctx: Pick<PaymentContext, 'payments'>,
  gateway: string,
  currency: Parameters<typeof chooseProvider>[2],
  problems: Problems,
) {
  const provider = chooseProvider(ctx, gateway, currency, problems);
  if (provider && !chargesSchedules(provider)) problems.add('gateway', 'schedules.errors.gateway');
  return provider;
}

/** The sandbox's page of a schedule at `reference`: its first checkout's, or a new method's. */
export const sandboxPageUrl = (ctx: Pick<Infrastructure, 'config'>, reference: string, locale: Locale) =>
  `${answerOrigin(ctx.config)}/api/v1/schedules/sandbox/${reference}?lang=${locale}`;

/** A saved method's columns of a schedule, with what the donor is shown of it. */
export const methodColumns = (method: SavedMethod) => ({
  methodCustomer: method.customer,
  methodReference: method.reference,
  methodBrand: method.brand,
  methodLast4: method.last4,
  methodLabel: method.label,
});

/** The columns of the sandbox's method that does `later` with later charges. */
export const sandboxMethodFields = (later: SandboxLaterOutcome) => ({
  provider: 'sandbox',
  ...methodColumns(sandboxMethod(later)),
});

/**
 * `POST /schedules/{id}/payment-method`: a hosted page that saves a new method. The schedule's
 * method stays as it is until the page is used; asking again opens a new page and closes the
 * last. The sandbox's page can replace any method; another provider's saves one for its own
 * schedules only, read back from it as a first method is (decision 037). 409 once the schedule
 * has ended, or while its first checkout is still open.
 */
export async function openMethodChange(
  ctx: Pick<PaymentContext, 'config' | 'db' | 'payments'>,
  locale: Locale,
  schedule: ScheduleRow,
  gateway: string,
  returnUrl: string,
) {
  if (schedule.status === 'cancelled' || schedule.status === 'completed')
    throw AppError.conflict('schedules.errors.not_changeable');
  const [currency] = await currenciesByIds(ctx.db, [schedule.currencyId]);
  const problems = new Problems();
  const provider = savingProvider(ctx, gateway, currency!, problems);
  if (provider && provider.code !== 'sandbox' && provider.code !== schedule.provider)
    problems.add('gateway', 'schedules.errors.gateway');
  problems.throwIfAny();
  if (schedule.status === 'awaiting_payment_method' && (await firstCheckoutPayment(ctx.db, schedule.id)))
    throw AppError.conflict('schedules.errors.first_checkout_open');
  const reference = randomBytes(32).toString('base64url');
  if (provider!.code === 'sandbox') {
    await updateSchedule(ctx.db, schedule.id, { methodChangeReference: reference });
    return { gateway_url: sandboxPageUrl(ctx, reference, locale) };
  }
  try {
    const session = await provider!.createSetup!({
      reference,
      currency: { code: currency!.code },
      customerEmail: schedule.email,
      locale,
      returnUrl,
    });
    await updateSchedule(ctx.db, schedule.id, { setupReference: session.providerReference });
    return { gateway_url: session.url };
  } catch (error) {
    if (error instanceof ProviderUnavailableError)
      throw new AppError(500, 'payments.errors.provider_unavailable');
    throw error;
  }
}

/**
 * Keeps a newly saved method on the schedule, in the caller's transaction: a schedule paused by
 * failed charges resumes, one still waiting for its first method starts (unless its first
 * checkout is still open: that payment's move starts it).
 */
export async function keepNewMethod(
  tx: Queryable,
  ctx: FollowerContext,
  schedule: ScheduleRow,
  fields: Partial<ScheduleRow>,
  now = new Date(),
) {
  if (schedule.status === 'paused' && schedule.pausedReason === 'payment_failed')
    await resumeSchedule(tx, ctx, schedule, now, fields);
  else if (schedule.status === 'awaiting_payment_method' && !(await firstCheckoutPayment(tx, schedule.id)))
    await updateSchedule(tx, schedule.id, { ...fields, status: 'active' });
  else await updateSchedule(tx, schedule.id, fields);
}

/**
 * The sandbox page's choice for a new method: `paid` saves it (a schedule paused by failed charges
 * resumes, one still waiting for its first method starts), anything else leaves the old one; the
 * page is used once either way.
 */
export async function chooseNewSandboxMethod(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'mail'>,
  scheduleId: number,
  reference: string,
  outcome: 'paid' | 'failed' | 'cancelled',
  later: SandboxLaterOutcome,
  now = new Date(),
) {
  await ctx.db.transaction(async (tx) => {
    const schedule = (await lockSchedule(tx, scheduleId))!;
    if (schedule.methodChangeReference !== reference)
      throw AppError.conflict('schedules.errors.already_chosen');
    if (outcome !== 'paid' || schedule.status === 'cancelled' || schedule.status === 'completed') {
      await updateSchedule(tx, schedule.id, { methodChangeReference: null });
      return;
    }
    await keepNewMethod(
      tx,
      ctx,
      schedule,
      { ...sandboxMethodFields(later), methodChangeReference: null },
      now,
    );
  });
}
