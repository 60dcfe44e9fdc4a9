// What a campaign's page says before its first day (decision 028): how far off it is and the day
// in both calendars.
import type { Locale } from '@ataa/contract/locale';
import { daysUntil, inBothCalendars } from '@ataa/contract/opening-day';
import { siteDay } from '@ataa/contract/site-days';
import { translate } from '@ataa/contract/translate';

export function openingWords(locale: Locale, opensOn: string, now = new Date()) {
  // A page rendered just after midnight may still carry yesterday's answer: never a past day.
  const days = Math.max(0, daysUntil(opensOn, siteDay(now)));
  return {
    startsIn: translate(locale, 'campaigns.upcoming.starts_in', { days }),
    day: translate(locale, 'campaigns.upcoming.opens_on', inBothCalendars(locale, opensOn)),
  };
}
