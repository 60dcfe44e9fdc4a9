import type { payments } from '../../db/schema.ts';

type Payment = Pick<typeof payments.$inferSelect, 'reference' | 'gateway' | 'userId' | 'locale'>;

// The query parameter each gateway name's return page reads (contract §6, "Return routes").
const PARAMETER: Record<string, string> = { curlec: 'razorpay_payment_link_id', '2c2p': 'paymentResponse' };

/**
 * Where the browser comes back to after the checkout, whatever its outcome: donors to
 * /payment/return, guests to /visitor/donations/callback (where `2c2p` also uses the curlec name,
 * the only one the original guest page reads). English pages live under /en.
 */
export function returnUrl(origin: string, payment: Payment): string {
  const donor = payment.userId !== null;
  const path = donor ? '/payment/return' : '/visitor/donations/callback';
  const parameter = donor
    ? (PARAMETER[payment.gateway] ?? 'session')
    : payment.gateway in PARAMETER
      ? 'razorpay_payment_link_id'
      : 'session';
  const language = payment.locale === 'en' ? '/en' : '';
  return `${origin}${language}${path}?${parameter}=${encodeURIComponent(payment.reference)}`;
}
