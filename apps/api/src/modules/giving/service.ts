import { randomBytes } from 'node:crypto';
import { DONATION_LIMITS } from '@ataa/contract/donation-limits';
import type { Locale } from '@ataa/contract/locale';
import { toMajor, toMinor } from '@ataa/contract/money';
import type { Plan } from '@ataa/contract/schedules/plans';
import type { CartCheckoutBody, DonationBody, VisitorCartBody } from '@ataa/contract/schemas/giving';
import { reconcileSplit, splitEvenly } from '@ataa/contract/split';
import type { Infrastructure } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { currencies, payments } from '../../db/schema.ts';
import { AppError, type FieldProblem } from '../../http/errors.ts';
import { pick } from '../../http/localize.ts';
import { answerOrigin } from '../../http/request-origin.ts';
import type { UserRow } from '../accounts/index.ts';
import { fullName } from '../accounts/index.ts';
import type { PaymentContext, PaymentProvider } from '../payments/index.ts';
import {
  findPaymentByReference,
  ProviderUnavailableError,
  refreshFromProvider,
  returnUrl,
} from '../payments/index.ts';
import { presentGift, presentPaymentResult } from './present.ts';
import {
  acceptingCards,
  attachCartItems,
  cancelCheckout,
  donationsOfPayment,
  findCurrency,
  findDefaultCurrency,
  findPaymentByGiftToken,
  insertPayments,
  insertPendingDonations,
  paidCampaignsOf,
  setProviderReference,
} from './queries.ts';

export type Currency = typeof currencies.$inferSelect;
type Payment = typeof payments.$inferSelect;

/** 32 random bytes, base64url: payment references and gift tokens (contract §1.9). */
export const newToken = () => randomBytes(32).toString('base64url');

/** Field problems gathered from one request, answered together as one 422. */
export class Problems {
  readonly fields: Record<string, FieldProblem> = {};
  add(field: string, key: FieldProblem['key'], params?: FieldProblem['params']) {
    this.fields[field] ??= { key, params };
  }
  throwIfAny() {
    if (Object.keys(this.fields).length > 0) throw new AppError(422, 'errors.validation', this.fields);
  }
}

/** Who gives: a donor account, or a guest who must name themselves (contract §6). */
export interface Giver {
  donor: UserRow | null;
  /** A donor's account given by id only, with the name and e-mail below (a schedule's later charge). */
  userId?: number | null;
  name?: string;
  email?: string;
  mobile?: string;
}

/** The currency in play: the one asked for, or the fallback; inactive or unknown is a 422. */
export async function chooseCurrency(
  ctx: Pick<Infrastructure, 'db'>,
  currencyId: number | undefined,
  fallback: () => Promise<Currency>,
) {
  if (currencyId === undefined) return fallback();
  const currency = await findCurrency(ctx.db, currencyId);
  if (!currency?.isActive) throw AppError.validation('currency_id', 'validation.not_found_ref');
  return currency;
}

export async function defaultCurrency(ctx: Pick<Infrastructure, 'db'>): Promise<Currency> {
  return (await findDefaultCurrency(ctx.db))!;
}

/** The provider for a gateway name, which must also take the currency (contract §6). */
export function chooseProvider(
  ctx: Pick<PaymentContext, 'payments'>,
  gateway: string,
  currency: Currency,
  problems: Problems,
) {
  const provider = ctx.payments.providers.forGateway(gateway);
  if (!provider) problems.add('gateway', 'payments.errors.gateway');
  else if (!provider.supportsCurrency(currency.code)) problems.add('currency_id', 'payments.errors.currency');
  return provider;
}

/** An amount in minor units of the currency, rounded half-up and within the donation limits. */
export function amountIn(
  value: number | string,
  currency: Currency,
  field: string,
  problems: Problems,
): number {
  const minor = toMinor(value, currency.minorUnits);
  const min = toMinor(DONATION_LIMITS.min, currency.minorUnits)!;
  const max = toMinor(DONATION_LIMITS.max, currency.minorUnits)!;
  if (minor === null) problems.add(field, 'validation.number');
  else if (minor <= 0) problems.add(field, 'payments.errors.amount_positive');
  else if (minor < min)
    problems.add(field, 'payments.errors.amount_min', { min: toMajor(min, currency.minorUnits) });
  else if (minor > max)
    problems.add(field, 'payments.errors.amount_max', { max: toMajor(max, currency.minorUnits) });
  return minor ?? 0;
}

