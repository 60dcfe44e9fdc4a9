// The dates of Ramadan (contract §17): what the site shows and schedules follow, per country, and
// the staff's first days where moon sighting differs from the Umm al-Qura calendar.

import { daysBetween } from '@ataa/contract/civil-days';
import type { Locale } from '@ataa/contract/locale';
import { SITE_TIME_ZONE } from '@ataa/contract/locale';
import { ramadanAt } from '@ataa/contract/schedules/plans';
import { ramadanFrom, ummAlQuraRamadan } from '@ataa/contract/schedules/ramadan-calendar';
import { siteDay } from '@ataa/contract/site-days';
import { recordAudit } from '../../audit/audit-log.ts';
import type { CacheInvalidation } from '../../cache/invalidation.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { presentAdminRamadan, presentRamadanDates } from './present.ts';
import {
  countryCodes,
  firstDaysOf,
  firstDaysOfYear,
  replaceFirstDaysOfYear,
  siteCountryId,
  siteFirstDays,
} from './queries.ts';

/** How far a country's first day may be from Umm al-Qura's: moon sighting differs by a day or two. */
const MAX_DAYS_FROM_UMM_AL_QURA = 2;

/** The staff's first days of Ramadan for a country (the site's when none is named), by Hijri year. */
export function ramadanFirstDaysFor(db: Queryable, countryId: number | null | undefined) {
  return countryId == null ? siteFirstDays(db) : firstDaysOf(db, countryId);
}

/**
 * `ramadanFirstDaysFor` for many schedules at once: each country's first days are read once, however
 * many of the schedules follow it.
 */
export function ramadanFirstDaysReader(db: Queryable) {
  const read = new Map<number | null, ReturnType<typeof ramadanFirstDaysFor>>();
  return (countryId: number | null) => {
    let firstDays = read.get(countryId);
    if (!firstDays) {
      firstDays = ramadanFirstDaysFor(db, countryId);
      read.set(countryId, firstDays);
    }
    return firstDays;
  };
}

/** The current or next Ramadan for a country (the site's when none is named). */
export async function ramadanDates(db: Database, countryId: number | undefined, now = new Date()) {
  const firstDays = await ramadanFirstDaysFor(db, countryId);
  return presentRamadanDates(ramadanAt(now, { timeZone: SITE_TIME_ZONE, ramadanFirstDays: firstDays }));
}

/** A year's first days as the staff set them, beside Umm al-Qura's; the coming year by default. */
export async function adminRamadan(db: Database, locale: Locale, hijriYear?: number) {
  const year = hijriYear ?? ramadanFrom(siteDay(new Date())).hijriYear;
  return presentAdminRamadan(locale, ummAlQuraRamadan(year), await firstDaysOfYear(db, year));
}

/**
 * Told, in the transaction that sets a year's first days, whose Ramadan moved: the countries whose
 * first day changed, and whether the site's own is one (what a schedule without a country follows).
 * Scheduled giving moves its nights not yet charged; it is a module above this one (api.ts).
 */
export type FirstDaysMoved = (
  tx: Queryable,
  moved: { countryIds: number[]; siteCountry: boolean },
) => Promise<void>;

/** The countries whose first day differs after the change; one left out is back on Umm al-Qura's. */
function movedCountries(umm: string, before: Map<number, string>, after: Map<number, string>) {
  const ids = new Set([...before.keys(), ...after.keys()]);
  return [...ids].filter((id) => (before.get(id) ?? umm) !== (after.get(id) ?? umm));
}

/**
 * Replaces a year's first days; each must name a country once and lie near Umm al-Qura's. The
 * nights of schedules that follow a moved country move in the same transaction.
 */
export async function setRamadanFirstDays(
  db: Database,
  caches: CacheInvalidation,
  firstDaysMoved: FirstDaysMoved,
  locale: Locale,
  actorId: number,
  body: { year_hijri: number; days: Array<{ country_id: number; first_day: string }> },
) {
  const calendar = ummAlQuraRamadan(body.year_hijri);
  const known = await countryCodes(
    db,
    body.days.map((day) => day.country_id),
  );
  const seen = new Set<number>();
  body.days.forEach((day, index) => {
    if (!known.has(day.country_id))
      throw AppError.validation(`days.${index}.country_id`, 'ramadan.unknown_country');
    if (seen.has(day.country_id))
      throw AppError.validation(`days.${index}.country_id`, 'ramadan.repeated_country');
    seen.add(day.country_id);
    if (Math.abs(daysBetween(calendar.firstDay, day.first_day)) > MAX_DAYS_FROM_UMM_AL_QURA)
      throw AppError.validation(`days.${index}.first_day`, 'ramadan.first_day_far', {
        day: calendar.firstDay,
      });
  });
  await db.transaction(async (tx) => {
    const before = await firstDaysOfYear(tx, body.year_hijri);
    const days = body.days.map((day) => ({ countryId: day.country_id, firstDay: day.first_day }));
    await replaceFirstDaysOfYear(tx, body.year_hijri, days, actorId);
    await recordAudit(tx, {
      actorId,
      action: 'ramadan.first_days',
      objectType: 'ramadan',
      objectId: body.year_hijri,
      ...changesByCountry(
        new Map(before.map((row) => [row.iso2, row.firstDay])),
        new Map(days.map((day) => [known.get(day.countryId)!, day.firstDay])),
      ),
    });
    const countryIds = movedCountries(
      calendar.firstDay,
      new Map(before.map((row) => [row.countryId, row.firstDay])),
      new Map(days.map((day) => [day.countryId, day.firstDay])),
    );
    if (countryIds.length > 0) {
      const site = await siteCountryId(tx);
      await firstDaysMoved(tx, { countryIds, siteCountry: site !== undefined && countryIds.includes(site) });
    }
    // `GET /ramadan` is read with the lookups.
    await caches.invalidate(tx, ['lookups']);
  });
  return adminRamadan(db, locale, body.year_hijri);
}

/** The audit's before and after, keyed by country code; a country added or removed shows as null. */
function changesByCountry(before: Map<string, string>, after: Map<string, string>) {
  const codes = [...new Set([...before.keys(), ...after.keys()])];
  return {
    before: Object.fromEntries(codes.map((code) => [code, before.get(code) ?? null])),
    after: Object.fromEntries(codes.map((code) => [code, after.get(code) ?? null])),
  };
}
