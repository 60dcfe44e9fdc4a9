import { lastDayEnd, lastDayOf, siteDay, siteDayStart } from '@ataa/contract/site-days';
import type { CampaignDays } from '../campaigns/campaign-days.ts';

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

/**
 * The days the campaign's card shows for these values (`campaignDays`): the whole days left, or,
 * when its first day is still to come, how many days it runs; null while they say nothing yet, so a
 * new campaign's preview shows no days rather than "Ended".
 */
export function previewDays(values: ScheduleValues, now: Date): CampaignDays | null {
  const start = isDay(values.start_at) ? siteDayStart(values.start_at).getTime() : 0;
  const upcoming = start > now.getTime();
  if (values.schedule === 'days') {
    const days = Number(values.total_days);
    if (!Number.isInteger(days) || days <= 0) return null;
    return upcoming ? { runs: days } : { left: days };
  }
  if (!isDay(values.end_at)) return null;
  const from = Math.max(start, now.getTime());
  const days = Math.max(0, Math.ceil((lastDayEnd(values.end_at).getTime() - from) / DAY_MS));
  return upcoming ? { runs: Math.max(1, days) } : { left: days };
}
