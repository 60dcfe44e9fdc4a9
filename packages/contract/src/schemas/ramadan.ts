// The dates of Ramadan (contract §17): the public answer the pages and schedules read, and the
// staff's first days per country.
import { blankAsMissing, calendarDay, id as idField } from '../fields.ts';
import { z } from '../validation.ts';

const day = z.string().describe('a calendar day, YYYY-MM-DD');
const hijriYear = z.number().int().min(1400).max(1500);
/** A Hijri year sent as a number or a numeric string. */
const hijriYearField = () => idField().pipe(hijriYear);

export const ramadanQuery = z.object({
  country_id: blankAsMissing(idField().optional()).describe('default: the site’s country'),
});

export const ramadanDates = z.object({
  year_hijri: hijriYear,
  first_day: day,
  last_day: day,
  tonight: z
    .number()
    .int()
    .nullable()
    .describe('the night of Ramadan this evening is, in the site’s time zone'),
  next_night_at: z
    .string()
    .describe(
      'ISO 8601 UTC: when the next night not yet begun is given for, at 9 pm in the site’s time zone',
    ),
});
export type RamadanDatesAnswer = z.infer<typeof ramadanDates>;

export const adminRamadanQuery = z.object({
  year_hijri: blankAsMissing(hijriYearField().optional()).describe(
    'default: the Ramadan in progress or the next',
  ),
});

export const adminRamadanBody = z.object({
  year_hijri: hijriYearField(),
  days: z
    .array(z.object({ country_id: idField(), first_day: calendarDay() }))
    .max(300)
    .describe('every country whose first day differs from Umm al-Qura’s; the others follow Umm al-Qura'),
});

const country = z.object({ id: z.number().int(), name: z.string() });

export const adminRamadan = z.object({
  year_hijri: hijriYear,
  umm_al_qura: z.object({ first_day: day, last_day: day, nights: z.number().int() }),
  days: z.array(z.object({ country_id: z.number().int(), country, first_day: day, last_day: day })),
});
export type AdminRamadan = z.infer<typeof adminRamadan>;
