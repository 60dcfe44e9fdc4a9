// The staff's donations and refunds (contract §13): the list, one donation as AdminDonation, and
// a full refund of one paid donation.
import type { Locale } from '@ataa/contract/locale';
import type { MessageKey } from '@ataa/contract/messages';
import { toMajor } from '@ataa/contract/money';
import type { PageRequest } from '@ataa/contract/pagination';
import type { AdminDonation } from '@ataa/contract/schemas/admin-donations';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { type currencies, donations, refunds } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { paginate } from '../../../http/paginate.ts';
import { displayName } from '../../accounts/present.ts';
import { presentDonorDonation } from '../../donor/present.ts';
import { readBaseCurrency } from '../../lookups/base-currency.ts';
import { currencyRef } from '../../lookups/present.ts';
import { ProviderUnavailableError, RefundRefusedError, type RefundResult } from '../../payments/provider.ts';
import { askProviderToRefund, lockPayment, type RefundRow } from '../../payments/refunds.ts';
import { refundReason } from '../../payments/refused-donations.ts';
import { recordAudit } from '../audit.ts';
import {
  type AdminDonationFilter,
  type AdminDonationRow,
  adminDonationRows,
  adminDonationWhere,
  countAdminDonations,
  refundsOf,
} from './queries.ts';

type Currency = typeof currencies.$inferSelect;
const yesNo = (value: boolean) => (value ? 'yes' : 'no') as 'yes' | 'no';

function presentAdminDonation(
  ctx: AppContext,
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
    refunds: own.map((refund) => ({
      amount: toMajor(refund.amountMinor, currency.minorUnits),
      reason: refundReason(locale, refund.reason),
      status: refund.status,
      created_at: refund.createdAt.toISOString(),
    })),
  };
}

/** Presents rows with their refunds, read in one query. */
async function presentRows(ctx: AppContext, locale: Locale, rows: AdminDonationRow[]) {
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
  ctx: AppContext,
  locale: Locale,
  filter: AdminDonationFilter,
  page: PageRequest,
) {
  const where = adminDonationWhere(filter);
  const result = await paginate(
    page,
    (limit, offset) => adminDonationRows(ctx.db, where).limit(limit).offset(offset),
    () => countAdminDonations(ctx.db, filter),
    (row) => row,
  );
  return { data: await presentRows(ctx, locale, result.data), meta: result.meta };
}

export async function readAdminDonation(ctx: AppContext, locale: Locale, id: number) {
  const [row] = await adminDonationRows(ctx.db, eq(donations.id, id));
  if (!row) throw AppError.notFound();
  const [donation] = await presentRows(ctx, locale, [row]);
  return donation!;
}

/**
 * Claims the refund of a paid donation under the payment's lock, so that no webhook moves the
 * donation meanwhile, with its audit entry (who asked and why). One row per donation: a new one;
 * a `failed` one taken again as its next attempt; a `requested` one the provider never confirmed
 * (its answer lost, its webhook not come) asked again as it was, which its idempotency key makes
 * safe. A succeeded refund or a donation that is not paid is a 409.
 */
function claimRefund(ctx: AppContext, adminId: number, donationId: number, reason: string) {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx.select().from(donations).where(eq(donations.id, donationId));
    if (!found) throw AppError.notFound();
    const payment = (await lockPayment(tx, found.paymentId))!;
    const [donation] = await tx.select().from(donations).where(eq(donations.id, donationId));
    const [existing] = await tx
      .select()
      .from(refunds)
      .where(eq(refunds.donationId, donationId))
      .for('update');
    if (existing?.status === 'succeeded') throw AppError.conflict('refunds.already_requested');
    if (donation!.state !== 'paid') throw AppError.conflict('refunds.not_paid');
    const claim = {
      adminId,
      amountMinor: donation!.amountMinor,
      reason,
      provider: payment.provider,
      status: 'requested' as const,
    };
    let refund: RefundRow;
    let taken: Taken = 'stuck';
    if (!existing) {
      taken = 'new';
      [refund] = (await tx
        .insert(refunds)
        .values({ ...claim, donationId, paymentId: payment.id })
        .returning()) as [RefundRow];
    } else if (existing.status === 'failed') {
      taken = 'retry';
      [refund] = (await tx
        .update(refunds)
        .set({ ...claim, attempt: existing.attempt + 1, providerRefundId: null, updatedAt: new Date() })
        .where(eq(refunds.id, existing.id))
        .returning()) as [RefundRow];
    } else refund = existing;
    await recordAudit(tx, {
      actorId: adminId,
      action: 'donation.refund_request',
      objectType: 'donation',
      objectId: donationId,
      before: { refund: existing?.status ?? null },
      after: { refund: 'requested', attempt: refund.attempt },
      reason,
    });
    return { refund, payment, taken };
  });
}

/** How a request claimed its row: new, a failed one taken again, or one never confirmed asked again. */
type Taken = 'new' | 'retry' | 'stuck';

/**
 * After the provider failed a request: refused for good, the key has its answer there, so the row
 * is failed and the next request is a new attempt; otherwise a new claim goes (asked again, the
 * same key is safe), a failed one taken again is failed again, and one never confirmed stays asked.
 */
async function dropClaim(ctx: AppContext, refund: RefundRow, taken: Taken, refused: boolean) {
  const unanswered = and(
    eq(refunds.id, refund.id),
    eq(refunds.status, 'requested'),
    isNull(refunds.providerRefundId),
  );
  if (refused || taken === 'retry') {
    await ctx.db.update(refunds).set({ status: 'failed', updatedAt: new Date() }).where(unanswered);
  } else if (taken === 'new') await ctx.db.delete(refunds).where(unanswered);
}

/**
 * A full refund of one paid donation (contract §13): claimed, asked of the payment's provider for
 * this donation's amount only, and applied at once when the provider refunds at once (the sandbox);
 * otherwise the provider's webhook applies it (payments/refunds.ts). Answers the donation and the
 * message that says which.
 */
export async function refundDonation(
  ctx: AppContext,
  locale: Locale,
  adminId: number,
  donationId: number,
  reason: string,
): Promise<{ donation: AdminDonation; message: MessageKey }> {
  const { refund, payment, taken } = await claimRefund(ctx, adminId, donationId, reason);
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
    message: result.status === 'refunded' ? 'refunds.refunded' : 'refunds.requested',
  };
}
