import { translate } from '@ataa/contract/messages';
import { contactBody } from '@ataa/contract/schemas/contact';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contactMessages } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { typed } from '../../http/route-helpers.ts';
import { renderEmail } from '../../mail/templates.ts';

/** The e-mail of the raw (not yet validated) body, normalised like the validated one. */
function rawEmail(request: FastifyRequest): string | undefined {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const value = (body as Record<string, unknown>).email;
  return typeof value === 'string' ? value.trim().toLowerCase() || undefined : undefined;
}

export async function contactRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const { ctx } = fastify;

  // Every attempt counts, valid or not (contract §1.12), so the limit is taken before validation.
  const contactLimit = async (request: FastifyRequest) => {
    await ctx.rateLimits.consume('contact', request.ip, rawEmail(request));
  };
  // A bare POST is validated as `{}`, so it names every missing field rather than none.
  const bodyOrEmpty = async (request: FastifyRequest) => {
    request.body ??= {};
  };

  app.post(
    '/contact',
    { preValidation: [contactLimit, bodyOrEmpty], schema: { tags: ['Content'], body: contactBody } },
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
