import type { Queryable } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import { announceEndedSessions } from '../../notify/live-channel.ts';
import { randomToken, sha256 } from '../../security/tokens.ts';
import {
  findLiveSession,
  insertSession,
  liveSessions,
  revokeSessionById,
  revokeSessionsOf,
} from './queries.ts';

const HOUR = 3600_000;
/** The staff's sessions are shorter, remembered or not: an admin's token can do the most harm. */
export const SESSION_TTL_MS = { short: 24 * HOUR, remembered: 30 * 24 * HOUR, admin: 8 * HOUR } as const;

export type UserRow = typeof users.$inferSelect;

/** Opens a session and returns the token; only its hash is stored. */
export async function createSession(
  db: Queryable,
  user: Pick<UserRow, 'id' | 'userType'>,
  remember: boolean,
): Promise<string> {
  const token = randomToken();
  let ttl: number = remember ? SESSION_TTL_MS.remembered : SESSION_TTL_MS.short;
  if (user.userType === 'admin') ttl = SESSION_TTL_MS.admin;
  await insertSession(db, {
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttl),
  });
  return token;
}

/** The live session and its user for a token, or null when unknown, expired or revoked. */
export function findSession(db: Queryable, token: string) {
  return findLiveSession(db, sha256(token));
}

/** Ends one session (logout); its live streams end with it, in every server process. */
export async function revokeSession(db: Queryable, session: { sessionId: number; userId: number }) {
  await revokeSessionById(db, session.sessionId);
  await announceEndedSessions(db, [session.userId]);
}

/** Revokes every live session of a user, except `keepSessionId` when given, and their live streams. */
export async function revokeUserSessions(
  db: Queryable,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  const revoked = await revokeSessionsOf(db, userId, keepSessionId);
  if (revoked.length > 0) await announceEndedSessions(db, [userId]);
}

/** Which of `sessionIds` are live: not revoked, not expired, their account still there. */
export async function liveSessionIds(db: Queryable, sessionIds: readonly number[]): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await liveSessions(db, [...sessionIds]);
  return new Set(rows.map((row) => row.id));
}
