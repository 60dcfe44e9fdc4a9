import { convertMinor } from '@ataa/contract/money';
import type { Queryable } from '../../db/client.ts';
import type { currencies, donations, payments } from '../../db/schema.ts';
import { addPaidPaymentToTotals, refreshCampaignTotals } from '../campaigns/index.ts';
import { notifyDonations, notifyGoalsReached, tellCharityOfRefund } from '../notifications/index.ts';
import { enqueuePaidPaymentMails, enqueueRefundMail } from '../receipts/index.ts';
import type { AfterDonations, GiverReceipt, PaymentContext } from './payment-context.ts';
import type { PaymentState } from './provider.ts';
import {
  allCurrencies,
  donationsWithAcceptance,
  lockCampaignsOfPayment,
  lockCampaignsTakingPayment,
  lockPayment,
  markBeforeDonations,
  markCartItemsDonated,
  paymentByReference,
  paymentDonations,
  recordDonationArrived,
  refundPaidDonations,
  setDonationsState,
  setPaymentState,
  undoSinceBeforeDonations,
  waitingRefundEvents,
} from './queries.ts';
import { claimRefusedRefunds } from './refused-donations.ts';
import { canMove } from './states.ts';

type Payment = typeof payments.$inferSelect;
type Donation = typeof donations.$inferSelect;
type Currency = typeof currencies.$inferSelect;
type Acceptance = Awaited<ReturnType<typeof donationsWithAcceptance>>[number];

/**
 * Moves a payment to `next` if the ranking allows it (contract §15.2), with everything that follows
 * in the same transaction: its donations, the campaigns' totals, the cart items and the e-mails;
 * the cached public answers showing those totals are dropped once it commits.
 * Returns false (and changes nothing) when the move is not allowed, so replays are harmless.
 * Must run inside a transaction.
 */
export async function movePayment(
  tx: Queryable,
  ctx: MoveContext,
  paymentId: number,
  next: PaymentState,
  /** The provider's reference of the answer that moves it, written with the move. */
  providerReference?: string,
): Promise<boolean> {
  // The row lock orders every change to one payment: concurrent deliveries wait here, then see
  // the state the first one left and do nothing.
  const payment = await lockPayment(tx, paymentId);
  return payment ? moveLockedPayment(tx, ctx, payment, next, providerReference) : false;
}

type MoveContext = Pick<PaymentContext, 'caches' | 'config' | 'mail' | 'payments'>;

/**
 * `movePayment` of a payment whose row this transaction has already locked (`lockPaymentByReference`),
 * as it read it then.
 */
