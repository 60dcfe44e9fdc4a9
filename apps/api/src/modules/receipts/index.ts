// What other modules use of the receipts: the e-mails a payment paid or refunded sends, and the
// gift page's address.

export { giftUrl } from './gift-url.ts';
export { enqueuePaidPaymentMails, enqueueRefundMail } from './service.ts';
