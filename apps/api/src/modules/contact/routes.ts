import { translate } from '@ataa/contract/messages';
import { contactBody } from '@ataa/contract/schemas/contact';
import { empty, envelope } from '@ataa/contract/schemas/entities';
import type { FastifyInstance } from 'fastify';
import { contactMessages } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { emailIdentifier, rateLimited, rawField } from '../../http/rate-limit-hooks.ts';
import { typed } from '../../http/route-helpers.ts';
import { renderEmail } from '../../mail/templates.ts';

export async function contactRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const { ctx } = fastify;

  app.post(
    '/contact',
    {
      preValidation: rateLimited('contact', (request) => emailIdentifier(rawField(request, 'email'))),
      schema: { tags: ['Content'], body: contactBody, response: { 200: envelope(empty) } },
    },
    async (request) => {
      const { body, locale } = request;
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
    },
  );
}
