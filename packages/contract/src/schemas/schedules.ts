// Scheduled giving (contract §17): the body that makes a schedule, its changes, and the
// `Schedule` and `Occurrence` answers. Amounts stay as sent: the server rounds them to the
// currency's minor units, as for one-time giving.
import { blankAsMissing, calendarDay, email, id, mobile, text, yesNo } from '../fields.ts';
import { SITE_TIME_ZONE } from '../locale.ts';
import { DEFAULT_HOUR, PLANS } from '../schedules/plans.ts';
import { z } from '../validation.ts';
import { currencyRef, paginated } from './entities.ts';
import { amount, splitRow, uniqueCampaigns } from './giving.ts';
import { oddNightsMultiplier, scheduleHour, timeZone } from './schedule-fields.ts';

export const SCHEDULE_STATUSES = [
  'awaiting_payment_method',
  'active',
  'paused',
  'cancelled',
  'completed',
] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
export const PAUSED_REASONS = ['donor', 'payment_failed', 'campaign_closed'] as const;
export const OCCURRENCE_STATES = [
  'scheduled',
  'paid',
  'failed',
  'action_required',
  'missed',
  'skipped',
  'refunded',
] as const;
/** What the sandbox's saved method does with later charges (contract §17). */
export const SANDBOX_LATER_OUTCOMES = ['succeed', 'decline', 'authenticate'] as const;
export type SandboxLaterOutcome = (typeof SANDBOX_LATER_OUTCOMES)[number];

/** `POST /schedules`: a plan, an amount per charge and exactly one target. */
export const scheduleBody = z
  .object({
    plan: z.enum(PLANS),
    amount: amount().describe('per charge, in major units'),
    currency_id: blankAsMissing(id().optional()),
    campaign_id: blankAsMissing(id().optional()).describe('target: one campaign'),
    campaign: z
      .array(splitRow)
      .min(1)
      .max(100)
      .superRefine(uniqueCampaigns)
      .optional()
      .describe('target: a split of `amount` (the split rule of §6)'),
    all: blankAsMissing(yesNo().optional()).describe('target: every campaign, split at charge time'),
    hour: blankAsMissing(scheduleHour().default(DEFAULT_HOUR)),
    time_zone: blankAsMissing(timeZone().default(SITE_TIME_ZONE)),
    country_id: blankAsMissing(id().optional()).describe('default: the account’s, else the site’s'),
    start_at: blankAsMissing(calendarDay().optional()),
    end_at: blankAsMissing(calendarDay().optional()),
    odd_nights_multiplier: blankAsMissing(oddNightsMultiplier().default(1)),
    ramadan_only: yesNo().default(false),
    anonymous: yesNo().default(false),
    gateway: blankAsMissing(z.string().trim().max(20).default('sandbox')),
    name: blankAsMissing(text(1, 100).optional()),
    email: blankAsMissing(email().optional()),
    mobile: blankAsMissing(mobile().optional()),
  })
  .superRefine((value, ctx) => {
    const targets = [value.campaign_id !== undefined, value.campaign !== undefined, value.all === true];
    if (targets.filter(Boolean).length !== 1)
      ctx.addIssue({ code: 'custom', path: ['campaign_id'], message: 'schedules.errors.one_target' });
    if (value.start_at && value.end_at && value.end_at < value.start_at)
      ctx.addIssue({ code: 'custom', path: ['end_at'], message: 'validation.end_after_start' });
  });
export type ScheduleBody = z.infer<typeof scheduleBody>;

/** `POST /schedules/{id}`: what may change; changes apply to occurrences not yet charged. */
export const scheduleUpdateBody = z.object({
  amount: amount().optional(),
  hour: blankAsMissing(scheduleHour().optional()),
  time_zone: blankAsMissing(timeZone().optional()),
  end_at: blankAsMissing(calendarDay().optional()),
  odd_nights_multiplier: blankAsMissing(oddNightsMultiplier().optional()),
  action: blankAsMissing(z.enum(['pause', 'resume', 'skip_next']).optional()),
});
export type ScheduleUpdateBody = z.infer<typeof scheduleUpdateBody>;

/** `POST /schedules/{id}/payment-method`: the provider whose hosted page saves the new method. */
/** The provider of the new method: by default the schedule's own. */
export const scheduleMethodBody = z.object({
  gateway: blankAsMissing(z.string().trim().max(20).optional()),
});

export const scheduleListQuery = z.object({
  page: z.unknown().optional().describe('1-based page, default 1'),
  per_page: z.unknown().optional().describe('default 15, at most 100'),
  status: blankAsMissing(z.enum(SCHEDULE_STATUSES).optional()),
});

/** The sandbox's page for a schedule: the first charge's outcome and what later charges do. */
export const scheduleSandboxBody = z.object({
  outcome: z.enum(['paid', 'failed', 'cancelled']),
  later: z.enum(SANDBOX_LATER_OUTCOMES).default('succeed'),
});

export const occurrence = z.object({
  seq: z.number().int(),
  due_at: z.string().describe('ISO 8601'),
  night: z.number().int().nullable(),
  amount: z.number(),
  state: z.enum(OCCURRENCE_STATES),
  donation_ids: z.array(z.number().int()),
  attempts: z.number().int(),
});

export const schedule = z.object({
  id: z.number().int(),
  plan: z.enum(PLANS),
  status: z.enum(SCHEDULE_STATUSES),
  paused_reason: z.enum(PAUSED_REASONS).nullable(),
  amount: z.number(),
  currency: currencyRef,
  target: z.object({
    type: z.enum(['campaign', 'split', 'all']),
    campaigns: z.array(z.object({ id: z.number().int(), name: z.string(), amount: z.number().nullable() })),
  }),
  hour: z.number().int(),
  time_zone: z.string(),
  country: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  start_at: z.string().nullable(),
  end_at: z.string().nullable(),
  next_charge_at: z.string().nullable(),
  next_night: z.object({ n: z.number().int(), label: z.string() }).nullable(),
  charged_count: z.number().int(),
  charged_amount: z.number(),
  remaining_count: z.number().int().nullable(),
  remaining_amount: z.number().nullable(),
  payment_method: z
    .object({ brand: z.string().nullable(), last4: z.string().nullable(), label: z.string() })
    .nullable(),
  anonymous: z.boolean(),
  created_at: z.string(),
});
export type Schedule = z.infer<typeof schedule>;

export const scheduleDetail = schedule.extend({ occurrences: paginated(occurrence) });

export const scheduleCheckout = z.object({ gateway_url: z.string(), reference: z.string(), schedule });
