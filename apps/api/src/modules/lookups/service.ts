// The lookups every form and footer reads (contract §3), in the reader's language.
import type { Locale } from '@ataa/contract/locale';
import type { Infrastructure } from '../../context.ts';
import {
  presentCategory,
  presentCountry,
  presentCurrency,
  presentPartner,
  presentSocial,
} from './present.ts';
import { activeCurrencies, allCountries, allPartners, allSocials, liveCategories } from './queries.ts';

/** Countries sorted by their name in the reader's language. */
export async function countryList(ctx: Pick<Infrastructure, 'db'>, locale: Locale) {
  const collator = new Intl.Collator(locale);
  return (await allCountries(ctx.db))
    .map((row) => presentCountry(row, locale))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export async function currencyList(ctx: Pick<Infrastructure, 'db'>, locale: Locale) {
  return (await activeCurrencies(ctx.db)).map((row) => presentCurrency(row, locale));
}

export async function categoryList(ctx: Pick<Infrastructure, 'db'>, locale: Locale) {
  return (await liveCategories(ctx.db)).map((row) => presentCategory(row, locale));
}

export async function partnerList(ctx: Pick<Infrastructure, 'db' | 'storage'>, locale: Locale) {
  return (await allPartners(ctx.db)).map((row) => presentPartner(ctx, row, locale));
}

export async function socialList(ctx: Pick<Infrastructure, 'db' | 'storage'>) {
  return (await allSocials(ctx.db)).map((row) => presentSocial(ctx, row));
}
