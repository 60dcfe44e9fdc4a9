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
import { asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories, countries, currencies, partners, socials } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { pick } from '../../http/localize.ts';
import { presentCategory, presentCountry, presentCurrency } from './present.ts';

const tags = ['Lookups'];

export async function lookupRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get(
    '/countries',
    { schema: { tags, response: { 200: envelope(dataList(country)) } } },
    async (request) => {
      const { locale } = request;
      const rows = await ctx.db.select().from(countries);
      const collator = new Intl.Collator(locale);
      const data = rows
        .map((row) => presentCountry(row, locale))
        .sort((a, b) => collator.compare(a.name, b.name));
      return success(locale, { data });
    },
  );

  app.get<{ Querystring: { lang?: string } }>(
    '/currencies',
    { schema: { tags, response: { 200: envelope(z.array(currency)) } } },
    async (request, reply) => {
      // `?lang=` wins over the header here (contract §1.4), and Content-Language says so.
      const locale = request.query.lang ? parseLocale(request.query.lang) : request.locale;
      reply.header('Content-Language', locale);
      const rows = await ctx.db
        .select()
        .from(currencies)
        .where(eq(currencies.isActive, true))
        .orderBy(asc(currencies.sort), asc(currencies.id));
      return success(
        locale,
        rows.map((row) => presentCurrency(row, locale)),
      );
    },
  );

  app.get(
    '/categories',
    { schema: { tags, response: { 200: envelope(dataList(category)) } } },
    async (request) => {
      const rows = await ctx.db
        .select()
        .from(categories)
        .where(isNull(categories.deletedAt))
        .orderBy(asc(categories.sort), asc(categories.id));
      return success(request.locale, { data: rows.map((row) => presentCategory(row, request.locale)) });
    },
  );

  app.get(
    '/partners',
    { schema: { tags, response: { 200: envelope(dataList(partner)) } } },
    async (request) => {
      const rows = await ctx.db.select().from(partners).orderBy(asc(partners.sort), asc(partners.id));
      const data = rows.map((row) => ({
        id: row.id,
        name: pick(request.locale, row.nameAr, row.nameEn),
        image: row.imagePath ? ctx.storage.url(row.imagePath) : null,
        url: row.url,
      }));
      return success(request.locale, { data });
    },
  );

  app.get(
    '/socials',
    { schema: { tags, response: { 200: envelope(dataList(social)) } } },
    async (request) => {
      const rows = await ctx.db.select().from(socials).orderBy(asc(socials.sort), asc(socials.id));
      const data = rows.map((row) => ({
        id: row.id,
        name: row.name,
        url: row.url,
        icon: row.iconPath ? ctx.storage.url(row.iconPath) : null,
      }));
      return success(request.locale, { data });
    },
  );
}
