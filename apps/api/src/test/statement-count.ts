// Counts the SQL statements and transactions a piece of work sends to the database, at the
// driver (node-postgres or PGlite) below Drizzle, so what is counted is what the server receives.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client.ts';

export interface StatementCount {
  /** Statements sent, transaction control (begin, commit, rollback) left out. */
  statements: string[];
  transactions: number;
  /**
   * Statements sent in a transaction from the first that matches `holding` (included) to its end:
   * what other transactions wanting the rows it locked wait through.
   */
  held: number;
}

const CONTROL = /^\s*(begin|commit|rollback)\b/i;

/**
 * The statement that locks a payment's campaigns (`lockCampaignsOfPayment`, or
 * `lockCampaignsTakingPayment` with what it reads of them), for `holding`.
 */
// (The group around the table name keeps the dependency check from taking it for an imported package.)
export const CAMPAIGNS_LOCK = /^select "id"(?:, .*)? from (?:"campaigns") .* for update$/s;

type QueryArgument = string | { text: string };
const textOf = (query: QueryArgument) => (typeof query === 'string' ? query : query.text);

/** Where a statement was sent: a pooled client or a PGlite transaction, each one transaction at a time. */
type Channel = object;

/**
 * Runs `work` and answers what it sent. Only one piece of work should use the database meanwhile:
 * anything else that queries it then is counted too.
 */
export async function countStatements(
  db: Database,
  work: () => Promise<unknown>,
  { holding = /(?!)/ }: { holding?: RegExp } = {},
): Promise<StatementCount> {
  const count: StatementCount = { statements: [], transactions: 0, held: 0 };
  const holdingIn = new WeakSet<Channel>();
  const sent = (channel: Channel, query: QueryArgument) => {
    const text = textOf(query);
    if (CONTROL.test(text)) {
      holdingIn.delete(channel);
      if (/^\s*begin/i.test(text)) count.transactions += 1;
      return;
    }
    count.statements.push(text);
    if (holding.test(text)) holdingIn.add(channel);
    if (holdingIn.has(channel)) count.held += 1;
  };
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  const restore = 'transaction' in client ? watchPglite(client, sent, count) : watchPool(client, sent);
  try {
    await work();
  } finally {
    restore();
  }
  return count;
}

/**
 * Each statement's text (its values are parameters) with how many times one piece of `units` sent
 * it, most first: where a cost test's statements go.
 */
export function statementShapes(count: StatementCount, units: number): string {
  const times = new Map<string, number>();
  for (const text of count.statements) {
    const shape = text.replace(/\s+/g, ' ').slice(0, 160);
    times.set(shape, (times.get(shape) ?? 0) + 1);
  }
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .map(([shape, n]) => `${(n / units).toFixed(2).padStart(6)}  ${shape}`)
    .join('\n');
}

/** node-postgres: every statement, in a transaction or not, is a query of a client taken from the pool. */
function watchPool(pool: pg.Pool, sent: (channel: Channel, query: QueryArgument) => void) {
  const watched = new Map<pg.PoolClient, pg.PoolClient['query']>();
  const onAcquire = (client: pg.PoolClient) => {
    if (watched.has(client)) return;
    const query = client.query;
    watched.set(client, query);
    client.query = ((...args: [QueryArgument, ...unknown[]]) => {
      sent(client, args[0]);
      return (query as (...rest: unknown[]) => unknown).apply(client, args);
    }) as typeof client.query;
  };
  pool.on('acquire', onAcquire);
  return () => {
    pool.off('acquire', onAcquire);
    for (const [client, query] of watched) client.query = query;
  };
}

/** PGlite: statements outside a transaction are its own queries; a transaction's are its handle's. */
function watchPglite(
  pglite: PGlite,
  sent: (channel: Channel, query: QueryArgument) => void,
  count: StatementCount,
) {
  const { query, exec, transaction } = pglite;
  const watch = <T extends PGlite | Transaction>(target: T, run: T['query'], execute: T['exec']) => {
    target.query = ((text: string, ...rest: unknown[]) => {
      sent(target, text);
      return (run as (...args: unknown[]) => unknown).call(target, text, ...rest);
    }) as T['query'];
    target.exec = ((text: string, ...rest: unknown[]) => {
      sent(target, text);
      return (execute as (...args: unknown[]) => unknown).call(target, text, ...rest);
    }) as T['exec'];
  };
  watch(pglite, query, exec);
  pglite.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction.call(pglite, (tx) => {
      count.transactions += 1;
      watch(tx, tx.query, tx.exec);
      return callback(tx);
    })) as PGlite['transaction'];
  return () => {
    pglite.query = query;
    pglite.exec = exec;
    pglite.transaction = transaction;
  };
}
