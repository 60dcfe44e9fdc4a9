import { addDays } from '@ataa/contract/civil-days';
import type { Locale } from '@ataa/contract/locale';
import type { ramadanAt } from '@ataa/contract/schedules/plans';
import type { RamadanDates } from '@ataa/contract/schedules/ramadan-calendar';
import type { AdminRamadan, RamadanDatesAnswer } from '@ataa/contract/schemas/ramadan';

export function presentRamadanDates({
  ramadan,
  tonight,
  nextNightAt,
}: ReturnType<typeof ramadanAt>): RamadanDatesAnswer {
  return {
    year_hijri: ramadan.hijriYear,
    first_day: ramadan.firstDay,
    last_day: ramadan.lastDay,
    tonight,
    next_night_at: nextNightAt.toISOString(),
  };
}

export function presentAdminRamadan(
  locale: Locale,
  calendar: RamadanDates,
  rows: Array<{ countryId: number; firstDay: string; nameAr: string; nameEn: string }>,
): AdminRamadan {
  return {
    year_hijri: calendar.hijriYear,
    umm_al_qura: { first_day: calendar.firstDay, last_day: calendar.lastDay, nights: calendar.nights },
    days: rows.map((row) => ({
      country_id: row.countryId,
      country: { id: row.countryId, name: locale === 'ar' ? row.nameAr : row.nameEn },
      first_day: row.firstDay,
      last_day: addDays(row.firstDay, calendar.nights - 1),
    })),
  };
}