/** The campaigns that accept donations now, by id; the rest are reported on their fields. */
export async function acceptingCampaigns(
  ctx: Pick<Infrastructure, 'db'>,
  ids: number[],
  fieldOf: (index: number) => string,
  problems: Problems,
) {
  const rows = await acceptingCards(ctx.db, ids);
  const byId = new Map(rows.map((row) => [row.campaign.id, row]));
  ids.forEach((id, index) => {
    if (!byId.has(id)) problems.add(fieldOf(index), 'payments.errors.campaign_unavailable');
  });
  return byId;
}

export function checkGiver(giver: Giver, problems: Problems) {
  if (giver.donor) return;
  if (!giver.name) problems.add('name', 'validation.required');
  if (!giver.email) problems.add('email', 'validation.required');
  if (!giver.mobile) problems.add('mobile', 'validation.required');
}

export interface GiftFields {
  love_donation: boolean;
  love_name?: string;
  love_email?: string;
  love_mobile?: string;
  love_comment?: string;
  anonymous: boolean;
}

export interface Checkout {
  giver: Giver;
  locale: Locale;
  currency: Currency;
  provider: PaymentProvider;
  gateway: string;
  lines: Array<{ campaignId: number; name: string; amountMinor: number }>;
  gift: GiftFields;
  payType?: string;
  ongoingCharity?: boolean;
  /** The giver lets the campaigns' charities see their e-mail (decision 033). */
  shareEmail: boolean;
  /** A donor's cart checkout: these campaigns' waiting cart items are attached to the payment. */
  attachCart?: boolean;
  /** The front end on another origin that opened the payment (one of CORS_ORIGINS), or null. */
  returnOrigin: string | null;
  /** A schedule's first charge: the provider's checkout also saves the method (contract §17). */
  saveMethod?: boolean;
}

/** The schedule a giving request asks for beside its checkout (`recurrence.ts`). */
export interface Recurrence {
  plan: Plan;
  /** One campaign, or the checkout's split on every charge. */
  target: 'campaign' | 'split';
  hour?: number;
  timeZone?: string;
  endDay?: string;
  oddNightsMultiplier?: number;
}

/**
 * Makes the checkout the first charge of a schedule, answering as `openCheckout` does. Scheduled
 * giving is a module above this one, so the routes are given it when registered (api.ts).
 */
export type StartSchedule = (
  ctx: Pick<PaymentContext, 'config' | 'db' | 'payments'>,
  checkout: Checkout,
  recurrence: Recurrence,
) => Promise<{ url: string; reference: string }>;

/** A schedule a giving request asks for, and what makes it; null for a one-time gift. */
export type Recurring = { recurrence: Recurrence; start: StartSchedule } | null;

/** Where a payment is opened from: the giver's language and, for a front end on another origin, that origin. */
export interface Opening {
  locale: Locale;
  returnOrigin: string | null;
}

/** Opens the checkout, or makes it the first charge of the schedule the request asks for. */
function openAsAsked(
  ctx: Pick<PaymentContext, 'config' | 'db' | 'payments'>,
  checkout: Checkout,
  recurring: Recurring,
) {
  return recurring ? recurring.start(ctx, checkout, recurring.recurrence) : openCheckout(ctx, checkout);
}

/** What a pending payment is written from: the checkout without its provider's page. */
export type PendingPayment = Omit<Checkout, 'provider'> & { providerCode: string; expiresAt: Date };

/**
 * Writes a payment and its donations, pending, in the caller's transaction: a hosted checkout's,
 * or a charge of a saved method made without the giver.
 */
export async function writePendingPayment(tx: Queryable, pending: PendingPayment) {
  const [created] = await writePendingPayments(tx, [pending]);
  return created!;
}

