// The staff's donations and refunds (contract §13): the list, one donation as AdminDonation, and
// a refund of all or part of one paid donation (decision 032).
import type { Locale } from '@ataa/contract/locale';
import type { MessageKey } from '@ataa/contract/messages';
import { toMajor, toMinor } from '@ataa/contract/money';
import type { PageRequest } from '@ataa/contract/pagination';
import type { AdminDonation } from '@ataa/contract/schemas/admin-donations';
import { auditedMoney, recordAudit } from '../../../audit/audit-log.ts';
import type { Infrastructure } from '../../../context.ts';
import type { currencies } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { paginate } from '../../../http/paginate.ts';
import { displayName } from '../../accounts/index.ts';
import { presentDonorDonation } from '../../donor/index.ts';
import { currencyRef, readBaseCurrency } from '../../lookups/index.ts';
import type { PaymentContext } from '../../payments/index.ts';
import {
  askProviderToRefund,
  lockPayment,
  ProviderUnavailableError,
  RefundRefusedError,
  type RefundResult,
  type RefundRow,
  refundReason,
  unrefundedMinor,
} from '../../payments/index.ts';
import {
  type AdminDonationFilter,
  type AdminDonationRow,
  adminDonationById,
  adminDonationPage,
  countAdminDonations,
  currencyById,
  deleteUnansweredRefund,
  donationById,
  failUnansweredRefund,
  insertRefund,
  lockRefundsOf,
  reclaimRefund,
  refundsOf,
} from './queries.ts';

type Currency = typeof currencies.$inferSelect;
const yesNo = (value: boolean) => (value ? 'yes' : 'no') as 'yes' | 'no';

function presentAdminDonation(
  ctx: Pick<Infrastructure, 'config'>,
  locale: Locale,
  row: AdminDonationRow,
  base: Currency,
  own: RefundRow[],
): AdminDonation {
  const { donation, payment, currency, giver } = row;
  return {
    ...presentDonorDonation(ctx, locale, row),
    name: donation.name,
    email: donation.email,
    mobile: payment.mobile,
    anonymous: donation.anonymous,
    user: giver ? { id: giver.id, name: displayName(giver, locale) } : null,
    gateway: payment.gateway,
    provider: payment.provider,
    provider_reference: payment.providerReference,
    payment_reference: payment.reference,
    rate_to_base: Number(donation.rateToBase),
    amount_base: toMajor(donation.baseAmountMinor, base.minorUnits),
    base_currency: currencyRef(base, locale),
    love_donation: yesNo(payment.isGift),
    love_name: payment.loveName,
    love_email: payment.loveEmail,
    love_mobile: payment.loveMobile,
    love_comment: payment.loveComment,
    pay_type: payment.payType,
    ongoing_charity: yesNo(payment.ongoingCharity),
    refundable_amount: toMajor(
      donation.state === 'paid' ? unrefundedMinor(donation, own) : 0,
      currency.minorUnits,
    ),
    refunds: own.map((refund) => ({
      amount: toMajor(refund.amountMinor, currency.minorUnits),
      reason: refundReason(locale, refund.reason),
      status: refund.status,
      created_at: refund.createdAt.toISOString(),
    })),
  };
}

/** Presents rows with their refunds, read in one query. */
async function presentRows(
  ctx: Pick<Infrastructure, 'config' | 'db'>,
  locale: Locale,
  rows: AdminDonationRow[],
) {
  const base = await readBaseCurrency(ctx.db, ctx.config.BASE_CURRENCY);
  const all = await refundsOf(
    ctx.db,
    rows.map((row) => row.donation.id),
  );
  return rows.map((row) =>
    presentAdminDonation(
      ctx,
      locale,
      row,
      base,
      all.filter((refund) => refund.donationId === row.donation.id),
    ),
  );
}

export async function listAdminDonations(
  ctx: Pick<Infrastructure, 'config' | 'db'>,
  locale: Locale,
  filter: AdminDonationFilter,
  page: PageRequest,
) {
  const result = await paginate(
    page,
    (limit, offset) => adminDonationPage(ctx.db, filter, limit, offset),
    () => countAdminDonations(ctx.db, filter),
    (row) => row,
  );
  return { data: await presentRows(ctx, locale, result.data), meta: result.meta };
}

export async function readAdminDonation(
  ctx: Pick<Infrastructure, 'config' | 'db'>,
  locale: Locale,
  id: number,
) {
  const row = await adminDonationById(ctx.db, id);
  if (!row) throw AppError.notFound();
  const [donation] = await presentRows(ctx, locale, [row]);
  return donation!;
}

/**
 * How much a request gives back: the amount sent, in the donation's currency, above zero and at
 * most what is left (a 422 on `amount`), or when none is sent all that is left (decision 032).
 */
function amountToRefund(amount: number | string | undefined, left: number, minorUnits: number): number {
  if (amount === undefined) return left;
  const minor = toMinor(amount, minorUnits);
  if (minor === null) throw AppError.validation('amount', 'validation.number');
  if (minor <= 0) throw AppError.validation('amount', 'refunds.amount_positive');
  if (minor > left) {
    throw AppError.validation('amount', 'refunds.amount_over', { left: toMajor(left, minorUnits) });
  }
  return minor;
}

