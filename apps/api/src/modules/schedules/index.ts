// What the rest of the API uses of scheduled giving: the follower of the payments' moves, the
// job that charges due occurrences and a charity's figures, given to the context when it is built;
// the giving checkouts made first charges of schedules, and the nights moved with Ramadan's first
// days, both given to those modules' routes (api.ts).

export { scheduleCharges } from './jobs.ts';
export { followSchedulePayment, moveWithRamadan, scheduleFromCheckout } from './service.ts';
export { scheduledCommitments } from './staff.ts';