/**
 * Writes several pending payments and their donations in two statements whatever their number (a
 * batch of scheduled charges); answers each one's payment, in the order given.
 */
export async function writePendingPayments(tx: Queryable, pendings: readonly PendingPayment[]) {
  if (pendings.length === 0) return [];
  const rows = pendings.map((pending) => {
    const { giver, currency, gift } = pending;
    const donor = giver.donor;
    return {
      reference: newToken(),
      gateway: pending.gateway,
      provider: pending.providerCode,
      userId: donor?.id ?? giver.userId ?? null,
      name: donor ? fullName(donor) : giver.name!,
      email: donor?.email ?? giver.email!,
      mobile: donor?.mobile ?? giver.mobile!,
      anonymous: gift.anonymous,
      currencyId: currency.id,
      totalMinor: pending.lines.reduce((sum, line) => sum + line.amountMinor, 0),
      isGift: gift.love_donation,
      loveName: gift.love_donation ? (gift.love_name ?? null) : null,
      loveEmail: gift.love_donation ? (gift.love_email ?? null) : null,
      loveMobile: gift.love_donation ? (gift.love_mobile ?? null) : null,
      loveComment: gift.love_donation && gift.love_comment ? gift.love_comment : null,
      giftToken: gift.love_donation ? newToken() : null,
      locale: pending.locale,
      returnOrigin: pending.returnOrigin,
      payType: pending.payType ?? null,
      ongoingCharity: pending.ongoingCharity ?? false,
      expiresAt: pending.expiresAt,
    };
  });
  // Matched back by reference: the order of an insert's answer is not promised.
  const byReference = new Map(
    (await insertPayments(tx, rows)).map((payment) => [payment.reference, payment]),
  );
  const created = rows.map((row) => byReference.get(row.reference)!);
  // The base and campaign amounts are provisional here and fixed when the payment is paid.
  await insertPendingDonations(
    tx,
    pendings.flatMap((pending, index) =>
      pending.lines.map((line) => ({
        paymentId: created[index]!.id,
        campaignId: line.campaignId,
        userId: created[index]!.userId,
        currencyId: pending.currency.id,
        amountMinor: line.amountMinor,
        campaignAmountMinor: line.amountMinor,
        rateToBase: pending.currency.rateToBase,
        baseAmountMinor: line.amountMinor,
        anonymous: pending.gift.anonymous,
        name: created[index]!.name,
        email: created[index]!.email,
        shareEmail: pending.shareEmail,
      })),
    ),
  );
  for (const [index, pending] of pendings.entries()) {
    const donor = pending.giver.donor;
    if (pending.attachCart && donor) {
      await attachCartItems(
        tx,
        donor.id,
        created[index]!.id,
        pending.lines.map((line) => line.campaignId),
      );
    }
  }
  return created;
}

/**
 * Writes the payment and its donations (pending), with what `alongside` writes in the same
 * transaction, then opens the provider's hosted checkout. A provider that cannot be reached
 * leaves the payment cancelled and answers 500 (contract §6).
 */
export async function openCheckout(
  ctx: Pick<Infrastructure, 'config' | 'db'>,
  checkout: Checkout,
  alongside?: (tx: Queryable, payment: Payment) => Promise<void>,
): Promise<{ url: string; reference: string; providerReference: string }> {
  const { currency } = checkout;
  const email = checkout.giver.donor?.email ?? checkout.giver.email!;
  const totalMinor = checkout.lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const expiresAt = new Date(Date.now() + ctx.config.CHECKOUT_EXPIRY_MINUTES * 60_000);
  const payment = await ctx.db.transaction(async (tx) => {
    const created = await writePendingPayment(tx, {
      ...checkout,
      providerCode: checkout.provider.code,
      expiresAt,
    });
    await alongside?.(tx, created);
    return created;
  });

  try {
    const session = await checkout.provider.createCheckout({
      reference: payment.reference,
      amountMinor: totalMinor,
      currency: { code: currency.code, minorUnits: currency.minorUnits },
      lines: checkout.lines.map((line) => ({ name: line.name, amountMinor: line.amountMinor })),
      customerEmail: email,
      locale: checkout.locale,
      returnUrl: returnUrl(answerOrigin(ctx.config), payment),
      expiresAt,
      ...(checkout.saveMethod && { saveMethod: true }),
    });
    await setProviderReference(ctx.db, payment.id, session.providerReference);
    return { url: session.url, reference: payment.reference, providerReference: session.providerReference };
  } catch (error) {
    await cancelCheckout(ctx.db, payment.id);
    if (error instanceof ProviderUnavailableError)
      throw new AppError(500, 'payments.errors.provider_unavailable');
    throw error;
  }
}

