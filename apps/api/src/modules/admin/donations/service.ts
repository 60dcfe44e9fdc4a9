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
import { ProviderUnavailableError } from '../../payments/provider.ts';
import { completeRefund, lockPayment, type RefundRow } from '../../payments/refunds.ts';
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
      reason: refund.reason,
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
 * Claims the refund of a paid donation: one row per donation (a second request gets 409), written
 * under the payment's lock so that no webhook moves the donation meanwhile.
 */
function claimRefund(ctx: AppContext, adminId: number, donationId: number, reason: string) {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx.select().from(donations).where(eq(donations.id, donationId));
    if (!found) throw AppError.notFound();
    const payment = (await lockPayment(tx, found.paymentId))!;
    const [donation] = await tx.select().from(donations).where(eq(donations.id, donationId));
    const [existing] = await tx.select().from(refunds).where(eq(refunds.donationId, donationId));
    if (existing) throw AppError.conflict('refunds.already_requested');
    if (donation!.state !== 'paid') throw AppError.conflict('refunds.not_paid');
    const [refund] = await tx
      .insert(refunds)
      .values({
        donationId,
        paymentId: payment.id,
        adminId,
        amountMinor: donation!.amountMinor,
        reason,
        provider: payment.provider,
      })
      .returning();
    return { refund: refund!, payment };
  });
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
  const { refund, payment } = await claimRefund(ctx, adminId, donationId, reason);
  const provider = ctx.payments.providers.byCode(payment.provider);
  let result: Awaited<ReturnType<NonNullable<typeof provider>['refund']>>;
  try {
    if (!provider) throw new ProviderUnavailableError(`provider ${payment.provider} is not configured`);
    result = await provider.refund(
      {
        reference: payment.reference,
        providerReference: payment.providerReference,
        donationId,
        amountMinor: refund.amountMinor,
        adminId,
      },
      reason,
    );
  } catch (error) {
    // Nothing was refunded: the claim goes, so the refund can be asked for again (the provider
    // answers a repeated request for the same donation with the same refund).
    await ctx.db
      .delete(refunds)
      .where(
        and(eq(refunds.id, refund.id), eq(refunds.status, 'requested'), isNull(refunds.providerRefundId)),
      );
    if (error instanceof ProviderUnavailableError)
      throw new AppError(500, 'payments.errors.provider_unavailable');
    throw error;
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(refunds)
      .set({ providerRefundId: result.providerRefundId, updatedAt: new Date() })
      .where(eq(refunds.id, refund.id));
    if (result.status === 'refunded') await completeRefund(tx, ctx, refund);
  });
  return {
    donation: await readAdminDonation(ctx, locale, donationId),
    message: result.status === 'refunded' ? 'refunds.refunded' : 'refunds.requested',
  };
}
