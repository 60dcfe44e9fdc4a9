// The shapes of contract §14, as the API answers them. They document the OpenAPI answers, type
// the web client, and in tests every answer is checked against them.
import { CAMPAIGN_STATUSES } from '../campaign-filters.ts';
import { z } from '../validation.ts';

const id = z.number().int().positive();
const datetime = z.string().describe('ISO 8601 UTC, e.g. 2025-03-10T18:45:00.000Z');
const url = z.string().describe('absolute URL');
/** NEW (decision 028): the day an approved campaign that has not started opens; null once started. */
export const opensOn = z
  .string()
  .nullable()
  .describe(
    'NEW: the site day (Riyadh, `YYYY-MM-DD`) a campaign that has not started opens to donations; `null` once started',
  );

/** The success envelope around a result (§1.2). */
export const envelope = <T extends z.ZodType>(result: T) =>
  z.object({
    status: z.literal(true),
    message: z.string(),
    result,
    errorCode: z.number().int().optional().describe('301: e-mail not verified; 302: charity not approved'),
  });

export const pageMeta = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export const paginated = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMeta });
export const dataList = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
export const empty = z.object({});

export const currencyRef = z.object({
  id,
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  minor_units: z.number().int(),
});
export const country = z.object({ id, name: z.string(), mob_code: z.string() });
export const currency = z.object({
  id,
  currency_name: z.string(),
  currency_symbol: z.string(),
  is_default: z.enum(['yes', 'no']),
  code: z.string(),
  minor_units: z.number().int(),
  rate_to_base: z.number(),
});
export const category = z.object({ id, name: z.string() });
export const partner = z.object({ id, name: z.string(), image: url.nullable(), url: z.string() });
export const social = z.object({ id, name: z.string(), url: z.string(), icon: url.nullable() });
export const pageSummary = z.object({ id, title: z.string() });
export const page = pageSummary.extend({ content: z.string().describe('plain text') });
export const faq = z.object({ id, title: z.string(), content: z.string().describe('sanitised HTML') });
export const mainVideo = z.object({ title: z.string(), video_url: url.nullable() });

const author = z.object({ id, name: z.string(), full_name: z.string() }).nullable();
export const blogCard = z.object({
  id,
  image: url.nullable(),
  title: z.string(),
  description: z.string(),
  created_at: datetime,
});
export const blog = blogCard.extend({ content: z.string(), user: author, similar_blogs: z.array(blogCard) });
export const storyCard = z.object({
  id,
  image: url.nullable(),
  title: z.string(),
  content: z.string(),
  created_at: datetime,
});
export const story = storyCard.extend({ similar_stories: z.array(storyCard) });
export const videoCard = z.object({ id, thumbnail: url.nullable(), title: z.string(), created_at: datetime });
export const video = videoCard.extend({ video_url: z.string(), user: author });

export const bannerStatistics = z.object({
  total_collected: z.number(),
  total_donors: z.number().int(),
  total_campaigns: z.number().int(),
  currency: currencyRef,
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  image: url.nullable(),
});
export const topDonors = z.object({
  top_donors: z.array(z.object({ name: z.string(), total_amount: z.number() })),
  top_ten: z.array(
    z.object({
      user_name: z.string(),
      user: z.object({ name: z.string() }).nullable(),
      total_amount: z.number(),
      currency: currencyRef,
      campaign: z.object({ id, name: z.string() }),
      created_at: datetime,
    }),
  ),
  currency: currencyRef,
});

export const campaignStatus = z.enum(CAMPAIGN_STATUSES);
export const campaignCard = z.object({
  id,
  name: z.string(),
  short_desc: z.string(),
  image: url,
  status: campaignStatus,
  price_target: z.number(),
  total_amount: z.number(),
  total_donors: z.number().int(),
  currency: currencyRef,
  category,
  user: z.object({ id, name: z.string(), photo: url.nullable() }),
  start_at: datetime,
  end_at: datetime,
  remaining_days: z.number().int(),
  is_featured: z.boolean(),
  accepts_donations: z.boolean(),
  opens_on: opensOn,
  suspended: z
    .boolean()
    .describe('NEW: paused for review by the platform (its `status` is then `paused`; decision 029)'),
  in_cart: z.boolean(),
  cart_status: z.enum(['wait', 'donated']).nullable(),
  cart_id: id.nullable(),
});

export const user = z.object({
  id,
  user_type: z.enum(['dooner', 'charity', 'admin']),
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  charity_name: z.string().nullable(),
  charity_name_translations: z
    .array(z.object({ locale: z.enum(['ar', 'en']), charity_name: z.string() }))
    .optional(),
  email: z.string(),
  mobile: z.string(),
  country_id: id,
  country: country.nullable(),
  photo: url.nullable(),
  image: url.nullable(),
  email_verified_at: datetime.nullable(),
  approval_status: z.enum(['pending', 'approved', 'rejected']).nullable(),
  rejection_reason: z.string().nullable(),
  documents: z.array(z.object({ id, name: z.string(), url })).optional(),
  verification_code: z.string().nullable().optional(),
  created_at: datetime,
});
export const authResult = z.object({ token: z.string(), user });
export const me = user.extend({ unread_notifications: z.number().int() });
