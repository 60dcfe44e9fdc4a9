// Which campaigns anyone may see, list, give to or write news to: conditions on the campaigns
// table that every module reading campaigns composes into its own queries.

import { and, eq, gte, isNull, lte, ne, type SQLWrapper, sql } from 'drizzle-orm';
import { campaigns, users } from '../../db/schema.ts';

/**
 * Its page opens for anyone, started or not (decision 028), suspended or not (decision 029):
 * approved, not cancelled or deleted, and its charity approved. The approved charities are read once into an array: joined or semi-joined,
 * PostgreSQL expects a handful of campaigns to qualify, and then sorts them all instead of
 * stopping early on an index in the list's order.
 */
export const isOpenToView = () =>
  and(
    eq(campaigns.reviewState, 'approved'),
    ne(campaigns.charityChoice, 'cancelled'),
    isNull(campaigns.deletedAt),
    charityApproved(),
  );

/**
 * Publicly visible and listed (contract §15.1): open to view, started, and not suspended by the
 * staff (a suspended campaign's page stays for the people who gave, out of the lists; decision 029).
 */
export const isPublic = () =>
  and(isOpenToView(), lte(campaigns.startAt, sql`now()`), isNull(campaigns.suspendedAt));

const charityApproved = () =>
  sql`${campaigns.charityId} = any(array(select ${users.id} from ${users} where ${users.userType} = 'charity' and ${users.approvalStatus} = 'approved'))`;

/**
 * Its charity may write news to it, and its givers hear of it: its page is open to view, started
 * or not (an approved campaign's page is shared before its first day, decision 028), and the staff
 * have not suspended it (decision 029). Awaiting review, rejected, cancelled or deleted, it takes none.
 */
export const takesNews = () => and(isOpenToView(), isNull(campaigns.suspendedAt));

/**
 * Accepting donations at `moment`: approved, active, not deleted and its charity approved, as
 * stored now, with `moment` between its start and its end. A payment is taken when its campaign
 * was accepting at the moment its checkout opened (decision 025).
 */
export const acceptingAt = (moment: Date | SQLWrapper) =>
  and(
    eq(campaigns.reviewState, 'approved'),
    eq(campaigns.charityChoice, 'active'),
    isNull(campaigns.deletedAt),
    isNull(campaigns.suspendedAt),
    charityApproved(),
    lte(campaigns.startAt, moment),
    gte(campaigns.endAt, moment),
  );

/** Accepting donations now: public, active, and not past its end date. */
export const isAcceptingDonations = () => acceptingAt(sql`now()`);
