// What other modules use of the notifications: the notices of a payment, a refund and a
// campaign's news, whom to mail and how, a schedule's plan in words, and the page a signed link opens.

export { notifyDonations, notifyGoalsReached } from './donation-notices.ts';
export type { NotificationServices } from './jobs-and-live.ts';
export { queueNews } from './news.ts';
export { accountMail, giverMail } from './preferences.ts';
export { planWords } from './present.ts';
export { tellCharityOfRefund } from './refund-notice.ts';
export { renderLinkPage } from './unsubscribe-page.ts';
