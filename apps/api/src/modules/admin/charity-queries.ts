// The charities as the staff review them: the list, one charity, its documents and counts, and its approval.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import { containing, foldedContains } from '../../db/arabic-search.ts';
import type { Queryable } from '../../db/client.ts';
import { campaigns, countries, donations, userDocuments, users } from '../../db/schema.ts';

export interface CharityFilter {
  q?: string;
  approvalStatus?: 'pending' | 'approved' | 'rejected';
  countryId?: number;
}

function charityWhere(filter: CharityFilter) {
  const q = filter.q?.trim();
  return and(
    eq(users.userType, 'charity'),
    filter.approvalStatus ? eq(users.approvalStatus, filter.approvalStatus) : undefined,
    filter.countryId ? eq(users.countryId, filter.countryId) : undefined,
    q
      ? or(
          ilike(users.charityNameEn, containing(q)),
          foldedContains(users.charityNameAr, q),
          ilike(users.email, containing(q)),
          ilike(users.mobile, containing(q)),
        )
      : undefined,
  );
}

/** A page of the charities with their country, newest first. */
export function charityRows(db: Queryable, filter: CharityFilter, limit: number, offset: number) {
  return db
    .select({ charity: users, country: countries })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(charityWhere(filter))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
}

export async function countCharities(db: Queryable, filter: CharityFilter) {
  return db.$count(users, charityWhere(filter));
}

/** Counts per charity, for these charities, in one grouped query each: live campaigns and paid donations. */
export async function charityCounts(db: Queryable, ids: number[]) {
  const [campaignCounts, donationCounts] = await Promise.all([
    db
      .select({ id: campaigns.charityId, n: count() })
      .from(campaigns)
      .where(and(inArray(campaigns.charityId, ids), isNull(campaigns.deletedAt)))
      .groupBy(campaigns.charityId),
    db
      .select({ id: donations.charityId, n: count() })
      .from(donations)
      .where(and(inArray(donations.charityId, ids), eq(donations.state, 'paid')))
      .groupBy(donations.charityId),
  ]);
  const byId = (rows: Array<{ id: number; n: number }>) => new Map(rows.map((row) => [row.id, row.n]));
  return { campaigns: byId(campaignCounts), donations: byId(donationCounts) };
}

/** The documents of these accounts, oldest first. */
export function documentsOf(db: Queryable, userIds: number[]) {
  return db
    .select()
    .from(userDocuments)
    .where(inArray(userDocuments.userId, userIds))
    .orderBy(asc(userDocuments.id));
}

export async function countDocuments(db: Queryable, userId: number) {
  const [uploaded] = await db
    .select({ n: count() })
    .from(userDocuments)
    .where(eq(userDocuments.userId, userId));
  return uploaded!.n;
}

export async function countryById(db: Queryable, id: number) {
  const [country] = await db.select().from(countries).where(eq(countries.id, id));
  return country;
}

/** The charity's row; locked with `lock`. */
export async function charityById(db: Queryable, id: number, lock = false) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, 'charity')));
  // Not `for update`: a payment applied meanwhile may still insert the charity's notification
  // (its key-share lock on this row), and the rejection waits for that payment's campaigns.
  const [row] = lock ? await query.for('no key update') : await query;
  return row;
}

export async function setCharityApproval(
  tx: Queryable,
  id: number,
  approval: Pick<typeof users.$inferInsert, 'approvalStatus' | 'rejectionReason'>,
) {
  const [row] = await tx
    .update(users)
    .set({ ...approval, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** The charity's campaigns, as the payments close their checkouts. */
export const campaignsOfCharity = (id: number) => eq(campaigns.charityId, id);
