import { redirectDocument } from 'react-router';
import type { ApiAnswer } from './api.server.ts';
import { apiFailure } from './form-action.server.ts';
import { sendOnce } from './idempotency.server.ts';

/** What the API answers a new payment: the provider's checkout page, by one name or the other. */
type CheckoutAnswer = ApiAnswer<{ gateway_url: string } | { url: string }>;

interface Checkout {
  /** Asks the API for the payment under this idempotency key. */
  send: (idempotencyKey: string) => Promise<CheckoutAnswer>;
  form: FormData;
  /** Whether the page shows a field of this name; errors of other fields are shown above the form. */
  shows: (field: string) => boolean;
}

/**
 * Creates the payment and sends the browser to the checkout page (a whole-page visit: the page is
 * the provider's, not ours). A refusal comes back to the form with its errors beside the fields.
 */
export async function startCheckout(checkout: Checkout) {
  const answer = await sendOnce(checkout.form, checkout.send);
  if (answer.ok)
    return redirectDocument('url' in answer.result ? answer.result.url : answer.result.gateway_url);
  return apiFailure(answer, checkout.form, checkout.shows);
}
