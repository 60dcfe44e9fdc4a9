// After the checkout (contract §6, §7): the return pages' payment status and the gift page.
import type { Locale } from '@ataa/contract/locale';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../accounts/index.ts';
import { findPaymentByReference, refreshFromProvider } from '../payments/index.ts';
import { presentGift, presentPaymentResult } from './present.ts';

/**
 * A payment's current state for its return page. The page's query is never trusted: the state
 * comes from our records or the provider, and repeated calls have no further effect. Another
 * donor's payment is unknown (404); a guest's reference alone is enough to read its own result.
 */
export async function paymentStatus(
  ctx: AppContext,
  locale: Locale,
  reference: string,
  donor: UserRow | null,
) {
  const payment = await findPaymentByReference(ctx.db, reference);
  if (!payment) throw AppError.notFound();
  if (donor && payment.userId !== null && payment.userId !== donor.id) throw AppError.notFound();
  await refreshFromProvider(ctx, payment);
  const current = (await findPaymentByReference(ctx.db, reference))!;
  return presentPaymentResult(ctx, ctx.db, locale, current);
}

/** Gift tokens are 32 random bytes in base64url; anything else is not looked up. */
const GIFT_TOKEN = /^[\w-]{20,100}$/;

/** The gift page of a paid gift; unknown, unpaid or refunded gifts are a 404. */
export async function openGift(ctx: AppContext, locale: Locale, token: string) {
  const found = GIFT_TOKEN.test(token) ? await presentGift(ctx.db, locale, token) : null;
  if (!found) throw AppError.notFound();
  return found;
}
