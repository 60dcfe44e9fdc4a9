import { CAMPAIGN_LIMITS } from '@ataa/contract/schemas/charity';
import { AppError } from '../../http/errors.ts';

const DAY_MS = 86_400_000;

export interface Schedule {
  startAt: Date;
  endAt: Date;
}

export interface ScheduleInput {
  start_at?: Date;
  end_at?: Date;
  total_days?: number;
}

/** Whole days from start to end, rounded up: the campaign's `total_days`. */
export const totalDays = ({ startAt, endAt }: Schedule) =>
  Math.ceil((endAt.getTime() - startAt.getTime()) / DAY_MS);

/**
 * A campaign's dates from the form (contract §10): `start_at` defaults to now (or stays as it was);
 * `end_at` wins over `total_days` and must come after the start, within the days a campaign may run;
 * without either, an update keeps its end and a new campaign needs `total_days`.
 */
export function scheduleOf(input: ScheduleInput, current: Schedule | null, now = new Date()): Schedule {
  const unchanged = !input.start_at && !input.end_at && input.total_days === undefined;
  if (current && unchanged) return { startAt: current.startAt, endAt: current.endAt };
  const startAt = input.start_at ?? current?.startAt ?? now;
  let endAt: Date;
  let field = 'end_at';
  if (input.end_at) endAt = input.end_at;
  else if (input.total_days !== undefined) {
    endAt = new Date(startAt.getTime() + input.total_days * DAY_MS);
    field = 'total_days';
  } else if (current) endAt = current.endAt;
  else throw AppError.validation('total_days', 'validation.required');
  if (endAt <= startAt) throw AppError.validation(field, 'validation.end_after_start');
  const days = totalDays({ startAt, endAt });
  if (days > CAMPAIGN_LIMITS.days.max) {
    throw AppError.validation(field, 'validation.duration_days', {
      min: CAMPAIGN_LIMITS.days.min,
      max: CAMPAIGN_LIMITS.days.max,
    });
  }
  return { startAt, endAt };
}