/** `POST /donations`: one campaign. */
export async function giveToCampaign(
  ctx: Pick<PaymentContext, 'config' | 'db' | 'payments'>,
  { locale, returnOrigin }: Opening,
  giver: Giver,
  body: DonationBody,
  recurring: Recurring = null,
) {
  const problems = new Problems();
  checkGiver(giver, problems);
  const accepting = await acceptingCampaigns(ctx, [body.campaign_id], () => 'campaign_id', problems);
  const row = accepting.get(body.campaign_id);
  const currency = await chooseCurrency(
    ctx,
    body.currency_id,
    async () => row?.currency ?? defaultCurrency(ctx),
  );
  const provider = chooseProvider(ctx, body.gateway, currency, problems);
  const amountMinor = amountIn(body.amount, currency, 'amount', problems);
  if (body.ongoing_charity && body.charity_amount !== undefined) {
    if (toMinor(body.charity_amount, currency.minorUnits) !== amountMinor) {
      problems.add('charity_amount', 'payments.errors.charity_amount');
    }
  }
  problems.throwIfAny();
  return openAsAsked(
    ctx,
    {
      returnOrigin,
      giver,
      locale,
      currency,
      provider: provider!,
      gateway: body.gateway,
      lines: [
        {
          campaignId: body.campaign_id,
          name: pick(locale, row!.campaign.nameAr, row!.campaign.nameEn),
          amountMinor,
        },
      ],
      gift: body,
      ongoingCharity: body.ongoing_charity,
      shareEmail: body.share_email,
    },
    recurring,
  );
}

/** Rows of a split payment checked and reconciled with the total (contract §6 split rule). */
export async function splitRows(
  ctx: Pick<Infrastructure, 'db'>,
  locale: Locale,
  rows: Array<{ id: number; amountMinor: number }>,
  totalMinor: number,
  problems: Problems,
) {
  const accepting = await acceptingCampaigns(
    ctx,
    rows.map((row) => row.id),
    (index) => `campaign.${index}.id`,
    problems,
  );
  // The total is only compared once every row is a valid amount for an open campaign.
  problems.throwIfAny();
  const parts = reconcileSplit(
    rows.map((row) => row.amountMinor),
    totalMinor,
  );
  if (!parts) problems.add('total_amount', 'payments.errors.split_mismatch');
  problems.throwIfAny();
  return rows.map((row, index) => {
    const campaign = accepting.get(row.id)!.campaign;
    return {
      campaignId: row.id,
      name: pick(locale, campaign.nameAr, campaign.nameEn),
      amountMinor: parts![index]!,
    };
  });
}

/** `POST /visitor/cart`: one payment split across chosen campaigns, by a guest or a donor. */
export async function giveToSeveral(
  ctx: Pick<PaymentContext, 'config' | 'db' | 'payments'>,
  { locale, returnOrigin }: Opening,
  giver: Giver,
  body: VisitorCartBody,
  recurring: Recurring = null,
) {
  const problems = new Problems();
  checkGiver(giver, problems);
  const currency = await chooseCurrency(ctx, body.currency_id, () => defaultCurrency(ctx));
  const provider = chooseProvider(ctx, body.gateway, currency, problems);
  const totalMinor = amountIn(body.total_amount, currency, 'total_amount', problems);
  if (body.amount !== undefined && toMinor(body.amount, currency.minorUnits) !== totalMinor) {
    problems.add('amount', 'payments.errors.amount_mismatch');
  }
  const rows = body.campaign.map((row, index) => ({
    id: row.id,
    amountMinor: amountIn(row.amount, currency, `campaign.${index}.amount`, problems),
  }));
  const lines = await splitRows(ctx, locale, rows, totalMinor, problems);
  return openAsAsked(
    ctx,
    {
      returnOrigin,
      giver,
      locale,
      currency,
      provider: provider!,
      gateway: body.gateway,
      lines,
      gift: body,
      payType: body.pay_type,
      ongoingCharity: body.ongoing_charity,
      shareEmail: body.share_email,
    },
    recurring,
  );
}

