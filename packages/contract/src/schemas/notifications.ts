// Notifications (contract §12, §14 Notification): what an account is told happened, and which of
// those it also wants by e-mail.
import { yesNo } from '../fields.ts';
import { z } from '../validation.ts';
import { pageQuery } from './campaigns.ts';

/** Every notification type (contract §12), `campaign_news` included (NEW). */
export const NOTIFICATION_TYPES = [
  'donation_paid',
  'donation_failed',
  'donation_refunded',
  'donation_campaign_closed',
  'donation_received',
  'campaign_approved',
  'campaign_rejected',
  'campaign_featured',
  'campaign_completed',
  'campaign_ended',
  'campaign_news',
  'charity_approved',
  'charity_rejected',
  'charity_registered',
  'campaign_submitted',
  'contact_received',
  // NEW (decision 029): a suspension by the staff, its lifting, and what the givers are told.
  'campaign_suspended',
  'campaign_suspension_lifted',
  'campaign_paused_for_review',
  // NEW: a charity is told that a donation to its campaign was refunded.
  'campaign_donation_refunded',
  // NEW (§17): what happens to a donor's schedule; a guest's schedule is told by e-mail only.
  'schedule_created',
  'schedule_failed',
  'schedule_action_required',
  'schedule_missed',
  'schedule_paused',
  'schedule_completed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The notifications that are also sent by e-mail, and so may be turned off one by one. The others
 * are only in the site (failed and cancelled checkouts, ended campaigns, the staff's queue) or
 * are account e-mails that always go out (a charity's approval or rejection).
 */
export const EMAIL_TYPES = [
  'donation_paid',
  'donation_refunded',
  'campaign_news',
  'donation_received',
  'campaign_approved',
  'campaign_rejected',
  'campaign_featured',
  'campaign_completed',
  'campaign_donation_refunded',
  'schedule_nightly_receipt',
] as const satisfies readonly (NotificationType | 'schedule_nightly_receipt')[];
export type EmailType = (typeof EMAIL_TYPES)[number];

/**
 * The e-mails an account receives only once it turns them on (contract §17): the receipt of each
 * night's charge of a `daily`, `ramadan_nights` or `last_ten_nights` schedule. The other charges'
 * receipts follow `donation_paid`.
 */
export const EMAIL_TYPES_OFF_BY_DEFAULT = [
  'schedule_nightly_receipt',
] as const satisfies readonly EmailType[];

/** Which of them each kind of account can receive. */
export const EMAIL_TYPES_OF = {
  dooner: ['donation_paid', 'donation_refunded', 'campaign_news', 'schedule_nightly_receipt'],
  charity: [
    'donation_received',
    'campaign_approved',
    'campaign_rejected',
    'campaign_featured',
    'campaign_completed',
    'campaign_donation_refunded',
  ],
  admin: [],
} as const satisfies Record<'dooner' | 'charity' | 'admin', readonly EmailType[]>;

const id = z.number().int().positive();
const datetime = z.string().describe('ISO 8601 UTC, e.g. 2025-03-10T18:45:00.000Z');

/** The ids a notification points at (contract §12); `reason` on rejections. */
export const notificationData = z
  .object({
    donation_id: id.optional(),
    campaign_id: id.optional(),
    update_id: id.optional().describe('campaign_news: the news update'),
    user_id: id.optional().describe('charity_registered, campaign_submitted: the charity'),
    contact_id: id.optional(),
    reason: z
      .string()
      .optional()
      .describe(
        'campaign_rejected, charity_rejected, campaign_suspended; schedule_paused: `payment_failed` or `campaign_closed`',
      ),
    schedule_id: id.optional().describe('NEW, schedule_*: the schedule'),
    url: z
      .string()
      .optional()
      .describe('NEW, schedule_action_required: the hosted checkout that completes the charge'),
    amount_minor: z
      .number()
      .int()
      .optional()
      .describe(
        "NEW, campaign_donation_refunded: what the campaign's total fell by, in its currency's minor units",
      ),
  })
  .describe('the ids of contract §12 for its type');

export const notification = z.object({
  id,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string().describe('in the `lang` language, written when read'),
  body: z.string().describe('in the `lang` language, written when read'),
  data: notificationData,
  read_at: datetime.nullable(),
  created_at: datetime,
});
export type NotificationEntity = z.infer<typeof notification>;

export const notificationsQuery = pageQuery.extend({
  unread: z
    .unknown()
    .optional()
    .transform((value) => value === '1' || value === 'true' || value === 1 || value === true)
    .describe('`1`: only the unread ones'),
});

/** `{email: {<type>: bool}}`, one key per e-mail the account can receive. */
export const notificationPreferences = z.object({
  email: z.partialRecord(z.enum(EMAIL_TYPES), z.boolean()),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** Any subset; types the account cannot receive are ignored. */
export const notificationPreferencesBody = z.object({
  email: z.partialRecord(z.enum(EMAIL_TYPES), yesNo()),
});

export const unsubscribeQuery = z.object({
  token: z.string().max(500).optional().describe('the signed link of the e-mail'),
  lang: z.string().optional().describe('wins over the `lang` header'),
});
export const unsubscribeResult = z.object({ type: z.enum(EMAIL_TYPES), unsubscribed: z.literal(true) });
export type Notification = z.infer<typeof notification>;
