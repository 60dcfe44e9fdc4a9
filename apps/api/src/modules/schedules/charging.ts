// Charging due occurrences without the donor (contract §17, "Later charges"): claimed exactly
// once across processes, each an ordinary payment made through the payments' code, with the
// provider's idempotency key `schedule-<id>-<seq>`.
import { LATE_WINDOW_MS } from '@ataa/contract/schedules/plans';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { answerOrigin } from '../../http/request-origin.ts';
import { takingTurns } from '../../storage/taking-turns.ts';
import { writePendingPayments } from '../giving/index.ts';
import {
  lockPayment,
  movePayment,
  type PaymentContext,
  ProviderUnavailableError,
  returnUrl,
  type SavedChargeResult,
} from '../payments/index.ts';
import { readerLocales, tellDonor } from './notices.ts';
import { afterSettled, campaignsNowFor, splitLines } from './occurrences.ts';
import {
  type ClaimPosition,
  type CurrencyRow,
  currenciesByIds,
  lockDueOccurrences,
  lockOccurrence,
  lockOverdueAuthentications,
  lockSchedule,
  markCharging,
  nextOccurrenceAfter,
  type OccurrenceRow,
  type PaymentRow,
  paymentsByIds,
  type ScheduleRow,
  setPaymentExpiry,
  setPaymentReference,
  updateOccurrence,
  updateSchedule,
} from './queries.ts';

type Context = Pick<PaymentContext, 'caches' | 'config' | 'db' | 'mail' | 'payments'>;

/** Occurrences claimed per transaction. */
const BATCH = 50;
/** A charge's payment stays pending this long at most, should its process never come back. */
const CHARGE_EXPIRY_MS = 24 * 3_600_000;
/**
 * Answers recorded at once in this process. Those of charges to one campaign are recorded one
 * after the other anyway (its row stays locked until each commits): more at once would only hold
 * database connections waiting, which the pages need meanwhile.
 */
const recordInTurn = takingTurns(3);
/** A declined charge is tried once more this much later (contract §17). */
const RETRY_AFTER_MS = 3_600_000;
/** Failed occurrences in a row that pause a schedule (contract §17). */
const FAILURES_TO_PAUSE = 3;
/** A charge waiting for authentication with no later occurrence stays open this long. */
const AUTHENTICATION_WINDOW_MS = 24 * 3_600_000;

/** Written in the claim's transaction for each occurrence claimed: a staff's run records its charges. */
export type ClaimRecorder = (tx: Queryable, occurrence: OccurrenceRow) => Promise<void>;

/** A due occurrence with its schedule, as the claim locked it. */
interface Due {
  occurrence: OccurrenceRow;
  schedule: ScheduleRow;
}

/** A claimed charge with what asking the provider needs: its pending payment and currency. */
interface Claimed extends Due {
  payment: PaymentRow;
  currency: CurrencyRow;
}

/**
 * The provider's key for one try of an occurrence: the first is `schedule-<id>-<seq>`; the retry
 * after a decline is a new charge, so it has its own.
 */
export const idempotencyKey = (occurrence: Pick<OccurrenceRow, 'scheduleId' | 'seq' | 'attempts'>) =>
  occurrence.attempts <= 1
    ? `schedule-${occurrence.scheduleId}-${occurrence.seq}`
    : `schedule-${occurrence.scheduleId}-${occurrence.seq}-${occurrence.attempts}`;

/**
 * Claims a batch in one transaction. Each due occurrence is missed when it is more than the late
 * window past its time, waits (its schedule paused) when none of its campaigns accepts donations,
 * and otherwise gets its pending payment and the lease; one whose process died is taken again
 * with the same payment, so the provider hears the same key. What the batch reads and writes is
 * read and written for all of it at once: a claim's statements do not grow with its size.
 */
