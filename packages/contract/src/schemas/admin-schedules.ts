// The staff's view of scheduled giving (contract §17): every schedule with its donor, failing ones
// first; what falls due hour by hour; and charging what is due now (NEW, the back office's button).

import { blankAsMissing, searchText, yesNo } from '../fields.ts';
import { PLANS } from '../schedules/plans.ts';
import { z } from '../validation.ts';
import { adminPageQuery } from './admin.ts';
import { wholeNumber } from './admin-content.ts';
import { currencyRef } from './entities.ts';
import { SCHEDULE_STATUSES, schedule } from './schedules.ts';

const optional = <T extends z.ZodType>(schema: T) => blankAsMissing(schema.optional());

export const adminSchedulesQuery = adminPageQuery.extend({
  status: optional(z.enum(SCHEDULE_STATUSES)),
  plan: optional(z.enum(PLANS)),
  failing: optional(yesNo()).describe('`1`: only the failing schedules'),
  q: optional(searchText(100)).describe("the donor's name, e-mail or mobile (any part)"),
});
export type AdminSchedulesQuery = z.input<typeof adminSchedulesQuery>;

/** `Schedule` with its donor, as the staff see it. */
export const adminSchedule = schedule.extend({
  donor: z
    .object({
      id: z.number().int().nullable().describe('the account; null for a guest'),
      name: z.string(),
      email: z.string(),
      mobile: z.string(),
    })
    .describe('who gave it, even when anonymous'),
  failing: z
    .boolean()
    .describe(
      'NEW: a charge was declined or waits for the donor’s authentication, or the schedule paused after failed charges',
    ),
});
export type AdminSchedule = z.infer<typeof adminSchedule>;

/** The most hours the forecast looks ahead: the occurrences written ahead reach 45 days. */
export const FORECAST_MAX_HOURS = 24 * 45;

export const forecastQuery = z.object({
  hours: blankAsMissing(wholeNumber(1, FORECAST_MAX_HOURS).default(48)),
});

export const forecastHour = z.object({
  hour: z.string().describe('ISO 8601 UTC: the hour’s start'),
  occurrences: z.number().int().describe('charges of active schedules that fall due in that hour'),
  amount_base: z.number().describe('their amounts, in the base currency at today’s rates'),
  base_currency: currencyRef.describe('NEW: the currency of `amount_base`'),
});

/** Every hour from the current one, empty ones included. */
export const scheduleForecast = z.array(forecastHour);
export type ScheduleForecast = z.infer<typeof scheduleForecast>;

export const chargeDueAnswer = z.object({
  charged: z.number().int().describe('occurrences asked of the provider'),
});
