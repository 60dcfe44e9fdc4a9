// Scheduled giving (contract §17): making a schedule with its first checkout, the donor's reads
// and changes, the sandbox's saved method, and a payment's move followed to its occurrence.
import { randomBytes } from 'node:crypto';
import type { Locale } from '@ataa/contract/locale';
import type { PageRequest } from '@ataa/contract/pagination';
import { isFinitePlan, plannedOccurrences } from '@ataa/contract/schedules/plans';
import type { SandboxLaterOutcome, ScheduleBody, ScheduleUpdateBody } from '@ataa/contract/schemas/schedules';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { ScheduleTarget } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { paginate } from '../../http/paginate.ts';
import { answerOrigin } from '../../http/request-origin.ts';
import { fullName, type UserRow } from '../accounts/index.ts';
import {
  acceptingCampaigns,
  amountIn,
  checkGiver,
  chooseCurrency,
  chooseProvider,
  defaultCurrency,
  type Giver,
  type Opening,
  openCheckout,
  Problems,
  splitRows,
} from '../giving/index.ts';
import {
  chooseOutcome,
  type PaymentContext,
  type PaymentFollower,
  type PaymentProvider,
  ProviderUnavailableError,
  sandboxMethod,
} from '../payments/index.ts';
import { chargeReceipt, tellDonor } from './notices.ts';
import { afterSettled, linesFor, planOf, proportional, writeAhead } from './occurrences.ts';
import { presentOccurrence, presentSchedule } from './present.ts';
import {
  campaignNames,
  countOccurrences,
  countriesByIds,
  countryExists,
  countryOfUser,
  countSchedulesOfUser,
  currenciesByIds,
  deleteUntriedOccurrences,
  donationIdsByPayment,
  firstCheckoutPayment,
  insertSchedule,
  lockNextScheduled,
  lockOccurrenceOfPayment,
  lockSchedule,
  occurrenceFigures,
  occurrencesOf,
  paidBefore,
  type ScheduleRow,
  scheduleById,
  scheduleByReference,
  schedulesOfUser,
  skipPassed,
  updateOccurrence,
  updateSchedule,
} from './queries.ts';
import { methodColumns } from './saved-methods.ts';

/** The first occurrence is charged by the checkout when it falls due within this (decision 036). */
const TONIGHT_MS = 12 * 3_600_000;

type Context = Pick<PaymentContext, 'config' | 'db' | 'payments'>;

/** The sandbox's page of a schedule, where the tester saves a method (contract §17). */
const sandboxPage = (ctx: Pick<Infrastructure, 'config'>, schedule: ScheduleRow, locale: Locale) =>
  `${answerOrigin(ctx.config)}/api/v1/schedules/sandbox/${schedule.reference}?lang=${locale}`;

/** The target as written on the schedule: campaigns with their part, or every campaign. */
async function chooseTarget(
  ctx: Pick<Infrastructure, 'db'>,
  locale: Locale,
  body: ScheduleBody,
  amountMinor: number,
  currency: Parameters<typeof amountIn>[1],
  problems: Problems,
): Promise<{ type: 'campaign' | 'split' | 'all'; targets: ScheduleTarget[] }> {
  if (body.campaign_id !== undefined) {
    await acceptingCampaigns(ctx, [body.campaign_id], () => 'campaign_id', problems);
    return { type: 'campaign', targets: [{ campaignId: body.campaign_id, amountMinor: null }] };
  }
  if (body.campaign) {
    const rows = body.campaign.map((row, index) => ({
      id: row.id,
      amountMinor: amountIn(row.amount, currency, `campaign.${index}.amount`, problems),
    }));
    const lines = await splitRows(ctx, locale, rows, amountMinor, problems);
    return {
      type: 'split',
      targets: lines.map((line) => ({ campaignId: line.campaignId, amountMinor: line.amountMinor })),
    };
  }
  return { type: 'all', targets: [] };
}

/**
 * `POST /schedules`: the schedule and its occurrences, and a hosted checkout that saves the
 * method; it charges the first occurrence when that is due tonight (contract §17).
 */
