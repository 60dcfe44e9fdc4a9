// Charges of a saved card made without the donor (a schedule's occurrences, contract §17), as
// Stripe's off-session PaymentIntents.
import Stripe from 'stripe';
import { ProviderUnavailableError, type SavedCharge, type SavedChargeResult } from './provider.ts';

/**
 * The bank asked for the donor: the same PaymentIntent is confirmed again for a donor who is
 * present, which gives the bank's page to send them to; coming back from it, Stripe's
 * `payment_intent.succeeded` pays the charge. Null when Stripe offers no such page.
 */
async function authenticationPage(stripe: Stripe, charge: SavedCharge, intentId: string) {
  try {
    const intent = await stripe.paymentIntents.confirm(
      intentId,
      { payment_method: charge.method.reference, return_url: charge.returnUrl },
      { idempotencyKey: `${charge.idempotencyKey}-authenticate` },
    );
    return intent.next_action?.redirect_to_url?.url ?? null;
  } catch (error) {
    // Asked again when the claim lapses, with the same keys: Stripe answers both the same.
    if (error instanceof Stripe.errors.StripeError)
      throw new ProviderUnavailableError(`Stripe failed to ask for authentication: ${error.message}`, {
        cause: error,
      });
    throw error;
  }
}

/**
 * Asks Stripe for one charge with the occurrence's idempotency key: asked again with the same key
 * (a process that died before writing the answer), Stripe answers the same, errors included, and
 * charges nothing more.
 */
export async function chargeSavedWithStripe(stripe: Stripe, charge: SavedCharge): Promise<SavedChargeResult> {
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: charge.amountMinor,
        currency: charge.currency.code.toLowerCase(),
        ...(charge.method.customer && { customer: charge.method.customer }),
        payment_method: charge.method.reference,
        off_session: true,
        confirm: true,
        metadata: { reference: charge.reference },
      },
      { idempotencyKey: charge.idempotencyKey },
    );
    if (intent.status === 'succeeded') return { outcome: 'paid', providerReference: intent.id };
    return { outcome: 'pending', providerReference: intent.id };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      const intentId = error.payment_intent?.id;
      if (error.code === 'authentication_required' && intentId) {
        const url = await authenticationPage(stripe, charge, intentId);
        if (url) return { outcome: 'action_required', providerReference: intentId, url };
      }
      return { outcome: 'declined', providerReference: intentId ?? null };
    }
    // A method Stripe no longer takes (detached, expired) will not take the next try either.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.payment_intent?.id) {
      return { outcome: 'declined', providerReference: error.payment_intent.id };
    }
    if (error instanceof Stripe.errors.StripeError) {
      throw new ProviderUnavailableError(`Stripe failed a saved charge: ${error.message}`, { cause: error });
    }
    throw error;
  }
}
