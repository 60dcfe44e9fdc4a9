// What other modules use of the receipts: the e-mails a payment paid or refunded sends, the
// gift page's address, and a schedule's receipt of all its charges.

export { giftUrl } from './gift-url.ts';
export { scheduleReceiptFileName } from './present.ts';
export {
  enqueuePaidPaymentMails,
  enqueueRefundMail,
  type ScheduleForReceipt,
  scheduleReceipt,
} from './service.ts';
