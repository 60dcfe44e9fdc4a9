import type { Locale } from '@ataa/contract/locale';
import { translate } from '@ataa/contract/messages';
import { toMajor } from '@ataa/contract/money';
import type { Plan } from '@ataa/contract/schedules/plans';
import type { AdminSchedule } from '@ataa/contract/schemas/admin-schedules';
import type { PAUSED_REASONS, Schedule } from '@ataa/contract/schemas/schedules';
import type { countries, currencies, scheduleOccurrences, schedules } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import { currencyRef } from '../lookups/index.ts';

type ScheduleRow = typeof schedules.$inferSelect;
type OccurrenceRow = typeof scheduleOccurrences.$inferSelect;

export interface OccurrenceFigures {
  chargedCount: number;
  chargedMinor: number;
  /** Occurrences written and not yet settled: to charge, being charged, or waiting for the donor. */
  openCount: number;
  openMinor: number;
  /** The last occurrence written: the plan's later ones are not written yet. */
  maxSeq: number;
  next: OccurrenceRow | null;
}

/** What a schedule is shown with, gathered by the service. */
export interface ScheduleRelated {
  currency: typeof currencies.$inferSelect;
  country: typeof countries.$inferSelect | null;
  campaigns: Map<number, { nameAr: string; nameEn: string }>;
  figures: OccurrenceFigures;
  /** The plan's occurrences not written yet, for a plan that ends; null for an open-ended one. */
  unwritten: { count: number; totalMinor: number } | null;
}

/** `Schedule` (contract §17), in the reader's language. */
export function presentSchedule(locale: Locale, row: ScheduleRow, related: ScheduleRelated): Schedule {
  const { currency, figures } = related;
  const major = (minor: number) => toMajor(minor, currency.minorUnits);
  const ended = row.status === 'cancelled' || row.status === 'completed';
  const remaining =
    related.unwritten === null
      ? null
      : ended
        ? { count: 0, totalMinor: 0 }
        : {
            count: figures.openCount + related.unwritten.count,
            totalMinor: figures.openMinor + related.unwritten.totalMinor,
          };
  const next = ended ? null : figures.next;
  return {
    id: row.id,
    plan: row.plan as Plan,
    status: row.status,
    paused_reason: row.pausedReason as (typeof PAUSED_REASONS)[number] | null,
    amount: major(row.amountMinor),
    currency: currencyRef(currency, locale),
    target: {
      type: row.targetType as Schedule['target']['type'],
      campaigns: row.targets.map((target) => {
        const campaign = related.campaigns.get(target.campaignId);
        return {
          id: target.campaignId,
          name: campaign ? pick(locale, campaign.nameAr, campaign.nameEn) : '',
          amount: target.amountMinor === null ? null : major(target.amountMinor),
        };
      }),
    },
    hour: row.hour,
    time_zone: row.timeZone,
    country: related.country
      ? { id: related.country.id, name: pick(locale, related.country.nameAr, related.country.nameEn) }
      : null,
    start_at: row.startDay,
    end_at: row.endDay,
    next_charge_at: next?.dueAt.toISOString() ?? null,
    next_night:
      next?.night != null
        ? { n: next.night, label: translate(locale, 'schedules.night', { n: next.night }) }
        : null,
    charged_count: figures.chargedCount,
    charged_amount: major(figures.chargedMinor),
    remaining_count: remaining?.count ?? null,
    remaining_amount: remaining === null ? null : major(remaining.totalMinor),
    payment_method:
      row.methodReference === null
        ? null
        : {
            brand: row.methodBrand,
            last4: row.methodLast4,
            label:
              row.provider === 'sandbox'
                ? translate(locale, 'schedules.sandbox_label')
                : (row.methodLabel ?? row.methodBrand ?? ''),
          },
    anonymous: row.anonymous,
    created_at: row.createdAt.toISOString(),
  };
}

/** A schedule as the staff see it: with who gives it, even when anonymous, and whether it is failing. */
export function presentAdminSchedule(answer: Schedule, row: ScheduleRow, failing: boolean): AdminSchedule {
  return {
    ...answer,
    donor: { id: row.userId, name: row.name, email: row.email, mobile: row.mobile },
    failing,
  };
}

/** `Occurrence` (contract §17); one being charged is still shown as scheduled. */
export function presentOccurrence(
  row: OccurrenceRow,
  minorUnits: number,
  donationIds: Map<number, number[]>,
) {
  return {
    seq: row.seq,
    due_at: row.dueAt.toISOString(),
    night: row.night,
    amount: toMajor(row.amountMinor, minorUnits),
    state: row.state === 'charging' ? ('scheduled' as const) : row.state,
    donation_ids: row.paymentId === null ? [] : (donationIds.get(row.paymentId) ?? []),
    attempts: row.attempts,
  };
}
