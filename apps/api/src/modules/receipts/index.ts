// What other modules use of the receipts: the e-mails a payment paid or refunded sends, the gift
// page's address, and a receipt to attach to another e-mail.

export { giftUrl } from './gift-url.ts';
export { receiptAttachmentFor } from './present.ts';
export { enqueuePaidPaymentMails, enqueueRefundMail } from './service.ts';
