// The back office's review of charities and campaigns, and its audit log (contract §13).
import { blankAsMissing, calendarDay, id as idField, searchText, text, yesNo } from '../fields.ts';
import { z } from '../validation.ts';
import { charityCampaign, charityCampaignListItem } from './charity.ts';
import { campaignStatus, currencyRef, user } from './entities.ts';

const id = z.number().int().positive();
const datetime = z.string().describe('ISO 8601 UTC, e.g. 2025-03-10T18:45:00.000Z');

const optional = <T extends z.ZodType>(schema: T) => blankAsMissing(schema.optional());

export const adminPageQuery = z.object({
  page: z.unknown().optional().describe('1-based page, default 1'),
  per_page: z.unknown().optional().describe('default 15, at most 100'),
});

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const adminCharitiesQuery = adminPageQuery.extend({
  q: optional(searchText(100)).describe('name in either language, e-mail or mobile'),
  approval_status: optional(z.enum(APPROVAL_STATUSES)),
  country_id: optional(idField()),
});

/** A charity as the staff see it: the User entity with its documents, and what it has done. */
export const adminCharity = user.extend({
  campaigns_count: z.number().int().describe('its campaigns, deleted ones not counted'),
  donations_count: z.number().int().describe('paid donations to its campaigns'),
});
export type AdminCharity = z.infer<typeof adminCharity>;

/**
 * NEW (additive): approving a charity that uploaded no documents must say so, so the staff cannot
 * approve one without having seen that nothing was sent.
 */
export const approveCharityBody = z.object({
  without_documents: optional(yesNo()).describe(
    'NEW: `1`/`true` to approve a charity that uploaded no documents; refused (422) without it',
  ),
});

/** A reason the charity is told: why it was rejected or its campaign taken down. */
export const reasonBody = z.object({ reason: text(1, 500) });

/** Suspending a live campaign (decision 029): the reason, and the "I am sure" tick, which must be ticked. */
export const suspendBody = reasonBody.extend({
  confirm: yesNo().refine((sure) => sure, { error: 'validation.confirm_required' }),
});

export const adminCampaignsQuery = adminPageQuery.extend({
  q: optional(searchText(100)).describe('searched in both languages over name and short_desc'),
  status: optional(campaignStatus),
  charity_id: optional(idField()),
  category_id: optional(idField()),
  featured: optional(yesNo()),
});

const charityRef = z.object({ id, name: z.string() });

export const adminCampaignListItem = charityCampaignListItem.extend({
  charity: charityRef,
  featured_sort: z.number().int(),
  deleted_at: datetime.nullable(),
});
export type AdminCampaignListItem = z.infer<typeof adminCampaignListItem>;

export const adminCampaign = charityCampaign.extend({
  charity: charityRef,
  featured_sort: z.number().int().describe('its place among the featured campaigns, smaller first'),
  deleted_at: datetime.nullable(),
});
export type AdminCampaign = z.infer<typeof adminCampaign>;

/** `{featured, sort?}`: whether the campaign is featured on the home page, and where. */
export const featureBody = z.object({
  featured: yesNo(),
  sort: optional(z.coerce.number().int().min(0).max(1_000_000)),
});

export const auditQuery = adminPageQuery.extend({
  actor_id: optional(idField()),
  object_type: optional(z.string().trim().max(30)),
  object_id: optional(idField()),
  action: optional(z.string().trim().max(60)),
  day: optional(calendarDay()).describe(
    "NEW: YYYY-MM-DD, the entries of that day in the site's time zone (Riyadh)",
  ),
});

export const auditEntry = z.object({
  id,
  actor: z.object({ id, name: z.string() }),
  action: z.string(),
  object_type: z.string(),
  object_id: id,
  object_name: z
    .string()
    .nullable()
    .describe(
      "NEW: the object's name in the reader's language (a currency's code, a donation's campaign); null once deleted",
    ),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  reason: z.string().nullable(),
  created_at: datetime,
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** NEW: a member of staff who has written to the audit log, for its filter. */
export const auditActor = z.object({ id, name: z.string() });

export const contactsQuery = adminPageQuery.extend({
  q: optional(searchText(100)).describe('name, e-mail or subject'),
  unread: optional(yesNo()).describe('NEW: only the messages no admin has read'),
});

/** A message sent through the contact form, as the staff read it. */
export const contactMessage = z.object({
  id,
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  subject: z.string(),
  content: z.string().describe('plain text'),
  locale: z.enum(['ar', 'en']).describe('the language it was written from'),
  read_at: datetime.nullable().describe('NEW: when an admin marked it read'),
  created_at: datetime,
});
export type ContactMessage = z.infer<typeof contactMessage>;

const money = z.number().describe('base currency, major units');
/** Money raised (paid less refunded), the donations that made it, and the donors who joined. */
const periodFigures = z.object({
  raised: money,
  donations: z.number().int().describe('paid donations'),
  new_donors: z.number().int().describe('donor accounts created'),
});

/** NEW: the back office's overview: what waits for the staff, and the platform's figures. */
export const adminStatistics = z.object({
  waiting: z.object({
    charities: z.number().int().describe('charities awaiting approval'),
    campaigns: z.number().int().describe('campaigns awaiting review'),
    contacts: z.number().int().describe('contact messages no admin has read'),
  }),
  today: periodFigures,
  week: periodFigures.describe('the last 7 days, today included'),
  ramadan: periodFigures.extend({
    from: z.string().describe('YYYY-MM-DD, the first day of the Ramadan in progress or the latest one'),
    to: z.string().describe('YYYY-MM-DD, its last day'),
  }),
  ramadan_in_progress: z
    .boolean()
    .describe('NEW: whether today is a day of Ramadan (then `ramadan` is the current one)'),
  coming_ramadan: z
    .object({
      from: z.string().describe('YYYY-MM-DD, its first day'),
      to: z.string().describe('YYYY-MM-DD, its last day'),
      days_until: z.number().int().describe('calendar days from today to its first day'),
      campaigns: z
        .object({
          approved: z.number().int(),
          pending: z.number().int().describe('awaiting review'),
        })
        .describe('campaigns that start during it'),
    })
    .describe('NEW: the next Ramadan to begin, and what is ready for it'),
  currency: currencyRef,
});
export type AdminStatistics = z.infer<typeof adminStatistics>;
