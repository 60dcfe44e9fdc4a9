// What the live streams of every server process hear (contract §12, decision 024): one PostgreSQL
// channel, sent on in the transaction of the change, so a process hears it once the change commits
// (and never after a rollback). A message names accounts, never data; each process reads what it
// needs from the database for the streams it holds.
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';

/** The PostgreSQL channel every server process listens on for its live streams. */
export const LIVE_CHANNEL = 'ataa_notifications';

/** `12,40`: these accounts' unread counts changed. `ended:12`: some of their sessions ended. */
const ENDED_SESSIONS = 'ended:';

export type LiveMessage = { kind: 'counts' | 'ended sessions'; userIds: number[] };

/** A notification payload holds at most 8,000 bytes; user ids are sent comma-separated in parts. */
const IDS_PER_MESSAGE = 800;

async function send(tx: Queryable, prefix: string, userIds: readonly number[]): Promise<void> {
  for (let start = 0; start < userIds.length; start += IDS_PER_MESSAGE) {
    const part = userIds.slice(start, start + IDS_PER_MESSAGE).join(',');
    await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${prefix + part})`);
  }
}

/** Tells every server process that these accounts' unread counts changed. */
export const announce = (tx: Queryable, userIds: readonly number[]) => send(tx, '', userIds);

/**
 * `announce` of one account as a column of a statement that writes it (a notification inserted),
 * saving the round trip of a statement of its own; one message per account.
 */
export const announcedWith = (userId: SQLWrapper) => sql`pg_notify(${LIVE_CHANNEL}, ${userId}::text)`;

/** Tells every server process that sessions of these accounts ended, so their streams close. */
export const announceEndedSessions = (tx: Queryable, userIds: readonly number[]) =>
  send(tx, ENDED_SESSIONS, userIds);

/** A message of the channel; unknown parts are ignored, as a process of another version may send them. */
export function parseLiveMessage(payload: string): LiveMessage {
  const ended = payload.startsWith(ENDED_SESSIONS);
  const userIds = (ended ? payload.slice(ENDED_SESSIONS.length) : payload)
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return { kind: ended ? 'ended sessions' : 'counts', userIds };
}
