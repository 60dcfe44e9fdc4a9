// The messages visitors sent through the contact form (contract §13), for the staff to answer.
import type { PageRequest } from '@ataa/contract/pagination';
import type { ContactMessage } from '@ataa/contract/schemas/admin';
import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Infrastructure } from '../../context.ts';
import { containing, foldedContains } from '../../db/arabic-search.ts';
import { contactMessages } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { paginate } from '../../http/paginate.ts';

type ContactRow = typeof contactMessages.$inferSelect;

function presentContact(message: ContactRow): ContactMessage {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    mobile: message.mobile,
    subject: message.subject,
    content: message.content,
    locale: message.locale,
    read_at: message.readAt?.toISOString() ?? null,
    created_at: message.createdAt.toISOString(),
  };
}

export interface ContactFilter {
  q?: string;
  unread?: boolean;
}

export function listContacts(ctx: Pick<Infrastructure, 'db'>, filter: ContactFilter, page: PageRequest) {
  const q = filter.q?.trim();
  const where = and(
    q
      ? or(
          foldedContains(contactMessages.name, q),
          ilike(contactMessages.email, containing(q)),
          foldedContains(contactMessages.subject, q),
        )
      : undefined,
    filter.unread ? isNull(contactMessages.readAt) : undefined,
  );
  return paginate(
    page,
    (limit, offset) =>
      ctx.db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset(offset),
    async () => (await ctx.db.select({ total: count() }).from(contactMessages).where(where))[0]!.total,
    presentContact,
  );
}

/** Marks a message read (NEW); reading it again keeps the first time. */
export async function markContactRead(
  ctx: Pick<Infrastructure, 'db'>,
  adminId: number,
  id: number,
): Promise<ContactMessage> {
  return ctx.db.transaction(async (tx) => {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!message) throw AppError.notFound();
    if (message.readAt) return presentContact(message);
    const [read] = await tx
      .update(contactMessages)
      .set({ readAt: new Date() })
      .where(eq(contactMessages.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: adminId,
      action: 'contact.read',
      objectType: 'contact',
      objectId: id,
      before: { read_at: null },
      after: { read_at: read!.readAt!.toISOString() },
    });
    return presentContact(read!);
  });
}
