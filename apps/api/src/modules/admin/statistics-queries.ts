// The overview's figures: what waits for the staff, and money, donations and new donors over a
// period of site days.
import type { RamadanDays } from '@ataa/contract/ramadan';
import { and, count, eq, gte, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { campaigns, contactMessages, donations, users } from '../../db/schema.ts';
import { dayStart } from '../../db/site-days.ts';

export interface Period {
  from: SQL;
  /** Exclusive. */
  until: SQL;
}

/** Today and the last 7 days, to the end of `day` (`YYYY-MM-DD`). */
export function recentPeriods(day: string): { today: Period; week: Period } {
  const today = sql`${day}::date`;
  const until = dayStart(sql`${today} + 1`);
  return {
    today: { from: dayStart(today), until },
    week: { from: dayStart(sql`${today} - 6`), until },
  };
}

/** From the first of these days to the end of the last. */
export const periodOf = (days: RamadanDays): Period => ({
  from: dayStart(sql`${days.from}::date`),
  until: dayStart(sql`${days.to}::date + 1`),
});

const paidAt = sql`coalesce(${donations.paidAt}, ${donations.createdAt})`;
const within = (at: SQL | typeof users.createdAt, period: Period) =>
  sql`${at} >= ${period.from} and ${at} < ${period.until}`;

/** The paid donations of the period (their base amount less refunds, in minor units) and the donors who joined. */
export async function periodFigures(db: Queryable, period: Period) {
  const [[given], [joined]] = await Promise.all([
    db
      .select({
        minor: sql<string>`coalesce(sum(${donations.baseAmountMinor} - ${donations.baseRefundedMinor}), 0)`,
        donations: count(),
      })
      .from(donations)
      .where(and(eq(donations.state, 'paid'), within(paidAt, period))),
    db
      .select({ donors: count() })
      .from(users)
      .where(and(eq(users.userType, 'dooner'), within(users.createdAt, period))),
  ]);
  return { minor: given!.minor, donations: given!.donations, donors: joined!.donors };
}

/** The charities and campaigns waiting for review, and the unread contact messages. */
export async function waitingCounts(db: Queryable) {
  const [[charities], [pendingCampaigns], [contacts]] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.userType, 'charity'), eq(users.approvalStatus, 'pending'))),
    db
      .select({ n: count() })
      .from(campaigns)
      .where(
        and(
          eq(campaigns.reviewState, 'pending'),
          ne(campaigns.charityChoice, 'cancelled'),
          isNull(campaigns.deletedAt),
        ),
      ),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return { charities: charities!.n, campaigns: pendingCampaigns!.n, contacts: contacts!.n };
}

/** The campaigns, neither cancelled nor deleted, that start during these days, counted by review state. */
export function campaignsStartingIn(db: Queryable, days: RamadanDays) {
  const period = periodOf(days);
  return db
    .select({ state: campaigns.reviewState, n: count() })
    .from(campaigns)
    .where(
      and(
        gte(campaigns.startAt, period.from),
        lt(campaigns.startAt, period.until),
        ne(campaigns.charityChoice, 'cancelled'),
        isNull(campaigns.deletedAt),
      ),
    )
    .groupBy(campaigns.reviewState);
}
