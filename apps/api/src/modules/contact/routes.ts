import { translate } from '@ataa/contract/messages';
import { contactBody } from '@ataa/contract/schemas/contact';
import type { FastifyInstance } from 'fastify';
import { contactMessages } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { typed } from '../../http/route-helpers.ts';
import { renderEmail } from '../../mail/templates.ts';

export async function contactRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const { ctx } = fastify;

  app.post('/contact', { schema: { tags: ['Content'], body: contactBody } }, async (request) => {
    const { body, locale } = request;
    await ctx.rateLimits.consume('contact', request.ip, body.email);
    await ctx.db.transaction(async (tx) => {
      await tx.insert(contactMessages).values({ ...body, locale });
      // The platform's team reads Arabic first; the message itself is quoted as the visitor wrote it.
      await ctx.mail.enqueue(
        tx,
        renderEmail({
          to: ctx.config.PLATFORM_EMAIL,
          locale: 'ar',
          subject: { key: 'mail.contact_subject', params: { subject: body.subject } },
          paragraphs: [
            translate('ar', 'mail.contact_intro'),
            `${body.name} <${body.email}> ${body.mobile}`,
            body.subject,
            body.content,
          ],
        }),
      );
    });
    return success(locale, {}, 'contact.sent');
  });
}