export async function createSchedule(
  ctx: Context,
  { locale, returnOrigin }: Opening,
  giver: Giver,
  body: ScheduleBody,
  now = new Date(),
) {
  const problems = new Problems();
  checkGiver(giver, problems);
  const currency = await chooseCurrency(ctx, body.currency_id, () => defaultCurrency(ctx));
  const provider = chooseProvider(ctx, body.gateway, currency, problems);
  if (provider && !(provider.chargeSaved && (provider.code === 'sandbox' || provider.createSetup)))
    problems.add('gateway', 'schedules.errors.gateway');
  const amountMinor = amountIn(body.amount, currency, 'amount', problems);
  problems.throwIfAny();
  const target = await chooseTarget(ctx, locale, body, amountMinor, currency, problems);
  if (body.country_id !== undefined && !(await countryExists(ctx.db, body.country_id)))
    problems.add('country_id', 'validation.not_found_ref');
  problems.throwIfAny();

  const donor = giver.donor;
  const values = {
    reference: randomBytes(32).toString('base64url'),
    plan: body.plan,
    userId: donor?.id ?? null,
    name: donor ? fullName(donor) : giver.name!,
    email: donor?.email ?? giver.email!,
    mobile: donor?.mobile ?? giver.mobile!,
    locale,
    anonymous: body.anonymous,
    amountMinor,
    currencyId: currency.id,
    targetType: target.type,
    targets: target.targets,
    hour: body.hour,
    timeZone: body.time_zone,
    countryId: body.country_id ?? (donor ? await countryOfUser(ctx.db, donor.id) : null),
    startDay: body.start_at ?? null,
    endDay: body.end_at ?? null,
    oddNightsMultiplier: body.odd_nights_multiplier,
    ramadanOnly: body.ramadan_only,
    gateway: body.gateway,
    provider: provider!.code,
    createdAt: now,
    updatedAt: now,
  };
  const first = plannedOccurrences(await planOf(ctx.db, values)).next();
  if (first.done) throw AppError.validation('plan', 'schedules.errors.nothing_due');

  /** The schedule and the occurrences ahead, in the caller's transaction. */
  const write = async (tx: Queryable) => {
    const schedule = await insertSchedule(tx, values);
    await writeAhead(tx, schedule, now);
    return schedule;
  };
  let schedule: ScheduleRow;
  let reference: string;
  let gatewayUrl: string;
  if (first.value.dueAt.getTime() <= now.getTime() + TONIGHT_MS) {
    const lines = await linesFor(ctx.db, values, first.value.amountMinor, locale);
    if (!lines) throw AppError.validation('campaign_id', 'schedules.errors.no_campaigns');
    let written: ScheduleRow | undefined;
    const checkout = await openCheckout(
      ctx,
      {
        giver,
        locale,
        currency,
        provider: provider!,
        gateway: body.gateway,
        lines,
        gift: { love_donation: false, anonymous: body.anonymous },
        ongoingCharity: true,
        shareEmail: false,
        returnOrigin,
        saveMethod: true,
      },
      async (tx, payment) => {
        written = await write(tx);
        const firstRow = await lockNextScheduled(tx, written.id);
        await updateOccurrence(tx, firstRow!.id, { paymentId: payment.id });
      },
    );
    schedule = written!;
    reference = checkout.reference;
    if (provider!.code === 'sandbox') gatewayUrl = sandboxPage(ctx, schedule, locale);
    else {
      gatewayUrl = checkout.url;
      schedule = await updateSchedule(ctx.db, schedule.id, { setupReference: checkout.providerReference });
    }
  } else {
    schedule = await ctx.db.transaction(write);
    reference = schedule.reference;
    if (provider!.code === 'sandbox') gatewayUrl = sandboxPage(ctx, schedule, locale);
    else ({ schedule, gatewayUrl } = await openSetup(ctx, provider!, schedule, currency.code, returnOrigin));
  }
  const [presented] = await scheduleAnswers(ctx.db, locale, [schedule]);
  return { gateway_url: gatewayUrl, reference, schedule: presented! };
}

/** Where a donor comes back to from a page that only saved a method: their schedules, or home for a guest. */
function setupReturnUrl(
  ctx: Pick<Infrastructure, 'config'>,
  schedule: ScheduleRow,
  returnOrigin: string | null,
) {
  const language = returnOrigin === null && schedule.locale === 'en' ? '/en' : '';
  const path = schedule.userId === null ? '/' : '/dashboard/donor/schedules';
  return `${returnOrigin ?? answerOrigin(ctx.config)}${language}${path}`;
}

/**
 * The provider's hosted page that saves a method for a schedule whose first charge is not due
 * yet. A provider that cannot be reached leaves the schedule cancelled and answers 500, as a
 * checkout does (contract §6).
 */