function claimDue(
  ctx: Context,
  now: Date,
  position: ClaimPosition,
  onClaim?: ClaimRecorder,
): Promise<Claimed[]> {
  return ctx.db.transaction(async (tx) => {
    for (const overdue of await lockOverdueAuthentications(tx, now, BATCH)) {
      await updateOccurrence(tx, overdue.id, { state: 'missed' });
    }
    const due = await lockDueOccurrences(tx, now, BATCH, position);
    const toCharge: Due[] = [];
    for (const { occurrence, schedule } of due) {
      if (occurrence.state === 'charging') continue;
      const since = occurrence.attempts === 0 ? occurrence.dueAt : occurrence.chargeAt;
      if (now.getTime() - since.getTime() > LATE_WINDOW_MS) {
        const missed = await updateOccurrence(tx, occurrence.id, { state: 'missed' });
        await tellDonor(tx, ctx, schedule, { kind: 'missed', occurrence: missed });
        await afterSettled(tx, ctx, schedule, now);
        continue;
      }
      toCharge.push({ occurrence, schedule });
    }
    const written = await chargePayments(tx, toCharge, now);
    const closed = toCharge.filter((_, index) => written[index] === null);
    for (const scheduleId of new Set(closed.map(({ schedule }) => schedule.id))) {
      await pauseForClosedCampaigns(tx, ctx, scheduleId);
    }
    // Retaken ones keep their payment and their try; new ones count a try with their new payment.
    const retaken = due.filter(({ occurrence }) => occurrence.state === 'charging');
    const claims = [
      ...retaken.map(({ occurrence }) => ({
        id: occurrence.id,
        paymentId: occurrence.paymentId!,
        attempts: occurrence.attempts,
      })),
      ...toCharge.flatMap(({ occurrence }, index) => {
        const payment = written[index];
        return payment
          ? [{ id: occurrence.id, paymentId: payment.id, attempts: occurrence.attempts + 1 }]
          : [];
      }),
    ];
    const lockedUntil = new Date(now.getTime() + ctx.config.SCHEDULE_CHARGE_LEASE_MS);
    const taken = new Map((await markCharging(tx, claims, lockedUntil)).map((row) => [row.id, row]));
    const payments = new Map(
      [
        ...written.filter((payment) => payment !== null),
        ...(await paymentsByIds(
          tx,
          claims.slice(0, retaken.length).map((claim) => claim.paymentId),
        )),
      ].map((payment) => [payment.id, payment]),
    );
    const currencies = new Map(
      (
        await currenciesByIds(tx, [...new Set([...payments.values()].map((payment) => payment.currencyId))])
      ).map((currency) => [currency.id, currency]),
    );
    const schedules = new Map(due.map(({ schedule }) => [schedule.id, schedule]));
    const claimed = claims.map((claim) => {
      const occurrence = taken.get(claim.id)!;
      const payment = payments.get(claim.paymentId)!;
      return {
        occurrence,
        schedule: schedules.get(occurrence.scheduleId)!,
        payment,
        currency: currencies.get(payment.currencyId)!,
      };
    });
    if (onClaim) for (const { occurrence } of claimed) await onClaim(tx, occurrence);
    return claimed;
  });
}

/** None of the schedule's campaigns takes gifts: it pauses, and the donor is told once, however many of its occurrences were due. */
async function pauseForClosedCampaigns(tx: Queryable, ctx: Context, scheduleId: number) {
  const schedule = (await lockSchedule(tx, scheduleId))!;
  if (schedule.status !== 'active') return;
  const paused = await updateSchedule(tx, scheduleId, { status: 'paused', pausedReason: 'campaign_closed' });
  await tellDonor(tx, ctx, paused, { kind: 'paused', reason: 'campaign_closed' });
}

/**
 * The pending payment of each charge, to the campaigns that accept donations now, in the order
 * given; null for one none of whose campaigns does. Read and written for the whole batch at once.
 */
