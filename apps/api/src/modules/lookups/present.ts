import type { Locale } from '@ataa/contract/locale';
import type { Infrastructure } from '../../context.ts';
import type { categories, countries, currencies, partners, socials } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';

type Country = typeof countries.$inferSelect;
type Currency = typeof currencies.$inferSelect;
type Category = typeof categories.$inferSelect;
type Partner = typeof partners.$inferSelect;
type Social = typeof socials.$inferSelect;

export const presentCountry = (row: Country, locale: Locale) => ({
  id: row.id,
  name: pick(locale, row.nameAr, row.nameEn),
  mob_code: row.mobCode,
});

/** Rates are stored as numeric(20,8) text; the JSON edge shows them as numbers without trailing zeros. */
export const rateNumber = (rate: string) => Number(rate);

export const presentCurrency = (row: Currency, locale: Locale) => ({
  id: row.id,
  currency_name: pick(locale, row.nameAr, row.nameEn),
  currency_symbol: pick(locale, row.symbolAr, row.symbolEn),
  is_default: row.isDefault ? ('yes' as const) : ('no' as const),
  code: row.code,
  minor_units: row.minorUnits,
  rate_to_base: rateNumber(row.rateToBase),
});

/** The CurrencyRef carried by every amount (contract §1.7). */
export const currencyRef = (row: Currency, locale: Locale) => ({
  id: row.id,
  code: row.code,
  name: pick(locale, row.nameAr, row.nameEn),
  symbol: pick(locale, row.symbolAr, row.symbolEn),
  minor_units: row.minorUnits,
});

export const presentCategory = (row: Category, locale: Locale) => ({
  id: row.id,
  name: pick(locale, row.nameAr, row.nameEn),
});

export const presentPartner = (ctx: Pick<Infrastructure, 'storage'>, row: Partner, locale: Locale) => ({
  id: row.id,
  name: pick(locale, row.nameAr, row.nameEn),
  image: row.imagePath ? ctx.storage.url(row.imagePath) : null,
  url: row.url,
});

export const presentSocial = (ctx: Pick<Infrastructure, 'storage'>, row: Social) => ({
  id: row.id,
  name: row.name,
  url: row.url,
  icon: row.iconPath ? ctx.storage.url(row.iconPath) : null,
});