/**
 * Claims a refund of a paid donation under the payment's lock, so that no webhook moves the
 * donation meanwhile, with its audit entry (who asked, how much and why). A donation may take
 * several refunds (decision 032), together at most its amount: refunds done and waiting count.
 * A new one reuses the donation's last `failed` row (as its next attempt) or is a new row; with
 * no amount sent and nothing left, a `requested` one the provider never confirmed (its answer
 * lost, its webhook not come) is asked again as it was, which its idempotency key makes safe.
 * A donation that is not paid, or has nothing left and nothing waiting, is a 409.
 */
function claimRefund(
  ctx: Pick<Infrastructure, 'db'>,
  adminId: number,
  donationId: number,
  body: { reason: string; amount?: number | string },
) {
  const { reason } = body;
  return ctx.db.transaction(async (tx) => {
    const found = await donationById(tx, donationId);
    if (!found) throw AppError.notFound();
    const payment = (await lockPayment(tx, found.paymentId))!;
    const donation = await donationById(tx, donationId);
    const own = await lockRefundsOf(tx, donationId);
    const succeeded = own.some((row) => row.status === 'succeeded');
    if (donation!.state === 'refunded' && succeeded) throw AppError.conflict('refunds.already_requested');
    if (donation!.state !== 'paid') throw AppError.conflict('refunds.not_paid');
    const currency = await currencyById(tx, donation!.currencyId);
    const left = unrefundedMinor(donation!, own);
    const stuck = own.filter((row) => row.status === 'requested').at(-1);
    const failed = own.filter((row) => row.status === 'failed').at(-1);
    let refund: RefundRow;
    let taken: Taken;
    if (left === 0 && body.amount === undefined && stuck) {
      taken = 'stuck';
      refund = stuck;
    } else {
      if (left === 0) throw AppError.conflict('refunds.nothing_left');
      const claim = {
        adminId,
        amountMinor: amountToRefund(body.amount, left, currency!.minorUnits),
        reason,
        provider: payment.provider,
        status: 'requested' as const,
        attempt: own.reduce((last, row) => Math.max(last, row.attempt), 0) + 1,
      };
      if (failed) {
        taken = 'retry';
        refund = await reclaimRefund(tx, failed.id, claim);
      } else {
        taken = 'new';
        refund = await insertRefund(tx, { ...claim, donationId, paymentId: payment.id });
      }
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: 'donation.refund_request',
      objectType: 'donation',
      objectId: donationId,
      before: { refund: taken === 'new' ? null : taken === 'retry' ? 'failed' : 'requested' },
      after: {
        refund: 'requested',
        attempt: refund.attempt,
        amount: (await auditedMoney(tx, donation!.currencyId))(refund.amountMinor),
      },
      reason,
    });
    return {
      refund,
      payment,
      taken,
      full: refund.amountMinor + (donation!.amountMinor - left) >= donation!.amountMinor,
    };
  });
}

/** How a request claimed its row: new, a failed one taken again, or one never confirmed asked again. */
type Taken = 'new' | 'retry' | 'stuck';

/**
 * After the provider failed a request: refused for good, the key has its answer there, so the row
 * is failed and the next request is a new attempt; otherwise a new claim goes (asked again, the
 * same key is safe), a failed one taken again is failed again, and one never confirmed stays asked.
 */
async function dropClaim(ctx: Pick<Infrastructure, 'db'>, refund: RefundRow, taken: Taken, refused: boolean) {
  if (refused || taken === 'retry') await failUnansweredRefund(ctx.db, refund.id);
  else if (taken === 'new') await deleteUnansweredRefund(ctx.db, refund.id);
}

/**
 * A refund of all or part of one paid donation (contract §13, decision 032): claimed, asked of the
 * payment's provider for that amount of this donation only, and applied at once when the provider refunds at once (the sandbox);
 * otherwise the provider's webhook applies it (payments/refunds.ts). Answers the donation and the
 * message that says which.
 */
export async function refundDonation(
  ctx: Pick<PaymentContext, 'caches' | 'config' | 'db' | 'mail' | 'payments'>,
  locale: Locale,
  adminId: number,
  donationId: number,
  body: { reason: string; amount?: number | string },
): Promise<{ donation: AdminDonation; message: MessageKey }> {
  const { refund, payment, taken, full } = await claimRefund(ctx, adminId, donationId, body);
  let result: RefundResult;
  try {
    // Asked again, a request goes exactly as it first went (who and why included), or the
    // provider would take it for another one under the same key.
    result = await askProviderToRefund(ctx, refund, payment, refund.adminId ?? adminId);
  } catch (error) {
    const refused = error instanceof RefundRefusedError;
    await dropClaim(ctx, refund, taken, refused);
    if (refused) throw AppError.conflict('refunds.refused');
    if (error instanceof ProviderUnavailableError)
      throw new AppError(500, 'payments.errors.provider_unavailable');
    throw error;
  }
  return {
    donation: await readAdminDonation(ctx, locale, donationId),
    message:
      result.status === 'refunded'
        ? full
          ? 'refunds.refunded'
          : 'refunds.refunded_part'
        : full
          ? 'refunds.requested'
          : 'refunds.requested_part',
  };
}
