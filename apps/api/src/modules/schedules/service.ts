// Scheduled giving (contract §17): making a schedule with its first checkout, the reads and
// changes of its owner or of its link's holder, the sandbox's saved method, and a payment's move
// followed to its occurrence.
import { randomBytes } from 'node:crypto';
import type { Locale } from '@ataa/contract/locale';
import { SITE_TIME_ZONE } from '@ataa/contract/locale';
import type { PageRequest } from '@ataa/contract/pagination';
import { DEFAULT_HOUR, isFinitePlan, type Plan, plannedOccurrences } from '@ataa/contract/schedules/plans';
import type { RamadanFirstDays } from '@ataa/contract/schedules/ramadan-calendar';
import { wallClockIn } from '@ataa/contract/schedules/zoned-time';
import type { SandboxLaterOutcome, ScheduleBody, ScheduleUpdateBody } from '@ataa/contract/schemas/schedules';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { ScheduleTarget } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { paginate } from '../../http/paginate.ts';
import { answerOrigin } from '../../http/request-origin.ts';
import { fullName, type UserRow, type VerifiedFollower } from '../accounts/index.ts';
import {
  acceptingCampaigns,
  amountIn,
  type Checkout,
  type Currency,
  checkGiver,
  chooseCurrency,
  defaultCurrency,
  type Giver,
  type Opening,
  openCheckout,
  Problems,
  type StartSchedule,
  splitRows,
} from '../giving/index.ts';
import {
  chooseOutcome,
  type FollowerContext,
  type PaymentContext,
  type PaymentFollower,
  type PaymentProvider,
  ProviderUnavailableError,
} from '../payments/index.ts';
import { type FirstDaysMoved, ramadanFirstDaysReader } from '../ramadan/service.ts';
import { type ScheduleForReceipt, scheduleReceipt } from '../receipts/index.ts';
import { readScheduleToken, scheduleManageUrl } from './manage-links.ts';
import { chargeReceipt, tellDonor } from './notices.ts';
import {
  afterSettled,
  completeSchedule,
  isEnded,
  linesFor,
  planInput,
  planOf,
  proportional,
  resumeSchedule,
  writeAhead,
} from './occurrences.ts';
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
  joinSchedulesOfAddress,
  lockChargeOfPayment,
  lockNextScheduled,
  lockRamadanSchedules,
  lockSchedule,
  type NewSchedule,
  occurrenceFigures,
  occurrencesOf,
  paidCharges,
  type ScheduleRow,
  scheduleById,
  scheduleByMethodChange,
  scheduleByReference,
  schedulesOfUser,
  updateOccurrence,
  updateSchedule,
} from './queries.ts';
import {
  chargesSchedules,
  chooseNewSandboxMethod,
  openMethodChange,
  sandboxMethodFields,
  sandboxPageUrl,
  savingProvider,
} from './saved-method.ts';

/** The first occurrence is charged by the checkout when it falls due within this (decision 036). */
const TONIGHT_MS = 12 * 3_600_000;

type Context = Pick<PaymentContext, 'config' | 'db' | 'payments'>;

/** The sandbox's page of a schedule, where the tester saves a method (contract §17). */
const sandboxPage = (ctx: Pick<Infrastructure, 'config'>, schedule: ScheduleRow, locale: Locale) =>
  sandboxPageUrl(ctx, schedule.reference, locale);

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

/** A schedule's values before it is written: what its row and its plan need. */
type ScheduleValues = Omit<NewSchedule, 'reference' | 'createdAt' | 'updatedAt'> &
  Pick<
    ScheduleRow,
    | 'plan'
    | 'amountMinor'
    | 'hour'
    | 'timeZone'
    | 'startDay'
    | 'endDay'
    | 'oddNightsMultiplier'
    | 'ramadanOnly'
    | 'countryId'
    | 'targetType'
    | 'targets'
    | 'gateway'
  >;

/** What a schedule's first checkout writes on its payment beyond the schedule's own values. */
type FirstCheckout = Pick<Checkout, 'gift' | 'shareEmail' | 'payType' | 'ongoingCharity' | 'attachCart'>;

/** The giver of a schedule as its row keeps them. */
function ownerOf(giver: Giver) {
  const donor = giver.donor;
  return {
    userId: donor?.id ?? null,
    name: donor ? fullName(donor) : giver.name!,
    email: donor?.email ?? giver.email!,
    mobile: donor?.mobile ?? giver.mobile!,
  };
}

/**
 * Writes a schedule and its occurrences with a hosted checkout that saves the method; the
 * checkout charges the first occurrence when that is due tonight, in the transaction that writes
 * the schedule (decision 036). Answers the schedule, the reference the return pages read and the
 * page the giver goes to.
 */
