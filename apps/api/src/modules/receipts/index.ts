// What other modules use of the receipts: the e-mails a payment paid or refunded sends, the gift
// page's address, a receipt to attach to another e-mail, and a schedule's receipt of all its charges.

export { giftUrl } from './gift-url.ts';
export { receiptAttachmentFor, scheduleReceiptFileName } from './present.ts';
export {
  enqueuePaidPaymentMails,
  enqueueRefundMail,
  type ScheduleForReceipt,
  scheduleReceipt,
} from './service.ts';
