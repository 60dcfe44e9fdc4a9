// The lookup tables (contract §3), each in the order its admins set.
import { asc, count, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { categories, countries, currencies, partners, socials } from '../../db/schema.ts';

export const allCountries = (db: Queryable) => db.select().from(countries);

export const activeCurrencies = (db: Queryable) =>
  db
    .select()
    .from(currencies)
    .where(eq(currencies.isActive, true))
    .orderBy(asc(currencies.sort), asc(currencies.id));

export const liveCategories = (db: Queryable) =>
  db
    .select()
    .from(categories)
    .where(isNull(categories.deletedAt))
    .orderBy(asc(categories.sort), asc(categories.id));

export const allPartners = (db: Queryable) =>
  db.select().from(partners).orderBy(asc(partners.sort), asc(partners.id));

export const allSocials = (db: Queryable) =>
  db.select().from(socials).orderBy(asc(socials.sort), asc(socials.id));

export async function currencyByCode(db: Queryable, code: string) {
  const [currency] = await db.select().from(currencies).where(eq(currencies.code, code));
  return currency;
}

export async function countCurrencies(db: Queryable): Promise<number> {
  const [all] = await db.select({ n: count() }).from(currencies);
  return all!.n;
}
