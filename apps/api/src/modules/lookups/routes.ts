import { parseLocale } from '@ataa/contract/locale';
import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { categoryList, countryList, currencyList, partnerList, socialList } from './service.ts';

/** The lookups (contract §3). */
export async function lookupRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, 'GET /countries', async (request) =>
    success(request.locale, { data: await countryList(ctx, request.locale) }),
  );

  route(app, 'GET /currencies', async (request, reply) => {
    // `?lang=` wins over the header here (contract §1.4), and Content-Language says so.
    const locale = request.query.lang ? parseLocale(request.query.lang) : request.locale;
    reply.header('Content-Language', locale);
    return success(locale, await currencyList(ctx, locale));
  });

  route(app, 'GET /categories', async (request) =>
    success(request.locale, { data: await categoryList(ctx, request.locale) }),
  );
  route(app, 'GET /partners', async (request) =>
    success(request.locale, { data: await partnerList(ctx, request.locale) }),
  );
  route(app, 'GET /socials', async (request) => success(request.locale, { data: await socialList(ctx) }));
}
