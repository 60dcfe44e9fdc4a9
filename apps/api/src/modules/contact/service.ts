// The contact form (contract §4): the message is kept and mailed to the platform's team.
import { isolate } from '@ataa/contract/bidi';
import type { Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import type { ContactBody } from '@ataa/contract/schemas/contact';
import type { Infrastructure } from '../../context.ts';
import { renderEmail } from '../../mail/templates.ts';
import { notifyAdmins } from '../../notify/notify.ts';
import { insertContactMessage } from './queries.ts';

/**
 * Stores the message, queues its e-mail and notifies the admins in one transaction, so none exists
 * without the others.
 */
export async function receiveContactMessage(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'mail'>,
  message: ContactBody,
  locale: Locale,
) {
  await ctx.db.transaction(async (tx) => {
    const stored = await insertContactMessage(tx, message, locale);
    await notifyAdmins(tx, {
      type: 'contact_received',
      data: { contact_id: stored.id },
      eventKey: `contact_received:${stored.id}`,
    });
    // The platform's team reads Arabic first; the message itself is quoted as the visitor wrote it.
    await ctx.mail.enqueue(
      tx,
      renderEmail({
        to: ctx.config.PLATFORM_EMAIL,
        locale: 'ar',
        subject: { key: 'mail.contact_subject', params: { subject: message.subject } },
        paragraphs: [
          translate('ar', 'mail.contact_intro'),
          `${isolate(message.name)} <${message.email}> ${message.mobile}`,
          isolate(message.subject),
          isolate(message.content),
        ],
      }),
    );
  });
}
