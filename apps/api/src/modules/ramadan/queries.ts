import { SITE_COUNTRY } from '@ataa/contract/locale';
import type { RamadanFirstDays } from '@ataa/contract/schedules/ramadan-calendar';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { countries, ramadanFirstDays } from '../../db/schema.ts';

/** The first days the staff set for a country, by Hijri year. */
export async function firstDaysOf(db: Queryable, countryId: number): Promise<RamadanFirstDays> {
  const rows = await db
    .select({ hijriYear: ramadanFirstDays.hijriYear, firstDay: ramadanFirstDays.firstDay })
    .from(ramadanFirstDays)
    .where(eq(ramadanFirstDays.countryId, countryId));
  return new Map(rows.map((row) => [row.hijriYear, row.firstDay]));
}

/** The first days the staff set for the site's own country, in one read. */
export async function siteFirstDays(db: Queryable): Promise<RamadanFirstDays> {
  const rows = await db
    .select({ hijriYear: ramadanFirstDays.hijriYear, firstDay: ramadanFirstDays.firstDay })
    .from(ramadanFirstDays)
    .innerJoin(countries, eq(countries.id, ramadanFirstDays.countryId))
    .where(eq(countries.iso2, SITE_COUNTRY));
  return new Map(rows.map((row) => [row.hijriYear, row.firstDay]));
}

/** The site's own country, whose Ramadan the site shows when none is named. */
export async function siteCountryId(db: Queryable): Promise<number | undefined> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.iso2, SITE_COUNTRY));
  return row?.id;
}

/** The ISO codes of those of `ids` that name a country. */
export async function countryCodes(db: Queryable, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: countries.id, iso2: countries.iso2 })
    .from(countries)
    .where(inArray(countries.id, ids));
  return new Map(rows.map((row) => [row.id, row.iso2]));
}

/** A year's first days with their countries' names, in the order of the countries' ids. */
export function firstDaysOfYear(db: Queryable, hijriYear: number) {
  return db
    .select({
      countryId: ramadanFirstDays.countryId,
      firstDay: ramadanFirstDays.firstDay,
      iso2: countries.iso2,
      nameAr: countries.nameAr,
      nameEn: countries.nameEn,
    })
    .from(ramadanFirstDays)
    .innerJoin(countries, eq(countries.id, ramadanFirstDays.countryId))
    .where(eq(ramadanFirstDays.hijriYear, hijriYear))
    .orderBy(asc(ramadanFirstDays.countryId));
}

/** Replaces a year's first days with `days`. */
export async function replaceFirstDaysOfYear(
  tx: Queryable,
  hijriYear: number,
  days: Array<{ countryId: number; firstDay: string }>,
  actorId: number,
) {
  await tx.delete(ramadanFirstDays).where(eq(ramadanFirstDays.hijriYear, hijriYear));
  if (days.length === 0) return;
  await tx.insert(ramadanFirstDays).values(
    days.map((day) => ({
      hijriYear,
      countryId: day.countryId,
      firstDay: day.firstDay,
      updatedBy: actorId,
    })),
  );
}
