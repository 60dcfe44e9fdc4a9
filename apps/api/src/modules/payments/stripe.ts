import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import {
  type CheckoutRequest,
  type PaymentProvider,
  type PaymentState,
  type ProviderEvent,
  ProviderUnavailableError,
  RefundRefusedError,
  type SavedMethod,
  WebhookSignatureError,
} from './provider.ts';
import { SIGNATURE_TOLERANCE_SECONDS } from './signing.ts';
import { chargeSavedWithStripe } from './stripe-saved-charges.ts';

/** Stripe's currencies without decimals (docs.stripe.com/currencies); every other one it counts in hundredths. */
const ZERO_DECIMAL = new Set('BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF'.split(' '));

/**
 * Currencies Stripe takes but not every amount of ours exactly: the three-decimal dinars only in
 * multiples of 10, and ISK in hundredths although ISO 4217 gives it none. Refused, so the donor
 * gets a field error instead of a rounded charge.
 */
const INEXACT = new Set('BHD JOD KWD OMR TND ISK'.split(' '));

/** Stripe accepts an expiry 30 minutes to 24 hours ahead; a minute spare on each side for clocks and the trip. */
const EARLIEST_EXPIRY_MS = 31 * 60_000;
const LATEST_EXPIRY_MS = 24 * 60 * 60_000 - 60_000;

/** How long a call may take and how often the SDK retries it; the donor is waiting. */
export interface StripeNetwork {
  timeoutMs: number;
  maxNetworkRetries: number;
}

const DEFAULT_NETWORK: StripeNetwork = { timeoutMs: 5000, maxNetworkRetries: 1 };

function stripeDecimals(code: string): number {
  return ZERO_DECIMAL.has(code) ? 0 : 2;
}

function expiresAtSeconds(expiresAt: Date): number {
  const now = Date.now();
  const clamped = Math.min(Math.max(expiresAt.getTime(), now + EARLIEST_EXPIRY_MS), now + LATEST_EXPIRY_MS);
  return Math.floor(clamped / 1000);
}

/** The SDK's host, port and protocol from STRIPE_API_URL (a local stand-in in tests). */
function apiAddress(url: string | undefined): Stripe.StripeConfig {
  if (!url) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'https:' ? 'https' : 'http';
  return { protocol, host: parsed.hostname, port: parsed.port || (protocol === 'https' ? 443 : 80) };
}

function sessionState(session: Stripe.Checkout.Session): PaymentState {
  if (session.status === 'complete' && session.payment_status === 'paid') return 'paid';
  if (session.status === 'expired') return 'cancelled';
  return 'pending';
}

/** The state Stripe holds for a charge made without the donor (a schedule's), by its PaymentIntent. */
function intentState(intent: Stripe.PaymentIntent): PaymentState {
  if (intent.status === 'succeeded') return 'paid';
  if (intent.status === 'canceled') return 'cancelled';
  return 'pending';
}

/** A charge made without the donor is known to Stripe by its PaymentIntent, a checkout by its session. */
const isIntent = (providerReference: string) => providerReference.startsWith('pi_');

/** The method a completed checkout saved, as the donor is shown it. */
function methodOf(session: Stripe.Checkout.Session): SavedMethod | null {
  const intent = session.mode === 'setup' ? session.setup_intent : session.payment_intent;
  const method = typeof intent === 'object' ? intent?.payment_method : null;
  if (!method || typeof method === 'string') return null;
  const customer = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
  return {
    customer,
    reference: method.id,
    brand: method.card?.brand ?? null,
    last4: method.card?.last4 ?? null,
    label: method.card ? null : method.type,
  };
}

function sessionReference(session: Stripe.Checkout.Session): string | null {
  return session.client_reference_id ?? session.metadata?.reference ?? null;
}

/** A positive integer kept in a refund's metadata by `refund` below, or null. */
function metadataId(value: string | undefined): number | null {
  return value && /^\d{1,10}$/.test(value) ? Number(value) : null;
}

/** A refund as our records know it: its id and, when asked for here, the donation, who and why. */
function refundOf(refund: Stripe.Refund) {
  const metadata = refund.metadata ?? {};
  return {
    id: refund.id,
    donationId: metadataId(metadata.donation_id),
    adminId: metadataId(metadata.admin_id),
    reason: metadata.reason ?? null,
    amountMinor: refund.amount,
  };
}

