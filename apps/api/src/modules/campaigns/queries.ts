import { and, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { campaigns, categories, currencies, users } from '../../db/schema.ts';

export const charities = alias(users, 'charity');

/** Publicly visible (contract §15.1): approved, not cancelled or deleted, started, and its charity approved. */
export const isPublic = () =>
  and(
    eq(campaigns.reviewState, 'approved'),
    ne(campaigns.charityChoice, 'cancelled'),
    isNull(campaigns.deletedAt),
    lte(campaigns.startAt, sql`now()`),
    eq(charities.approvalStatus, 'approved'),
  );

/** Accepting donations: public, active, and not past its end date. */
export const isAcceptingDonations = () =>
  and(isPublic(), eq(campaigns.charityChoice, 'active'), sql`now() <= ${campaigns.endAt}`);

/** A campaign with everything its card needs, in one query. */
export function selectCards(db: Queryable) {
  return db
    .select({ campaign: campaigns, category: categories, currency: currencies, charity: charities })
    .from(campaigns)
    .innerJoin(charities, eq(charities.id, campaigns.charityId))
    .innerJoin(categories, eq(categories.id, campaigns.categoryId))
    .innerJoin(currencies, eq(currencies.id, campaigns.currencyId));
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];
