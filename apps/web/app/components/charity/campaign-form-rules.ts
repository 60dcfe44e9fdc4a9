// The campaign form's rules: the API's fields (contract §10) as the page shows them, with the
// dates as calendar days and a choice between a number of days and a last day. The browser and
// the page's action check the same rules; the API checks its own again.
import { blankAsMissing } from '@ataa/contract/fields';
import { CAMPAIGN_LIMITS, campaignFields, REQUESTED_STATUSES } from '@ataa/contract/schemas/charity';
import { z } from '@ataa/contract/validation';

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' });

const words = campaignFields
  .pick({
    'name:ar': true,
    'name:en': true,
    'short_desc:ar': true,
    'short_desc:en': true,
    'content:ar': true,
    'content:en': true,
    price_target: true,
    category_id: true,
    currency_id: true,
    video_url: true,
  })
  .extend({ start_at: blankAsMissing(day.optional()) });

const days = z.coerce.number().int().min(CAMPAIGN_LIMITS.days.min).max(CAMPAIGN_LIMITS.days.max);

/** The form with its status rule: a number of days, or a last day, whichever is chosen. */
function withSchedule(status: z.ZodType) {
  return z.discriminatedUnion('schedule', [
    words.extend({ status, schedule: z.literal('days'), total_days: blankAsMissing(days) }),
    words.extend({ status, schedule: z.literal('dates'), end_at: day }),
  ]);
}

const requested = z.enum(REQUESTED_STATUSES);

export const campaignFormRules = {
  /** A new campaign says what it becomes once approved. */
  create: withSchedule(requested),
  /** An approved campaign is paused and resumed by its own buttons, so its form has no status. */
  edit: withSchedule(blankAsMissing(requested.optional())),
};

export type CampaignFormMode = keyof typeof campaignFormRules;