/** Which payment a verified event is about and the state it reports; null for what we ignore. */
function readEvent(event: Stripe.Event): Pick<ProviderEvent, 'paymentReference' | 'state' | 'refund'> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // "unpaid" is a bank debit or similar still on its way: async_payment_* follows.
      const state = session.payment_status === 'paid' ? 'paid' : null;
      return { paymentReference: sessionReference(session), state };
    }
    case 'checkout.session.async_payment_succeeded':
      return { paymentReference: sessionReference(event.data.object), state: 'paid' };
    case 'checkout.session.async_payment_failed':
      return { paymentReference: sessionReference(event.data.object), state: 'failed' };
    case 'checkout.session.expired':
      return { paymentReference: sessionReference(event.data.object), state: 'cancelled' };
    // A charge made without the donor that Stripe finished later: after the donor authenticated
    // it, or one that was still processing when Stripe first answered.
    case 'payment_intent.succeeded':
      return { paymentReference: event.data.object.metadata?.reference ?? null, state: 'paid' };
    case 'charge.refunded': {
      const charge = event.data.object;
      // Refunded in full, or in part: the refunds of single donations (contract §13), all or part
      // of each, ours or made in Stripe's dashboard (decision 032). Newer API versions send the
      // charge without its refund list; the amount refunded tells then.
      const given = (charge.refunds?.data ?? []).filter(
        (refund) => refund.status !== 'failed' && refund.status !== 'canceled',
      );
      const refunded = charge.refunded || (charge.amount_refunded ?? 0) > 0;
      return {
        paymentReference: charge.metadata?.reference ?? null,
        state: refunded ? 'refunded' : null,
        ...(refunded && {
          refund: {
            full: charge.refunded,
            amountRefundedMinor: charge.amount_refunded ?? null,
            refunds: given.map(refundOf),
          },
        }),
      };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'charge.refund.updated': {
      const refund = event.data.object;
      const paymentReference = refund.metadata?.reference ?? null;
      // A refund made in Stripe's dashboard carries none of our metadata: the charge.refunded that
      // Stripe sends for it too names the payment, and applies it (decision 032).
      if (paymentReference === null) return { paymentReference, state: null };
      // Failed or cancelled: nothing was given back, and the refund may be asked for again.
      if (refund.status === 'failed' || refund.status === 'canceled') {
        const failed = { full: false, amountRefundedMinor: null, refunds: [refundOf(refund)], failed: true };
        return { paymentReference, state: null, refund: failed };
      }
      // Pending: nothing given back yet.
      if (refund.status !== 'succeeded') return { paymentReference, state: null };
      return {
        paymentReference,
        state: 'refunded',
        refund: { full: false, amountRefundedMinor: null, refunds: [refundOf(refund)] },
      };
    }
    default:
      return { paymentReference: null, state: null };
  }
}

/** A Stripe failure as our error, for the caller to try again; any other error as it was. */
function unavailable(what: string, error: unknown) {
  if (error instanceof ProviderUnavailableError || !(error instanceof Stripe.errors.StripeError))
    return error;
  return new ProviderUnavailableError(`Stripe failed to ${what} the checkout: ${error.message}`, {
    cause: error,
  });
}