async function openSetup(
  ctx: Pick<Infrastructure, 'config' | 'db'>,
  provider: PaymentProvider,
  schedule: ScheduleRow,
  currencyCode: string,
  returnOrigin: string | null,
) {
  try {
    const session = await provider.createSetup!({
      reference: schedule.reference,
      currency: { code: currencyCode },
      customerEmail: schedule.email,
      locale: schedule.locale,
      returnUrl: setupReturnUrl(ctx, schedule, returnOrigin),
    });
    const updated = await updateSchedule(ctx.db, schedule.id, { setupReference: session.providerReference });
    return { schedule: updated, gatewayUrl: session.url };
  } catch (error) {
    await ctx.db.transaction(async (tx) => {
      await deleteUntriedOccurrences(tx, schedule.id);
      await updateSchedule(tx, schedule.id, { status: 'cancelled' });
    });
    if (error instanceof ProviderUnavailableError)
      throw new AppError(500, 'payments.errors.provider_unavailable');
    throw error;
  }
}

/** Schedules as answered (contract §17), with what each is shown with, read together. */
async function scheduleAnswers(db: Queryable, locale: Locale, rows: ScheduleRow[]) {
  const ids = rows.map((row) => row.id);
  const unique = (values: Array<number | null>) => [...new Set(values.filter((value) => value !== null))];
  const [figures, currencyRows, countryRows, campaignRows] = await Promise.all([
    occurrenceFigures(db, ids),
    currenciesByIds(db, unique(rows.map((row) => row.currencyId))),
    countriesByIds(db, unique(rows.map((row) => row.countryId))),
    campaignNames(db, unique(rows.flatMap((row) => row.targets.map((target) => target.campaignId)))),
  ]);
  const campaigns = new Map(campaignRows.map((row) => [row.id, row]));
  const answers = [];
  for (const row of rows) {
    const figuresOf = figures.get(row.id)!;
    answers.push(
      presentSchedule(locale, row, {
        currency: currencyRows.find((currency) => currency.id === row.currencyId)!,
        country: countryRows.find((country) => country.id === row.countryId) ?? null,
        campaigns,
        figures: figuresOf,
        unwritten: await unwrittenOf(db, row, figuresOf.maxSeq),
      }),
    );
  }
  return answers;
}

/** The occurrences of a plan that ends which are not written yet; null for an open-ended plan. */
async function unwrittenOf(db: Queryable, schedule: ScheduleRow, maxSeq: number) {
  const input = await planOf(db, schedule);
  if (!isFinitePlan(input)) return null;
  let count = 0;
  let totalMinor = 0;
  for (const occurrence of plannedOccurrences(input)) {
    if (occurrence.seq <= maxSeq) continue;
    count += 1;
    totalMinor += occurrence.amountMinor;
  }
  return { count, totalMinor };
}

/** A schedule of this donor's; another's, or none, is a 404 (contract §17). */
async function ownSchedule(db: Queryable, donor: UserRow, id: number) {
  const schedule = await scheduleById(db, id);
  if (!schedule || schedule.userId !== donor.id) throw AppError.notFound();
  return schedule;
}

/** `GET /schedules`: the donor's, newest first. */
export async function listSchedules(
  db: Queryable,
  locale: Locale,
  donor: UserRow,
  page: PageRequest,
  status: ScheduleRow['status'] | undefined,
) {
  const listed = await paginate(
    page,
    (limit, offset) => schedulesOfUser(db, donor.id, status, limit, offset),
    () => countSchedulesOfUser(db, donor.id, status),
    (row) => row,
  );
  return { ...listed, data: await scheduleAnswers(db, locale, listed.data) };
}

/** `GET /schedules/{id}`: one schedule with a page of its occurrences, newest first. */
export async function readSchedule(
  db: Queryable,
  locale: Locale,
  donor: UserRow,
  id: number,
  page: PageRequest,
) {
  const schedule = await ownSchedule(db, donor, id);
  const occurrences = await paginate(
    page,
    (limit, offset) => occurrencesOf(db, schedule.id, limit, offset),
    () => countOccurrences(db, schedule.id),
    (row) => row,
  );
  const currencyRows = await scheduleAnswers(db, locale, [schedule]);
  const donationIds = await donationIdsByPayment(
    db,
    occurrences.data.flatMap((row) => (row.paymentId === null ? [] : [row.paymentId])),
  );
  const minorUnits = currencyRows[0]!.currency.minor_units;
  return {
    ...currencyRows[0]!,
    occurrences: {
      ...occurrences,
      data: occurrences.data.map((row) => presentOccurrence(row, minorUnits, donationIds)),
    },
  };
}

