// What the rest of the API uses of scheduled giving: the follower of the payments' moves, the
// job that charges due occurrences and a charity's figures, given to the context when it is built.

export { scheduleCharges } from './jobs.ts';
export { followSchedulePayment } from './service.ts';
export { scheduledCommitments } from './staff.ts';
