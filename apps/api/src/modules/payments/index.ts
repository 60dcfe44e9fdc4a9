// What other modules use of the payments: the provider's face, a payment's address of return,
// what the checkout's return page and the staff's refund ask of it, and closing the checkouts of a
// campaign that stops taking gifts; moving a payment, charging a saved method and the modules that
// follow a payment's moves.

export { closeCampaignCheckouts } from './closed-campaigns.ts';
export type {
  FollowerContext,
  GiverReceipt,
  PaymentContext,
  PaymentFollower,
  PaymentServices,
} from './payment-context.ts';
export {
  type PaymentProvider,
  ProviderUnavailableError,
  RefundRefusedError,
  type RefundResult,
  type SavedChargeResult,
  type SavedMethod,
} from './provider.ts';
export { lockPayment } from './queries.ts';
export { refreshFromProvider } from './reconcile.ts';
export { askProviderToRefund, type RefundRow, unrefundedMinor } from './refunds.ts';
export { refundReason } from './refused-donations.ts';
export { returnOriginOf, returnUrl } from './return-url.ts';
export { sandboxMethod } from './sandbox.ts';
export { chooseOutcome } from './sandbox-checkout.ts';
export { escapeHtml, sandboxPage } from './sandbox-html.ts';
export { acceptFormPosts, pageLocale } from './sandbox-page.ts';
export { findPaymentByReference, movePayment } from './transitions.ts';
