// Live unread counts (contract §12, `GET /notifications/stream`): every server process listens on
// one PostgreSQL channel (decision 014's connection, `database.listen`); a notification inserted
// or read anywhere names its account there once its transaction commits, and each process then
// reads that account's count from the database (the source of truth) for the streams it holds.
// A stream lives no longer than its session: a logout, a password change or reset names the
// account on the same channel, and each process ends the streams whose session is no longer live;
// reading every open stream's session now and then catches expiry and a message missed.
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import type { Unlisten } from '../../db/listen.ts';
import { LIVE_CHANNEL, parseLiveMessage } from '../../notify/live-channel.ts';
import { liveSessionIds } from '../accounts/index.ts';
import { unreadCount } from './account-notifications.ts';

/** Open streams one account may hold in one process; a new one ends the oldest. */
export const MAX_STREAMS_PER_ACCOUNT = 5;
/** How many streams' sessions one query of the periodic check reads. */
const SESSIONS_PER_READ = 1000;

/** Why a stream was ended by the server: its session ended, a newer one took its place, or the server stops. */
export type StreamEnd = 'session ended' | 'replaced' | 'stopping';

/** One open stream, as the hub sees it. */
export interface LiveStream {
  userId: number;
  sessionId: number;
  /** Writes the account's unread count. */
  send(count: number): void;
  /** Ends the stream (the hub has let it go already). */
  end(reason: StreamEnd): void;
}

export interface NotificationHub {
  /**
   * Follows the stream's account: its count is sent now and after each change, until the hub ends
   * it or the returned function lets it go (the visitor left).
   */
  open(stream: LiveStream): () => void;
  /** Open streams in this process (for tests and health). */
  readonly size: number;
  start(): Promise<void>;
  /** Stops listening and ends every stream (before the server closes, or it would wait on them). */
  stop(): Promise<void>;
}

export function createNotificationHub(
  database: Pick<DatabaseHandle, 'listen'>,
  db: Database,
  log: FastifyBaseLogger,
  /** How often every open stream's session is read again, in ms. */
  sessionCheckMs: number,
): NotificationHub {
  /** Each account's open streams, oldest first. */
  const streams = new Map<number, Set<LiveStream>>();
  /** Accounts whose count is being read, and those changed again meanwhile: one read at a time each. */
  const reading = new Map<number, boolean>();
  let unlisten: Unlisten | undefined;
  let sessionCheck: NodeJS.Timeout | undefined;
  let checkingAll = false;

  /** Lets a stream go; false when it was gone already. */
  function release(stream: LiveStream): boolean {
    const own = streams.get(stream.userId);
    if (!own?.delete(stream)) return false;
    if (own.size === 0) streams.delete(stream.userId);
    return true;
  }

  function end(stream: LiveStream, reason: StreamEnd) {
    if (release(stream)) stream.end(reason);
  }

  const streamsOf = (userIds: Iterable<number>) =>
    [...userIds].flatMap((userId) => [...(streams.get(userId) ?? [])]);

  async function refresh(userId: number) {
    if (!streams.has(userId)) return;
    if (reading.has(userId)) {
      reading.set(userId, true);
      return;
    }
    reading.set(userId, false);
    try {
      do {
        reading.set(userId, false);
        const count = await unreadCount(db, userId);
        for (const stream of streams.get(userId) ?? []) stream.send(count);
      } while (reading.get(userId));
    } catch (error) {
      log.warn({ err: error, userId }, 'unread count not sent');
    } finally {
      reading.delete(userId);
    }
  }

  /** Ends the streams among `held` whose session was revoked, expired or deleted. */
  async function endStreamsOfEndedSessions(held: LiveStream[]) {
    try {
      const live = await liveSessionIds(
        db,
        held.map((stream) => stream.sessionId),
      );
      for (const stream of held) if (!live.has(stream.sessionId)) end(stream, 'session ended');
    } catch (error) {
      log.warn({ err: error }, 'sessions of live streams not checked');
    }
  }

  async function checkEverySession() {
    if (checkingAll) return;
    checkingAll = true;
    try {
      const all = streamsOf(streams.keys());
      for (let start = 0; start < all.length; start += SESSIONS_PER_READ)
        await endStreamsOfEndedSessions(all.slice(start, start + SESSIONS_PER_READ));
    } finally {
      checkingAll = false;
    }
  }

  return {
    open(stream) {
      let own = streams.get(stream.userId);
      if (!own) {
        own = new Set();
        streams.set(stream.userId, own);
      }
      own.add(stream);
      while (own.size > MAX_STREAMS_PER_ACCOUNT) end(own.values().next().value!, 'replaced');
      unreadCount(db, stream.userId).then(
        (count) => {
          if (own.has(stream)) stream.send(count);
        },
        (error) => log.warn({ err: error, userId: stream.userId }, 'unread count not sent'),
      );
      // Its session may have ended between the request's sign-in check and now, its message missed.
      void endStreamsOfEndedSessions([stream]);
      return () => {
        release(stream);
      };
    },
    get size() {
      let total = 0;
      for (const own of streams.values()) total += own.size;
      return total;
    },
    async start() {
      unlisten = await database.listen(LIVE_CHANNEL, {
        message: (payload) => {
          const { kind, userIds } = parseLiveMessage(payload);
          if (kind === 'ended sessions') void endStreamsOfEndedSessions(streamsOf(userIds));
          else for (const userId of userIds) void refresh(userId);
        },
        // Changes sent while the connection was down were missed: every open stream reads again.
        gap: () => {
          for (const userId of streams.keys()) void refresh(userId);
          void checkEverySession();
        },
      });
      sessionCheck = setInterval(() => void checkEverySession(), sessionCheckMs);
      sessionCheck.unref();
    },
    async stop() {
      clearInterval(sessionCheck);
      for (const stream of streamsOf(streams.keys())) end(stream, 'stopping');
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
