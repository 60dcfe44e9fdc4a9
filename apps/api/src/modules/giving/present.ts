import type { Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import { toMajor } from '@ataa/contract/money';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { campaigns, currencies, donations, payments } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import { answerOrigin } from '../../http/request-origin.ts';
import { currencyRef } from '../lookups/index.ts';
import { giftUrl } from '../receipts/index.ts';

type Payment = typeof payments.$inferSelect;

/** PaymentResult (contract §14): what the return pages show, read from our records only. */
export async function presentPaymentResult(ctx: AppContext, db: Queryable, locale: Locale, payment: Payment) {
  const [currency] = await db.select().from(currencies).where(eq(currencies.id, payment.currencyId));
  const rows = await db
    .select({ donation: donations, campaign: campaigns })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(eq(donations.paymentId, payment.id))
    .orderBy(donations.id);
  const major = (minor: number) => toMajor(minor, currency!.minorUnits);
  return {
    id: rows.length === 1 ? rows[0]!.campaign.id : null,
    payment_status: payment.state,
    reference: payment.reference,
    total_amount: major(payment.totalMinor),
    currency: currencyRef(currency!, locale),
    donations: rows.map(({ donation, campaign }) => ({
      id: donation.id,
      campaign: { id: campaign.id, name: pick(locale, campaign.nameAr, campaign.nameEn) },
      total_amount: major(donation.amountMinor),
      state: donation.state,
    })),
    gift_url: payment.isGift && payment.giftToken && payment.state === 'paid' ? giftUrl(ctx, payment) : null,
  };
}

/** The Gift entity (contract §7), or null when the page must not open (not paid, refunded, unknown). */
export async function presentGift(db: Queryable, locale: Locale, token: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.giftToken, token));
  if (payment?.state !== 'paid') return null;
  const paid = await db
    .select({ campaign: campaigns })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(and(eq(donations.paymentId, payment.id), eq(donations.state, 'paid')));
  if (paid.length === 0) return null;
  const only = paid.length === 1 ? paid[0]!.campaign : null;
  return {
    donation: {
      love_name: payment.loveName ?? '',
      love_comment: payment.loveComment,
      name: payment.anonymous ? translate(locale, 'common.anonymous') : payment.name,
      donated_at: (payment.paidAt ?? payment.updatedAt).toISOString(),
    },
    campaign: only ? { id: only.id, name: pick(locale, only.nameAr, only.nameEn) } : null,
  };
}