/** `POST /doner/campaigns/create` (sic): the donor's cart checkout, split automatically or by hand. */
export async function checkoutCart(
  ctx: Pick<PaymentContext, 'config' | 'db' | 'payments'>,
  { locale, returnOrigin }: Opening,
  donor: UserRow,
  body: CartCheckoutBody,
  recurring: Recurring = null,
) {
  const problems = new Problems();
  const currency = await chooseCurrency(ctx, body.currency_id, () => defaultCurrency(ctx));
  const provider = chooseProvider(ctx, body.gateway, currency, problems);
  const totalMinor = amountIn(body.total_amount, currency, 'total_amount', problems);
  const shares =
    body.amount_split_type === 'automatic'
      ? splitEvenly(Math.max(totalMinor, 0), body.campaign.length)
      : null;
  const rows = body.campaign.map((row, index) => {
    if (shares) return { id: row.id, amountMinor: shares[index]! };
    const typed = typeof row.amount === 'number' || typeof row.amount === 'string' ? row.amount : '';
    return { id: row.id, amountMinor: amountIn(typed, currency, `campaign.${index}.amount`, problems) };
  });
  // An automatic share of zero (a total smaller than one minor unit per campaign) cannot be paid.
  if (shares?.some((share) => share <= 0)) problems.add('total_amount', 'payments.errors.split_mismatch');
  const lines = await splitRows(ctx, locale, rows, totalMinor, problems);
  return openAsAsked(
    ctx,
    {
      returnOrigin,
      giver: { donor },
      locale,
      currency,
      provider: provider!,
      gateway: body.gateway,
      lines,
      gift: { love_donation: false, anonymous: false },
      payType: body.pay_type,
      shareEmail: body.share_email,
      attachCart: true,
    },
    recurring,
  );
}

// After the checkout (contract §6, §7): the return pages' payment status and the gift page.

/**
 * A payment's current state for its return page. The page's query is never trusted: the state
 * comes from our records or the provider, and repeated calls have no further effect. Another
 * donor's payment is unknown (404); a guest's reference alone is enough to read its own result.
 */
export async function paymentStatus(
  ctx: Pick<PaymentContext, 'caches' | 'config' | 'db' | 'mail' | 'payments'>,
  locale: Locale,
  reference: string,
  donor: UserRow | null,
) {
  const payment = await findPaymentByReference(ctx.db, reference);
  if (!payment) throw AppError.notFound();
  if (donor && payment.userId !== null && payment.userId !== donor.id) throw AppError.notFound();
  await refreshFromProvider(ctx, payment);
  const current = (await findPaymentByReference(ctx.db, reference))!;
  const [currency, rows] = await Promise.all([
    findCurrency(ctx.db, current.currencyId),
    donationsOfPayment(ctx.db, current.id),
  ]);
  return presentPaymentResult(ctx, locale, current, currency!, rows);
}

/** Gift tokens are 32 random bytes in base64url; anything else is not looked up. */
const GIFT_TOKEN = /^[\w-]{20,100}$/;

/** The gift page of a paid gift; unknown, unpaid or refunded gifts are a 404. */
export async function openGift(ctx: Pick<Infrastructure, 'db'>, locale: Locale, token: string) {
  const payment = GIFT_TOKEN.test(token) ? await findPaymentByGiftToken(ctx.db, token) : undefined;
  if (payment?.state !== 'paid') throw AppError.notFound();
  const paidCampaigns = await paidCampaignsOf(ctx.db, payment.id);
  if (paidCampaigns.length === 0) throw AppError.notFound();
  return presentGift(locale, payment, paidCampaigns);
}
