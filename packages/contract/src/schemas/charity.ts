// The charity's dashboard (contract §10, §14): its figures, campaigns, news and donations, and the
// fields of the campaign form shared by the API and the site's form.
import {
  amountValue,
  blankAsMissing,
  calendarDay,
  httpUrl,
  id as idField,
  isCalendarDay,
  richText,
  searchText,
  text,
  yesNo,
} from '../fields.ts';
import { z } from '../validation.ts';
import { PAYMENT_STATES } from './donor.ts';
import { campaignStatus, category, currencyRef, dataList, opensOn } from './entities.ts';

const id = z.number().int().positive();
const datetime = z.string().describe('ISO 8601 UTC, e.g. 2025-03-10T18:45:00.000Z');
const url = z.string().describe('absolute URL');

/** Bounds of a campaign (contract §10, field table). */
export const CAMPAIGN_LIMITS = {
  name: { min: 3, max: 150 },
  shortDesc: 500,
  content: 20_000,
  priceTargetMax: 100_000_000,
  days: { min: 1, max: 365 },
  videoUrl: 500,
  gallery: 10,
  updateTitle: 150,
  updateContent: 5_000,
} as const;

/** The status a charity may ask for on create; on update `cancelled` too (final). */
export const REQUESTED_STATUSES = ['published', 'paused'] as const;
export const CHARITY_STATUS_CHOICES = ['published', 'paused', 'cancelled'] as const;

export const CHARITY_PER_PAGE = 15;

export const charityStatistics = z.object({
  total_donations: z.number().int().describe('donations to own campaigns, in any state'),
  total_donations_amount: z.number().describe('paid less refunded, base currency'),
  total_campaigns: z.number().int().describe('not deleted'),
  active_campaigns: z.number().int().describe('accepting donations'),
  faild_donations: z.number().int().describe('(sic) failed plus cancelled'),
  successful_donations: z.number().int().describe('paid'),
  pending_donations: z.number().int(),
  refunded_donations: z.number().int(),
  monthly: z
    .array(z.object({ month: z.string().describe('YYYY-MM'), amount: z.number() }))
    .describe('the last 12 months, paid, base currency'),
  recurring_donors: z
    .number()
    .int()
    .describe('§17: donors (an account, or a guest’s e-mail) with an active schedule to its campaigns'),
  committed_amount: z
    .number()
    .describe(
      '§17: the charges still to come of active schedules with an end, its part of them, base currency at today’s rates',
    ),
  currency: currencyRef,
});
export type CharityStatistics = z.infer<typeof charityStatistics>;

/** NEW `GET /charity/statistics/daily`: one campaign's paid money day by day (decision 033). */
export const charityDailyStatistics = z.object({
  campaign: z
    .object({ id, name: z.string(), start_at: datetime, end_at: datetime })
    .nullable()
    .describe('the campaign asked for, else the one taking donations now, else the latest; null without any'),
  days: z
    .array(
      z.object({ day: z.string().describe('YYYY-MM-DD, a day in the site time zone'), amount: z.number() }),
    )
    .describe(
      "from the campaign's first day to its last or today, whichever is earlier; paid, campaign currency",
    ),
  currency: currencyRef.describe("the campaign's currency"),
});
export type CharityDailyStatistics = z.infer<typeof charityDailyStatistics>;

/**
 * The list form of CharityCampaign (contract §14), with NEW `remaining_days`, `rejection_reason`
 * and the staff's suspension.
 */
export const charityCampaignListItem = z.object({
  id,
  name: z.string(),
  short_desc: z.string(),
  image: url,
  price_target: z.number(),
  total_amount: z.number(),
  total_donors: z.number().int(),
  status: campaignStatus,
  start_at: datetime,
  end_at: datetime,
  currency: currencyRef,
  category,
  is_featured: z.boolean(),
  remaining_days: z.number().int(),
  rejection_reason: z.string().nullable(),
  opens_on: opensOn,
  suspended: z.boolean().describe('NEW: suspended by the staff, shown as `paused` (decision 029)'),
  suspension_reason: z.string().nullable().describe('NEW: why the staff suspended it'),
});
export type CharityCampaignListItem = z.infer<typeof charityCampaignListItem>;

const translation = z.object({
  locale: z.enum(['ar', 'en']),
  name: z.string(),
  short_desc: z.string(),
  content: z.string(),
});

