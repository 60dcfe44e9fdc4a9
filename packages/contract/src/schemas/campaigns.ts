// The public campaign answers of contract §5 and §14, and the query of the campaign list.
import { blankAsMissing, id as idField, searchText } from '../fields.ts';
import { readPageRequest } from '../pagination.ts';
import { z } from '../validation.ts';
import { campaignCard, currencyRef, dataList, paginated } from './entities.ts';

const id = z.number().int().positive();
const datetime = z.string().describe('ISO 8601 UTC, e.g. 2025-03-10T18:45:00.000Z');
const url = z.string().describe('absolute URL');

import { CAMPAIGN_SORTS, PUBLIC_STATUSES, type PublicStatus } from '../campaign-filters.ts';

export {
  CAMPAIGN_SORTS,
  type CampaignSort,
  PUBLIC_STATUSES,
  type PublicStatus,
} from '../campaign-filters.ts';

/** An empty query value (`?q=`) means the filter was not sent. */
const optional = <T extends z.ZodType>(schema: T) => blankAsMissing(schema.optional());

/** `page` and `per_page` are lenient by contract (§1.5): a bad value means the default, never a 422. */
export const pageQuery = z.object({
  page: z
    .unknown()
    .optional()
    .transform((page) => readPageRequest({ page }).page)
    .describe('1-based page, default 1'),
  per_page: z
    .unknown()
    .optional()
    .transform((per_page) => readPageRequest({ per_page }).perPage)
    .describe('default 15, at most 100'),
});

/** One public status word or a comma list of them; any other word fails on `status` as a whole. */
const statusList = z
  .string()
  .transform((value, ctx) => {
    const words = value
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean);
    if (words.length === 0 || words.some((word) => !(PUBLIC_STATUSES as readonly string[]).includes(word))) {
      ctx.issues.push({ code: 'invalid_value', values: [...PUBLIC_STATUSES], input: value });
      return z.NEVER;
    }
    return [...new Set(words)] as PublicStatus[];
  })
  .describe(`one or a comma list of: ${PUBLIC_STATUSES.join(', ')}`);

/** GET /campaigns (contract §5). */
export const campaignListQuery = pageQuery.extend({
  q: optional(searchText(100)).describe('searched in both languages over name and short_desc'),
  category_id: optional(idField()),
  charity_id: optional(idField()).describe("the charity's user id"),
  status: optional(statusList),
  sort: optional(z.enum(CAMPAIGN_SORTS)).transform((sort) => sort ?? 'newest'),
});
export type CampaignListQuery = z.output<typeof campaignListQuery>;
/** What a client may send: every key optional, numbers or strings. */
export type CampaignListParams = z.input<typeof campaignListQuery>;

/** One donor's paid total to a campaign, or one donation in `latest` (contract §14). */
export const donorEntry = z.object({
  name: z.string(),
  total_amount: z.number(),
  donated_at: datetime.nullable(),
  currency: currencyRef,
});
export type DonorEntry = z.infer<typeof donorEntry>;

/** A gift dedication shown as a comment (`/get-comments`). */
export const dedication = z.object({
  id,
  user_name: z.string(),
  user: z.object({ name: z.string() }).nullable(),
  love_comment: z.string(),
  created_at: datetime,
});
export type Dedication = z.infer<typeof dedication>;

export const campaignUpdate = z.object({
  id,
  title: z.string(),
  content: z.string().describe('sanitised HTML'),
  image: url.nullable(),
  created_at: datetime,
});
export type CampaignUpdate = z.infer<typeof campaignUpdate>;

export const galleryImage = z.object({ id, url });
export type GalleryImage = z.infer<typeof galleryImage>;

export const campaignDetail = campaignCard.extend({
  content: z.string().describe('sanitised HTML'),
  video_url: z.string().nullable(),
  gallery: z.array(galleryImage),
  updates: dataList(campaignUpdate).describe('the latest 10'),
  all_donors: paginated(donorEntry),
  latest: z.array(donorEntry).describe('the 5 most recent paid donations'),
  top_doners: z
    .object({ top: donorEntry, middle: donorEntry, first: donorEntry })
    .describe('an empty slot is {name: "", total_amount: 0, donated_at: null}, never null'),
  similar_campaigns: z.array(campaignCard),
});
export type CampaignDetail = z.infer<typeof campaignDetail>;

export const charitySummary = z.object({ id, name: z.string(), photo: url.nullable() });

/** NEW: a news update of one of a charity's public campaigns, naming the campaign. */
export const charityNews = campaignUpdate.extend({ campaign: z.object({ id, name: z.string() }) });
export type CharityNews = z.infer<typeof charityNews>;

export const referralList = paginated(campaignCard).extend({
  charity: charitySummary,
  news: z.array(charityNews).describe('NEW: the latest 6 news updates of its public campaigns, newest first'),
});
export type ReferralList = z.infer<typeof referralList>;

export const allCampaignsItem = z.object({ id, name: z.string(), currency: currencyRef });
export type AllCampaignsItem = z.infer<typeof allCampaignsItem>;

export type CampaignCard = z.infer<typeof campaignCard>;
