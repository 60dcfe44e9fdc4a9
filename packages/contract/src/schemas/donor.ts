// The donor's cart and dashboard (contract §8, §9, §14), and the form that pays for the cart.

import { blankAsMissing, id as idField } from '../fields.ts';
import { keyWithParams } from '../form-messages.ts';
import { z } from '../validation.ts';
import { campaignStatus, currencyRef } from './entities.ts';
import { shareEmail, typedAmount } from './giving.ts';

const id = z.number().int().positive();
const datetime = z.string().describe('ISO 8601 UTC, e.g. 2025-03-10T18:45:00.000Z');
const url = z.string().describe('absolute URL');

export const PAYMENT_STATES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The donor history's `status` word of each state (contract §15.2), as the original client reads it. */
export const STATUS_WORDS = {
  pending: 'wait',
  paid: 'donated',
  failed: 'rejected',
  cancelled: 'rejected',
  refunded: 'rejected',
} as const satisfies Record<PaymentState, string>;

/** The three lists the original client reads as one page default to 100 items (contract §1.5). */
export const DONOR_PER_PAGE = 100;

export const donorPageQuery = z.object({
  page: z.unknown().optional().describe('1-based page, default 1'),
  per_page: z.unknown().optional().describe(`default ${DONOR_PER_PAGE}, at most 100`),
});

/** `GET /doner/donations` (sic): NEW optional `state`; an empty value means every state. */
export const donorDonationsQuery = donorPageQuery.extend({
  state: blankAsMissing(z.enum(PAYMENT_STATES).optional()),
});

export const cartAddResult = z.object({ id, status: z.literal('wait'), campaign_id: id });

export const cartItem = z.object({
  id,
  status: z.enum(['wait', 'donated']),
  created_at: datetime.describe('when it was added'),
  campaign: z.object({
    id,
    name: z.string(),
    charity_name: z.string(),
    image: url,
    status: campaignStatus,
    price_target: z.number(),
    total_amount: z.number(),
    currency: currencyRef,
  }),
  name: z.string(),
  image: url,
  total_amount: z.number().describe("the campaign's raised amount"),
  currency: currencyRef,
});
export type CartItem = z.infer<typeof cartItem>;

export const donorCampaign = z.object({
  id: id.describe('the campaign'),
  image: url,
  name: z.string(),
  amount: z.number().describe("this donor's paid total, in the campaign's currency"),
  donations: z.number().int().describe("this donor's paid donations to it"),
  created_at: datetime.describe('the latest paid donation'),
  status: campaignStatus,
  currency: currencyRef,
});
export type DonorCampaign = z.infer<typeof donorCampaign>;

export const donorDonation = z.object({
  id,
  total_amount: z.number().describe('in the currency it was paid in'),
  currency: currencyRef,
  campaign: z.object({ id, name: z.string() }),
  campaign_name: z.string(),
  chairty_name: z.string().describe('(sic)'),
  status: z.enum(['wait', 'donated', 'rejected']).describe('the original word, §15.2'),
  state: z.enum(PAYMENT_STATES),
  created_at: datetime,
  donated_at: datetime.nullable(),
  gift_url: url.nullable().describe('only for a paid gift'),
  receipt_available: z.boolean(),
  refunded_amount: z
    .number()
    .describe(
      "NEW (decision 032): what its succeeded refunds gave back, in the donation's currency; while below `total_amount` the donation stays `paid` and counts net of it",
    ),
});
export type DonorDonation = z.infer<typeof donorDonation>;

const topSlot = z.object({ name: z.string(), total_amount: z.number() });

export const donorStatistics = z.object({
  total_donations: z.number().describe('own paid donations, base currency'),
  active_campaigns: z.number().int().describe('cart items waiting'),
  upcoming_payments: z.number().describe('own pending payments, base currency'),
  top_doners: z
    .object({ first: topSlot, socend: topSlot, third: topSlot })
    .describe('(sic) the site-wide top three; an empty slot is {name: "", total_amount: 0}'),
  monthly: z
    .array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), amount: z.number() }))
    .describe('NEW: own paid giving in each of the last 12 months, oldest first, base currency'),
  currency: currencyRef,
});
export type DonorStatistics = z.infer<typeof donorStatistics>;

/** An amount typed in a form (as people type it, decision 030), above zero. */
const typedPositiveAmount = () =>
  typedAmount().refine((value) => Number(value) > 0, {
    error: keyWithParams('validation.greater_than', { min: 0 }),
  });

/**
 * The form posts its rows as `campaign.<index>.<field>`, the keys the API names their errors by
 * (contract §1.2); nested here so one schema reads the post and the browser's form values alike.
 */
function nestRows(value: unknown) {
  if (typeof value !== 'object' || value === null || 'campaign' in value) return value;
  const rows = new Map<number, Record<string, unknown>>();
  const rest: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const match = /^campaign\.(\d{1,3})\.(id|amount)$/.exec(key);
    if (!match) rest[key] = field;
    else rows.set(Number(match[1]), { ...rows.get(Number(match[1])), [match[2]!]: field });
  }
  const campaign = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  return { ...rest, campaign };
}

/** The way to pay is asked only when there are several; without one the API uses its default. */
const paymentChoices = {
  currency_id: idField(),
  gateway: z.string().trim().max(20).optional(),
  share_email: shareEmail,
};

/**
 * Paying for the cart (`/dashboard/donor/donations-cart`): an amount per campaign, or one total
 * split equally by the API (contract §8).
 */
export const cartPaymentForm = z.preprocess(
  nestRows,
  z.discriminatedUnion('amount_split_type', [
    z.object({
      amount_split_type: z.literal('manual'),
      campaign: z
        .array(z.object({ id: idField(), amount: typedPositiveAmount() }))
        .min(1)
        .max(100),
      ...paymentChoices,
    }),
    z.object({
      amount_split_type: z.literal('automatic'),
      total_amount: typedPositiveAmount(),
      campaign: z
        .array(z.object({ id: idField() }))
        .min(1)
        .max(100),
      ...paymentChoices,
    }),
  ]),
);
export type CartPaymentForm = z.output<typeof cartPaymentForm>;