const updateTranslation = z.object({ locale: z.enum(['ar', 'en']), title: z.string(), content: z.string() });

/** A news update as its campaign's owner reads it, with both languages. */
export const ownedCampaignUpdate = z.object({
  id,
  title: z.string(),
  content: z.string().describe('sanitised HTML'),
  image: url.nullable(),
  created_at: datetime,
  translations: z.array(updateTranslation),
});
export type OwnedCampaignUpdate = z.infer<typeof ownedCampaignUpdate>;

/** The full form of CharityCampaign (contract §14). */
export const charityCampaign = charityCampaignListItem.extend({
  user: z.object({ id, name: z.string(), photo: url.nullable() }),
  remaining_days: z.number().int(),
  accepts_donations: z.boolean(),
  content: z.string(),
  translations: z.array(translation),
  total_days: z.number().int(),
  video_url: z.string().nullable(),
  sort: z.number().int().describe('read-only'),
  requested_status: z.enum(REQUESTED_STATUSES),
  gallery: z.array(z.object({ id, url })),
  updates: dataList(ownedCampaignUpdate),
  created_at: datetime,
  updated_at: datetime,
});
export type CharityCampaign = z.infer<typeof charityCampaign>;

export const charityDonation = z.object({
  id,
  name: z.string().describe('the donor, or the "Anonymous" label; never an e-mail or mobile'),
  campaign: z.object({ id, name: z.string() }),
  donated_at: datetime.nullable(),
  total_amount: z.number().describe('in the currency it was paid in'),
  currency: currencyRef,
  state: z.enum(PAYMENT_STATES),
  payment_number: id.describe("NEW: the checkout's number, as the donor's receipt shows it (decision 033)"),
  amount_base: z.number().describe('NEW: in the base currency, at the rate fixed when it was paid'),
  base_currency: currencyRef.describe('NEW'),
  refunded_amount: z
    .number()
    .describe(
      'NEW (decision 032): what was refunded of it, in the currency it was paid in; a `paid` donation counts in every total net of it',
    ),
  refunded_base: z
    .number()
    .describe('NEW (decision 032): the same in the base currency, at the rate fixed when it was paid'),
  email: z
    .string()
    .nullable()
    .describe("NEW: the donor's e-mail, only where they chose at checkout to share it with the charity"),
});
export type CharityDonation = z.infer<typeof charityDonation>;

const optional = <T extends z.ZodType>(schema: T) => blankAsMissing(schema.optional());

const charityPageQuery = z.object({
  page: z.unknown().optional().describe('1-based page, default 1'),
  per_page: z.unknown().optional().describe(`default ${CHARITY_PER_PAGE}, at most 100`),
});

/** `GET /charity/campaigns`: NEW optional `q` (both languages) and `status` (any status word). */
export const charityCampaignsQuery = charityPageQuery.extend({
  q: optional(searchText(100)).describe('searched in both languages over name and short_desc'),
  status: optional(campaignStatus),
});
export type CharityCampaignsQuery = z.input<typeof charityCampaignsQuery>;

/** A calendar day, read in the site's time zone. */
const day = calendarDay();

/** A charity's donation list in one state, or in every state (`all`). */
export const CHARITY_DONATION_STATES = [...PAYMENT_STATES, 'all'] as const;

/**
 * The filters of the charity's donations: NEW optional `campaign_id`, `state` (default `paid`; NEW
 * `all` for every state), `from` and `to`.
 */
export const charityDonationFilters = z.object({
  campaign_id: optional(idField()),
  state: optional(z.enum(CHARITY_DONATION_STATES)).transform((state) => state ?? 'paid'),
  from: optional(day).describe('NEW: paid or created on or after this day (YYYY-MM-DD)'),
  to: optional(day).describe('NEW: on or before this day (YYYY-MM-DD)'),
});

/** `GET /charity/statistics/daily`: the campaign to chart, by default the live or the latest one. */
export const charityDailyQuery = z.object({ campaign_id: optional(idField()) });
export type CharityDailyQuery = z.input<typeof charityDailyQuery>;

/** `GET /charity/donations`: one page of the filtered donations. */
export const charityDonationsQuery = charityPageQuery.extend(charityDonationFilters.shape);
export type CharityDonationsQuery = z.input<typeof charityDonationsQuery>;