export async function moveLockedPayment(
  tx: Queryable,
  ctx: MoveContext,
  payment: Payment,
  next: PaymentState,
  providerReference?: string,
): Promise<boolean> {
  if (!canMove(payment.state, next)) return false;
  const paymentId = payment.id;

  // What needs no campaign's row comes first: those rows stay locked until the commit, and every
  // other payment to the same campaigns waits for them meanwhile (decision 041).
  const now = new Date();
  const updated = await setPaymentState(tx, paymentId, next, now, providerReference);
  const currencies = next === 'paid' ? await allCurrencies(tx) : [];
  if (next === 'paid') await applyWaitingRefunds(tx, ctx, payment.reference);
  let giverReceipt: GiverReceipt | undefined;
  let toldGiver = false;
  const afterDonations: AfterDonations[] = [];
  for (const follower of ctx.payments.followers) {
    const followed = await follower.moved(tx, ctx, payment, next);
    if (giverReceipt === undefined) giverReceipt = followed?.receipt;
    if (followed?.after) afterDonations.push(followed.after);
    toldGiver ||= followed?.toldGiver === true;
  }
  // Totals, donor counts, the banner and top donors: every process drops them once this commits.
  if (next === 'paid' || next === 'refunded') await ctx.caches.invalidate(tx, ['campaigns']);

  if (next === 'paid') {
    await payDonations(tx, ctx, updated, currencies, { giverReceipt, toldGiver, afterDonations, now });
    await notifyGoalsReached(tx, ctx, await addPaidPaymentToTotals(tx, paymentId));
    return true;
  }

  // Campaign rows are locked in id order before their totals change, so that each change sees
  // every other committed payment to the same campaign (and two payments never deadlock), and a
  // campaign closing at this moment is either seen or waits (decision 025).
  const campaignIds = await lockCampaignsOfPayment(tx, paymentId);

  let moved: Donation[];
  let before: Donation[] = [];
  if (next === 'refunded') {
    before = await paymentDonations(tx, paymentId);
    moved = await refundPaidDonations(tx, paymentId, now);
  } else {
    moved = await setDonationsState(tx, paymentId, next);
  }
  // The giver and the charities hear of it in this transaction, once (contract §6, §12).
  if (next !== 'pending') await notifyDonations(tx, moved, next, { toldGiver });

  if (next === 'refunded') {
    for (const campaignId of campaignIds) await refreshCampaignTotals(tx, campaignId);
    // Donations refunded with the whole payment (a provider's full refund) get the refund notices
    // that a refund of one donation sends from completeRefund; what each still had (some may have
    // been refunded in part before, decision 032) went back.
    for (const donation of moved) {
      const had = before.find((row) => row.id === donation.id) ?? donation;
      const refundedMinor = donation.amountMinor - had.refundedMinor;
      await enqueueRefundMail(tx, ctx, donation.id, 'asked', { refundedMinor, full: true });
      await tellCharityOfRefund(
        tx,
        ctx,
        donation,
        null,
        donation.campaignAmountMinor - had.campaignRefundedMinor,
      );
    }
  }
  for (const after of afterDonations) await after(tx, moved);
  return true;
}

/** What follows a payment's donations paid, besides the campaigns' totals. */
interface PaidFollowUp {
  giverReceipt: GiverReceipt | undefined;
  toldGiver: boolean;
  afterDonations: AfterDonations[];
  now: Date;
}

/**
 * A paid payment's donations, with all that follows them but the campaigns' totals: written before
 * its campaigns are locked, from whether each campaign takes it as the campaign stands now, since
 * those rows stay locked until the commit and every other payment to the same campaign waits for
 * them meanwhile (decision 041). Then the campaigns are locked (in id order, as every payment locks
 * them) and asked again in the same statement: a campaign that stopped taking donations in between
 * (decision 025) undoes it all, back to the savepoint, and it is written again under the lock.
 */
async function payDonations(
  tx: Queryable,
  ctx: MoveContext,
  payment: Payment,
  currencies: Currency[],
  told: PaidFollowUp,
) {
  await markBeforeDonations(tx);
  const foreseen = await donationsWithAcceptance(tx, payment);
  await recordPaidDonations(tx, ctx, payment, currencies, foreseen, told);
  const asLocked = await acceptanceOnceLocked(tx, payment, foreseen);
  if (asLocked.every((row, index) => row.takes === foreseen[index]!.takes)) return;
  await undoSinceBeforeDonations(tx);
  // The rollback let go of the campaigns' rows too; the donations are again as `foreseen` read them.
  await recordPaidDonations(
    tx,
    ctx,
    payment,
    currencies,
    await acceptanceOnceLocked(tx, payment, foreseen),
    told,
  );
}

/** The payment's campaigns locked, and `rows` with whether each campaign takes it as locked. */
async function acceptanceOnceLocked(
  tx: Queryable,
  payment: Payment,
  rows: Acceptance[],
): Promise<Acceptance[]> {
  const locked = await lockCampaignsTakingPayment(tx, payment);
  return rows.map((row) => ({
    ...row,
    takes: locked.find((campaign) => campaign.id === row.donation.campaignId)?.takes ?? false,
  }));
}

