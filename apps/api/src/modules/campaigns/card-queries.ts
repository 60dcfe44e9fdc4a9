// A campaign's card row (`CardRow`) as every list reads it, and the search that narrows a list.

import { foldForSearch } from '@ataa/contract/search';
import { eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containing } from '../../db/arabic-search.ts';
import type { Queryable } from '../../db/client.ts';
import { campaigns, categories, currencies, users } from '../../db/schema.ts';

export const charities = alias(users, 'charity');

/** A campaign with everything its card needs, in one query. */
export function selectCards(db: Queryable) {
  return db
    .select({ campaign: campaigns, category: categories, currency: currencies, charity: charities })
    .from(campaigns)
    .innerJoin(charities, eq(charities.id, campaigns.charityId))
    .innerJoin(categories, eq(categories.id, campaigns.categoryId))
    .innerJoin(currencies, eq(currencies.id, campaigns.currencyId));
}

/** Rows that name a campaign, each given that campaign's card row, in one more query. */
export async function withCards<Row extends { campaignId: number }>(db: Queryable, rows: Row[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.campaignId);
  const cards = await selectCards(db).where(inArray(campaigns.id, ids));
  return rows.map((row) => ({ ...row, card: cards.find((card) => card.campaign.id === row.campaignId)! }));
}

/**
 * Campaigns whose names or short descriptions, in either language, hold the words `q`: folded as
 * the stored search_text is, so spelling variants and diacritics do not matter.
 */
export function matchesSearch(q: string | undefined): SQL | undefined {
  const folded = q ? foldForSearch(q) : '';
  return folded ? ilike(campaigns.searchText, containing(folded)) : undefined;
}