/** A date and time, read as UTC when it names no offset; a bare day is its midnight. */
const moment = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/, {
    error: 'validation.date',
  })
  .transform((value, ctx) => {
    const iso = value.replace(' ', 'T');
    const withZone = /T.*(?:Z|[+-]\d{2}:?\d{2})$/.test(iso) || !iso.includes('T') ? iso : `${iso}Z`;
    const date = new Date(iso.includes('T') ? withZone : `${iso}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || !isCalendarDay(value.slice(0, 10))) {
      ctx.issues.push({ code: 'custom', message: 'validation.date', input: value });
      return z.NEVER;
    }
    return date;
  });

/** A goal in major units: a number, or a string typed with Arabic digits and separators (decision 030). */
const priceTarget = amountValue()
  .transform(Number)
  .pipe(z.number().gt(0).max(CAMPAIGN_LIMITS.priceTargetMax))
  .describe(`greater than 0 and at most ${CAMPAIGN_LIMITS.priceTargetMax}, in the campaign's currency`);

/** The campaign form's fields (contract §10, create). Files are read separately. */
export const campaignFields = z.object({
  'name:ar': text(CAMPAIGN_LIMITS.name.min, CAMPAIGN_LIMITS.name.max),
  'name:en': text(CAMPAIGN_LIMITS.name.min, CAMPAIGN_LIMITS.name.max),
  'short_desc:ar': richText(CAMPAIGN_LIMITS.shortDesc),
  'short_desc:en': richText(CAMPAIGN_LIMITS.shortDesc),
  'content:ar': richText(CAMPAIGN_LIMITS.content),
  'content:en': richText(CAMPAIGN_LIMITS.content),
  price_target: priceTarget,
  category_id: idField(),
  status: z.enum(REQUESTED_STATUSES),
  total_days: optional(z.coerce.number().int().min(CAMPAIGN_LIMITS.days.min).max(CAMPAIGN_LIMITS.days.max)),
  start_at: optional(moment),
  end_at: optional(moment),
  currency_id: optional(idField()),
  video_url: optional(httpUrl(CAMPAIGN_LIMITS.videoUrl)),
});
export type CampaignFields = z.output<typeof campaignFields>;

/**
 * The update's fields: all optional. `status` keeps only the words a charity may choose; any
 * other (the computed word the original client's form echoes, e.g. `pending`) is ignored.
 */
export const campaignUpdateFields = campaignFields.partial().extend({
  status: z
    .unknown()
    .optional()
    .transform((value) =>
      (CHARITY_STATUS_CHOICES as readonly unknown[]).includes(value)
        ? (value as (typeof CHARITY_STATUS_CHOICES)[number])
        : undefined,
    )
    .describe(`one of ${CHARITY_STATUS_CHOICES.join(', ')}; any other word is ignored`),
  gallery_remove: optional(z.array(idField())).describe('NEW: gallery ids to delete'),
  gallery_order: optional(z.array(idField())).describe(
    'NEW: gallery ids in the order to show them; pictures not named follow, then new uploads',
  ),
});
export type CampaignUpdateFields = z.output<typeof campaignUpdateFields>;

/** A news update's fields (contract §10, "Campaign updates"). */
export const campaignNewsFields = z.object({
  'title:ar': text(1, CAMPAIGN_LIMITS.updateTitle),
  'title:en': text(1, CAMPAIGN_LIMITS.updateTitle),
  'content:ar': richText(CAMPAIGN_LIMITS.updateContent),
  'content:en': richText(CAMPAIGN_LIMITS.updateContent),
});
export type CampaignNewsFields = z.output<typeof campaignNewsFields>;

/** An edit of a news update: the same fields, each optional; `image_remove` drops its picture. */
export const campaignNewsEditFields = campaignNewsFields.partial().extend({
  'title:ar': optional(text(1, CAMPAIGN_LIMITS.updateTitle)),
  'title:en': optional(text(1, CAMPAIGN_LIMITS.updateTitle)),
  'content:ar': optional(richText(CAMPAIGN_LIMITS.updateContent)),
  'content:en': optional(richText(CAMPAIGN_LIMITS.updateContent)),
  image_remove: optional(yesNo()).describe('NEW: yes removes the picture (a new `image` replaces it)'),
});
export type CampaignNewsEditFields = z.output<typeof campaignNewsEditFields>;