/** A schedule that has ended or was cancelled changes no more (409). */
function assertChangeable(schedule: ScheduleRow) {
  if (schedule.status === 'cancelled' || schedule.status === 'completed')
    throw AppError.conflict('schedules.errors.not_changeable');
}

/**
 * `POST /schedules/{id}`: changes apply to the occurrences not yet charged, which are worked out
 * again from the plan; pause, resume and skipping the next are actions on the same row.
 */
export async function changeSchedule(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'mail'>,
  locale: Locale,
  donor: UserRow,
  id: number,
  body: ScheduleUpdateBody,
  now = new Date(),
) {
  await ownSchedule(ctx.db, donor, id);
  const changed = await ctx.db.transaction(async (tx) => {
    let schedule = (await lockSchedule(tx, id))!;
    assertChangeable(schedule);
    const [currency] = await currenciesByIds(tx, [schedule.currencyId]);
    const problems = new Problems();
    const amountMinor =
      body.amount === undefined ? undefined : amountIn(body.amount, currency!, 'amount', problems);
    problems.throwIfAny();
    // A split keeps its proportions at the new amount.
    const targets =
      amountMinor === undefined || schedule.targetType !== 'split'
        ? {}
        : {
            targets: proportional(
              schedule.targets.map((target) => target.amountMinor ?? 1),
              amountMinor,
            ).map((part, index) => ({ ...schedule.targets[index]!, amountMinor: part })),
          };
    const fields = {
      ...(amountMinor === undefined ? {} : { amountMinor, ...targets }),
      ...(body.hour === undefined ? {} : { hour: body.hour }),
      ...(body.time_zone === undefined ? {} : { timeZone: body.time_zone }),
      ...(body.end_at === undefined ? {} : { endDay: body.end_at }),
      ...(body.odd_nights_multiplier === undefined
        ? {}
        : { oddNightsMultiplier: body.odd_nights_multiplier }),
    };
    if (Object.keys(fields).length > 0) {
      schedule = await updateSchedule(tx, id, fields);
      await deleteUntriedOccurrences(tx, id);
      await afterSettled(tx, ctx, schedule, now);
    }
    if (body.action === 'pause') {
      if (schedule.status === 'active')
        schedule = await updateSchedule(tx, id, { status: 'paused', pausedReason: 'donor' });
    } else if (body.action === 'resume') {
      if (schedule.status !== 'paused') throw AppError.conflict('schedules.errors.not_paused');
      if (schedule.pausedReason === 'payment_failed')
        throw AppError.conflict('schedules.errors.needs_method');
      // What fell due while it was paused is not charged late: the donor held it back.
      await skipPassed(tx, id, now);
      schedule = await updateSchedule(tx, id, { status: 'active', pausedReason: null, failedInRow: 0 });
      await afterSettled(tx, ctx, schedule, now);
    } else if (body.action === 'skip_next') {
      const next = await lockNextScheduled(tx, id);
      if (!next || next.paymentId !== null) throw AppError.conflict('schedules.errors.nothing_to_skip');
      await updateOccurrence(tx, next.id, { state: 'skipped' });
      await afterSettled(tx, ctx, schedule, now);
    }
    return (await scheduleById(tx, id))!;
  });
  return (await scheduleAnswers(ctx.db, locale, [changed]))[0]!;
}

/** `POST /schedules/{id}/cancel`: nothing more is charged; cancelling again answers the same. */
export async function cancelSchedule(
  ctx: Pick<Infrastructure, 'db'>,
  locale: Locale,
  donor: UserRow,
  id: number,
) {
  await ownSchedule(ctx.db, donor, id);
  const cancelled = await ctx.db.transaction(async (tx) => {
    const schedule = (await lockSchedule(tx, id))!;
    if (schedule.status === 'cancelled') return schedule;
    // A charge already asked of the provider is recorded when it answers; the rest are dropped.
    await deleteUntriedOccurrences(tx, id);
    return updateSchedule(tx, id, { status: 'cancelled', pausedReason: null });
  });
  return (await scheduleAnswers(ctx.db, locale, [cancelled]))[0]!;
}

