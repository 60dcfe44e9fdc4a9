import { Socket } from 'node:net';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorHandler, notFoundHandler } from './http/error-handler.ts';
import { RequestValidationError } from './http/errors.ts';
import { registerJsonBody } from './http/json-body.ts';
import { MULTIPART_LIMITS } from './http/multipart.ts';
import { registerPrivateAnswers } from './http/private-answers.ts';
import { cachedPublicReads, registerPublicCache } from './http/public-cache.ts';
import { controlCharacterIssues } from './http/unstorable-text.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { adminContentRoutes } from './modules/admin/content/routes.ts';
import { adminDonationRoutes } from './modules/admin/donations/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { campaignRoutes } from './modules/campaigns/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { charityRoutes } from './modules/charity/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { donorRoutes } from './modules/donor/routes.ts';
import { givingRoutes } from './modules/giving/routes.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { lookupRoutes } from './modules/lookups/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { paymentLookupRoutes } from './modules/payments/routes.ts';
import { sandboxPageRoutes } from './modules/payments/sandbox-page.ts';
import { webhookRoutes } from './modules/payments/webhook-routes.ts';
import { adminRamadanRoutes, ramadanRoutes } from './modules/ramadan/routes.ts';
import { receiptRoutes } from './modules/receipts/routes.ts';
import { reminderRoutes } from './modules/reminders/routes.ts';
import { moveWithRamadan, scheduleFromCheckout } from './modules/schedules/index.ts';
import { adminScheduleRoutes, scheduleRoutes } from './modules/schedules/routes.ts';

export const API_PREFIX = '/api/v1';

/** The /api/v1 contract: conventions first (§1), then the routes by domain. */
export async function api(app: FastifyInstance) {
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);

  // Schemas are zod schemas from packages/contract; failures keep their issue paths for §1.2 keys.
  app.setValidatorCompiler(({ schema, httpPart }) => (data) => {
    const controls = httpPart === 'body' ? controlCharacterIssues(data) : [];
    if (controls.length > 0) return { error: new RequestValidationError(controls) };
    // A missing body reads as an empty object, so every missing field is named (not one bare error).
    const result = (schema as z.ZodType).safeParse(data ?? {});
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues) };
  });

  // Response schemas document the answers in OpenAPI. In tests each answer is also checked against
  // its schema, so the document cannot drift from what the API sends; in production it is plain JSON.
  const checkAnswers = app.ctx.config.NODE_ENV === 'test';
  app.setSerializerCompiler(({ schema, method, url }) => (data) => {
    if (checkAnswers) {
      const checked = (schema as z.ZodType).safeParse(data);
      if (!checked.success) {
        throw new Error(
          `${method} ${url} answered outside its documented schema: ${z.prettifyError(checked.error)}`,
        );
      }
    }
    return JSON.stringify(data);
  });

  registerJsonBody(app);
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.addHook('onRequest', (request, reply, done) => {
    // Added to what CORS set (Vary: Origin), so shared caches keep answers apart by all three.
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `${vary}, lang, Authorization` : 'lang, Authorization');
    reply.header('Content-Language', request.locale);
    done();
  });
  if (app.ctx.config.RATE_LIMITS_ENABLED) {
    app.addHook('onRequest', async (request) => {
      // Webhooks are exempt (contract §1.12), and so are the pages' own in-process calls: they all
      // come from this process, and would otherwise share one bucket for every visitor.
      const inProcess = !(request.raw.socket instanceof Socket);
      if (!inProcess && !request.url.startsWith(`${API_PREFIX}/payments/webhook/`)) {
        await app.ctx.rateLimits.consumeGlobal(request.ip);
      }
    });
  }

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Ataa API',
        version: '1.0.0',
        description:
          'The HTTP contract of the Ataa donation platform. Every answer uses the envelope `{status, message, result}`; failures also carry `errors`. Send `lang: ar|en` to choose the language.',
      },
      servers: [{ url: API_PREFIX }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      return { ...transformed, url: transformed.url.replace(API_PREFIX, '') || '/' };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', indexPrefix: API_PREFIX, staticCSP: true });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerPublicCache(app, app.ctx.config.PUBLIC_CACHE_TTL_MS);
  registerPrivateAnswers(app);
  // The reads that are the same for every anonymous visitor, tagged with the data they show.
  await app.register(cachedPublicReads(['lookups'], lookupRoutes));
  await app.register(cachedPublicReads(['lookups'], ramadanRoutes));
  await app.register(cachedPublicReads(['campaigns', 'content', 'lookups'], homeRoutes));
  await app.register(cachedPublicReads(['content'], contentRoutes));
  await app.register(cachedPublicReads(['campaigns', 'lookups'], campaignRoutes));
  // The gateways come from the configuration: no write changes them, only the TTL applies.
  await app.register(cachedPublicReads([], paymentLookupRoutes));
  await app.register(contactRoutes);
  await app.register(reminderRoutes);
  await app.register(accountRoutes);
  await app.register(cartRoutes);
  await app.register(donorRoutes);
  await app.register(charityRoutes);
  await app.register(adminRoutes);
  await app.register(adminDonationRoutes);
  await app.register(adminContentRoutes);
  // Giving is below scheduled giving: it is given what makes its recurring checkouts schedules.
  await app.register(givingRoutes, { startSchedule: scheduleFromCheckout });
  await app.register(scheduleRoutes);
  await app.register(receiptRoutes);
  await app.register(notificationRoutes);
  // So is Ramadan: a first day the staff move moves the schedules' nights with it.
  await app.register(adminRamadanRoutes, { firstDaysMoved: moveWithRamadan(app.ctx) });
  await app.register(adminScheduleRoutes);
  await app.register(webhookRoutes);
  await app.register(sandboxPageRoutes);
}
