// What the rest of the API uses of scheduled giving: the follower of the payments' moves and the
// job that charges due occurrences, both given to the context when it is built.

export { scheduleCharges } from './jobs.ts';
export { scheduleFollower } from './service.ts';
