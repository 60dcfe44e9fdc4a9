// The audit log as the back office reads it: its entries with their writers, and the names of the
// objects they changed (one query per kind of object).
import { lastDayEnd, siteDayStart } from '@ataa/contract/site-days';
import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import {
  auditLog,
  blogs,
  campaigns,
  categories,
  currencies,
  donations,
  faqs,
  pages,
  partners,
  schedules,
  socials,
  stories,
  users,
  videos,
} from '../../db/schema.ts';

export interface AuditFilter {
  actorId?: number;
  objectType?: string;
  objectId?: number;
  action?: string;
  /** A day of the site's calendar, `YYYY-MM-DD`. */
  day?: string;
}

/** The entries written during a day of the site's calendar (Riyadh). */
const withinDay = (day: string) =>
  and(gte(auditLog.createdAt, siteDayStart(day)), lt(auditLog.createdAt, lastDayEnd(day)));

const auditWhere = (filter: AuditFilter) =>
  and(
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.objectType ? eq(auditLog.objectType, filter.objectType) : undefined,
    filter.objectId ? eq(auditLog.objectId, filter.objectId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.day ? withinDay(filter.day) : undefined,
  );

/** A page of the entries with their writers, newest first. */
export function auditEntries(db: Queryable, filter: AuditFilter, limit: number, offset: number) {
  return db
    .select({ entry: auditLog, actor: users })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(auditWhere(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countAuditEntries(db: Queryable, filter: AuditFilter) {
  return db.$count(auditLog, auditWhere(filter));
}

/** The staff who wrote to the log. */
export async function auditWriters(db: Queryable) {
  const rows = await db
    .selectDistinct({ actor: users })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(asc(users.id));
  return rows.map(({ actor }) => actor);
}

interface Named {
  table: PgTable;
  id: PgColumn;
  /** The name in Arabic and in English (the same column when it has one name). */
  ar: PgColumn;
  en: PgColumn;
  /** Rows of the table that are this kind of object. */
  only?: ReturnType<typeof eq>;
}

const bilingual = (table: PgTable & { id: PgColumn }, ar: PgColumn, en: PgColumn): Named => ({
  table,
  id: table.id,
  ar,
  en,
});

const NAMED: Record<string, Named> = {
  charity: {
    ...bilingual(users, users.charityNameAr, users.charityNameEn),
    only: eq(users.userType, 'charity'),
  },
  campaign: bilingual(campaigns, campaigns.nameAr, campaigns.nameEn),
  currency: bilingual(currencies, currencies.code, currencies.code),
  blog: bilingual(blogs, blogs.titleAr, blogs.titleEn),
  story: bilingual(stories, stories.titleAr, stories.titleEn),
  video: bilingual(videos, videos.titleAr, videos.titleEn),
  page: bilingual(pages, pages.titleAr, pages.titleEn),
  faq: bilingual(faqs, faqs.titleAr, faqs.titleEn),
  partner: bilingual(partners, partners.nameAr, partners.nameEn),
  social: bilingual(socials, socials.name, socials.name),
  category: bilingual(categories, categories.nameAr, categories.nameEn),
  // A schedule is named by its donor, as the staff's list shows it.
  schedule: bilingual(schedules, schedules.name, schedules.name),
};

type Names = Array<{ id: number; ar: string | null; en: string | null }>;

/** A donation is named by the campaign it was given to. */
function donationNames(db: Queryable, ids: number[]): Promise<Names> {
  return db
    .select({ id: donations.id, ar: campaigns.nameAr, en: campaigns.nameEn })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(inArray(donations.id, ids));
}

/** The names of these objects of one kind, in both languages; none for a kind without a name. */
export async function namesOfKind(db: Queryable, type: string, ids: number[]): Promise<Names> {
  if (type === 'donation') return donationNames(db, ids);
  const named = NAMED[type];
  if (!named) return [];
  return (await db
    .select({ id: named.id, ar: named.ar, en: named.en })
    .from(named.table)
    .where(and(inArray(named.id, ids), named.only))) as Names;
}