/** Stripe Checkout (contract §6), through the official SDK; only built when STRIPE_* are set. */
export function createStripeProvider(config: Config, network = DEFAULT_NETWORK): PaymentProvider {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (!secretKey || !webhookSecret)
    throw new Error('Stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  const stripe = new Stripe(secretKey, {
    ...apiAddress(config.STRIPE_API_URL),
    timeout: network.timeoutMs,
    maxNetworkRetries: network.maxNetworkRetries,
  });

  /** The PaymentIntent that paid a payment: a charge's own, or its checkout's. */
  async function paidIntentOf(reference: string, providerReference: string | null) {
    if (providerReference && isIntent(providerReference)) return providerReference;
    const session = providerReference ? await stripe.checkout.sessions.retrieve(providerReference) : null;
    const intent = session?.payment_intent;
    if (!session || session.client_reference_id !== reference || !intent) {
      throw new ProviderUnavailableError(`Stripe holds no paid checkout for ${reference}`);
    }
    return typeof intent === 'string' ? intent : intent.id;
  }

  /** Closes a charge left waiting for the donor's authentication; one paid first stays paid. */
  async function cancelIntent(providerReference: string): Promise<PaymentState> {
    try {
      return intentState(await stripe.paymentIntents.cancel(providerReference));
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw unavailable('cancel', error);
    }
    try {
      return intentState(await stripe.paymentIntents.retrieve(providerReference));
    } catch (error) {
      throw unavailable('read', error);
    }
  }

  return {
    code: 'stripe',

    supportsCurrency(code) {
      return !INEXACT.has(code.toUpperCase());
    },

    async createCheckout(request: CheckoutRequest) {
      const code = request.currency.code.toUpperCase();
      // Our minor units go to Stripe unchanged, so they must count the same (JPY 0, SAR 2).
      if (request.currency.minorUnits !== stripeDecimals(code)) {
        throw new ProviderUnavailableError(
          `Stripe cannot charge ${code} in ${request.currency.minorUnits} decimals`,
        );
      }
      const reference = { reference: request.reference };
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: request.lines.map((line) => ({
              quantity: 1,
              price_data: {
                currency: code.toLowerCase(),
                unit_amount: line.amountMinor,
                product_data: { name: line.name },
              },
            })),
            client_reference_id: request.reference,
            metadata: reference,
            payment_intent_data: {
              metadata: reference,
              // A schedule's first charge keeps the card for the charges made without the donor.
              ...(request.saveMethod && { setup_future_usage: 'off_session' as const }),
            },
            ...(request.saveMethod && { customer_creation: 'always' as const }),
            customer_email: request.customerEmail,
            // Checkout has no Arabic (only Stripe's Elements do): 'auto' follows the donor's browser.
            locale: request.locale === 'en' ? 'en' : 'auto',
            success_url: request.returnUrl,
            cancel_url: request.returnUrl,
            expires_at: expiresAtSeconds(request.expiresAt),
          },
          // A retry after a lost answer gets the same session back, not a second one.
          { idempotencyKey: `checkout-${request.reference}` },
        );
        if (!session.url) throw new ProviderUnavailableError(`Stripe session ${session.id} has no url`);
        return { url: session.url, providerReference: session.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) {
          throw new ProviderUnavailableError(`Stripe refused the checkout: ${error.message}`, {
            cause: error,
          });
        }
        throw error;
      }
    },

    parseWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookSignatureError('Invalid Stripe webhook signature', { cause: error });
      }
      return { eventId: event.id, type: event.type, ...readEvent(event), payload: event };
    },

    async fetchState({ reference, providerReference }) {
      if (!providerReference) return null;
      try {
        if (isIntent(providerReference)) {
          const intent = await stripe.paymentIntents.retrieve(providerReference);
          return intent.metadata?.reference === reference ? intentState(intent) : null;
        }
        const session = await stripe.checkout.sessions.retrieve(providerReference);
        // A session that is not this payment's tells nothing about it.
        return session.client_reference_id === reference ? sessionState(session) : null;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) return null;
        throw error;
      }
    },

    async expireCheckout({ reference, providerReference }) {
      if (isIntent(providerReference)) return cancelIntent(providerReference);
      try {
        return sessionState(await stripe.checkout.sessions.expire(providerReference));
      } catch (error) {
        // Stripe expires open sessions only: this one was paid (or expired) first, as it now says.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw unavailable('expire', error);
      }
      try {
        const session = await stripe.checkout.sessions.retrieve(providerReference);
        if (session.client_reference_id !== reference) {
          throw new ProviderUnavailableError(`Stripe session ${providerReference} is not ${reference}'s`);
        }
        return sessionState(session);
      } catch (error) {
        throw unavailable('read', error);
      }
    },

    async refund({ reference, providerReference, donationId, amountMinor, adminId, attempt }, reason) {
      try {
        const intent = await paidIntentOf(reference, providerReference);
        // Only this donation's part of the payment: a checkout may have paid for several campaigns.
        const refund = await stripe.refunds.create(
          {
            payment_intent: intent,
            amount: amountMinor,
            reason: 'requested_by_customer',
            metadata: {
              reference,
              donation_id: String(donationId),
              ...(adminId !== null && { admin_id: String(adminId) }),
              reason: reason.slice(0, 500),
            },
          },
          // A retried call gets the same refund back. Each refund of a donation, and each new
          // attempt after a failed one, has its own attempt number and so is a new request.
          { idempotencyKey: `refund-${reference}-${donationId}${attempt > 1 ? `-${attempt}` : ''}` },
        );
        // Stripe's charge.refunded (or refund.updated) webhook moves the donation, through the same
        // path as any event.
        return { status: 'requested', providerRefundId: refund.id };
      } catch (error) {
        // A request Stripe refuses as such (already refunded, amount over what is left) stays refused.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          throw new RefundRefusedError(`Stripe refused the refund: ${error.message}`, { cause: error });
        }
        if (error instanceof Stripe.errors.StripeError) {
          throw new ProviderUnavailableError(`Stripe failed the refund: ${error.message}`, { cause: error });
        }
        throw error;
      }
    },

    chargeSaved: (charge) => chargeSavedWithStripe(stripe, charge),

    async createSetup(request) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'setup',
            // Checkout's choice of methods follows the currency the method will be charged in.
            currency: request.currency.code.toLowerCase(),
            customer_creation: 'always',
            client_reference_id: request.reference,
            metadata: { schedule: request.reference },
            customer_email: request.customerEmail,
            locale: request.locale === 'en' ? 'en' : 'auto',
            success_url: request.returnUrl,
            cancel_url: request.returnUrl,
          },
          { idempotencyKey: `setup-${request.reference}` },
        );
        if (!session.url) throw new ProviderUnavailableError(`Stripe session ${session.id} has no url`);
        return { url: session.url, providerReference: session.id };
      } catch (error) {
        throw unavailable('open', error);
      }
    },

    async savedMethod({ providerReference }) {
      try {
        const session = await stripe.checkout.sessions.retrieve(providerReference, {
          expand: ['setup_intent.payment_method', 'payment_intent.payment_method'],
        });
        if (session.status === 'expired') return 'abandoned';
        return (session.status === 'complete' && methodOf(session)) || 'waiting';
      } catch (error) {
        throw unavailable('read', error);
      }
    },
  };
}
