// What other modules use of the accounts: an account's row, name and public shape, the sessions
// the notification stream checks, and what follows an address verified. The rest is the module's own.

export { fullName } from './full-name.ts';
export { displayName, presentUserRow } from './present.ts';
export { findSession, liveSessionIds, type UserRow } from './sessions.ts';
export type { AccountServices, VerifiedFollower } from './verified-followers.ts';
