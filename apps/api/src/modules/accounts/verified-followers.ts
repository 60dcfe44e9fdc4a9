// What a module above the accounts does when an account's e-mail address is verified, in the
// verification's own transaction (a guest's schedules made with that address join the account).
// Given to the context when it is built (app-context.ts), so the accounts call them without
// knowing them, as the payments call their followers.
import type { Queryable } from '../../db/client.ts';
import type { UserRow } from './sessions.ts';

export type VerifiedFollower = (tx: Queryable, user: UserRow) => Promise<void>;

export interface AccountServices {
  /** Called with an account whose address has just been verified, in that transaction. */
  verifiedFollowers: readonly VerifiedFollower[];
}
