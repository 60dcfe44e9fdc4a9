// The contact form's messages as the staff read them.
import { and, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import { containing, foldedContains } from '../../db/arabic-search.ts';
import type { Queryable } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export interface ContactFilter {
  q?: string;
  unread?: boolean;
}

function contactWhere(filter: ContactFilter) {
  const q = filter.q?.trim();
  return and(
    q
      ? or(
          foldedContains(contactMessages.name, q),
          ilike(contactMessages.email, containing(q)),
          foldedContains(contactMessages.subject, q),
        )
      : undefined,
    filter.unread ? isNull(contactMessages.readAt) : undefined,
  );
}

/** A page of the messages, newest first. */
export function contactRows(db: Queryable, filter: ContactFilter, limit: number, offset: number) {
  return db
    .select()
    .from(contactMessages)
    .where(contactWhere(filter))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
}

export async function countContacts(db: Queryable, filter: ContactFilter) {
  return db.$count(contactMessages, contactWhere(filter));
}

export async function lockContact(tx: Queryable, id: number) {
  const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return message;
}

export async function markContactRowRead(tx: Queryable, id: number) {
  const [read] = await tx
    .update(contactMessages)
    .set({ readAt: new Date() })
    .where(eq(contactMessages.id, id))
    .returning();
  return read!;
}
