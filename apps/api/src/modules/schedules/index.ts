// What the rest of the API uses of scheduled giving: the follower of the payments' moves, the
// follower of an account's address verified, and the job that charges due occurrences, all given
// to the context when it is built; and the guest's link, for the e-mails that carry it.

export { scheduleCharges } from './jobs.ts';
export { scheduleManageUrl } from './manage-links.ts';
export { followSchedulePayment, joinGuestSchedules } from './service.ts';
