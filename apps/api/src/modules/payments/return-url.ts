import type { payments } from '../../db/schema.ts';

type Payment = Pick<typeof payments.$inferSelect, 'reference' | 'userId' | 'locale' | 'returnOrigin'>;

/** The names the return pages read the reference by (contract §6, "Return routes"). */
const REFERENCE_PARAMETERS = ['session', 'razorpay_payment_link_id', 'paymentResponse'];

/**
 * Where the browser comes back to after the checkout, whatever its outcome: donors to
 * /payment/return, guests to /visitor/donations/callback. A payment opened by a front end on
 * another origin (one of CORS_ORIGINS, such as the original client) returns to that origin, whose
 * routes have no language prefix; this site's English pages live under /en. The reference is
 * sent under each of its three names, so every client's return page finds it.
 */
export function returnUrl(publicOrigin: string, payment: Payment): string {
  const path = payment.userId !== null ? '/payment/return' : '/visitor/donations/callback';
  const language = payment.returnOrigin === null && payment.locale === 'en' ? '/en' : '';
  const reference = encodeURIComponent(payment.reference);
  const query = REFERENCE_PARAMETERS.map((name) => `${name}=${reference}`).join('&');
  return `${payment.returnOrigin ?? publicOrigin}${language}${path}?${query}`;
}

/** The origin to return to: the request's own, when it is one of the front ends allowed by CORS. */
export function returnOriginOf(origin: string | undefined, corsOrigins: readonly string[]): string | null {
  return origin !== undefined && corsOrigins.includes(origin) ? origin : null;
}