async function writeWithCheckout(
  ctx: Context,
  { locale, returnOrigin }: Opening,
  giver: Giver,
  draft: { values: ScheduleValues; currency: Currency; provider: PaymentProvider; first: FirstCheckout },
  now: Date,
) {
  const values = {
    ...draft.values,
    reference: randomBytes(32).toString('base64url'),
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
  if (first.value.dueAt.getTime() > now.getTime() + TONIGHT_MS) {
    const schedule = await ctx.db.transaction(write);
    if (draft.provider.code === 'sandbox')
      return { schedule, reference: schedule.reference, gatewayUrl: sandboxPage(ctx, schedule, locale) };
    const setup = await openSetup(ctx, draft.provider, schedule, draft.currency.code, returnOrigin);
    return { ...setup, reference: schedule.reference };
  }
  const lines = await linesFor(ctx.db, values, first.value.amountMinor, locale);
  if (!lines) throw AppError.validation('campaign_id', 'schedules.errors.no_campaigns');
  let written: ScheduleRow | undefined;
  const checkout = await openCheckout(
    ctx,
    {
      ...draft.first,
      giver,
      locale,
      currency: draft.currency,
      provider: draft.provider,
      gateway: values.gateway,
      lines,
      returnOrigin,
      saveMethod: true,
    },
    async (tx, payment) => {
      written = await write(tx);
      const firstRow = await lockNextScheduled(tx, written.id);
      await updateOccurrence(tx, firstRow!.id, { paymentId: payment.id });
    },
  );
  if (draft.provider.code === 'sandbox')
    return {
      schedule: written!,
      reference: checkout.reference,
      gatewayUrl: sandboxPage(ctx, written!, locale),
    };
  // The provider's checkout keeps the method; it is read back from there once the donor has paid.
  const schedule = await updateSchedule(ctx.db, written!.id, { setupReference: checkout.providerReference });
  return { schedule, reference: checkout.reference, gatewayUrl: checkout.url };
}

/**
 * Where a giver comes back to from a page that only saved a method: the schedule's own page (a
 * donor's, or a guest's through its signed link); a front end on another origin, its home.
 */
function setupReturnUrl(
  ctx: Pick<Infrastructure, 'config'>,
  schedule: ScheduleRow,
  returnOrigin: string | null,
) {
  if (returnOrigin !== null) return `${returnOrigin}/`;
  if (schedule.userId === null) return scheduleManageUrl(ctx, schedule.id, schedule.locale);
  const language = schedule.locale === 'en' ? '/en' : '';
  return `${answerOrigin(ctx.config)}${language}/dashboard/donor/schedules/${schedule.id}`;
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

/**
 * `POST /schedules`: the schedule and its occurrences, and a hosted checkout that saves the
 * method; it charges the first occurrence when that is due tonight (contract §17).
 */
export async function createSchedule(
  ctx: Context,
  opening: Opening,
  giver: Giver,
  body: ScheduleBody,
  now = new Date(),
) {
  const problems = new Problems();
  checkGiver(giver, problems);
  const currency = await chooseCurrency(ctx, body.currency_id, () => defaultCurrency(ctx));
  const provider = savingProvider(ctx, body.gateway, currency, problems);
  const amountMinor = amountIn(body.amount, currency, 'amount', problems);
  problems.throwIfAny();
  const target = await chooseTarget(ctx, opening.locale, body, amountMinor, currency, problems);
  if (body.country_id !== undefined && !(await countryExists(ctx.db, body.country_id)))
    problems.add('country_id', 'validation.not_found_ref');
  problems.throwIfAny();

  const donor = giver.donor;
  const values = {
    ...ownerOf(giver),
    plan: body.plan,
    locale: opening.locale,
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
  };
  const first = {
    gift: { love_donation: false, anonymous: body.anonymous },
    ongoingCharity: true,
    shareEmail: false,
  };
  const written = await writeWithCheckout(
    ctx,
    opening,
    giver,
    { values, currency, provider: provider!, first },
    now,
  );
  const [presented] = await scheduleAnswers(ctx.db, opening.locale, [written.schedule]);
  return { gateway_url: written.gatewayUrl, reference: written.reference, schedule: presented! };
}

/** Plans that charge by the calendar, not by Ramadan's nights or Fridays. */
const CALENDAR_PLANS: ReadonlySet<Plan> = new Set(['daily', 'weekly', 'monthly']);

/**
 * A giving checkout made the first charge of the schedule its request asks for (contract §6
 * `ongoing_charity`, §8 `pay_type`): the same giver, currency, provider and campaigns, the amount
 * of the checkout per charge. The original client names no hour, so a plan of the calendar charges
 * at the hour the donor gives, and the checkout is its first charge; a plan of Ramadan's nights or
 * Fridays keeps 9 pm, and its checkout only saves the method until its first night.
 */
export const scheduleFromCheckout: StartSchedule = async (ctx, checkout, recurrence, now = new Date()) => {
  if (!chargesSchedules(checkout.provider)) throw AppError.validation('gateway', 'schedules.errors.gateway');
  const timeZone = recurrence.timeZone ?? SITE_TIME_ZONE;
  const hour =
    recurrence.hour ?? (CALENDAR_PLANS.has(recurrence.plan) ? wallClockIn(now, timeZone).hour : DEFAULT_HOUR);
  const donor = checkout.giver.donor;
  const amountMinor = checkout.lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const values = {
    ...ownerOf(checkout.giver),
    plan: recurrence.plan,
    locale: checkout.locale,
    anonymous: checkout.gift.anonymous,
    amountMinor,
    currencyId: checkout.currency.id,
    targetType: recurrence.target,
    targets: checkout.lines.map((line) => ({
      campaignId: line.campaignId,
      amountMinor: recurrence.target === 'split' ? line.amountMinor : null,
    })),
    hour,
    timeZone,
    countryId: donor ? await countryOfUser(ctx.db, donor.id) : null,
    startDay: null,
    endDay: recurrence.endDay ?? null,
    oddNightsMultiplier: recurrence.oddNightsMultiplier ?? 1,
    ramadanOnly: false,
    gateway: checkout.gateway,
    provider: checkout.provider.code,
  };
  const written = await writeWithCheckout(
    ctx,
    checkout,
    checkout.giver,
    {
      values,
      currency: checkout.currency,
      provider: checkout.provider,
      first: {
        gift: checkout.gift,
        shareEmail: checkout.shareEmail,
        payType: checkout.payType,
        ongoingCharity: checkout.ongoingCharity,
        attachCart: checkout.attachCart,
      },
    },
    now,
  );
  return { url: written.gatewayUrl, reference: written.reference };
};

/** Schedules as answered (contract §17), with what each is shown with, read together. */
export async function scheduleAnswers(db: Queryable, locale: Locale, rows: ScheduleRow[]) {
  const ids = rows.map((row) => row.id);
  const unique = (values: Array<number | null>) => [...new Set(values.filter((value) => value !== null))];
  const [figures, currencyRows, countryRows, campaignRows] = await Promise.all([
    occurrenceFigures(db, ids),
    currenciesByIds(db, unique(rows.map((row) => row.currencyId))),
    countriesByIds(db, unique(rows.map((row) => row.countryId))),
    campaignNames(db, unique(rows.flatMap((row) => row.targets.map((target) => target.campaignId)))),
  ]);
  const campaigns = new Map(campaignRows.map((row) => [row.id, row]));
  const firstDaysOf = ramadanFirstDaysReader(db);
  const answers = [];
  for (const row of rows) {
    const figuresOf = figures.get(row.id)!;
    answers.push(
      presentSchedule(locale, row, {
        currency: currencyRows.find((currency) => currency.id === row.currencyId)!,
        country: countryRows.find((country) => country.id === row.countryId) ?? null,
        campaigns,
        figures: figuresOf,
        unwritten: await unwrittenOf(firstDaysOf, row, figuresOf.maxSeq),
      }),
    );
  }
  return answers;
}

/** The occurrences of a plan that ends which are not written yet; null for an open-ended plan. */
export async function unwrittenOf(
  firstDaysOf: (countryId: number | null) => Promise<RamadanFirstDays>,
  schedule: ScheduleRow,
  maxSeq: number,
) {
  const input = planInput(schedule, await firstDaysOf(schedule.countryId));
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

/** Who asks for a schedule: its owner, by its id, or whoever holds its signed link (contract §17). */
export type ScheduleAccess = { donor: UserRow; id: number } | { token: string };
type AccessContext = Pick<Infrastructure, 'config' | 'db'>;

/** The schedule asked for; another donor's, a bad or tampered link, or none, is a 404. */
async function scheduleFor(ctx: AccessContext, access: ScheduleAccess) {
  if ('token' in access) {
    const id = readScheduleToken(ctx.config.UNSUBSCRIBE_SECRET, access.token);
    const schedule = id === null ? undefined : await scheduleById(ctx.db, id);
    if (!schedule) throw AppError.notFound();
    return schedule;
  }
  const schedule = await scheduleById(ctx.db, access.id);
  if (!schedule || schedule.userId !== access.donor.id) throw AppError.notFound();
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
  ctx: AccessContext,
  locale: Locale,
  access: ScheduleAccess,
  page: PageRequest,
) {
  const { db } = ctx;
  const schedule = await scheduleFor(ctx, access);
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
  access: ScheduleAccess,
  body: ScheduleUpdateBody,
  now = new Date(),
) {
  const { id } = await scheduleFor(ctx, access);
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
      // Failed charges paused it: a new method resumes it (`POST .../payment-method`), not this.
      if (schedule.pausedReason === 'payment_failed')
        throw AppError.conflict('schedules.errors.needs_method');
      schedule = await resumeSchedule(tx, ctx, schedule, now);
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
export async function cancelSchedule(ctx: AccessContext, locale: Locale, access: ScheduleAccess) {
  const { id } = await scheduleFor(ctx, access);
  const cancelled = await ctx.db.transaction(async (tx) => {
    const schedule = (await lockSchedule(tx, id))!;
    if (schedule.status === 'cancelled') return schedule;
    // A charge already asked of the provider is recorded when it answers; the rest are dropped.
    await deleteUntriedOccurrences(tx, id);
    return updateSchedule(tx, id, { status: 'cancelled', pausedReason: null });
  });
  return (await scheduleAnswers(ctx.db, locale, [cancelled]))[0]!;
}

/**
 * The sandbox's page at `reference`: a schedule's first checkout on the sandbox, or a new method
 * being saved (`replacing`); unknown, or a first checkout elsewhere, is a 404.
 */
async function sandboxSchedule(db: Queryable, reference: string) {
  if (!/^[\w-]{20,100}$/.test(reference)) throw AppError.notFound();
  const replaced = await scheduleByMethodChange(db, reference);
  if (replaced) return { schedule: replaced, replacing: true };
  const schedule = await scheduleByReference(db, reference);
  if (schedule?.provider !== 'sandbox') throw AppError.notFound();
  return { schedule, replacing: false };
}

/** What the sandbox's page of a schedule shows: the charge made now, if any, and the first due. */
export async function sandboxView(db: Queryable, locale: Locale, reference: string) {
  const { schedule, replacing } = await sandboxSchedule(db, reference);
  const [presented] = await scheduleAnswers(db, locale, [schedule]);
  const payment = replacing ? undefined : await firstCheckoutPayment(db, schedule.id);
  return { schedule, replacing, presented: presented!, payment: payment ?? null };
}

/**
 * The sandbox page's choice (contract §17): the method it saves does `later` with later charges.
 * With a first charge, the outcome goes to its payment as the sandbox's checkout sends it, and the
 * schedule starts when that payment is paid; without one, a saved method starts it at once.
 * Returns where the browser goes next.
 */
export async function chooseSandboxOutcome(
  ctx: Pick<PaymentContext, 'config' | 'db' | 'mail' | 'payments'>,
  reference: string,
  outcome: 'paid' | 'failed' | 'cancelled',
  later: SandboxLaterOutcome,
) {
  const { schedule, replacing } = await sandboxSchedule(ctx.db, reference);
  if (replacing) {
    await chooseNewSandboxMethod(ctx, schedule.id, reference, outcome, later);
    return setupReturnUrl(ctx, schedule, null);
  }
  if (schedule.status !== 'awaiting_payment_method')
    throw AppError.conflict('schedules.errors.already_chosen');
  const saved = sandboxMethodFields(later);
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
  return setupReturnUrl(ctx, schedule, null);
}

/** `POST /schedules/{id}/payment-method`: a hosted page that saves a new method. */
export async function replacePaymentMethod(
  ctx: Pick<PaymentContext, 'config' | 'db' | 'payments'>,
  locale: Locale,
  access: ScheduleAccess,
  gateway: string | undefined,
) {
  const schedule = await scheduleFor(ctx, access);
  const returnUrl = setupReturnUrl(ctx, schedule, null);
  return openMethodChange(ctx, locale, schedule, gateway ?? schedule.gateway, returnUrl);
}

/** `GET /schedules/{id}/receipt`: one PDF of every paid charge and their total, 409 before one. */
export async function scheduleReceiptPdf(ctx: AccessContext, locale: Locale, access: ScheduleAccess) {
  const schedule = await scheduleFor(ctx, access);
  const receipt: ScheduleForReceipt = {
    id: schedule.id,
    donor: { name: schedule.name, email: schedule.email, anonymous: schedule.anonymous },
    charges: await paidCharges(ctx.db, schedule.id),
  };
  return { id: schedule.id, pdf: await scheduleReceipt(ctx.db, receipt, locale) };
}

/**
 * A donor's account whose address is verified takes the schedules a guest made with that address
 * (contract §17), in the verification's transaction; their signed links keep working.
 */
export const joinGuestSchedules: VerifiedFollower = async (tx, user) => {
  if (user.userType === 'dooner') await joinSchedulesOfAddress(tx, user.email, user.id);
};

/**
 * When the staff move a country's first day of Ramadan (contract §17 "Nights and dates"), the
 * occurrences not yet charged of the schedules that follow it are worked out again from the plan
 * and the new dates, keeping their numbers (decision 034); charged ones stay where they fell.
 */
export const moveWithRamadan =
  (ctx: FollowerContext): FirstDaysMoved =>
  async (tx, { countryIds, siteCountry }) => {
    const now = new Date();
    for (const schedule of await lockRamadanSchedules(tx, countryIds, siteCountry)) {
      await deleteUntriedOccurrences(tx, schedule.id);
      await afterSettled(tx, ctx, schedule, now);
    }
  };

/**
 * Follows a payment of a schedule to its occurrence, in the payment's transaction, whoever moved
 * it (a provider's event, the return page, a charge's answer): paid is paid, starts a schedule
 * waiting for its method, and the first paid tells the donor it started; a charge waiting for
 * authentication that is cancelled is missed; a first checkout not paid leaves its occurrence to a
 * later checkout. Declines of later charges are recorded with the charge (`charging.ts`).
 * It runs before the payment's campaigns are locked; the notices, which list the donations paid
 * or the schedule's charges, wait until the donations have moved.
 */
const followSchedulePayment: PaymentFollower['moved'] = async (tx, ctx, payment, next) => {
  const charge = await lockChargeOfPayment(tx, payment.id);
  if (!charge) return;
  const { occurrence, schedule } = charge;
  const now = new Date();
  if (next === 'paid') {
    const paid = await updateOccurrence(tx, occurrence.id, { state: 'paid', lockedUntil: null });
    const starting = schedule.status === 'awaiting_payment_method';
    // The schedule's row is written only when this changes it: it starts, or failures are forgotten.
    const updated =
      starting || schedule.failedInRow !== 0
        ? await updateSchedule(tx, schedule.id, {
            failedInRow: 0,
            ...(starting ? { status: 'active' as const } : {}),
          })
        : schedule;
    // Counted after the schedule's row was locked, in a statement of its own: an occurrence of
    // the same schedule paid by another transaction while this one waited for the lock is seen.
    const written = await writeAhead(tx, updated, now);
    const started = written.paid === 1;
    const receipt = await chargeReceipt(tx, ctx, { firstPaid: started, schedule });
    const ended = isEnded(updated, written.open);
    if (!started && !ended) return { receipt };
    return {
      receipt,
      after: async (tx, moved) => {
        if (started) {
          const donationIds = moved.map((donation) => donation.id).sort((a, b) => a - b);
          await tellDonor(tx, ctx, updated, { kind: 'created', occurrence: paid, donationIds });
        }
        if (ended) await completeSchedule(tx, ctx, updated);
      },
    };
  }
  if (next === 'refunded') {
    if (occurrence.state === 'paid') await updateOccurrence(tx, occurrence.id, { state: 'refunded' });
    return;
  }
  if (next !== 'failed' && next !== 'cancelled') return;
  // The donor's own first checkout failed: their checkout's usual notice says so.
  if (schedule.status === 'awaiting_payment_method') {
    await updateOccurrence(tx, occurrence.id, { paymentId: null });
    return;
  }
  // A charge made without the donor: the schedule's notices tell them, once, when the occurrence
  // is settled (failed after its second try, or missed), not at each try.
  if (occurrence.state === 'action_required') {
    await updateOccurrence(tx, occurrence.id, { state: 'missed' });
    return { after: (tx) => afterSettled(tx, ctx, schedule, now), toldGiver: true };
  }
  if (next === 'cancelled' && occurrence.state === 'charging') {
    // Its charge ended unanswered: the provider could not be asked within the late window, or the
    // payment expired still pending. Never taken again; a later "paid" from the provider still wins.
    const missed = await updateOccurrence(tx, occurrence.id, { state: 'missed', lockedUntil: null });
    await tellDonor(tx, ctx, schedule, { kind: 'missed', occurrence: missed });
    return { after: (tx) => afterSettled(tx, ctx, schedule, now), toldGiver: true };
  }
  return { toldGiver: true };
};

/** What the payments call for a schedule's payments: the occurrence follows, and the receipt is the schedule's. */
export const scheduleFollower: PaymentFollower = { moved: followSchedulePayment };
