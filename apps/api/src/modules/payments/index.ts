// What other modules use of the payments: the provider's face, a payment's address of return,
// what the checkout's return page and the staff's refund ask of it, and closing the checkouts of a
// campaign that stops taking gifts.

export { closeCampaignCheckouts } from './closed-campaigns.ts';
export type { PaymentContext } from './payment-context.ts';
export {
  type PaymentProvider,
  ProviderUnavailableError,
  RefundRefusedError,
  type RefundResult,
} from './provider.ts';
export { lockPayment } from './queries.ts';
export { refreshFromProvider } from './reconcile.ts';
export { askProviderToRefund, type RefundRow, unrefundedMinor } from './refunds.ts';
export { refundReason } from './refused-donations.ts';
export { returnOriginOf, returnUrl } from './return-url.ts';
export { findPaymentByReference } from './transitions.ts';
