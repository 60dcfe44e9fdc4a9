// Request bodies of giving (contract §6, §8). Amounts stay as sent here: they are rounded to the
// minor units of the currency in play by the server, which is the only one that knows it.

import { parseAmount } from '../digits.ts';
import {
  amountText,
  amountValue,
  blankAsMissing,
  email,
  id,
  mobile,
  multilineText,
  text,
  yesNo,
} from '../fields.ts';
import { toMinor } from '../money.ts';
import { z } from '../validation.ts';
import { recurrenceFields } from './schedule-fields.ts';

/**
 * A positive amount in major units, as a number or a string typed as people type it (Arabic
 * digits, `٫`, thousands separators; decision 030).
 */
export const amount = () =>
  amountValue()
    .refine((value) => toMinor(value, 8) !== null, { error: 'validation.number' })
    .refine((value) => (toMinor(value, 8) ?? 0) > 0, { error: 'payments.errors.amount_positive' });

/** `""`, null or missing mean "not sent" for optional ids such as `currency_id` (contract §6). */
const optionalId = () => blankAsMissing(id().optional());

const optionalText = (max: number) => blankAsMissing(text(1, max).optional());

/** NEW: the giver lets each campaign's charity see their e-mail; unsent means no (decision 033). */
export const shareEmail = yesNo().default(false);

/** The giver, the gift block and the options shared by every way of giving. */
const giverFields = {
  currency_id: optionalId(),
  name: optionalText(100),
  email: blankAsMissing(email().optional()),
  mobile: blankAsMissing(mobile().optional()),
  love_donation: yesNo().default(false),
  love_name: optionalText(100),
  love_email: blankAsMissing(email().optional()),
  love_mobile: blankAsMissing(mobile().optional()),
  love_comment: blankAsMissing(multilineText(0, 500).optional()),
  ongoing_charity: yesNo().default(false),
  anonymous: yesNo().default(false),
  share_email: shareEmail,
  gateway: blankAsMissing(z.string().trim().max(20).default('sandbox')),
  ...recurrenceFields,
};

type GiverInput = {
  love_donation: boolean;
  love_name?: string;
  love_email?: string;
};

/** A gift needs its recipient's name and e-mail; otherwise the gift fields are ignored (contract §6). */
function giftRecipient(value: GiverInput, ctx: z.RefinementCtx) {
  if (!value.love_donation) return;
  if (!value.love_name) ctx.addIssue({ code: 'custom', path: ['love_name'], message: 'validation.required' });
  if (!value.love_email)
    ctx.addIssue({ code: 'custom', path: ['love_email'], message: 'validation.required' });
}

/**
 * `charity_amount` is constrained only for ongoing giving (contract §6); otherwise it is ignored,
 * as the original client sends `"ongoing_charity": "no", "charity_amount": 0` with every gift.
 */
function ongoingAmount(value: { ongoing_charity: boolean; charity_amount?: unknown }, ctx: z.RefinementCtx) {
  if (!value.ongoing_charity || value.charity_amount === undefined) return;
  const checked = amount().safeParse(value.charity_amount);
  for (const issue of checked.error?.issues ?? []) {
    ctx.addIssue({ code: 'custom', path: ['charity_amount', ...issue.path], message: issue.message });
  }
}

/**
 * A number, or a string read as typed (Arabic digits, thousands separators; decision 030) when it
 * reads, kept as sent when not: `charity_amount` is checked only for ongoing giving.
 */
const typedWhenReadable = () =>
  z.union([z.number(), z.string()]).transform((value) => {
    if (typeof value === 'number') return value;
    const read = parseAmount(value);
    return read.ok ? read.value : value;
  });

/** `POST /donations`. Guests must also send name, e-mail and mobile (checked by the server, which knows who calls). */
export const donationBody = z
  .object({
    campaign_id: id(),
    amount: amount(),
    charity_amount: blankAsMissing(typedWhenReadable().optional()),
    ...giverFields,
  })
  .superRefine(giftRecipient)
  .superRefine(ongoingAmount);
export type DonationBody = z.infer<typeof donationBody>;

/** One row of a split payment: a campaign and its part of the total. */
export const splitRow = z.object({ id: id(), amount: amount() });

/** Rows name each campaign once (contract §6: "unique ids"). */
export function uniqueCampaigns(rows: Array<{ id: number }>, ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  rows.forEach((row, index) => {
    if (seen.has(row.id))
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'payments.errors.duplicate' });
    seen.add(row.id);
  });
}

/** `POST /visitor/cart`: one payment split across several campaigns. */
export const visitorCartBody = z
  .object({
    total_amount: amount(),
    amount: amount().optional(),
    pay_type: z.enum(['one_time', 'daily', 'weekly']).default('one_time'),
    campaign: z.array(splitRow).min(1).max(100).superRefine(uniqueCampaigns),
    ...giverFields,
  })
  .superRefine(giftRecipient);
export type VisitorCartBody = z.infer<typeof visitorCartBody>;

/** `POST /doner/campaigns/create` (sic): the donor's cart checkout. */
export const cartCheckoutBody = z.object({
  total_amount: amount(),
  amount_split_type: z.enum(['automatic', 'manual']),
  pay_type: z.enum(['full', 'daily']).default('full'),
  currency_id: optionalId(),
  campaign: z
    .array(z.object({ id: id(), amount: z.unknown().optional() }))
    .min(1)
    .max(100)
    .superRefine(uniqueCampaigns),
  share_email: shareEmail,
  gateway: giverFields.gateway,
});
export type CartCheckoutBody = z.infer<typeof cartCheckoutBody>;

/** The reference of a payment callback: the first non-empty of the three names (contract §6). */
export const callbackReference = z.object({
  session: z.string().trim().max(255).optional(),
  razorpay_payment_link_id: z.string().trim().max(255).optional(),
  paymentResponse: z.string().trim().max(255).optional(),
});

/** The amount field of the site's forms: typed as people type it (decision 030), a plain decimal. */
export const typedAmount = () => amountText();

// Answers (contract §6, §7, §14).
const currencyRefShape = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  minor_units: z.number().int(),
});
const paymentState = z.enum(['pending', 'paid', 'failed', 'cancelled', 'refunded']);

export const donationCheckout = z.object({ gateway_url: z.string(), reference: z.string() });
export const cartCheckout = z.object({ url: z.string(), reference: z.string() });

export const paymentResult = z.object({
  id: z.number().int().nullable(),
  payment_status: paymentState,
  reference: z.string(),
  total_amount: z.number(),
  currency: currencyRefShape,
  donations: z.array(
    z.object({
      id: z.number().int(),
      campaign: z.object({ id: z.number().int(), name: z.string() }),
      total_amount: z.number(),
      state: paymentState,
    }),
  ),
  gift_url: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof paymentResult>;

export const gift = z.object({
  donation: z.object({
    love_name: z.string(),
    love_comment: z.string().nullable(),
    name: z.string(),
    donated_at: z.string(),
  }),
  campaign: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Gift = z.infer<typeof gift>;

/** A payment provider the site offers (NEW `GET /payments/gateways`). */
export const paymentGateway = z.object({ code: z.string(), name: z.string() });
export type PaymentGateway = z.infer<typeof paymentGateway>;

/** What a provider's webhook is answered (contract §6). */
export const webhookAcknowledgement = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** The three choices of the sandbox checkout page. */
export const SANDBOX_OUTCOMES = ['paid', 'failed', 'cancelled'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
export const sandboxOutcomeBody = z.object({ outcome: z.enum(SANDBOX_OUTCOMES) });
