import type { Locale } from '@ataa/contract/locale';
import type { RefundReport } from '../../db/schema.ts';

export type PaymentState = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';

/** The providers a payment can run on; `curlec` and `2c2p` are aliases of one of these. */
export type ProviderCode = 'sandbox' | 'stripe';

/** What a provider needs to open a hosted checkout for one payment. */
export interface CheckoutRequest {
  /** Our payment reference (contract §1.9): the provider keeps it and sends it back in events. */
  reference: string;
  amountMinor: number;
  currency: { code: string; minorUnits: number };
  /** One line per campaign, in the giver's language; the amounts add up to `amountMinor`. */
  lines: Array<{ name: string; amountMinor: number }>;
  customerEmail: string;
  locale: Locale;
  /** Where the browser goes after paying, declining or going back (contract §6, return routes). */
  returnUrl: string;
  expiresAt: Date;
  /**
   * The first charge of a schedule: the checkout also keeps the method for charges made without
   * the donor (contract §17), read afterwards with `savedMethod`.
   */
  saveMethod?: boolean;
}

/** A hosted page that only saves a method for later charges: a schedule whose first charge is not due yet. */
export interface SetupRequest {
  /** Our reference of what the method is saved for (a schedule's). */
  reference: string;
  currency: { code: string };
  customerEmail: string;
  locale: Locale;
  returnUrl: string;
}

export interface CheckoutSession {
  /** The hosted checkout page the donor is sent to. */
  url: string;
  /** The provider's own id of the checkout, used to ask for its state later. */
  providerReference: string;
}

/** What a refund request came to: done at once, or accepted and confirmed later by a webhook. */
export interface RefundResult {
  status: 'refunded' | 'requested';
  /** The provider's id of the refund, for the back office's records. */
  providerRefundId: string;
}

/** A payment method the provider keeps for charges made without the donor (contract §17). */
export interface SavedMethod {
  /** The provider's customer, where it keeps methods under one. */
  customer: string | null;
  /** The provider's id of the method. */
  reference: string;
  /** What the donor is shown of it: a card's brand and last digits, or a label. */
  brand: string | null;
  last4: string | null;
  label: string | null;
}

/** One charge of a saved method, made without the donor (a schedule's occurrence). */
export interface SavedCharge {
  /** Our payment reference for this charge. */
  reference: string;
  /** Where the donor comes back to after authenticating the charge, when the bank asks for it. */
  returnUrl: string;
  /** The same key for the same charge, so that asking twice charges once. */
  idempotencyKey: string;
  amountMinor: number;
  currency: { code: string; minorUnits: number };
  method: Pick<SavedMethod, 'customer' | 'reference'>;
}

/** What the provider did with a saved-method charge. */
export type SavedChargeResult =
  /** `pending`: the provider has not finished it (a debit on its way); its event says how it ends. */
  | { outcome: 'paid' | 'pending'; providerReference: string }
  /** Without a reference when the provider refused before making a charge of its own. */
  | { outcome: 'declined'; providerReference: string | null }
  /** The bank asks the donor to authenticate: `url` completes this charge on a hosted page. */
  | { outcome: 'action_required'; providerReference: string; url: string };

/** A verified webhook event, reduced to what the payment state machine needs. */
export interface ProviderEvent {
  /** The provider's event id: an event is stored and processed once per (provider, id). */
  eventId: string;
  type: string;
  /** Our payment reference, or null for an event that concerns no payment of ours. */
  paymentReference: string | null;
  /** The state the event reports, or null for event types that are acknowledged and ignored. */
  state: PaymentState | null;
  /** For a refund event: what it says was refunded (absent: the whole payment, or no refund). */
  refund?: RefundReport;
  payload: unknown;
}

/** All or part of one donation's part of a paid payment, to give back (contract §13, decision 032). */
export interface RefundRequest {
  reference: string;
  providerReference: string | null;
  donationId: number;
  /** What to give back, in minor units of the payment's currency: at most what is left of the donation. */
  amountMinor: number;
  /** The member of the staff who asked, kept with the refund at the provider; null when no one
   * asked (a donation its closed campaign refused, decision 025). */
  adminId: number | null;
  /** 1, then one more for each request after a failed one: each is a new request at the provider. */
  attempt: number;
}

/** Thrown by `parseWebhook` for a missing or wrong signature or a stale timestamp (answer 400). */
export class WebhookSignatureError extends Error {}

/** Thrown when the provider cannot be reached or refuses a call (answer 500 on checkout). */
export class ProviderUnavailableError extends Error {}

/** Thrown when the provider refuses a refund for good (e.g. already refunded there): asking again the same way would not help. */
export class RefundRefusedError extends Error {}

/** One payment provider (contract §6). Adding a regional gateway is one more implementation. */
export interface PaymentProvider {
  readonly code: ProviderCode;
  supportsCurrency(code: string): boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Checks the signature over the raw body and returns the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent;
  /**
   * The state the provider holds for a checkout, asked when a donor returns or the reconcile job
   * runs. Null when the provider cannot tell right now (e.g. unreachable): the caller keeps waiting.
   */
  fetchState(session: { reference: string; providerReference: string | null }): Promise<PaymentState | null>;
  /**
   * Closes an open checkout so that it can no longer be paid, and answers the state the provider
   * then holds for it: `cancelled`, or `paid` (or `pending`, a bank debit on its way) when the
   * donor paid first. Asked again, it answers the same. Throws ProviderUnavailableError when the
   * provider cannot be reached or cannot tell: the caller asks again later.
   */
  expireCheckout(session: { reference: string; providerReference: string }): Promise<PaymentState>;
  /**
   * Refunds `amountMinor` of one donation of a paid payment, and nothing else of the payment (the
   * caller checks that it is paid and that so much is left). `reason` is kept with the refund at the provider. Asked again for the
   * same donation and attempt, the provider answers the same refund. Throws RefundRefusedError when
   * the provider refuses it for good, ProviderUnavailableError when it fails otherwise.
   */
  refund(request: RefundRequest, reason: string): Promise<RefundResult>;
  /**
   * Charges a saved method without the donor. Asked again with the same idempotency key, it
   * answers the same and charges nothing more. Absent: the provider cannot charge schedules yet.
   * Throws ProviderUnavailableError when it cannot be reached or cannot tell.
   */
  chargeSaved?(charge: SavedCharge): Promise<SavedChargeResult>;
  /** Opens a hosted page that saves a method and charges nothing (with `chargeSaved`, for providers whose checkout saves methods). */
  createSetup?(request: SetupRequest): Promise<CheckoutSession>;
  /**
   * The method a checkout opened with `saveMethod` or `createSetup` has saved: `waiting` while the
   * donor has not finished it, `abandoned` once it can no longer be. Throws
   * ProviderUnavailableError when the provider cannot tell.
   */
  savedMethod?(session: { providerReference: string }): Promise<SavedMethod | 'waiting' | 'abandoned'>;
}
