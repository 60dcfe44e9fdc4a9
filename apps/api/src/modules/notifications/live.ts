// Live unread counts (contract §12, `GET /notifications/stream`): every server process listens on
// one PostgreSQL channel (decision 014's connection, `database.listen`); a notification inserted
// or read anywhere names its account there once its transaction commits, and each process then
// reads that account's count from the database (the source of truth) for the streams it holds.
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import type { Unlisten } from '../../db/listen.ts';
import { LIVE_CHANNEL } from './notify.ts';
import { unreadCount } from './service.ts';

/** Writes the account's unread count to one open stream. */
export type CountListener = (count: number) => void;

export interface NotificationHub {
  /** Follows an account's unread count: called now and after each change. Returns the way to stop. */
  follow(userId: number, listener: CountListener): () => void;
  /** Open streams in this process (for tests and health). */
  readonly size: number;
  start(): Promise<void>;
  /** Stops listening and closes every stream (before the server closes, or it would wait on them). */
  stop(): Promise<void>;
  /** Called by each stream when the server stops. */
  onStop(close: () => void): () => void;
}

export function createNotificationHub(
  database: Pick<DatabaseHandle, 'listen'>,
  db: Database,
  log: FastifyBaseLogger,
): NotificationHub {
  const listeners = new Map<number, Set<CountListener>>();
  const closers = new Set<() => void>();
  /** Accounts whose count is being read, and those changed again meanwhile: one read at a time each. */
  const reading = new Map<number, boolean>();
  let unlisten: Unlisten | undefined;

  async function refresh(userId: number) {
    if (!listeners.has(userId)) return;
    if (reading.has(userId)) {
      reading.set(userId, true);
      return;
    }
    reading.set(userId, false);
    try {
      do {
        reading.set(userId, false);
        const count = await unreadCount(db, userId);
        for (const listener of listeners.get(userId) ?? []) listener(count);
      } while (reading.get(userId));
    } catch (error) {
      log.warn({ err: error, userId }, 'unread count not sent');
    } finally {
      reading.delete(userId);
    }
  }

  return {
    follow(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      unreadCount(db, userId).then(listener, (error) =>
        log.warn({ err: error, userId }, 'unread count not sent'),
      );
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    get size() {
      let total = 0;
      for (const set of listeners.values()) total += set.size;
      return total;
    },
    onStop(close) {
      closers.add(close);
      return () => closers.delete(close);
    },
    async start() {
      unlisten = await database.listen(LIVE_CHANNEL, {
        message: (payload) => {
          for (const part of payload.split(',')) {
            const userId = Number(part);
            if (Number.isSafeInteger(userId) && userId > 0) void refresh(userId);
          }
        },
        // Changes sent while the connection was down were missed: every open stream reads again.
        gap: () => {
          for (const userId of listeners.keys()) void refresh(userId);
        },
      });
    },
    async stop() {
      for (const close of [...closers]) close();
      closers.clear();
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
