// The messages visitors sent through the contact form (contract §13), for the staff to answer.
import type { PageRequest } from '@ataa/contract/pagination';
import type { ContactMessage } from '@ataa/contract/schemas/admin';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Infrastructure } from '../../context.ts';
import type { contactMessages } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { paginate } from '../../http/paginate.ts';
import {
  type ContactFilter,
  contactRows,
  countContacts,
  lockContact,
  markContactRowRead,
} from './contact-queries.ts';

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

export function listContacts(ctx: Pick<Infrastructure, 'db'>, filter: ContactFilter, page: PageRequest) {
  return paginate(
    page,
    (limit, offset) => contactRows(ctx.db, filter, limit, offset),
    () => countContacts(ctx.db, filter),
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
    const message = await lockContact(tx, id);
    if (!message) throw AppError.notFound();
    if (message.readAt) return presentContact(message);
    const read = await markContactRowRead(tx, id);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'contact.read',
      objectType: 'contact',
      objectId: id,
      before: { read_at: null },
      after: { read_at: read.readAt!.toISOString() },
    });
    return presentContact(read);
  });
}
