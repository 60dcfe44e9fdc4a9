// The fields that say when a schedule charges (contract §17), shared by `POST /schedules` and the
// giving bodies that make a schedule (contract §6 `plan`, `hour`, `time_zone`, `end_at`,
// `odd_nights_multiplier` with `ongoing_charity`).
import { blankAsMissing, calendarDay } from '../fields.ts';
import { PLANS } from '../schedules/plans.ts';
import { z } from '../validation.ts';
import { wholeNumber } from './admin-content.ts';

/** Whether the runtime knows an IANA zone name (e.g. `Asia/Riyadh`). */
function isTimeZone(name: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const scheduleHour = () => wholeNumber(0, 23).describe('0 to 23 on the donor’s clock');
export const timeZone = () =>
  z.string().trim().max(64).refine(isTimeZone, { error: 'validation.time_zone' }).describe('an IANA zone');
export const oddNightsMultiplier = () =>
  wholeNumber(1, 10).describe('last_ten_nights: the odd nights’ amount, times this');

/**
 * What a giving body may say of the schedule its `ongoing_charity` makes (contract §6): read only
 * when it makes one, and left to the server's defaults when not sent.
 */
export const recurrenceFields = {
  plan: blankAsMissing(z.enum(PLANS).optional()).describe('with ongoing_charity "yes": a plan of §17'),
  hour: blankAsMissing(scheduleHour().optional()),
  time_zone: blankAsMissing(timeZone().optional()),
  end_at: blankAsMissing(calendarDay().optional()),
  odd_nights_multiplier: blankAsMissing(oddNightsMultiplier().optional()),
};
