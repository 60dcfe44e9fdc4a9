// The messages visitors sent through the contact form (contract §13), for the staff to answer.
import type { PageRequest } from '@ataa/contract/pagination';
import type { ContactMessage } from '@ataa/contract/schemas/admin';
import { count, desc, ilike, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { contactMessages } from '../../db/schema.ts';
import { containing } from '../../http/like.ts';
import { paginate } from '../../http/paginate.ts';

export function listContacts(ctx: AppContext, q: string | undefined, page: PageRequest) {
  const where = q
    ? or(
        ilike(contactMessages.name, containing(q)),
        ilike(contactMessages.email, containing(q)),
        ilike(contactMessages.subject, containing(q)),
      )
    : undefined;
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
    (message): ContactMessage => ({
      id: message.id,
      name: message.name,
      email: message.email,
      mobile: message.mobile,
      subject: message.subject,
      content: message.content,
      locale: message.locale,
      created_at: message.createdAt.toISOString(),
    }),
  );
}
