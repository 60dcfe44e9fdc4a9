import { parseLocale } from '@ataa/contract/locale';
import {
  category,
  country,
  currency,
  dataList,
  envelope,
  partner,
  social,
} from '@ataa/contract/schemas/entities';
import { z } from '@ataa/contract/validation';
import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import { categoryList, countryList, currencyList, partnerList, socialList } from './service.ts';

const tags = ['Lookups'];

/** The lookups (contract §3). */
export async function lookupRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get(
    '/countries',
    { schema: { tags, response: { 200: envelope(dataList(country)) } } },
    async (request) => success(request.locale, { data: await countryList(ctx, request.locale) }),
  );

  app.get<{ Querystring: { lang?: string } }>(
    '/currencies',
    { schema: { tags, response: { 200: envelope(z.array(currency)) } } },
    async (request, reply) => {
      // `?lang=` wins over the header here (contract §1.4), and Content-Language says so.
      const locale = request.query.lang ? parseLocale(request.query.lang) : request.locale;
      reply.header('Content-Language', locale);
      return success(locale, await currencyList(ctx, locale));
    },
  );

  app.get(
    '/categories',
    { schema: { tags, response: { 200: envelope(dataList(category)) } } },
    async (request) => success(request.locale, { data: await categoryList(ctx, request.locale) }),
  );

  app.get(
    '/partners',
    { schema: { tags, response: { 200: envelope(dataList(partner)) } } },
    async (request) => success(request.locale, { data: await partnerList(ctx, request.locale) }),
  );

  app.get('/socials', { schema: { tags, response: { 200: envelope(dataList(social)) } } }, async (request) =>
    success(request.locale, { data: await socialList(ctx) }),
  );
}
