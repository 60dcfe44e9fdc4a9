// The first day of a campaign that has not started (decision 028): how far off it is, and the
// day in both calendars the site's readers count by, Hijri (Umm al-Qura) and Gregorian.

import { daysBetween } from './civil-days.ts';
import type { Locale } from './locale.ts';

/** Whole calendar days from `today` to `day` (both `YYYY-MM-DD` site days): 0 today, 1 tomorrow. */
export const daysUntil = (day: string, today: string): number => daysBetween(today, day);

// Latin digits in both languages, as every figure on the site (intlLocale).
const calendarTags: Record<Locale, { hijri: string; gregorian: string }> = {
  ar: { hijri: 'ar-u-ca-islamic-umalqura-nu-latn', gregorian: 'ar-u-ca-gregory-nu-latn' },
  en: { hijri: 'en-u-ca-islamic-umalqura', gregorian: 'en-US' },
};

const formats = new Map<string, Intl.DateTimeFormat>();
function format(tag: string): Intl.DateTimeFormat {
  let kept = formats.get(tag);
  if (!kept) {
    // A site day is read at its noon in UTC, well inside the same civil day in every calendar.
    kept = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(tag, kept);
  }
  return kept;
}

/** A site day (`YYYY-MM-DD`) written in the Hijri (Umm al-Qura) and the Gregorian calendars. */
export function inBothCalendars(locale: Locale, day: string): { hijri: string; gregorian: string } {
  const noon = new Date(`${day}T12:00:00Z`);
  const tags = calendarTags[locale];
  return { hijri: format(tags.hijri).format(noon), gregorian: format(tags.gregorian).format(noon) };
}

/** The same, as one phrase: "1 Ramadan 1448 AH (8 February 2027)". */
export function inBothCalendarsText(locale: Locale, day: string): string {
  const { hijri, gregorian } = inBothCalendars(locale, day);
  return `${hijri} (${gregorian})`;
}
