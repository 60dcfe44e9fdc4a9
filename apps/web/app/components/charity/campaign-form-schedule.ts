import { lastDayEnd, lastDayOf, siteDay, siteDayStart } from '@ataa/contract/site-days';

// A campaign's dates as the form shows them: calendar days in the site's zone (Riyadh), the last
// day included. The API keeps instants; the contract's site days turn one into the other.

const DAY_MS = 86_400_000;

/** A campaign's stored dates as the form's days: its first day and its last (included). */
export function scheduleDays(startAt: string, endAt: string) {
  return { start_at: siteDay(startAt), end_at: lastDayOf(endAt) };
}

export interface ScheduleValues {
  /** `days`: for a number of days; `dates`: until a chosen last day. */
  schedule?: unknown;
  start_at?: unknown;
  total_days?: unknown;
  end_at?: unknown;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * What the API is sent (contract §10): the first day's start, and the number of days or the last
 * day's end. A day the form showed unchanged (`was`, when editing) is left out, so saving other
 * fields never moves the campaign's dates.
 */
export function scheduleToSend(values: ScheduleValues, was?: { start_at: string; end_at: string }) {
  const sent: Record<string, string> = {};
  if (filled(values.start_at) && values.start_at !== was?.start_at)
    sent.start_at = siteDayStart(values.start_at).toISOString();
  if (values.schedule === 'days') {
    if (filled(values.total_days)) sent.total_days = values.total_days.trim();
  } else if (filled(values.end_at) && values.end_at !== was?.end_at) {
    sent.end_at = lastDayEnd(values.end_at).toISOString();
  }
  return sent;
}

/** The whole days left that the campaign's card shows for these values; 0 when they say nothing yet. */
export function daysLeft(values: ScheduleValues, now: Date): number {
  if (values.schedule === 'days') {
    const days = Number(values.total_days);
    return Number.isInteger(days) && days > 0 ? days : 0;
  }
  if (!isDay(values.end_at)) return 0;
  const start = isDay(values.start_at) ? siteDayStart(values.start_at).getTime() : 0;
  const from = Math.max(start, now.getTime());
  return Math.max(0, Math.ceil((lastDayEnd(values.end_at).getTime() - from) / DAY_MS));
}
