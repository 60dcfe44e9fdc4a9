import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface ListenHandlers {
  message(payload: string): void;
  /** The connection was lost and is back: notifications sent meanwhile were missed. */
  gap(): void;
}

/** Stops listening. */
export type Unlisten = () => Promise<void>;

const RECONNECT_MS = 1000;

/** PGlite is one connection in this process: it delivers a notification as its transaction commits. */
export async function listenPglite(
  pglite: PGlite,
  channel: string,
  handlers: ListenHandlers,
): Promise<Unlisten> {
  return pglite.listen(channel, handlers.message);
}

/**
 * PostgreSQL: a connection of its own (a pooled one would lose its LISTEN when handed back),
 * opened again a second after it drops.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Unlisten> {
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (notification) => {
      if (notification.channel === channel) handlers.message(notification.payload ?? '');
    });
    // A lost connection emits 'error' and then 'end'; either starts one reconnection.
    const lost = () => {
      if (current !== client || stopped) return;
      current = undefined;
      client.end().catch(() => {});
      retry = setTimeout(reconnect, RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
    current = client;
  }

  async function reconnect() {
    try {
      await connect();
      handlers.gap();
    } catch {
      if (!stopped) retry = setTimeout(reconnect, RECONNECT_MS);
    }
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end();
  };
}