async function chargePayments(
  tx: Queryable,
  due: readonly Due[],
  now: Date,
): Promise<Array<PaymentRow | null>> {
  if (due.length === 0) return [];
  const schedules = due.map(({ schedule }) => schedule);
  // Its receipt speaks the reader's language: the account's now, or the guest's at checkout.
  const locales = await readerLocales(tx, schedules);
  const campaignsNow = await campaignsNowFor(tx, schedules);
  const currencies = new Map(
    (await currenciesByIds(tx, [...new Set(schedules.map((schedule) => schedule.currencyId))])).map(
      (currency) => [currency.id, currency],
    ),
  );
  const expiresAt = new Date(now.getTime() + CHARGE_EXPIRY_MS);
  const pendings = due.map(({ schedule, occurrence }) => {
    const locale = locales.get(schedule.id)!;
    const lines = splitLines(schedule, occurrence.amountMinor, locale, campaignsNow);
    if (!lines) return null;
    return {
      giver: {
        donor: null,
        userId: schedule.userId,
        name: schedule.name,
        email: schedule.email,
        mobile: schedule.mobile,
      },
      locale,
      currency: currencies.get(schedule.currencyId)!,
      gateway: schedule.gateway,
      providerCode: schedule.provider,
      lines,
      gift: { love_donation: false, anonymous: schedule.anonymous },
      ongoingCharity: true,
      shareEmail: false,
      returnOrigin: null,
      expiresAt,
    };
  });
  const written = await writePendingPayments(
    tx,
    pendings.filter((pending) => pending !== null),
  );
  return pendings.map((pending) => (pending === null ? null : written.shift()!));
}

/**
 * Records what the provider did, in one transaction. Paid goes through the payment's own move,
 * which the schedules' follower takes to the occurrence (`followSchedulePayment`). A decline is
 * tried once more an hour later, then the occurrence fails, and three failed in a row pause the
 * schedule; authentication leaves the payment open until the next occurrence is due. Whoever
 * records first wins: a second answer for the same charge changes nothing.
 */
async function settleCharge(ctx: Context, claimed: Claimed, result: SavedChargeResult, now: Date) {
  await ctx.db.transaction(async (tx) => {
    if (result.outcome === 'paid') {
      // Written with the move; a payment another answer moved first still gets this reference.
      if (!(await movePayment(tx, ctx, claimed.payment.id, 'paid', result.providerReference)))
        await setPaymentReference(tx, claimed.payment.id, result.providerReference);
      return;
    }
    if (result.providerReference !== null)
      await setPaymentReference(tx, claimed.payment.id, result.providerReference);
    // Not finished at the provider: its event pays the payment, which the follower takes to the
    // occurrence; until then the claim lapses now and then and the same key asks again.
    if (result.outcome === 'pending') return;
    // The payment's lock first, as every move of a payment takes it, then the occurrence's.
    await lockPayment(tx, claimed.payment.id);
    const occurrence = await lockOccurrence(tx, claimed.occurrence.id);
    if (occurrence?.state !== 'charging' || occurrence.paymentId !== claimed.payment.id) return;
    if (result.outcome === 'declined') {
      await recordDecline(tx, ctx, occurrence, now);
      await movePayment(tx, ctx, claimed.payment.id, 'failed');
    } else if (result.outcome === 'action_required') {
      const waiting = await updateOccurrence(tx, occurrence.id, {
        state: 'action_required',
        lockedUntil: null,
      });
      await tellDonor(tx, ctx, claimed.schedule, {
        kind: 'action_required',
        occurrence: waiting,
        url: result.url,
      });
      const nextDue = (await nextOccurrenceAfter(tx, occurrence.scheduleId, occurrence.seq))?.dueAt;
      await setPaymentExpiry(
        tx,
        claimed.payment.id,
        nextDue ?? new Date(now.getTime() + AUTHENTICATION_WINDOW_MS),
      );
    }
  });
}