/**
 * The donations paid or refused as `rows` say, the refusals' refunds, the notices, the cart, the
 * e-mails and the followers' steps that list the donations.
 */
async function recordPaidDonations(
  tx: Queryable,
  ctx: MoveContext,
  payment: Payment,
  currencies: Currency[],
  rows: Acceptance[],
  { giverReceipt, toldGiver, afterDonations, now }: PaidFollowUp,
) {
  const { paid, refused } = await markDonationsPaid(
    tx,
    currencies,
    ctx.config.BASE_CURRENCY,
    payment,
    rows,
    now,
  );
  await claimRefusedRefunds(tx, ctx, payment, refused);
  // The giver and the charities hear of it in this transaction, once (contract §6, §12).
  await notifyDonations(tx, paid, 'paid', { toldGiver });
  // The cart items this checkout paid for are donated (contract §8); failed ones stay waiting,
  // and so do those of campaigns that refused it. Only an account has a cart.
  const paidCampaigns = paid.map((donation) => donation.campaignId);
  if (paidCampaigns.length > 0 && payment.userId !== null)
    await markCartItemsDonated(tx, payment.id, paidCampaigns, now);
  await enqueuePaidPaymentMails(tx, ctx, payment, giverReceipt);
  for (const after of afterDonations) await after(tx, paid);
}

/**
 * Paid donations keep the rate of their currency at payment time, their amount in the base
 * currency and in the campaign's currency, so history never shifts when rates change (§1.7).
 * A donation to a campaign that was not accepting donations when the checkout opened, as the
 * campaign stands now (decision 025), keeps the same record of what arrived but stays cancelled:
 * refunded, never counted. Returns the donations paid and those refused.
 */
async function markDonationsPaid(
  tx: Queryable,
  all: Currency[],
  baseCode: string,
  payment: Payment,
  rows: Acceptance[],
  now: Date,
) {
  const byId = new Map(all.map((currency) => [currency.id, currency]));
  const paidIn = byId.get(payment.currencyId)!;
  const base = all.find((currency) => currency.code === baseCode)!;
  const paid: Donation[] = [];
  const refused: Donation[] = [];
  for (const { donation, campaignCurrencyId, takes } of rows) {
    const campaignCurrency = byId.get(campaignCurrencyId)!;
    const updated = await recordDonationArrived(tx, donation.id, {
      state: takes ? 'paid' : 'cancelled',
      paidAt: now,
      rateToBase: paidIn.rateToBase,
      baseAmountMinor: convertMinor(donation.amountMinor, paidIn, base),
      campaignAmountMinor: convertMinor(donation.amountMinor, paidIn, campaignCurrency),
    });
    (takes ? paid : refused).push(updated);
  }
  return { paid, refused };
}

/** A payment by its reference, for the webhook worker and the return pages. */
/** Payment references are base64url tokens; anything else (a NUL, a space) is no payment's. */
const REFERENCE = /^[\w-]{1,255}$/;

export async function findPaymentByReference(db: Queryable, reference: string) {
  if (!REFERENCE.test(reference)) return null;
  return (await paymentByReference(db, reference)) ?? null;
}

/** `findPaymentByReference` with the payment's row locked until the transaction ends. */
export async function lockPaymentByReference(tx: Queryable, reference: string) {
  if (!REFERENCE.test(reference)) return null;
  return (await paymentByReference(tx, reference, { lock: true })) ?? null;
}

/**
 * The refunds that arrived before their payment was paid, applied now that it is: each gets its
 * job again, in the transaction that marks the payment paid (contract §15.2: payment and
 * donations move together, and a refund needs a payment that was paid).
 */
export async function applyWaitingRefunds(
  tx: Queryable,
  ctx: Pick<PaymentContext, 'payments'>,
  reference: string,
) {
  const waiting = await waitingRefundEvents(tx, reference);
  for (const { id } of waiting) await ctx.payments.applyEventJob.enqueue(tx, { eventId: id });
}