/** A schedule by its checkout's reference; unknown or not the sandbox's is a 404. */
async function sandboxSchedule(db: Queryable, reference: string) {
  const schedule = /^[\w-]{20,100}$/.test(reference) ? await scheduleByReference(db, reference) : undefined;
  if (schedule?.provider !== 'sandbox') throw AppError.notFound();
  return schedule;
}

/** What the sandbox's page of a schedule shows: the charge made now, if any, and the first due. */
export async function sandboxView(db: Queryable, locale: Locale, reference: string) {
  const schedule = await sandboxSchedule(db, reference);
  const [presented] = await scheduleAnswers(db, locale, [schedule]);
  const payment = await firstCheckoutPayment(db, schedule.id);
  return { schedule, presented: presented!, payment: payment ?? null };
}

/**
 * The sandbox page's choice (contract §17): the method it saves does `later` with later charges.
 * With a first charge, the outcome goes to its payment as the sandbox's checkout sends it, and the
 * schedule starts when that payment is paid; without one, a saved method starts it at once.
 * Returns where the browser goes next.
 */
export async function chooseSandboxOutcome(
  ctx: Pick<PaymentContext, 'config' | 'db' | 'payments'>,
  reference: string,
  outcome: 'paid' | 'failed' | 'cancelled',
  later: SandboxLaterOutcome,
) {
  const schedule = await sandboxSchedule(ctx.db, reference);
  if (schedule.status !== 'awaiting_payment_method')
    throw AppError.conflict('schedules.errors.already_chosen');
  const saved = methodColumns(sandboxMethod(later));
  const payment = await firstCheckoutPayment(ctx.db, schedule.id);
  if (payment) {
    if (outcome === 'paid') await updateSchedule(ctx.db, schedule.id, saved);
    return chooseOutcome(ctx, payment.reference, outcome);
  }
  if (outcome === 'paid') {
    await ctx.db.transaction(async (tx) => {
      const locked = (await lockSchedule(tx, schedule.id))!;
      if (locked.status !== 'awaiting_payment_method')
        throw AppError.conflict('schedules.errors.already_chosen');
      await updateSchedule(tx, schedule.id, { ...saved, status: 'active' });
    });
  }
  return `${answerOrigin(ctx.config)}/`;
}

/**
 * Follows a payment of a schedule to its occurrence, in the payment's transaction, whoever moved
 * it (a provider's event, the return page, a charge's answer): paid is paid, starts a schedule
 * waiting for its method, and the first paid tells the donor it started; a charge waiting for
 * authentication that is cancelled is missed; a first checkout not paid leaves its occurrence to a
 * later checkout. Declines of later charges are recorded with the charge (`charging.ts`).
 */
const followSchedulePayment: PaymentFollower['moved'] = async (tx, ctx, payment, next) => {
  const occurrence = await lockOccurrenceOfPayment(tx, payment.id);
  if (!occurrence) return;
  const schedule = (await lockSchedule(tx, occurrence.scheduleId))!;
  const now = new Date();
  if (next === 'paid') {
    const paid = await updateOccurrence(tx, occurrence.id, { state: 'paid', lockedUntil: null });
    const starting = schedule.status === 'awaiting_payment_method';
    const updated = await updateSchedule(tx, schedule.id, {
      failedInRow: 0,
      ...(starting ? { status: 'active' as const } : {}),
    });
    if (!(await paidBefore(tx, schedule.id, occurrence.id)))
      await tellDonor(tx, ctx, updated, { kind: 'created', occurrence: paid });
    await afterSettled(tx, ctx, updated, now);
  } else if (next === 'refunded') {
    if (occurrence.state === 'paid') await updateOccurrence(tx, occurrence.id, { state: 'refunded' });
  } else if (next === 'failed' || next === 'cancelled') {
    if (schedule.status === 'awaiting_payment_method') {
      await updateOccurrence(tx, occurrence.id, { paymentId: null });
    } else if (occurrence.state === 'action_required') {
      await updateOccurrence(tx, occurrence.id, { state: 'missed' });
      await afterSettled(tx, ctx, schedule, now);
    }
  }
};

/** What the payments call for a schedule's payments: the occurrence follows, and the receipt is the schedule's. */
export const scheduleFollower: PaymentFollower = {
  moved: followSchedulePayment,
  giverReceipt: chargeReceipt,
};