async function recordDecline(tx: Queryable, ctx: Context, occurrence: OccurrenceRow, now: Date) {
  if (occurrence.attempts < 2) {
    await updateOccurrence(tx, occurrence.id, {
      state: 'scheduled',
      lockedUntil: null,
      chargeAt: new Date(now.getTime() + RETRY_AFTER_MS),
    });
    return;
  }
  const failed = await updateOccurrence(tx, occurrence.id, { state: 'failed', lockedUntil: null });
  const schedule = (await lockSchedule(tx, occurrence.scheduleId))!;
  const failedInRow = schedule.failedInRow + 1;
  const pause = failedInRow >= FAILURES_TO_PAUSE && schedule.status === 'active';
  const updated = await updateSchedule(tx, schedule.id, {
    failedInRow,
    ...(pause ? { status: 'paused' as const, pausedReason: 'payment_failed' } : {}),
  });
  await tellDonor(tx, ctx, updated, { kind: 'failed', occurrence: failed });
  if (pause) await tellDonor(tx, ctx, updated, { kind: 'paused', reason: 'payment_failed' });
  await afterSettled(tx, ctx, updated, now);
}

/**
 * A charge that could not be asked of the provider: asked again when its lease ends, until it is
 * later than the late window (contract §17), when its payment is cancelled and the schedules'
 * follower misses the occurrence. Should an earlier try have been charged after all, the
 * provider's event still pays the cancelled payment (a higher rank, §15.2), and the occurrence
 * with it.
 */
async function unasked(ctx: Context, claimed: Claimed, now: Date) {
  if (now.getTime() - claimed.occurrence.chargeAt.getTime() <= LATE_WINDOW_MS) return;
  await ctx.db.transaction((tx) => movePayment(tx, ctx, claimed.payment.id, 'cancelled'));
}

/**
 * Asks the provider for one claimed charge and records its answer; an unreachable provider is asked
 * again when the lease ends. It charges the schedule's method as the claim read it, a moment before.
 */
async function charge(ctx: Context, claimed: Claimed, now: Date, log: Pick<FastifyBaseLogger, 'warn'>) {
  const { schedule, payment, currency } = claimed;
  const provider = ctx.payments.providers.byCode(schedule.provider);
  if (!provider?.chargeSaved || schedule.methodReference === null) return unasked(ctx, claimed, now);
  let result: SavedChargeResult;
  try {
    result = await provider.chargeSaved({
      reference: payment.reference,
      returnUrl: returnUrl(answerOrigin(ctx.config), payment),
      idempotencyKey: idempotencyKey(claimed.occurrence),
      amountMinor: payment.totalMinor,
      currency: { code: currency.code, minorUnits: currency.minorUnits },
      method: { customer: schedule.methodCustomer, reference: schedule.methodReference },
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    log.warn(
      { err: error, occurrence: claimed.occurrence.id },
      'provider unavailable for a scheduled charge',
    );
    return unasked(ctx, claimed, now);
  }
  await recordInTurn(() => settleCharge(ctx, claimed, result, now));
}

/**
 * Charges every occurrence due at `now`, batch by batch, with a few charges waiting for the
 * provider at once. The next batch is claimed as soon as the last claimed charge is taken, while
 * the others still wait for their answers, so the provider always has that many to answer. Any
 * number of processes may run it together: each occurrence is claimed by one. Returns how many
 * were charged (asked of the provider).
 */
export async function chargeDue(
  ctx: Context,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now = new Date(),
  onClaim?: ClaimRecorder,
): Promise<number> {
  let charged = 0;
  let more = true;
  const queue: Claimed[] = [];
  // One claim at a time: a charge that finds the queue empty waits for the claim under way. Each
  // reads on from where the last stopped.
  let claiming: Promise<void> | null = null;
  const position: ClaimPosition = {};
  const claimNext = async () => {
    const claimed = await claimDue(ctx, now, position, onClaim);
    queue.push(...claimed);
    charged += claimed.length;
    if (claimed.length < BATCH) more = false;
  };
  await Promise.all(
    Array.from({ length: ctx.config.SCHEDULE_CHARGES_IN_FLIGHT }, async () => {
      for (;;) {
        const next = queue.shift();
        if (next) {
          await charge(ctx, next, now, log);
          continue;
        }
        if (!more) return;
        claiming ??= claimNext().finally(() => {
          claiming = null;
        });
        await claiming;
      }
    }),
  );
  return charged;
}
