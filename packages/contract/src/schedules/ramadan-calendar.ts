import { addDays, daysBetween } from '../civil-days.ts';

// The month of Ramadan as civil days, for scheduled giving (contract §17). Its first day is set by
// the staff per country and year (moon sighting differs by a day between countries); where none is
// set, the Umm al-Qura calendar gives it. The month's length (29 or 30 days) is always Umm
// al-Qura's: the staff set only the first day.

export interface RamadanDates {
  hijriYear: number;
  /** The first day of fasting; night 1 is the evening before it. */
  firstDay: string;
  lastDay: string;
  /** 29 or 30: the number of days, and of nights. */
  nights: number;
}

/** The staff's first days, by Hijri year, for one country. */
export type RamadanFirstDays = ReadonlyMap<number, string>;

const umAlQura = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The Umm al-Qura date of a civil day. */
function hijriDate(day: string): { year: number; month: number; day: number } {
  const parts = umAlQura.formatToParts(new Date(`${day}T12:00:00Z`));
  const value = (type: string) => Number.parseInt(parts.find((part) => part.type === type)!.value, 10);
  return { year: value('year'), month: value('month'), day: value('day') };
}

// A Hijri year is 354.367 days on average; 1 Ramadan 1447 fell on 18 February 2026.
const HIJRI_YEAR_DAYS = 354.367;
const KNOWN_YEAR = 1447;
const KNOWN_FIRST_DAY = '2026-02-18';

const byYear = new Map<number, RamadanDates>();

/** Ramadan of a Hijri year on the Umm al-Qura calendar. */
export function ummAlQuraRamadan(hijriYear: number): RamadanDates {
  let ramadan = byYear.get(hijriYear);
  if (!ramadan) {
    ramadan = findUmmAlQuraRamadan(hijriYear);
    byYear.set(hijriYear, ramadan);
  }
  return ramadan;
}

function findUmmAlQuraRamadan(hijriYear: number): RamadanDates {
  // An estimate within a few days, then walked to the month's first day.
  let firstDay = addDays(KNOWN_FIRST_DAY, Math.round((hijriYear - KNOWN_YEAR) * HIJRI_YEAR_DAYS));
  for (let date = hijriDate(firstDay); !(date.month === 9 && date.day === 1); date = hijriDate(firstDay)) {
    const before = date.year < hijriYear || (date.year === hijriYear && date.month < 9);
    firstDay = addDays(firstDay, before ? 1 : -1);
  }
  const nights = hijriDate(addDays(firstDay, 29)).month === 9 ? 30 : 29;
  return { hijriYear, firstDay, lastDay: addDays(firstDay, nights - 1), nights };
}

/** Ramadan of a Hijri year for a country: the staff's first day where set, else Umm al-Qura's. */
export function ramadanOf(hijriYear: number, firstDays: RamadanFirstDays = new Map()): RamadanDates {
  const calendar = ummAlQuraRamadan(hijriYear);
  const firstDay = firstDays.get(hijriYear);
  if (!firstDay) return calendar;
  return { ...calendar, firstDay, lastDay: addDays(firstDay, calendar.nights - 1) };
}

/**
 * The Ramadan in progress on `day` (up to its last day), or else the next one. Its night 1 is the
 * evening of the day before its first day, so on that day this is already the coming Ramadan.
 */
export function ramadanFrom(day: string, firstDays: RamadanFirstDays = new Map()): RamadanDates {
  const { year } = hijriDate(day);
  // A country's first day may be a day from Umm al-Qura's: this Hijri year's Ramadan may still be
  // running on the first of Shawwal, and before Ramadan this year's is the next.
  const thisYear = ramadanOf(year, firstDays);
  return daysBetween(day, thisYear.lastDay) >= 0 ? thisYear : ramadanOf(year + 1, firstDays);
}

/** The night of Ramadan (1 to 29 or 30) whose evening is `eveningDay`, or null outside Ramadan. */
export function nightOfEvening(eveningDay: string, ramadan: RamadanDates): number | null {
  const night = daysBetween(ramadan.firstDay, eveningDay) + 2;
  return night >= 1 && night <= ramadan.nights ? night : null;
}

/** The civil day whose evening is night `night` of Ramadan. */
export const eveningOfNight = (night: number, ramadan: RamadanDates): string =>
  addDays(ramadan.firstDay, night - 2);
