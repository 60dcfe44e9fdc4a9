// The staff's view of donations and their refunds (contract §13, §14 AdminDonation).
import { amountValue, blankAsMissing, calendarDay, id as idField, searchText } from '../fields.ts';
import { z } from '../validation.ts';
import { adminPageQuery, reasonBody } from './admin.ts';
import { donorDonation, PAYMENT_STATES } from './donor.ts';
import { currencyRef } from './entities.ts';

const id = z.number().int().positive();
const datetime = z.string().describe('ISO 8601 UTC, e.g. 2025-03-10T18:45:00.000Z');
const optional = <T extends z.ZodType>(schema: T) => blankAsMissing(schema.optional());

/** The `gateway` values a payment can have been opened with (contract §6). */
export const DONATION_GATEWAYS = ['sandbox', 'stripe', 'curlec', '2c2p'] as const;

/** A calendar day, read in the site's time zone. */
const day = calendarDay();

export const adminDonationsQuery = adminPageQuery.extend({
  q: optional(searchText(100)).describe("the donor's name or e-mail (any part), or the payment reference"),
  state: optional(z.enum(PAYMENT_STATES)),
  campaign_id: optional(idField()),
  charity_id: optional(idField()).describe("the charity's user id"),
  gateway: optional(z.enum(DONATION_GATEWAYS)).describe('the gateway as the payment was opened with'),
  currency_id: optional(idField()).describe('the currency it was paid in'),
  date_from: optional(day).describe('created on or after this day (YYYY-MM-DD, site time zone)'),
  date_to: optional(day).describe('created on or before this day (YYYY-MM-DD, site time zone)'),
});
export type AdminDonationsQuery = z.input<typeof adminDonationsQuery>;

export const REFUND_STATUSES = ['requested', 'succeeded', 'failed'] as const;

export const adminRefund = z.object({
  amount: z.number().describe("in the donation's currency"),
  reason: z.string(),
  status: z
    .enum(REFUND_STATUSES)
    .describe(
      'NEW: `requested` until the provider confirms it (at once on the sandbox); `failed` when the provider refused it or reported it failed, and it may be asked for again',
    ),
  created_at: datetime,
});

/**
 * A refund asked by the staff: why, and NEW (decision 032) how much, in major units of the
 * donation's currency, typed as people type it (decision 030); blank or missing is all that is left.
 */
export const refundBody = reasonBody.extend({
  amount: blankAsMissing(amountValue().optional()).describe(
    "NEW: in the donation's currency, above zero and at most what is not yet refunded (refunds done or waiting); missing or blank: all of it",
  ),
});

/** Every DonorDonation field, plus who gave, how it was paid and its refunds (contract §14). */
export const adminDonation = donorDonation.extend({
  name: z.string().describe("the giver's name as given, even when anonymous"),
  email: z.string(),
  mobile: z.string(),
  anonymous: z.boolean(),
  user: z.object({ id, name: z.string() }).nullable().describe('the donor account; null for a guest'),
  gateway: z.string().describe('as sent, e.g. `2c2p`'),
  provider: z.string().describe('`sandbox` or `stripe`'),
  provider_reference: z.string().nullable(),
  payment_reference: z.string(),
  rate_to_base: z.number().describe('the rate recorded when it was paid'),
  amount_base: z.number().describe('in the base currency, at that rate'),
  base_currency: currencyRef.describe('NEW: the currency of `amount_base`'),
  love_donation: z.enum(['yes', 'no']).describe('(sic)'),
  love_name: z.string().nullable(),
  love_email: z.string().nullable(),
  love_mobile: z.string().nullable(),
  love_comment: z.string().nullable(),
  pay_type: z.string().nullable(),
  ongoing_charity: z.enum(['yes', 'no']),
  refundable_amount: z
    .number()
    .describe(
      'NEW: what may still be refunded: `total_amount` less every refund succeeded or waiting; 0 unless `paid`',
    ),
  refunds: z.array(adminRefund),
});
export type AdminDonation = z.infer<typeof adminDonation>;
