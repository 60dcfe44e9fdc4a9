// What the rest of the API uses of scheduled giving: the follower of the payments' moves, the
// job that charges due occurrences, a charity's figures and the follower of an account's address
// verified, given to the context when it is built; the giving checkouts made first charges of
// schedules, and the nights moved with Ramadan's first days, both given to those modules' routes
// (api.ts); and the guest's link, for the e-mails that carry it.

export { scheduleCharges } from './jobs.ts';
export { scheduleManageUrl } from './manage-links.ts';
export {
  joinGuestSchedules,
  moveWithRamadan,
  scheduleFollower,
  scheduleFromCheckout,
} from './service.ts';
export { scheduledCommitments } from './staff.ts';
