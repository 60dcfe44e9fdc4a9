// The names the audit log shows for the objects its entries changed, read for a whole page at once
// (one query per kind of object on the page): a campaign's or a charity's name, a currency's code,
// an article's title, in the reader's language. An object deleted for good has no name left.
import type { Locale } from '@ataa/contract/locale';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import {
  blogs,
  campaigns,
  categories,
  currencies,
  donations,
  faqs,
  pages,
  partners,
  socials,
  stories,
  users,
  videos,
} from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';

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
};

/** A donation is named by the campaign it was given to. */
async function donationNames(db: Queryable, ids: number[], locale: Locale) {
  const rows = await db
    .select({ id: donations.id, ar: campaigns.nameAr, en: campaigns.nameEn })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(inArray(donations.id, ids));
  return rows.map((row) => [row.id, pick(locale, row.ar, row.en)] as const);
}

async function namesOfKind(db: Queryable, type: string, ids: number[], locale: Locale) {
  if (type === 'donation') return donationNames(db, ids, locale);
  const named = NAMED[type];
  if (!named) return [];
  const rows = (await db
    .select({ id: named.id, ar: named.ar, en: named.en })
    .from(named.table)
    .where(and(inArray(named.id, ids), named.only))) as Array<{
    id: number;
    ar: string | null;
    en: string | null;
  }>;
  return rows.map((row) => [row.id, pick(locale, row.ar, row.en)] as const);
}

/** `type:id` → name, for these objects. */
export async function objectNames(
  db: Queryable,
  objects: Array<{ type: string; id: number }>,
  locale: Locale,
): Promise<Map<string, string>> {
  const byType = new Map<string, number[]>();
  for (const { type, id } of objects) byType.set(type, [...(byType.get(type) ?? []), id]);
  const found = await Promise.all(
    [...byType].map(async ([type, ids]) =>
      (await namesOfKind(db, type, [...new Set(ids)], locale)).map(
        ([id, name]) => [`${type}:${id}`, name] as const,
      ),
    ),
  );
  return new Map(found.flat().filter(([, name]) => name !== ''));
}
