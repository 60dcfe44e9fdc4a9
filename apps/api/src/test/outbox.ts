// The e-mails written for one address, in the order they were written: a select without an order
// comes back in the table's physical order, which PostgreSQL changes when a row is updated (sent).
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';

export const outboxFor = (db: Queryable, email: string) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email)).orderBy(asc(emailOutbox.id));
